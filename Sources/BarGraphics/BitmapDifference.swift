import BarGeometry
import Foundation

/// How two bitmaps differ: the result of `Bitmap.difference(from:tolerance:)`.
///
/// Pixels are compared as stored (premultiplied), so two fully transparent pixels are equal
/// whatever colour they nominally had. Scale is not compared, only pixels.
public struct BitmapDifference: Sendable, CustomStringConvertible {
    /// The per-channel tolerance the comparison used: a pixel differs when some channel differs by more.
    public let tolerance: UInt8
    /// The largest difference in any channel of any pixel (255 where the sizes differ).
    public let maxChannelDifference: UInt8
    /// The number of pixels with some channel differing by more than `tolerance`, plus, when the sizes
    /// differ, every pixel that only one of the bitmaps has.
    public let differingPixelCount: Int
    /// The number of pixels compared: the area of the larger width × the larger height.
    public let pixelCount: Int
    /// True when both bitmaps have the same width and height.
    public let sizesMatch: Bool
    /// The first differing pixel in reading order (top row first), or nil when none differs.
    public let firstDifference: (x: Int, y: Int)?
    /// A picture of the difference: pixels over tolerance are opaque red, pixels that differ within
    /// tolerance orange, equal pixels a faded grey copy of the reference bitmap.
    public let image: Bitmap

    /// True when no pixel differs at all (not even within tolerance) and the sizes match.
    public var isIdentical: Bool { sizesMatch && maxChannelDifference == 0 }

    /// True when the sizes match and at most `maxDifferingPixels` pixels differ beyond the tolerance.
    public func isWithinLimits(maxDifferingPixels: Int = 0) -> Bool {
        sizesMatch && differingPixelCount <= maxDifferingPixels
    }

    /// A one-line summary: how many pixels differ, the largest difference and where the first is.
    public var description: String {
        var s = "\(differingPixelCount) of \(pixelCount) pixels differ by more than \(tolerance)"
        s += "; largest channel difference \(maxChannelDifference)"
        if let first = firstDifference { s += "; first at (\(first.x), \(first.y))" }
        if !sizesMatch { s += "; sizes differ" }
        return s
    }

    /// Colours of the difference image.
    static let overTolerance = PixelRGBA(red: 255, green: 0, blue: 0)
    static let withinTolerance = PixelRGBA(red: 255, green: 170, blue: 0)
}

extension Bitmap {
    /// Compares this bitmap with `reference` (typically the expected image), pixel by pixel.
    /// A pixel counts as differing when any of its premultiplied channels differs by more than
    /// `tolerance`. See `BitmapDifference` for the result.
    public func difference(from reference: Bitmap, tolerance: UInt8 = 0) -> BitmapDifference {
        let w = Swift.max(width, reference.width)
        let h = Swift.max(height, reference.height)
        let sizesMatch = width == reference.width && height == reference.height
        var maxDifference: UInt8 = sizesMatch ? 0 : 255
        var count = 0
        var first: (x: Int, y: Int)?
        var diff = Bitmap(width: w, height: h, scale: reference.scale)

        for y in 0..<h {
            for x in 0..<w {
                let inSelf = x < width && y < height
                let inReference = x < reference.width && y < reference.height
                guard inSelf && inReference else {
                    count += 1
                    if first == nil { first = (x, y) }
                    diff.setPremultipliedPixel(BitmapDifference.overTolerance, x: x, y: y)
                    continue
                }
                let a = premultipliedPixel(x: x, y: y)
                let b = reference.premultipliedPixel(x: x, y: y)
                let d = a.maxChannelDifference(to: b)
                maxDifference = Swift.max(maxDifference, d)
                let marker: PixelRGBA
                if d > tolerance {
                    count += 1
                    if first == nil { first = (x, y) }
                    marker = BitmapDifference.overTolerance
                } else if d > 0 {
                    marker = BitmapDifference.withinTolerance
                } else {
                    marker = Bitmap.faded(b)
                }
                diff.setPremultipliedPixel(marker, x: x, y: y)
            }
        }
        return BitmapDifference(
            tolerance: tolerance, maxChannelDifference: maxDifference, differingPixelCount: count,
            pixelCount: w * h, sizesMatch: sizesMatch, firstDifference: first, image: diff)
    }

    /// A premultiplied pixel composited over white, turned grey and lightened to a quarter of its contrast.
    private static func faded(_ p: PixelRGBA) -> PixelRGBA {
        let inverseAlpha = 255 - Int(p.alpha)
        let r = Int(p.red) + inverseAlpha
        let g = Int(p.green) + inverseAlpha
        let b = Int(p.blue) + inverseAlpha
        let luminance = (r * 299 + g * 587 + b * 114) / 1000
        let grey = 255 - (255 - Swift.min(255, luminance)) / 4
        return PixelRGBA(white: UInt8(grey))
    }
}
