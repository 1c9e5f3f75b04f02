import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// How a view places content of its own size in its bounds, as UIKit's `UIView.ContentMode`.
public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretched to fill the bounds, ignoring the aspect ratio (the default).
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping the aspect ratio; the rest is empty.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping the aspect ratio; the overflow is cut by `clipsToBounds`.
    case scaleAspectFill
    /// As `scaleToFill`; the content is redrawn when the bounds change.
    case redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size` goes in `bounds` under this mode (unrounded).
    public func rect(forContentSize size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0, size.isFinite else { return bounds }
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / size.width
            let sy = bounds.height / size.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = size.width * s
            let h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
