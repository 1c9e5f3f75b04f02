import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// Its intrinsic size is the image's size in points. Template images (`.alwaysTemplate`) are drawn
/// as a mask in `tintColor`. Touches pass through by default (`isUserInteractionEnabled` is false).
@MainActor
open class ImageView: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `ImageView`, so the hit test walks
    /// into image views without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may
    /// override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(ImageView.self) }

    // MARK: - Creating an image view

    /// An image view showing `image`, sized to it.
    public convenience init(image: Image?, highlightedImage: Image? = nil) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Decodes `image` and `highlightedImage` (resource names looked up beside the document, with
    /// `@2x` variants), `isHighlighted` and `contentMode`, after the keys of `View`.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isUserInteractionEnabled") { isUserInteractionEnabled = false }
        image = coder.decodeImage(forKey: "image")
        highlightedImage = coder.decodeImage(forKey: "highlightedImage")
        isHighlighted = coder.decodeBool(forKey: "isHighlighted")
        if let mode = coder.decodeEnum(ContentMode.self, forKey: "contentMode") { contentMode = mode }
    }

    // MARK: - Configuring

    /// The image shown when not highlighted (or when there is no highlighted image).
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            setNeedsDisplay()
        }
    }

    /// The image shown while `isHighlighted`; nil shows `image`.
    public var highlightedImage: Image? {
        didSet { if isHighlighted && highlightedImage !== oldValue { setNeedsDisplay() } }
    }

    /// Whether the highlighted image is shown.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue && highlightedImage != nil { setNeedsDisplay() } }
    }

    /// The image drawn now: the highlighted one when highlighted and set, else `image`.
    public var displayedImage: Image? { isHighlighted ? (highlightedImage ?? image) : image }

    // MARK: - Sizing

    /// The displayed image's size in points; `noIntrinsicMetric` on both axes without an image.
    ///
    /// Read by the constraint engine and by containers (as `View`'s). Overrides need not call `super`.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return size
    }

    /// The displayed image's size, whatever size is offered; zero without an image.
    ///
    /// Called by `sizeToFit()` and by your code (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    // MARK: - Drawing

    /// Redraws, as the image is placed by `contentMode`.
    ///
    /// Called by the `contentMode` setter after the value changed (as `View`'s). Overrides must call
    /// `super`.
    open override func contentModeDidChange() {
        super.contentModeDidChange()
        setNeedsDisplay()
    }

    /// Draws the displayed image placed by `contentMode`, template images in `tintColor`.
    ///
    /// Called by the rendering pass (as `View`'s). Overrides drawing more call `super` to keep the image;
    /// do not call `super` when you draw the image yourself. Do not call this directly; call
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage, let context = GraphicsContext.current else { return }
        let target = contentMode.rect(forContentSize: image.size, in: bounds)
        context.draw(image, in: target, tintColor: tintColor)
    }

    /// Redraws a template image in the new tint.
    ///
    /// Called when the effective tint changes (as `View`'s). Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    /// Adds the displayed image's size and scale, and a content mode other than `.scaleToFill`, to the
    /// view's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if let image = displayedImage {
            attributes.append("image = \(View.format(image.size.width))×\(View.format(image.size.height))@\(View.format(image.scale))x")
        }
        if contentMode != .scaleToFill { attributes.append("contentMode = \(contentMode.rawValue)") }
        return attributes
    }
}
