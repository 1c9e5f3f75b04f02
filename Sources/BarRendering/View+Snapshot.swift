import BarGeometry
import BarGraphics
import BarViews
import Foundation

extension View {
    /// Lays out the view's tree, then renders the view and its subtree into a new bitmap of its
    /// bounds size at `scale` pixels per point, in its own coordinates (its own transform and alpha
    /// are not applied, as for a view drawn on its own).
    public func snapshot(scale: CGFloat = 1) -> Bitmap {
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
