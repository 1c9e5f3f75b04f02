import BarGeometry
import Foundation

/// Why a view or window could not be rendered.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scale asked for is not a positive, finite number of pixels per point (0, negative, NaN or
    /// infinite). UIKit's image renderers read 0 as "the screen's scale"; a headless renderer has no
    /// screen, so BarKit asks for the number.
    case invalidScale(CGFloat)

    /// The render would need `width × height` pixels: more than `PixelBudget.limit` (`limit`), or
    /// more than cairo's 32,767 a side. Nothing was allocated or drawn.
    case tooLarge(width: Double, height: Double, limit: Int)

    /// What was wrong, e.g. `cannot render at scale nan: the scale must be a positive, finite number
    /// of pixels per point`.
    public var description: String {
        switch self {
        case .invalidScale(let scale):
            return "cannot render at scale \(scale.descriptionText): the scale must be a positive, finite "
                + "number of pixels per point (1 for a plain bitmap, 2 for a double-density one)"
        case .tooLarge(let width, let height, let limit):
            return "cannot render \(RenderError.count(width)) × \(RenderError.count(height)) pixels: more than "
                + "the pixel budget of \(limit) pixels (PixelBudget.limit) or 32767 pixels a side"
        }
    }

    /// `scale` when it can be rendered at; otherwise the error that says why not.
    public static func validated(scale: CGFloat) throws(RenderError) -> CGFloat {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        return scale
    }

    /// A pixel count as a whole number when it is one of a sensible size, else in exponent form.
    private static func count(_ value: Double) -> String {
        value.isFinite && value < 1e15 ? String(Int(value)) : "\(value)"
    }
}
