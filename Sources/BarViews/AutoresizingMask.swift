import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// Which parts of a view's frame stretch when its superview's bounds change size,
/// as UIKit's `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The names used in view documents and descriptions, in bit order.
    static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public var description: String {
        let parts = Self.names.filter { contains($0.1) }.map(\.0)
        return parts.isEmpty ? "none" : parts.joined(separator: "+")
    }
}

extension AutoresizingMask {
    /// The new (origin, length) on one axis after the container grew by `delta`.
    ///
    /// Each flexible part of {leading margin, size, trailing margin} receives Δ × part ÷ (sum of the
    /// flexible parts); a single flexible part gets all of Δ; when the flexible parts are all zero
    /// they share Δ equally (Docs/Behaviors.md §1).
    /// `frame` in a container of `size` that grows by `delta`, under this mask: `resize` on each
    /// axis (the size is not clamped at zero here).
    func resized(_ frame: CGRect, in size: CGSize, by delta: CGSize) -> CGRect {
        let h = AutoresizingMask.resize(
            origin: frame.minX, length: frame.width, containerLength: size.width, delta: delta.width,
            flexibleLeading: contains(.flexibleLeftMargin), flexibleSize: contains(.flexibleWidth),
            flexibleTrailing: contains(.flexibleRightMargin))
        let v = AutoresizingMask.resize(
            origin: frame.minY, length: frame.height, containerLength: size.height, delta: delta.height,
            flexibleLeading: contains(.flexibleTopMargin), flexibleSize: contains(.flexibleHeight),
            flexibleTrailing: contains(.flexibleBottomMargin))
        return CGRect(x: h.origin, y: v.origin, width: h.length, height: v.length)
    }

    static func resize(
        origin: CGFloat, length: CGFloat, containerLength: CGFloat, delta: CGFloat,
        flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool
    ) -> (origin: CGFloat, length: CGFloat) {
        let parts = [flexibleLeading, flexibleSize, flexibleTrailing]
        let flexibleCount = parts.filter { $0 }.count
        guard flexibleCount > 0, delta != 0 else { return (origin, length) }
        let leading = origin
        let trailing = containerLength - origin - length
        let values = [leading, length, trailing]
        var sum: CGFloat = 0
        for (index, flexible) in parts.enumerated() where flexible { sum += values[index] }
        var shares = [CGFloat](repeating: 0, count: 3)
        for (index, flexible) in parts.enumerated() where flexible {
            shares[index] = sum != 0 ? delta * values[index] / sum : delta / CGFloat(flexibleCount)
        }
        return (origin + shares[0], length + shares[1])
    }
}
