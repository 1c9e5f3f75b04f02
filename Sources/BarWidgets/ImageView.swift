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

    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { displayedImage?.size ?? .zero }

    // MARK: - Drawing

    open override func contentModeDidChange() {
        super.contentModeDidChange()
        setNeedsDisplay()
    }

    /// Draws the displayed image placed by `contentMode`, template images in `tintColor`.
    open override func draw(_ rect: CGRect) {
        guard let image = displayedImage, let context = GraphicsContext.current else { return }
        let target = contentMode.rect(forContentSize: image.size, in: bounds)
        context.draw(image, in: target, tintColor: tintColor)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.renderingMode == .alwaysTemplate { setNeedsDisplay() }
    }

    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if let image = displayedImage {
            attributes.append("image = \(View.format(image.size.width))×\(View.format(image.size.height))@\(View.format(image.scale))x")
        }
        if contentMode != .scaleToFill { attributes.append("contentMode = \(contentMode.rawValue)") }
        return attributes
    }
}
