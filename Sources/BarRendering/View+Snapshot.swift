import BarGeometry
import BarGraphics
import BarViews
import Foundation

extension View {
    /// Lays out the view's tree, then renders the view and its subtree into a new bitmap of its
    /// bounds size at `scale` pixels per point, in its own coordinates (its own transform and alpha
    /// are not applied, as for a view drawn on its own).
    ///
    /// Throws `RenderError.invalidScale` for a scale that is 0, negative, NaN or infinite, before
    /// laying out or drawing anything, and `RenderError.tooLarge` when the laid-out view needs more
    /// pixels than `PixelBudget.limit`, before allocating or drawing any.
    public func snapshot(scale: CGFloat) throws(RenderError) -> Bitmap {
        let scale = try RenderError.validated(scale: scale)
        layoutIfNeeded()
        try PixelBudget.check(bounds.size, scale: scale)
        return renderSnapshot(scale: scale)
    }

    /// Renders the view at one pixel per point, as `snapshot(scale:)` does. A view larger than the
    /// pixel budget gives an empty bitmap (`snapshot(scale:)` says why).
    public func snapshot() -> Bitmap {
        renderSnapshot(scale: 1)
    }

    private func renderSnapshot(scale: CGFloat) -> Bitmap {
        layoutIfNeeded()
        let context = GraphicsContext(size: bounds.size, scale: scale)
        let transform = storedTransform
        let alpha = storedAlpha
        storedTransform = .identity
        storedAlpha = 1
        ViewRenderer(context: context).render(self)
        storedTransform = transform
        storedAlpha = alpha
        return context.makeBitmap()
    }
}
