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

extension Graphics {
    @Suite struct PathTests {
        @Test func rectIsAClosedSubpathOfFourLines() {
            let path = Path(rect: CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(
                path.elements == [
                    .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 4, y: 2)), .line(to: CGPoint(x: 4, y: 6)),
                    .line(to: CGPoint(x: 1, y: 6)), .closeSubpath,
                ])
            #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(path.currentPoint == CGPoint(x: 1, y: 2))
        }

        @Test func ellipseAndRoundedRectFitTheirRect() {
            let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
            #expect(Path(ellipseIn: rect).boundingBox == rect)
            let rounded = Path(roundedRect: rect, cornerRadius: 50)  // clamped to 5
            let box = rounded.boundingBox
            #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 20) < 1e-9 && abs(box.maxY - 10) < 1e-9)
            #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect: rect))
        }

        @Test func arcsRunClockwiseOnScreen() {
            let center = CGPoint(x: 10, y: 10)
            var quarter = Path()
            quarter.addArc(center: center, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: true)
            #expect(quarter.elements.count == 2)  // move + one curve
            let end = try! #require(quarter.currentPoint)
            #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 15) < 1e-9)  // straight down from the centre
            #expect(quarter.boundingBox.maxY <= 15 + 1e-9 && quarter.boundingBox.minY >= 10 - 1e-9)

            var longWay = Path()
            longWay.addArc(center: center, radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
            #expect(longWay.elements.count == 4)  // three quarters of a turn
            #expect(longWay.boundingBox.minY < 6)  // passes through the top

            var circle = Path()
            circle.addArc(center: center, radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            #expect(circle.elements.count == 5)
        }

        @Test func arcAfterAPointIsJoinedByALine() {
            var path = Path()
            path.move(to: .zero)
            path.addArc(center: CGPoint(x: 10, y: 0), radius: 2, startAngle: .pi, endAngle: 0, clockwise: true)
            guard case .line(let p) = path.elements[1] else {
                Issue.record("expected a line, got \(path.elements[1])")
                return
            }
            #expect(abs(p.x - 8) < 1e-9 && abs(p.y) < 1e-9)
        }

        @Test func nonFinitePointsAreIgnored() {
            var path = Path()
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))
            path.addLine(to: CGPoint(x: 1, y: CGFloat.infinity))
            path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
            #expect(path.isEmpty && path.boundingBox.isNull)
            path.addLine(to: CGPoint(x: 1, y: 1))  // no current point: becomes a move
            #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1))])
        }

        @Test func applyingTransformsEveryPoint() {
            let path = Path(rect: CGRect(x: 0, y: 0, width: 2, height: 1))
            let moved = path.applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
            #expect(moved.boundingBox == CGRect(x: 5, y: 5, width: 4, height: 2))
        }

        @Test func curvesFillTheirShape() {
            // A quadratic bump: its top is at y = 2 (halfway to the control point at y = -6 from the base at 10).
            let bump = Path { path in
                path.move(to: CGPoint(x: 0, y: 10))
                path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 10, y: -6))
                path.closeSubpath()
            }
            let bitmap = render(width: 20, height: 12) { $0.fill(bump) }
            #expect(paintedRows(bitmap, x: 10) == Array(2..<10))
            var copy = Path()
            copy.addPath(bump)
            #expect(copy == bump)
        }
    }
}
