import BarGeometry
import Foundation

/// A shadow drawn under everything painted while it is set (`GraphicsContext.shadow`).
///
/// The offset is in points in the context's base coordinates: it does not turn or scale with the
/// current transform, and a positive `height` moves the shadow down on screen (as `CALayer.shadowOffset`).
/// BarKit draws shadows with hard edges: `blur` is kept for API compatibility but not rendered.
public struct Shadow: Equatable, Hashable, Sendable {
    /// How far the shadow is moved from the shape, in points.
    public var offset: CGSize
    /// The blur radius in points. Recorded but not rendered: shadows are drawn unblurred.
    public var blur: CGFloat
    /// The shadow colour, its alpha included.
    public var color: Color

    /// A shadow; the default colour is black at one-third opacity, as CoreGraphics uses.
    public init(offset: CGSize, blur: CGFloat = 0, color: Color = Color(white: 0, alpha: 1.0 / 3.0)) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
