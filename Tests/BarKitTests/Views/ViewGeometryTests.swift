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

@MainActor
@Suite struct ViewGeometryTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    func close(_ a: CGRect, _ b: CGRect, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.minX - b.minX) < eps && abs(a.minY - b.minY) < eps && abs(a.width - b.width) < eps
            && abs(a.height - b.height) < eps
    }

    @Test func frameBoundsAndCenterAgree() {
        let v = View(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(v.center == CGPoint(x: 60, y: 40))
        v.center = CGPoint(x: 0, y: 0)
        #expect(v.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
        v.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(v.frame == CGRect(x: -5, y: -5, width: 10, height: 10))
    }

    @Test func transformAppliesAboutTheCentreAndFrameIsTheBoundingBox() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 40, y: -40, width: 20, height: 100)))
        #expect(v.bounds.size == CGSize(width: 100, height: 20))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(close(v.frame, CGRect(x: -50, y: -10, width: 200, height: 40)))
    }

    @Test func conversionBetweenSiblingSubtreesWithRotationAndScale() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = View(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        right.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(left)
        root.addSubview(right)
        right.addSubview(inner)

        // The top-left corner of `right`'s bounds, rotated a quarter turn about (250, 150), lands at (300, 100).
        #expect(close(right.convert(CGPoint.zero, to: root), CGPoint(x: 300, y: 100)))
        #expect(close(right.convert(CGPoint.zero, to: left), CGPoint(x: 300, y: 100)))
        // inner's centre is right's (20, 20); its (0,0) is scaled about that centre to right's (0, 0).
        #expect(close(inner.convert(CGPoint.zero, to: right), CGPoint(x: 0, y: 0)))
        #expect(close(inner.convert(CGPoint(x: 20, y: 20), to: right), CGPoint(x: 40, y: 40)))
        // Round trip through the sibling subtree.
        let p = CGPoint(x: 7, y: 13)
        let there = inner.convert(p, to: left)
        #expect(close(inner.convert(there, from: left), p))
        #expect(close(left.convert(there, to: inner), p))
        // A rect becomes the bounding box of its converted corners.
        let r = right.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: root)
        #expect(close(r, CGRect(x: 280, y: 100, width: 20, height: 10)))
        // nil means the root (the window when there is one).
        #expect(close(inner.convert(p, to: nil), inner.convert(p, to: root)))
        #expect(close(inner.convert(inner.convert(p, to: nil), from: nil), p))
    }

    @Test func boundsOriginShiftsWhatSubviewsShow() {
        let scroll = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        scroll.addSubview(child)
        scroll.bounds.origin = CGPoint(x: 40, y: 0)
        #expect(child.convert(CGPoint.zero, to: scroll) == CGPoint(x: 50, y: 50))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(scroll)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: 50))
    }

    @Test func nonFiniteGeometryIsRejected() {
        let v = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        v.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        v.center = CGPoint(x: CGFloat.nan, y: CGFloat(1))
        v.transform = CGAffineTransform(scaleX: .nan, y: 1)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(v.transform.isIdentity)
        #expect(View(frame: CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)).frame == .zero)
        // Finite, but its centre is not (the midpoint overflows): refused too (the constraints
        // fuzzer found a view whose frame read back with x = inf).
        let huge = CGRect(x: CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10)
        #expect(View(frame: huge).frame == .zero)
        v.frame = huge
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        v.alpha = .nan
        #expect(v.alpha == 0)
    }

    @Test func settingTheFrameUnderAScaleSizesTheBoundsSoTheFrameReadsBackAsSet() {
        let v = View(frame: .zero)
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.bounds.size == CGSize(width: 200, height: 200))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.center == CGPoint(x: 50, y: 50))
        // A point in the view maps through the scale: its far corner is the frame's far corner.
        let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.addSubview(v)
        #expect(v.convert(CGPoint(x: 200, y: 200), to: parent) == CGPoint(x: 100, y: 100))
        #expect(parent.hitTest(CGPoint(x: 99, y: 99), with: nil) === v)
        #expect(parent.hitTest(CGPoint(x: 101, y: 50), with: nil) === parent)
    }

    @Test func settingTheFrameUnderAQuarterTurnSwapsTheBoundsSides() {
        let v = View(frame: .zero)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        v.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(v.bounds.size == CGSize(width: 40, height: 100))
        #expect(abs(v.frame.minX - 10) < 1e-9 && abs(v.frame.minY - 20) < 1e-9)
        #expect(abs(v.frame.width - 100) < 1e-9 && abs(v.frame.height - 40) < 1e-9)
    }

    @Test func settingTheFrameUnderATranslationMovesTheCentreByIt() {
        let v = View(frame: .zero)
        v.transform = CGAffineTransform(translationX: 30, y: 0)
        v.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(v.bounds.size == CGSize(width: 10, height: 10))
        #expect(v.center == CGPoint(x: -25, y: 5))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func settingTheFrameUnderACollapsingScaleKeepsTheBoundsSize() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.transform = CGAffineTransform(scaleX: 0, y: 1)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.bounds.size == CGSize(width: 20, height: 20))
        #expect(v.center == CGPoint(x: 50, y: 50))
    }
}
