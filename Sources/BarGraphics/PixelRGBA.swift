import BarGeometry
import Foundation

/// One pixel as four 8-bit channels in the order red, green, blue, alpha.
///
/// Whether the colour channels are straight or premultiplied by alpha depends on where the value
/// came from: `Bitmap.pixel(x:y:)` returns straight alpha, `Bitmap.premultipliedPixel(x:y:)`
/// premultiplied. `premultiplied` and `unpremultiplied` convert with the same rounding cairo uses,
/// so a round trip through PNG is lossless.
public struct PixelRGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// Alpha (opacity), 0 transparent … 255 opaque.
    public var alpha: UInt8

    /// A pixel from its four channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey pixel.
    public init(white: UInt8, alpha: UInt8 = 255) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The straight-alpha pixel nearest to `color` (each component × 255, rounded).
    public init(_ color: Color) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// Fully transparent black.
    public static let clear = PixelRGBA(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = PixelRGBA(white: 0)
    /// Opaque white.
    public static let white = PixelRGBA(white: 255)

    /// This straight-alpha pixel as a `Color`.
    public var color: Color {
        Color(
            red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
            alpha: CGFloat(alpha) / 255)
    }

    /// This straight-alpha pixel with its colour channels multiplied by alpha (rounded to nearest).
    public var premultiplied: PixelRGBA {
        if alpha == 255 { return self }
        return PixelRGBA(
            red: PixelRGBA.multiply(red, alpha), green: PixelRGBA.multiply(green, alpha),
            blue: PixelRGBA.multiply(blue, alpha), alpha: alpha)
    }

    /// This premultiplied pixel with its colour channels divided by alpha (transparent stays all zero).
    public var unpremultiplied: PixelRGBA {
        switch alpha {
        case 255: return self
        case 0: return .clear
        default:
            return PixelRGBA(
                red: PixelRGBA.divide(red, alpha), green: PixelRGBA.divide(green, alpha),
                blue: PixelRGBA.divide(blue, alpha), alpha: alpha)
        }
    }

    /// The largest difference between corresponding channels of the two pixels.
    public func maxChannelDifference(to other: PixelRGBA) -> UInt8 {
        func d(_ a: UInt8, _ b: UInt8) -> UInt8 { a > b ? a - b : b - a }
        return Swift.max(
            d(red, other.red), d(green, other.green), d(blue, other.blue), d(alpha, other.alpha))
    }

    /// `#RRGGBBAA`.
    public var description: String {
        String(format: "#%02X%02X%02X%02X", red, green, blue, alpha)
    }

    /// `round(c × a / 255)`, computed as cairo and pixman do.
    @inline(__always)
    static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 0x80
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// `round(c × 255 / a)` clamped to 255, computed as cairo's PNG writer does; `a` must not be 0.
    @inline(__always)
    static func divide(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(Swift.min(v, 255))
    }
}
