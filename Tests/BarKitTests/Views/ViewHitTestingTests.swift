import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// A round button-like view whose touchable area is its inscribed circle.
@MainActor
final class CircleView: View {
    var pointInsideCalls = 0
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        pointInsideCalls += 1
        let r = bounds.width / 2
        let dx = point.x - bounds.midX
        let dy = point.y - bounds.midY
        return dx * dx + dy * dy <= r * r
    }
}

/// A view that forwards touches on itself to a designated subview, as UIKit code often does.
@MainActor
final class ForwardingView: View {
    var target: View?
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? target : hit
    }
}

@MainActor
@Suite struct ViewHitTestingTests {
    func makeTree() -> (View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bottom = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let top = View(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(bottom)
        root.addSubview(top)
        return (root, bottom, top)
    }

    @Test func topmostSubviewWinsAndMaxEdgesAreOutside() {
        let (root, bottom, top) = makeTree()
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === top)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === bottom)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === bottom, "min edge is inside")
        #expect(root.hitTest(CGPoint(x: 79.999, y: 50), with: nil) === top)
        #expect(root.hitTest(CGPoint(x: 80, y: 50), with: nil) === root, "max edge is outside")
        #expect(root.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -0.001, y: 50), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (root, bottom, top) = makeTree()
        top.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === bottom)
        top.isHidden = false
        top.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === bottom)
        top.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === top)
        top.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === bottom)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 40, y: 40), with: nil) == nil)
    }

    @Test func subviewsOutsideTheParentAreNotReachedEvenWithoutClipping() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let outside = View(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === root)
        parent.clipsToBounds = true
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === parent)
    }

    @Test func overriddenPointInsideIsCalled() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let circle = CircleView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSubview(circle)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === circle)
        #expect(root.hitTest(CGPoint(x: 2, y: 2), with: nil) === root, "corner is outside the circle")
        #expect(circle.pointInsideCalls == 2)
    }

    @Test func overriddenHitTestIsCalledAndPointsAreConvertedThroughTransforms() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let forwarding = ForwardingView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
        let target = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        forwarding.addSubview(target)
        forwarding.target = target
        forwarding.transform = CGAffineTransform(rotationAngle: .pi / 2)  // now 20 wide, 100 tall, centred (100, 60)
        root.addSubview(forwarding)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === target)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root, "outside the rotated bounds")
    }

    /// The walk through BarKit's classes still calls the overrides of subclasses met on the way, with
    /// the point in their coordinates, and honours their answers.
    @Test func overridesDeepInsidePlainViewsAreCalledWithTheirPoint() {
        final class Recording: View {
            var points: [CGPoint] = []
            var answer: View??
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                points.append(point)
                if let answer { return answer }
                return super.hitTest(point, with: event)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let recording = Recording(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let inner = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.isUserInteractionEnabled = true
        root.addSubview(middle)
        middle.addSubview(recording)
        recording.addSubview(inner)
        #expect(root.hitTest(CGPoint(x: 16, y: 16), with: nil) === inner)
        #expect(recording.points == [CGPoint(x: 1, y: 1)])
        recording.answer = .some(nil)  // the override hides its subtree: the search goes on above it
        #expect(root.hitTest(CGPoint(x: 16, y: 16), with: nil) === middle)
        recording.answer = .some(root)
        #expect(root.hitTest(CGPoint(x: 16, y: 16), with: nil) === root)
        recording.answer = nil  // (holding root here would keep the tree alive)
        // A plain view above the override that is hidden keeps the override from being asked.
        recording.points = []
        middle.isHidden = true
        #expect(root.hitTest(CGPoint(x: 16, y: 16), with: nil) === root)
        #expect(recording.points.isEmpty)
    }

    @Test func anOverrideThatEmptiesTheTreeDuringTheSearchIsSafe() {
        final class Clearing: View {
            override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
                // Removes every view of the tree being searched, the one asking included.
                var top: View = self
                while let parent = top.superview { top = parent }
                for view in top.subviews { view.removeFromSuperview() }
                return nil
            }
        }
        weak var weakMiddle: View?
        weak var weakBelow: View?
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        do {
            let middle = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let below = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            middle.addSubview(below)
            weakBelow = below
            middle.addSubview(Clearing(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            root.addSubview(middle)
            weakMiddle = middle
        }
        // The search holds what it reached: `below` is still asked, and answers.
        let hit = root.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(hit != nil && hit === weakBelow)
        #expect(root.subviews.isEmpty)
        #expect(weakMiddle == nil, "nothing the search held outlives it")
        #expect(hit?.superview == nil, "the freed superview let go of it")
    }
}
