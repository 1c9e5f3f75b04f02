import BarKitTesting
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

/// A view that draws a 1-point horizontal line through `draw(_:)` with the current context.
@MainActor
final class LineView: View {
    var lineY: CGFloat = 10
    var color = Color.black
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.fillColor = color
        context.fill(CGRect(x: 0, y: lineY, width: bounds.width, height: 1))
    }
}

/// A view that leaves state changes behind in its `draw(_:)`, which must not leak into its subviews.
@MainActor
final class LeakyView: View {
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.alpha = 0.1
        context.translateBy(x: 50, y: 50)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}

@MainActor
@Suite struct ViewRendererTests {
    func white(_ size: CGSize) -> View {
        let v = View(frame: CGRect(origin: .zero, size: size))
        v.backgroundColor = .white
        return v
    }

    @Test func aOnePointLineAtAnIntegerPositionCoversExactlyOnePixelRow() throws {
        let root = white(CGSize(width: 20, height: 20))
        let line = LineView(frame: root.bounds)
        root.addSubview(line)
        let bitmap = root.snapshot()
        for y in 0..<20 {
            let p = bitmap.pixel(x: 5, y: y)
            if y == 10 {
                #expect(p.red == 0 && p.alpha == 255, "row 10 is black")
            } else {
                #expect(p.red == 255, "row \(y) is untouched")
            }
        }
        let doubled = try root.snapshot(scale: 2)
        #expect(doubled.width == 40 && doubled.height == 40)
        #expect(doubled.pixel(x: 5, y: 19).red == 255)
        #expect(doubled.pixel(x: 5, y: 20).red == 0 && doubled.pixel(x: 5, y: 21).red == 0)
        #expect(doubled.pixel(x: 5, y: 22).red == 255)
    }

    @Test func alphaHalfOverWhiteBlends() {
        let root = white(CGSize(width: 10, height: 10))
        let child = View(frame: root.bounds)
        child.backgroundColor = .black
        child.alpha = 0.5
        root.addSubview(child)
        let p = root.snapshot().pixel(x: 3, y: 3)
        #expect(abs(Int(p.red) - 128) <= 1)
        #expect(p.alpha == 255)
    }

    @Test func alphaAppliesToTheSubtreeAsOneGroup() {
        // A half-transparent parent with an opaque child covering it: the child must not show the
        // parent's colour through itself (it would with per-view alpha).
        let root = white(CGSize(width: 10, height: 10))
        let parent = View(frame: root.bounds)
        parent.backgroundColor = .red
        parent.alpha = 0.5
        let child = View(frame: parent.bounds)
        child.backgroundColor = .blue
        parent.addSubview(child)
        root.addSubview(parent)
        let p = root.snapshot().pixel(x: 5, y: 5)
        #expect(abs(Int(p.red) - 128) <= 1, "white half-covered by blue: red from the white only")
        #expect(abs(Int(p.green) - 128) <= 1)
        #expect(p.blue == 255)
    }

    @Test func aClippedSubviewLeavesNoPixelOutsideItsParent() {
        let root = white(CGSize(width: 40, height: 40))
        let parent = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.clipsToBounds = true
        let child = View(frame: CGRect(x: -10, y: -10, width: 60, height: 60))
        child.backgroundColor = .red
        parent.addSubview(child)
        root.addSubview(parent)
        let bitmap = root.snapshot()
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (10..<30).contains(x) && (10..<30).contains(y)
                let p = bitmap.pixel(x: x, y: y)
                if inside {
                    #expect(p.green == 0, "(\(x), \(y)) is red")
                } else if p.green != 255 {
                    Issue.record("pixel (\(x), \(y)) outside the clipped parent was painted")
                    return
                }
            }
        }
        parent.clipsToBounds = false
        #expect(root.snapshot().pixel(x: 2, y: 2).green == 0, "without clipping the child shows")
    }

    @Test func hiddenViewsAndTheirSubtreesDrawNothing() {
        let root = white(CGSize(width: 10, height: 10))
        let hidden = View(frame: root.bounds)
        hidden.isHidden = true
        let child = View(frame: root.bounds)
        child.backgroundColor = .black
        hidden.addSubview(child)
        root.addSubview(hidden)
        #expect(root.snapshot().pixel(x: 5, y: 5).red == 255)
    }

    @Test func drawStateDoesNotLeakIntoSubviews() {
        let root = white(CGSize(width: 10, height: 10))
        let leaky = LeakyView(frame: root.bounds)
        let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = .black
        leaky.addSubview(child)
        root.addSubview(leaky)
        let p = root.snapshot().pixel(x: 2, y: 2)
        #expect(p.red == 0 && p.alpha == 255)
    }

    @Test func aTransformAppliesAboutTheCentre() {
        // A 20×4 bar rotated a quarter turn about its centre (20, 20) becomes a 4×20 bar.
        let root = white(CGSize(width: 40, height: 40))
        let bar = View(frame: CGRect(x: 10, y: 18, width: 20, height: 4))
        bar.backgroundColor = .black
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        let bitmap = root.snapshot()
        #expect(bitmap.pixel(x: 20, y: 12).red == 0)
        #expect(bitmap.pixel(x: 20, y: 28).red == 0)
        #expect(bitmap.pixel(x: 12, y: 20).red == 255)
        #expect(bitmap.pixel(x: 28, y: 20).red == 255)
    }

    @Test func nestedViewsWithAlphaAndClippingSnapshot() {
        let root = white(CGSize(width: 64, height: 48))
        let card = View(frame: CGRect(x: 6, y: 6, width: 40, height: 30))
        card.backgroundColor = Color(hex: 0x3366CC)
        card.clipsToBounds = true
        let overflow = View(frame: CGRect(x: 24, y: 14, width: 30, height: 30))
        overflow.backgroundColor = Color(hex: 0xFFAA00)
        card.addSubview(overflow)
        let ghost = View(frame: CGRect(x: 30, y: 20, width: 28, height: 22))
        ghost.backgroundColor = .green
        ghost.alpha = 0.5
        root.addSubview(card)
        root.addSubview(ghost)
        assertSnapshot(of: root, named: "nested-alpha-clip")
        assertSnapshot(of: root, named: "nested-alpha-clip@2x", scale: 2)
    }

    /// A tree with clipping, alpha groups, scaled views, labels and drawing views, in a container.
    func mixedTree(containerTransform: CGAffineTransform) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        root.backgroundColor = .white
        let container = View(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        container.transform = containerTransform
        root.addSubview(container)
        let clipping = View(frame: CGRect(x: 10.5, y: 8, width: 60, height: 40))
        clipping.clipsToBounds = true
        clipping.backgroundColor = Color(white: 0.8)
        let overflowing = LineView(frame: CGRect(x: 40, y: 20, width: 60, height: 40))
        overflowing.lineY = 10
        overflowing.color = .red
        clipping.addSubview(overflowing)
        container.addSubview(clipping)
        let faded = View(frame: CGRect(x: 80, y: 10, width: 60, height: 60))
        faded.alpha = 0.5
        faded.backgroundColor = .blue
        let inner = View(frame: CGRect(x: 20, y: 20, width: 60, height: 20))
        inner.backgroundColor = .green
        faded.addSubview(inner)
        container.addSubview(faded)
        let scaled = View(frame: CGRect(x: 10, y: 60, width: 40, height: 20))
        scaled.transform = CGAffineTransform(scaleX: 1.5, y: 0.75)
        scaled.backgroundColor = .red
        container.addSubview(scaled)
        let label = Label(frame: CGRect(x: 60, y: 72, width: 90, height: 22))
        label.text = "Mixed ✓"
        label.shadowColor = .gray
        container.addSubview(label)
        return root
    }

    @Test func theWalkForUnrotatedViewsDrawsWhatTheGeneralWalkDraws() throws {
        // A full turn is a rotation (drawn by the general walk) that moves nothing.
        let general = try mixedTree(containerTransform: CGAffineTransform(rotationAngle: 2 * .pi)).snapshot(scale: 2)
        let direct = try mixedTree(containerTransform: .identity).snapshot(scale: 2)
        let difference = direct.difference(from: general, tolerance: 1)
        #expect(difference.isWithinLimits(), "\(difference)")
    }
}
