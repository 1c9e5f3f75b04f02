import Foundation

/// Distances to inset each edge of a rect by, as UIKit's `UIEdgeInsets`. Positive values shrink.
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// The same inset on all four edges.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    public static let zero = EdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rect with each edge moved inward by `insets` (outward for negative values).
    /// A dimension that would go negative becomes zero, centred where the edges crossed.
    public func inset(by insets: EdgeInsets) -> CGRect {
        let r = standardized
        var x = r.minX + insets.left
        var y = r.minY + insets.top
        var w = r.width - insets.horizontal
        var h = r.height - insets.vertical
        if w < 0 {
            x += w / 2
            w = 0
        }
        if h < 0 {
            y += h / 2
            h = 0
        }
        return CGRect(x: x, y: y, width: w, height: h)
    }
}

extension EdgeInsets {
    /// True when all four insets are finite.
    package var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
