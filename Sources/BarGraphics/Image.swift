import BarGeometry
import Foundation
import Synchronization

/// An immutable picture with a scale, like `UIImage`: pixels (a `Bitmap`), a size in points, and a
/// rendering mode saying whether it is drawn as is or as a template tinted with one colour.
///
/// Load one from a PNG file or data (bad input throws `ImageError`, never crashes), find one by name
/// with `Image(named:in:scale:)`, or draw one in code with `Image(size:scale:actions:)`.
/// Images are `Sendable`: share them freely between threads.
public final class Image: Sendable, CustomStringConvertible {
    /// How an image is drawn (`UIImage.RenderingMode`).
    public enum RenderingMode: Sendable, Hashable {
        /// Let the place it is drawn decide: bar items draw it as a template, an image view as is.
        case automatic
        /// Always draw the image's own colours.
        case alwaysOriginal
        /// Always draw only the image's shape (its alpha channel), filled with the tint colour.
        case alwaysTemplate
    }

    /// The pixels.
    public let bitmap: Bitmap
    /// How the image wants to be drawn. Default `.automatic`.
    public let renderingMode: RenderingMode
    /// The cairo surface made from `bitmap` on first draw; shared by `withRenderingMode(_:)` copies.
    let surfaceCache: SurfaceCache
    /// What a screen reader calls the image: the name it was found by with `init(named:…)`
    /// (without extension or scale), nil for images from files, data or drawing. A button showing
    /// only this image is labelled with it.
    public let accessibilityLabel: String?

    // MARK: - Creating

    /// An image of `bitmap`; its scale is the bitmap's.
    public convenience init(bitmap: Bitmap, renderingMode: RenderingMode = .automatic) {
        self.init(bitmap: bitmap, renderingMode: renderingMode, surfaceCache: SurfaceCache(), accessibilityLabel: nil)
    }

    init(bitmap: Bitmap, renderingMode: RenderingMode, surfaceCache: SurfaceCache, accessibilityLabel: String?) {
        self.bitmap = bitmap
        self.renderingMode = renderingMode
        self.surfaceCache = surfaceCache
        self.accessibilityLabel = accessibilityLabel
    }

    /// Decodes PNG `data` at `scale` pixels per point. Throws `ImageError` (source `"data"`) when the
    /// data is empty, not a PNG, truncated or corrupt.
    public convenience init(data: Data, scale: CGFloat = 1) throws(ImageError) {
        self.init(bitmap: try Bitmap(pngData: data, scale: scale))
    }

    /// Loads a PNG file. The scale is `scale` when given, else read from the file name: `icon@2x.png`
    /// is scale 2, `icon@3x.png` scale 3, anything else 1. Throws `ImageError` naming the file when it
    /// is missing, unreadable, empty, not a PNG, truncated or corrupt.
    public convenience init(contentsOfFile path: String, scale: CGFloat? = nil) throws(ImageError) {
        try self.init(contentsOf: URL(fileURLWithPath: path), scale: scale)
    }

    /// Loads a PNG file from a file URL; see `init(contentsOfFile:scale:)`.
    public convenience init(contentsOf url: URL, scale: CGFloat? = nil) throws(ImageError) {
        let fileScale = scale ?? Image.scale(inFileName: url.deletingPathExtension().lastPathComponent)
        self.init(bitmap: try Bitmap(contentsOf: url, scale: fileScale))
    }

    /// Draws an image in code (like `UIGraphicsImageRenderer`): `actions` draws into a transparent
    /// context `size` points large at `scale`, which is also `GraphicsContext.current` meanwhile.
    ///
    ///     let dot = Image(size: CGSize(width: 8, height: 8), scale: 2) { context in
    ///         context.fillColor = .systemBlue
    ///         context.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
    ///     }
    public convenience init(
        size: CGSize, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
        actions: (GraphicsContext) throws -> Void
    ) rethrows {
        let context = GraphicsContext(size: size, scale: scale)
        try context.withCurrent { try actions(context) }
        self.init(bitmap: context.makeBitmap(), renderingMode: renderingMode)
    }

    // MARK: - Size

    /// The size in points: pixel size divided by `scale`.
    public var size: CGSize { bitmap.size }

    /// Pixels per point.
    public var scale: CGFloat { bitmap.scale }

    // MARK: - Rendering mode

    /// The same pixels with another rendering mode (`UIImage.withRenderingMode`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        mode == renderingMode
            ? self
            : Image(bitmap: bitmap, renderingMode: mode, surfaceCache: surfaceCache, accessibilityLabel: accessibilityLabel)
    }

    // MARK: - Encoding

    /// The image encoded as PNG, or nil when it has no pixels.
    public func pngData() -> Data? {
        bitmap.pngData()
    }

    /// `Image(<width>×<height> pt @<scale>x)`, plus the rendering mode when not automatic.
    public var description: String {
        let mode: String
        switch renderingMode {
        case .automatic: mode = ""
        case .alwaysOriginal: mode = ", original"
        case .alwaysTemplate: mode = ", template"
        }
        return "Image(\(size.width)×\(size.height) pt @\(scale)x\(mode))"
    }

    /// 2 for `name@2x`, 3 for `name@3x`, else 1.
    static func scale(inFileName name: String) -> CGFloat {
        for s in [2, 3] where name.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }
}

/// The cairo surface of an image's bitmap, created once on first use.
final class SurfaceCache: Sendable {
    private let surface = Mutex<CairoSurface?>(nil)

    /// The cached surface for `bitmap`, created on first call; nil when cairo cannot hold the bitmap.
    func surface(for bitmap: Bitmap) -> CairoSurface? {
        surface.withLock { cached in
            if let cached { return cached }
            cached = CairoSurface(bitmap: bitmap)
            return cached
        }
    }
}
