import Foundation

// Pixel snapping. BarKit rounds half-up everywhere: `floor(v * scale + 0.5) / scale`,
// so 10.5 → 11 and −0.5 → 0 (Docs/Behaviors.md §1).

/// Which way a value moves to land on a device pixel.
@usableFromInline
enum PixelSnap {
    /// To the nearest pixel, halves up.
    case nearest
    /// Down to the pixel at or below.
    case down
    /// Up to the pixel at or above.
    case up
}

extension CGFloat {
    /// The value moved to a device pixel at `scale` (at 1 when `scale` is not positive and finite).
    @inlinable
    func snappedToPixel(_ snap: PixelSnap, scale: CGFloat) -> CGFloat {
        let s = scale > 0 && scale.isFinite ? scale : 1
        switch snap {
        case .nearest: return Foundation.floor(self * s + 0.5) / s
        case .down: return Foundation.floor(self * s) / s
        case .up: return Foundation.ceil(self * s) / s
        }
    }

    /// The value rounded half-up to the nearest device pixel at `scale`.
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGFloat { snappedToPixel(.nearest, scale: scale) }

    /// The value rounded down to a device pixel at `scale`.
    @inlinable
    public func flooredToPixel(scale: CGFloat = 1) -> CGFloat { snappedToPixel(.down, scale: scale) }

    /// The value rounded up to a device pixel at `scale`.
    @inlinable
    public func ceiledToPixel(scale: CGFloat = 1) -> CGFloat { snappedToPixel(.up, scale: scale) }

    /// `self` when finite, else `fallback` (used to keep NaN and infinity out of the view tree).
    @inlinable
    package func finiteOr(_ fallback: CGFloat) -> CGFloat { isFinite ? self : fallback }
}

extension CGPoint {
    /// Both coordinates rounded half-up to device pixels.
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGPoint {
        CGPoint(x: x.roundedToPixel(scale: scale), y: y.roundedToPixel(scale: scale))
    }

    /// True when both coordinates are finite.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Both dimensions moved to device pixels by `snap`.
    @inlinable
    func snappedToPixel(_ snap: PixelSnap, scale: CGFloat) -> CGSize {
        CGSize(width: width.snappedToPixel(snap, scale: scale), height: height.snappedToPixel(snap, scale: scale))
    }

    /// Both dimensions rounded half-up to device pixels.
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGSize { snappedToPixel(.nearest, scale: scale) }

    /// Both dimensions rounded up to device pixels.
    @inlinable
    public func ceiledToPixel(scale: CGFloat = 1) -> CGSize { snappedToPixel(.up, scale: scale) }

    /// True when both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// The rect whose minimum edges move to device pixels by `low` and maximum edges by `high`
    /// (edges, not origin and size, so adjacent rects that share an edge still share it).
    @inlinable
    func snappingEdgesToPixel(low: PixelSnap, high: PixelSnap, scale: CGFloat) -> CGRect {
        let r = standardized
        let minX = r.minX.snappedToPixel(low, scale: scale)
        let minY = r.minY.snappedToPixel(low, scale: scale)
        let maxX = r.maxX.snappedToPixel(high, scale: scale)
        let maxY = r.maxY.snappedToPixel(high, scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rect whose edges are each rounded half-up to device pixels
    /// (so adjacent rects that share an edge still share it after rounding).
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGRect {
        snappingEdgesToPixel(low: .nearest, high: .nearest, scale: scale)
    }

    /// The smallest pixel-aligned rect that contains this one.
    @inlinable
    public func integral(scale: CGFloat) -> CGRect { snappingEdgesToPixel(low: .down, high: .up, scale: scale) }

    /// True when origin and size are all finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}
