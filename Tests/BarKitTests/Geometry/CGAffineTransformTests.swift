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

@Suite struct CGAffineTransformTests {
    func close(_ a: CGPoint, _ b: CGPoint, _ eps: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < eps && abs(a.y - b.y) < eps
    }

    @Test func identityLeavesPointsAlone() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func rotationByHalfPiTurnsXTowardsY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func concatenationAppliesSelfFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 23))
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 63))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 5, y: -3)
        let p = CGPoint(x: 17, y: -4)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func rectBecomesTheBoundingBoxOfItsCorners() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX - -20) < 1e-9 && abs(r.minY) < 1e-9)
        #expect(abs(r.width - 20) < 1e-9 && abs(r.height - 10) < 1e-9)
        let diamond = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(diamond.width - 2 * 2.0.squareRoot()) < 1e-9)
    }

    @Test func sizeAppliesOnlyTheLinearPart() {
        let s = CGSize(width: 2, height: 3).applying(CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: 2))
        #expect(s == CGSize(width: 4, height: 6))
    }
}

@Suite struct EdgeInsetsAndRoundingTests {
    @Test func insetShrinksEachEdge() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(r == CGRect(x: 2, y: 1, width: 94, height: 46))
        let negative = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(all: -5))
        #expect(negative == CGRect(x: -5, y: -5, width: 20, height: 20))
        let collapsed = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(collapsed.width == 0 && collapsed.minX == 5)
    }

    @Test func roundingIsHalfUp() {
        #expect(CGFloat(10.5).roundedToPixel() == 11)
        #expect(CGFloat(-0.5).roundedToPixel() == 0)
        #expect(CGFloat(10.25).roundedToPixel(scale: 2) == 10.5)
        #expect(CGFloat(10.2).ceiledToPixel() == 11)
        let r = CGRect(x: 0.4, y: 0.5, width: 10.2, height: 10).roundedToPixel()
        #expect(r == CGRect(x: 0, y: 1, width: 11, height: 10))
    }
}
