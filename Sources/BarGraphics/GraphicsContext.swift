import BarGeometry
import CCairo
import Foundation

/// A drawing destination: a bitmap of `pixelWidth × pixelHeight` pixels that you draw into in
/// points, as with `CGContext` in UIKit. Backed by a cairo image surface; anti-aliased.
///
/// Coordinates start at the top left with y growing downward, in points; the context maps points to
/// pixels by its `scale`, so the same drawing code gives a 2× sharper bitmap at scale 2. An edge on
/// a whole point lies on a pixel boundary: a 1-point-high rect filled at y = 10 covers exactly one
/// pixel row at scale 1, and a 1-point line stroked at y = 10.5 does too.
///
/// The context keeps a graphics state (colours, line style, alpha, blend mode, shadow, transform,
/// clip) that `saveGState()` pushes and `restoreGState()` pops, as in CoreGraphics.
///
/// Inside a view's `draw(_:)`, the context to draw into is `GraphicsContext.current`.
///
/// Not thread-safe: use a context from one thread at a time.
public final class GraphicsContext {
    /// The `cairo_t *`, with the text batched so far drawn and any deferred view state applied first
    /// (GraphicsContext+GlyphBatch.swift, GraphicsContext+DeferredState.swift): every use of cairo
    /// goes through here, so cairo always sees the state the context describes and draws in order.
    /// Prefer `drawUsingCairo(_:)`, which applies the context's alpha and shadow.
    package var cairo: OpaquePointer {
        drawGlyphBatch()
        if storage.deferred != nil { applyDeferredState() }
        return handle
    }
    /// The `cairo_t *` as it is, batched text not drawn and deferred state not applied: for text
    /// drawing and the two mechanisms themselves, which draw or apply them as needed.
    let handle: OpaquePointer
    /// The target surface, with the text batched so far drawn into it.
    var surface: CairoSurface {
        drawGlyphBatch()
        return targetSurface
    }
    private let targetSurface: CairoSurface

    /// The width of the bitmap in pixels.
    public let pixelWidth: Int
    /// The height of the bitmap in pixels.
    public let pixelHeight: Int
    /// Pixels per point.
    public let scale: CGFloat

    /// The graphics state that cairo does not keep itself.
    struct State {
        var fillColor: Color = .black
        var strokeColor: Color = .black
        var alpha: CGFloat = 1
        var blendMode: BlendMode = .normal
        var shadow: Shadow?
        var interpolationQuality: InterpolationQuality = .default
        /// Set when a transform made user space collapse (scale 0, NaN): cairo keeps the last
        /// usable matrix and nothing is drawn until the state is restored.
        var degenerateTransform: CGAffineTransform?
    }

    /// A saved state and why it was saved.
    enum Frame {
        case save(State)
        /// Saved by `saveGState(deferring:clippingTo:)` with no cairo save made yet: the view
        /// state it deferred (`Storage.deferred`) has not been needed.
        case deferredSave(State)
        case transparencyLayer(State)

        /// A saved state, deferred or not (not a transparency layer).
        var isSave: Bool {
            if case .transparencyLayer = self { return false }
            return true
        }

        /// A save whose deferred state cairo has not been given.
        var isDeferredSave: Bool {
            if case .deferredSave = self { return true }
            return false
        }
    }

    /// What every operation reads: the drawing state, the saved states and the recording, in one
    /// value. Release builds skip its exclusivity checks (`Docs/Performance.md`); debug builds keep
    /// them. Sound because a context is used by one thread at a time and no operation reads it while
    /// writing it (no callout runs inside a write).
    #if DEBUG
        private var storage = Storage()
    #else
        @exclusivity(unchecked) private var storage = Storage()
    #endif

    private struct Storage {
        var state = State()
        var frames: [Frame] = []
        var recording: DrawingRecording?
        /// Text shown and not yet given to cairo (`batchGlyphs`).
        var glyphBatch = GlyphBatch()
        /// A view's transform and clip not yet given to cairo (`saveGState(deferring:clippingTo:)`).
        var deferred: DeferredViewState?
    }

    /// The view state not yet given to cairo, if any.
    var deferred: DeferredViewState? {
        get { storage.deferred }
        set { storage.deferred = newValue }
    }

    /// Text shown and not yet given to cairo.
    var glyphBatch: GlyphBatch {
        get { storage.glyphBatch }
        _modify { yield &storage.glyphBatch }
    }
    /// Whether any text waits in the batch: read in place, without copying the batch (retaining its
    /// buffers), as every path to cairo asks it.
    var hasBatchedGlyphs: Bool { !storage.glyphBatch.isEmpty }

    /// The current drawing state. Read with a plain getter: a `_read` coroutine here let callers
    /// read the yielded state after its frame was freed (AddressSanitizer, debug build, reading
    /// `shadow`); a copy of the state is cheap beside the cairo call every read precedes.
    var state: State {
        get { storage.state }
        _modify { yield &storage.state }
    }
    /// Whether a transform made user space collapse, so nothing is drawn until a restore.
    package var isTransformDegenerate: Bool { state.degenerateTransform != nil }
    /// The states saved by `saveGState()` and transparency layers, innermost last.
    var frames: [Frame] {
        _read { yield storage.frames }
        _modify { yield &storage.frames }
    }
    /// When set, what is drawn is also recorded (see `DrawingRecording`; for benchmarks).
    package var recording: DrawingRecording? {
        get { storage.recording }
        set { storage.recording = newValue }
    }

    // MARK: - Creating

    /// A transparent context `size` points large at `scale` pixels per point. The pixel size is
    /// `size × scale` rounded up, at most `Bitmap.maximumDimension` a side; NaN, infinite and negative
    /// sizes count as 0, and a scale that is not positive and finite as 1. Past `PixelBudget.limit`
    /// the context is empty (0 × 0).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        let pixels = GraphicsContext.pixelSize(for: size, scale: scale)
        self.init(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: Bitmap.sanitizedScale(scale))
    }

    /// The pixel size `init(size:scale:)` gives for `size` at `scale`.
    package static func pixelSize(for size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        let s = Bitmap.sanitizedScale(scale)
        func pixels(_ v: CGFloat) -> Int {
            guard v.isFinite, v > 0 else { return 0 }
            let p = (v * s - 1e-9).rounded(.up)
            return p >= CGFloat(Bitmap.maximumDimension) ? Bitmap.maximumDimension : Int(p)
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// A transparent context of exactly `pixelWidth × pixelHeight` pixels at `scale` pixels per point,
    /// each dimension clamped to 0…`Bitmap.maximumDimension`. When the pixels are more than
    /// `PixelBudget.limit`, or there is not enough memory for them, the context has none (0 × 0) and
    /// drawing into it does nothing.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat = 1) {
        var w = Swift.min(Swift.max(0, pixelWidth), Bitmap.maximumDimension)
        var h = Swift.min(Swift.max(0, pixelHeight), Bitmap.maximumDimension)
        if !PixelBudget.allows(width: Double(w), height: Double(h)) { (w, h) = (0, 0) }
        // A clamped ARGB32 size only fails for lack of memory; an empty surface needs none.
        guard let surface = CairoSurface(width: w, height: h) ?? CairoSurface(width: 0, height: 0) else {
            fatalError("cairo cannot create even an empty image surface")
        }
        self.init(surface: surface, scale: scale)
    }

    /// A context drawing straight into pixels it does not own (a window backend's buffer: native-
    /// endian premultiplied ARGB words, `bytesPerRow` apart), at `scale`; nil for a bad size or
    /// stride. The caller keeps the memory alive and unmoved for the context's life.
    package convenience init?(
        wrapping pixels: UnsafeMutableRawPointer, pixelWidth: Int, pixelHeight: Int, bytesPerRow: Int, scale: CGFloat
    ) {
        guard
            let surface = CairoSurface(
                wrapping: pixels, width: pixelWidth, height: pixelHeight, bytesPerRow: bytesPerRow)
        else { return nil }
        self.init(surface: surface, scale: scale)
    }

    /// A context drawing into `surface` at `scale`, with CoreGraphics' defaults.
    private init(surface: CairoSurface, scale: CGFloat) {
        self.targetSurface = surface
        self.handle = cairo_create(surface.pointer)
        self.pixelWidth = surface.width
        self.pixelHeight = surface.height
        self.scale = Bitmap.sanitizedScale(scale)
        cairo_scale(handle, Double(self.scale), Double(self.scale))
        cairo_set_antialias(handle, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_line_width(handle, 1)  // CoreGraphics' default; cairo's is 2
        // Text's font options, set once: only text drawing uses fonts, and saved states keep them.
        if let options = TextFontOptions.shared.options { cairo_set_font_options(handle, options) }
    }

    /// Makes sure cairo has written everything drawn so far into the pixels (before presenting them).
    package func flush() {
        cairo_surface_flush(surface.pointer)
    }

    /// The context's pixels (native-endian premultiplied ARGB words), for a backend that hands them
    /// to the screen; nil for an empty context. Valid while the context lives.
    package var pixelData: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface.pointer)
        return cairo_image_surface_get_data(surface.pointer).map { UnsafeMutableRawPointer($0) }
    }

    /// The distance in bytes between rows of `pixelData`.
    package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface.pointer)) }

    deinit {
        // A context wrapping a window's pixels leaves them with everything drawn.
        drawGlyphBatch()
        cairo_destroy(handle)
    }

    /// False once cairo has put the context into an error state (after which it draws nothing).
    /// BarKit sanitises everything it passes to cairo so that this stays true.
    var isHealthy: Bool { cairo_status(cairo) == CAIRO_STATUS_SUCCESS }

    // MARK: - Size

    /// The size in points: pixels divided by `scale`.
    public var size: CGSize {
        CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale)
    }

    /// `CGRect(origin: .zero, size: size)`, in base coordinates (ignoring the current transform).
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    // MARK: - Getting the result

    /// A copy of the pixels drawn so far. Content drawn inside an unfinished transparency layer is
    /// not included until `endTransparencyLayer()`.
    public func makeBitmap() -> Bitmap {
        surface.makeBitmap(scale: scale)
    }

    /// A copy of the pixels drawn so far (same as `makeBitmap()`).
    public var bitmap: Bitmap { makeBitmap() }

    /// The pixels drawn so far as an `Image`.
    public func makeImage() -> Image {
        Image(bitmap: makeBitmap())
    }

    // MARK: - Saving and restoring the graphics state

    /// Pushes a copy of the graphics state (colours, line style, alpha, blend mode, shadow,
    /// interpolation, transform and clip) for a later `restoreGState()`.
    public func saveGState() {
        cairo_save(cairo)
        frames.append(.save(state))
    }

    /// Returns to the graphics state of the matching `saveGState()`. Unbalanced calls (nothing saved,
    /// or an open transparency layer begun after the last save) are ignored.
    public func restoreGState() {
        switch frames.last {
        case .save(let saved)?:
            frames.removeLast()
            drawGlyphBatch()
            cairo_restore(handle)
            state = saved
        case .deferredSave(let saved)?:
            // Nothing was given to cairo since the save: dropping the deferred state restores it.
            frames.removeLast()
            deferred = nil
            state = saved
        default:
            return
        }
    }

    /// Runs `body` between `saveGState()` and `restoreGState()`, so its state changes do not leak.
    public func withSavedGState<R>(_ body: () throws -> R) rethrows -> R {
        saveGState()
        defer { restoreGState() }
        return try body()
    }

    // MARK: - Clearing

    /// Makes the pixels in `rect` fully transparent, ignoring alpha, blend mode and shadow
    /// (the transform and clip still apply).
    public func clear(_ rect: CGRect) {
        guard state.degenerateTransform == nil, let r = GraphicsContext.usable(rect) else { return }
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cairo)
        cairo_rectangle(cairo, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// `rect` standardized, or nil when it is null or not finite.
    static func usable(_ rect: CGRect) -> CGRect? {
        guard !rect.isNull, rect.isFinite else { return nil }
        return rect.standardized
    }
}
