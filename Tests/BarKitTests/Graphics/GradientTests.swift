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
    @Suite struct GradientTests {
        @Test func stopsAreSortedAndClamped() {
            let g = Gradient(stops: [
                .init(color: .blue, location: 1.5), .init(color: .red, location: -1),
                .init(color: .green, location: 0.5),
            ])
            #expect(g.stops.map(\.color) == [.red, .green, .blue])
            #expect(g.stops.map(\.location) == [0, 0.5, 1])
            #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
            #expect(Gradient(colors: [.red, .green], locations: [0.2]).stops.count == 1)
        }

        static let redToBlue = Gradient(colors: [.red, .blue])

        @Test func linearGradientEndpointsHaveTheEndColours() {
            let bitmap = render(width: 100, height: 2) { context in
                context.drawLinearGradient(Self.redToBlue, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0))
            }
            #expect(close(bitmap.pixel(x: 0, y: 0), PixelRGBA(.red), tolerance: 3))
            #expect(close(bitmap.pixel(x: 99, y: 0), PixelRGBA(.blue), tolerance: 3))
            #expect(close(bitmap.pixel(x: 50, y: 1), PixelRGBA(red: 127, green: 0, blue: 128), tolerance: 3))
        }

        @Test func linearGradientPaintsOnlyBetweenItsEndsUnlessAskedTo() {
            let start = CGPoint(x: 10, y: 0)
            let end = CGPoint(x: 30, y: 0)
            let band = render(width: 40, height: 1) { $0.drawLinearGradient(Self.redToBlue, start: start, end: end) }
            #expect(band.pixel(x: 5, y: 0) == .clear && band.pixel(x: 35, y: 0) == .clear)
            #expect(band.pixel(x: 20, y: 0).alpha == 255)

            let before = render(width: 40, height: 1) {
                $0.drawLinearGradient(Self.redToBlue, start: start, end: end, options: .drawsBeforeStartLocation)
            }
            #expect(before.pixel(x: 0, y: 0) == PixelRGBA(.red) && before.pixel(x: 35, y: 0) == .clear)

            let after = render(width: 40, height: 1) {
                $0.drawLinearGradient(Self.redToBlue, start: start, end: end, options: .drawsAfterEndLocation)
            }
            #expect(after.pixel(x: 5, y: 0) == .clear && after.pixel(x: 39, y: 0) == PixelRGBA(.blue))

            let both = render(width: 40, height: 1) {
                $0.drawLinearGradient(
                    Self.redToBlue, start: start, end: end,
                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            #expect(both.pixel(x: 0, y: 0) == PixelRGBA(.red) && both.pixel(x: 39, y: 0) == PixelRGBA(.blue))
        }

        @Test func gradientFillsOnlyTheClip() {
            let bitmap = render(width: 20, height: 20) { context in
                context.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
                context.drawLinearGradient(
                    Self.redToBlue, start: .zero, end: CGPoint(x: 0, y: 20),
                    options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            }
            #expect(bitmap.pixel(x: 4, y: 10) == .clear && bitmap.pixel(x: 10, y: 10).alpha == 255)
        }

        @Test func radialGradientRunsFromCentreToEdge() {
            let center = CGPoint(x: 20, y: 20)
            let disc = render(width: 40, height: 40) { context in
                context.drawRadialGradient(
                    Self.redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 15)
            }
            #expect(close(disc.pixel(x: 20, y: 20), PixelRGBA(.red), tolerance: 12))
            #expect(close(disc.pixel(x: 34, y: 20), PixelRGBA(.blue), tolerance: 12))
            #expect(disc.pixel(x: 37, y: 20) == .clear && disc.pixel(x: 1, y: 1) == .clear)

            let padded = render(width: 40, height: 40) { context in
                context.drawRadialGradient(
                    Self.redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 15,
                    options: .drawsAfterEndLocation)
            }
            #expect(padded.pixel(x: 0, y: 0) == PixelRGBA(.blue) && padded.pixel(x: 39, y: 39) == PixelRGBA(.blue))

            let ring = render(width: 40, height: 40) { context in
                context.drawRadialGradient(
                    Self.redToBlue, startCenter: center, startRadius: 10, endCenter: center, endRadius: 15,
                    options: .drawsBeforeStartLocation)
            }
            #expect(ring.pixel(x: 20, y: 20) == PixelRGBA(.red) && ring.pixel(x: 38, y: 20) == .clear)
        }

        @Test func alphaAppliesToGradients() {
            let bitmap = render(width: 10, height: 1, background: .white) { context in
                context.alpha = 0.5
                context.drawLinearGradient(
                    Gradient(colors: [.black, .black]), start: .zero, end: CGPoint(x: 10, y: 0))
            }
            #expect((127...128).contains(bitmap.pixel(x: 5, y: 0).red))
        }

        @Test func degenerateGradientsDrawNothing() {
            let bitmap = render(width: 4, height: 4) { context in
                context.drawLinearGradient(Self.redToBlue, start: .zero, end: .zero, options: .drawsAfterEndLocation)
                context.drawLinearGradient(Gradient(stops: []), start: .zero, end: CGPoint(x: 4, y: 0))
                context.drawRadialGradient(
                    Self.redToBlue, startCenter: CGPoint(x: CGFloat.nan, y: 0), startRadius: 0, endCenter: .zero,
                    endRadius: 3)
            }
            #expect(bitmap.difference(from: Bitmap(width: 4, height: 4)).isIdentical)
        }
    }
}
