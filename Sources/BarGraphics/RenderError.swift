import BarGeometry
import Foundation

/// Why a view or window could not be rendered.
public enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scale asked for is not a positive, finite number of pixels per point (0, negative, NaN or
    /// infinite). UIKit's image renderers read 0 as "the screen's scale"; a headless renderer has no
    /// screen, so BarKit asks for the number.
    case invalidScale(CGFloat)

    /// What was wrong, e.g. `cannot render at scale nan: the scale must be a positive, finite number
    /// of pixels per point`.
    public var description: String {
        switch self {
        case .invalidScale(let scale):
            return "cannot render at scale \(scale.descriptionText): the scale must be a positive, finite "
                + "number of pixels per point (1 for a plain bitmap, 2 for a double-density one)"
        }
    }

    /// `scale` when it can be rendered at; otherwise the error that says why not.
    public static func validated(scale: CGFloat) throws(RenderError) -> CGFloat {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        return scale
    }
}
