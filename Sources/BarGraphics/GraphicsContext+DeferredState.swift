import BarGeometry
import CCairo
import Foundation

// A view's saved state, transform and clip, given to cairo only when something needs them
// (Docs/Rendering.md, "Deferred view state"). The renderer saves, sets a view's device transform and
// clips to its bounds for every view it draws; most labels then draw only text, whose glyphs can be
// placed in cairo's current user space moved by the view's offset, and whose ink usually stays
// inside the view. Such a view costs cairo no saved state, no clip and no new matrix, and cairo
// keeps the text's scaled font from one label to the next, as a C program drawing the same glyphs
// would. Any other use of cairo (`cairo`) applies the deferred state first, so what is drawn is
// what the applied state would draw.

/// A view's state that the renderer set and cairo has not been given yet.
struct DeferredViewState {
    /// User space to device pixels for the view (the context's scale included).
    var transform: CGAffineTransform
    /// The device-pixel rect to clip to, or nil for none.
    var clip: CGRect?
    /// Set once a run of the view's text was found to reach past `clip`: the view's later runs
    /// are clipped without checking their ink (a clip that changes nothing costs less than the check).
    var textReachesPastClip = false
}

extension GraphicsContext {
    /// `saveGState()`, then `setDeviceTransform(_:clippingTo:)`, with the cairo work deferred until a
    /// drawing operation needs it: text whose ink lies inside `deviceClip` is drawn without it.
    /// For the renderer; balanced by `restoreGState()`. `transform` must be usable (`isUsable`).
    package func saveGState(deferring transform: CGAffineTransform, clippingTo deviceClip: CGRect?) {
        // A state deferred already is applied first: only the innermost save is ever deferred.
        if deferred != nil { applyDeferredState() }
        frames.append(.deferredSave(state))
        deferred = DeferredViewState(transform: transform, clip: deviceClip)
    }

    /// Gives cairo the deferred state: the save, the clip and the transform. Called by `cairo`.
    func applyDeferredState() {
        guard let pending = deferred else { return }
        deferred = nil
        // Its frame is the last deferred save: the top one, or the one below a transparency layer
        // whose `beginTransparencyLayer()` is applying it.
        guard let index = frames.lastIndex(where: \.isDeferredSave), case .deferredSave(let saved) = frames[index]
        else {
            assertionFailure("a deferred view state without its deferred save")
            return
        }
        frames[index] = .save(saved)
        drawGlyphBatch()  // drawn under the state they were shown in
        cairo_save(handle)
        setDeviceTransform(pending.transform, clippingTo: pending.clip)
    }

    /// Where a text's layout origin at `origin` (the view's user space) lies in cairo's current
    /// user space while a view's state is deferred, so that its glyphs can be given to cairo without
    /// the view's transform: the origin moved by the view's offset. Nil when there is no deferred
    /// state, or the view's transform is not cairo's current one moved (same scales, no rotation):
    /// then the state must be applied and the glyphs placed as they are.
    func deferredTextOrigin(_ origin: CGPoint) -> CGPoint? {
        guard let pending = deferred else { return nil }
        let t = pending.transform
        var m = cairo_matrix_t()
        cairo_get_matrix(handle, &m)
        guard t.b == 0, t.c == 0, m.xy == 0, m.yx == 0, Double(t.a) == m.xx, Double(t.d) == m.yy, m.xx > 0, m.yy > 0
        else { return nil }
        return CGPoint(
            x: origin.x + CGFloat((Double(t.tx) - m.x0) / m.xx), y: origin.y + CGFloat((Double(t.ty) - m.y0) / m.yy))
    }
}
