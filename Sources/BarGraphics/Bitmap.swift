import BarGeometry
import Foundation

/// A rectangle of pixels: what a `GraphicsContext` renders into, what an `Image` holds, what a
/// snapshot test compares.
///
/// **Memory layout.** `premultipliedBytes` holds `width × height` pixels row by row from the top,
/// four bytes each in the order **R, G, B, A**, with the colour channels **premultiplied** by alpha
/// (as cairo and CoreGraphics store them); there is no row padding, so the pixel at (x, y) starts
/// at byte `(y × width + x) × 4`. This is independent of the machine's byte order (cairo's own
/// ARGB32 format is native-endian; BarKit converts when it copies pixels in and out of cairo).
///
/// `pixel(x:y:)` reads straight (un-premultiplied) alpha, which is what you usually want to assert
/// on; `premultipliedPixel(x:y:)` reads the stored value.
public struct Bitmap: Equatable, Sendable, CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Pixels per point: 1 for a standard display, 2 for `@2x`, 3 for `@3x`.
    public var scale: CGFloat
    /// The pixels: premultiplied R, G, B, A bytes, row by row, no padding (see the type's notes).
    public private(set) var premultipliedBytes: [UInt8]

    /// The largest width or height a bitmap drawn with cairo can have.
    public static let maximumDimension = 32767

    // MARK: - Creating

    /// A bitmap of `width × height` pixels, every pixel `fill` (straight alpha; transparent by default).
    /// Negative sizes become 0.
    public init(width: Int, height: Int, scale: CGFloat = 1, fill: PixelRGBA = .clear) {
        self.width = Swift.max(0, width)
        self.height = Swift.max(0, height)
        self.scale = Bitmap.sanitizedScale(scale)
        let p = fill.premultiplied
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        if p != .clear {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                bytes[i] = p.red
                bytes[i + 1] = p.green
                bytes[i + 2] = p.blue
                bytes[i + 3] = p.alpha
            }
        }
        self.premultipliedBytes = bytes
    }

    /// A bitmap over existing premultiplied RGBA bytes (layout as `premultipliedBytes`).
    /// Nil when `bytes.count` is not `width × height × 4`.
    public init?(width: Int, height: Int, scale: CGFloat = 1, premultipliedBytes bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.scale = Bitmap.sanitizedScale(scale)
        self.premultipliedBytes = bytes
    }

    /// Internal: adopt bytes already known to have the right count.
    init(uncheckedWidth width: Int, height: Int, scale: CGFloat, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.scale = Bitmap.sanitizedScale(scale)
        self.premultipliedBytes = bytes
    }

    // MARK: - Size

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize { CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale) }

    /// True when the bitmap has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    // MARK: - Reading and writing pixels

    /// The pixel at column `x`, row `y` (0-based from the top left) with straight alpha.
    /// Traps when the position is outside the bitmap, as an array index does.
    public func pixel(x: Int, y: Int) -> PixelRGBA {
        premultipliedPixel(x: x, y: y).unpremultiplied
    }

    /// The pixel at column `x`, row `y` as stored: colour premultiplied by alpha.
    public func premultipliedPixel(x: Int, y: Int) -> PixelRGBA {
        let i = offset(x: x, y: y)
        return PixelRGBA(
            red: premultipliedBytes[i], green: premultipliedBytes[i + 1], blue: premultipliedBytes[i + 2],
            alpha: premultipliedBytes[i + 3])
    }

    /// The pixel at column `x`, row `y` as a `Color` (straight alpha).
    public func color(x: Int, y: Int) -> Color {
        pixel(x: x, y: y).color
    }

    /// Sets the pixel at column `x`, row `y` to the straight-alpha `pixel` (stored premultiplied).
    public mutating func setPixel(_ pixel: PixelRGBA, x: Int, y: Int) {
        setPremultipliedPixel(pixel.premultiplied, x: x, y: y)
    }

    /// Sets the pixel at column `x`, row `y` to an already premultiplied value.
    public mutating func setPremultipliedPixel(_ pixel: PixelRGBA, x: Int, y: Int) {
        let i = offset(x: x, y: y)
        premultipliedBytes[i] = pixel.red
        premultipliedBytes[i + 1] = pixel.green
        premultipliedBytes[i + 2] = pixel.blue
        premultipliedBytes[i + 3] = pixel.alpha
    }

    /// Calls `body` with the raw premultiplied RGBA bytes.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try premultipliedBytes.withUnsafeBytes(body)
    }

    /// True when every pixel has alpha 255.
    public var isOpaque: Bool {
        var i = 3
        while i < premultipliedBytes.count {
            if premultipliedBytes[i] != 255 { return false }
            i += 4
        }
        return true
    }

    /// `Bitmap(<width>×<height> px @<scale>x)`.
    public var description: String {
        "Bitmap(\(width)×\(height) px @\(scale)x)"
    }

    private func offset(x: Int, y: Int) -> Int {
        precondition(
            x >= 0 && x < width && y >= 0 && y < height,
            "pixel (\(x), \(y)) is outside the \(width)×\(height) bitmap")
        return (y * width + x) * 4
    }

    package static func sanitizedScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale > 0 ? scale : 1
    }
}
