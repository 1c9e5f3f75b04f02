import Foundation

// Pixel snapping. BarKit rounds half-up everywhere: `floor(v * scale + 0.5) / scale`,
// so 10.5 → 11 and −0.5 → 0 (Docs/Behaviors.md §1).

extension CGFloat {
    /// The value rounded half-up to the nearest device pixel at `scale`.
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGFloat {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return Foundation.floor(self * s + 0.5) / s
    }

    /// The value rounded down to a device pixel at `scale`.
    @inlinable
    public func flooredToPixel(scale: CGFloat = 1) -> CGFloat {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return Foundation.floor(self * s) / s
    }

    /// The value rounded up to a device pixel at `scale`.
    @inlinable
    public func ceiledToPixel(scale: CGFloat = 1) -> CGFloat {
        let s = scale > 0 && scale.isFinite ? scale : 1
        return Foundation.ceil(self * s) / s
    }

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
    /// Both dimensions rounded half-up to device pixels.
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGSize {
        CGSize(width: width.roundedToPixel(scale: scale), height: height.roundedToPixel(scale: scale))
    }

    /// Both dimensions rounded up to device pixels.
    @inlinable
    public func ceiledToPixel(scale: CGFloat = 1) -> CGSize {
        CGSize(width: width.ceiledToPixel(scale: scale), height: height.ceiledToPixel(scale: scale))
    }

    /// True when both dimensions are finite.
    @inlinable
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// The rect whose edges are each rounded half-up to device pixels
    /// (so adjacent rects that share an edge still share it after rounding).
    @inlinable
    public func roundedToPixel(scale: CGFloat = 1) -> CGRect {
        let r = standardized
        let minX = r.minX.roundedToPixel(scale: scale)
        let minY = r.minY.roundedToPixel(scale: scale)
        let maxX = r.maxX.roundedToPixel(scale: scale)
        let maxY = r.maxY.roundedToPixel(scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest pixel-aligned rect that contains this one.
    @inlinable
    public func integral(scale: CGFloat) -> CGRect {
        let r = standardized
        let minX = r.minX.flooredToPixel(scale: scale)
        let minY = r.minY.flooredToPixel(scale: scale)
        let maxX = r.maxX.ceiledToPixel(scale: scale)
        let maxY = r.maxY.ceiledToPixel(scale: scale)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when origin and size are all finite.
    @inlinable
    public var isFinite: Bool { origin.isFinite && size.isFinite }
}
