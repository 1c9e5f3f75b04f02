import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

// What a button draws: the background image (in `draw(_:)`), the image as shown (darker while
// highlighted, lighter while disabled, template images in the tint colour) and the touch glow.

/// An adjusted image and what it was made from.
struct AdjustedImage {
    let source: Image
    let darker: Bool
    let lighter: Bool
    let tint: Color?
    let result: Image
}

extension Button {
    /// How strongly the highlight darkens and the disabled state lightens an image: black or white at
    /// this alpha laid over the image's opaque pixels.
    static let imageAdjustmentAlpha: CGFloat = 1.0 / 3.0
    /// The touch glow's radius, in points.
    static let glowRadius: CGFloat = 20

    // MARK: - The image

    /// The image for the image view: the current image, as a template for `.system` buttons (unless it
    /// is `.alwaysOriginal`), darker while highlighted (custom buttons) and lighter while disabled when
    /// no image is set for exactly the current state.
    func displayedImage() -> Image? {
        guard let image = currentImage else { return nil }
        let template =
            image.renderingMode == .alwaysTemplate || (buttonType == .system && image.renderingMode == .automatic)
        let ownImage = images.hasValue(forExactly: state)
        let darker = isHighlighted && adjustsImageWhenHighlighted && !ownImage && buttonType == .custom
        let lighter = !isEnabled && adjustsImageWhenDisabled && !ownImage
        guard darker || lighter else {
            return template ? image.withRenderingMode(.alwaysTemplate) : image
        }
        let tint: Color? = template ? tintColor : nil
        if let cached = adjustedImageCache, cached.source === image, cached.darker == darker,
            cached.lighter == lighter, cached.tint == tint
        {
            return cached.result
        }
        let rect = CGRect(origin: .zero, size: image.size)
        let result = Image(size: image.size, scale: image.scale, renderingMode: .alwaysOriginal) { context in
            if let tint {
                context.drawTemplate(image, in: rect, color: tint)
            } else {
                context.draw(image, in: rect)
            }
            context.blendMode = .sourceAtop
            context.fillColor = Color(white: darker ? 0 : 1, alpha: Button.imageAdjustmentAlpha)
            context.fill(rect)
        }
        adjustedImageCache = AdjustedImage(source: image, darker: darker, lighter: lighter, tint: tint, result: result)
        return result
    }

    // MARK: - The background image

    func drawBackgroundImage() {
        guard let image = currentBackgroundImage, let context = GraphicsContext.current else { return }
        context.draw(image, in: backgroundRect(forBounds: bounds), tintColor: tintColor)
    }

    // MARK: - The touch glow

    /// Shows the glow while highlighted when `showsTouchWhenHighlighted`, on top of the content.
    func updateGlow() {
        let shows = showsTouchWhenHighlighted && isHighlighted
        if shows {
            let glow: ButtonGlowView
            if let existing = glowView {
                glow = existing
            } else {
                glow = ButtonGlowView(frame: .zero)
                glowView = glow
            }
            if glow.superview !== self || subviews.last !== glow { addSubview(glow) }
            glow.isHidden = false
            layoutGlow()
        } else {
            glowView?.isHidden = true
        }
    }

    func layoutGlow() {
        guard let glow = glowView else { return }
        let r = Button.glowRadius
        glow.frame = CGRect(x: bounds.midX - r, y: bounds.midY - r, width: 2 * r, height: 2 * r)
    }
}

/// The soft white glow a button shows while highlighted when `showsTouchWhenHighlighted` is set.
@MainActor
final class ButtonGlowView: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    override class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(ButtonGlowView.self) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: Coder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A radial gradient from white at 0.8 alpha in the centre to clear at the edge of the circle.
    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let gradient = Gradient(colors: [Color(white: 1, alpha: 0.8), Color(white: 1, alpha: 0)])
        context.drawRadialGradient(
            gradient, startCenter: centre, startRadius: 0, endCenter: centre,
            endRadius: min(bounds.width, bounds.height) / 2)
    }
}
