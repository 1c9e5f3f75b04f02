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
    @Suite struct BitmapDifferenceTests {
        static let base = Graphics.render(width: 8, height: 6, background: .white) { context in
            context.fillColor = .blue
            context.fillEllipse(in: CGRect(x: 1, y: 1, width: 6, height: 4))
        }

        @Test func identicalBitmapsHaveNoDifference() {
            let d = Self.base.difference(from: Self.base)
            #expect(d.isIdentical && d.sizesMatch)
            #expect(d.maxChannelDifference == 0 && d.differingPixelCount == 0 && d.firstDifference == nil)
            #expect(d.pixelCount == 48 && d.isWithinLimits())
            // The difference picture is a faded grey copy: no red.
            #expect(
                (0..<6).allSatisfy { y in
                    (0..<8).allSatisfy { x in d.image.pixel(x: x, y: y) != PixelRGBA(red: 255, green: 0, blue: 0) }
                })
        }

        @Test func aChangedPixelIsCountedAndShownInRed() {
            var changed = Self.base
            changed.setPixel(PixelRGBA(red: 0, green: 200, blue: 0), x: 6, y: 0)
            let d = changed.difference(from: Self.base, tolerance: 2)
            #expect(!d.isIdentical && d.sizesMatch)
            #expect(d.differingPixelCount == 1 && d.maxChannelDifference == 255)
            #expect(d.firstDifference?.x == 6 && d.firstDifference?.y == 0)
            #expect(d.image.pixel(x: 6, y: 0) == PixelRGBA(red: 255, green: 0, blue: 0))
            #expect(d.image.pixel(x: 5, y: 0) != PixelRGBA(red: 255, green: 0, blue: 0))
            #expect(!d.isWithinLimits() && d.isWithinLimits(maxDifferingPixels: 1))
            #expect(d.description.contains("1 of 48 pixels"))
        }

        @Test func smallDifferencesWithinToleranceAreNotCountedButShown() {
            var changed = Self.base
            changed.setPixel(PixelRGBA(red: 253, green: 255, blue: 255), x: 0, y: 0)
            let d = changed.difference(from: Self.base, tolerance: 2)
            #expect(d.differingPixelCount == 0 && d.maxChannelDifference == 2 && !d.isIdentical && d.isWithinLimits())
            #expect(d.image.pixel(x: 0, y: 0) == BitmapDifference.withinTolerance)
            #expect(changed.difference(from: Self.base, tolerance: 1).differingPixelCount == 1)
        }

        @Test func differentSizesCountTheMissingPixels() {
            let larger = Bitmap(width: 9, height: 6, fill: .white)
            let d = larger.difference(from: Bitmap(width: 8, height: 6, fill: .white))
            #expect(!d.sizesMatch && d.differingPixelCount == 6 && d.pixelCount == 54)
            #expect(d.image.width == 9 && d.image.pixel(x: 8, y: 3) == PixelRGBA(red: 255, green: 0, blue: 0))
            #expect(!d.isWithinLimits(maxDifferingPixels: 100))
        }

        @Test func transparentPixelsCompareEqualWhateverTheirColour() {
            let a = Bitmap(width: 1, height: 1, fill: PixelRGBA(red: 255, green: 0, blue: 0, alpha: 0))
            let b = Bitmap(width: 1, height: 1, fill: PixelRGBA(red: 0, green: 0, blue: 255, alpha: 0))
            #expect(a.difference(from: b).isIdentical)
        }
    }
}
