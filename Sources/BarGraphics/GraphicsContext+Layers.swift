import BarGeometry
import CCairo
import Foundation

// Transparency layers, shadows, and the one place every drawing operation goes through.

extension GraphicsContext {
    // MARK: - Transparency layers

    /// Starts drawing into an offscreen layer (`CGContext.beginTransparencyLayer`): everything drawn
    /// until `endTransparencyLayer()` is composited as one picture, using the `alpha`, `blendMode` and
    /// `shadow` in effect now. Inside the layer they start fresh (alpha 1, normal, no shadow). This is
    /// how a view's alpha applies to its whole subtree. Saves the graphics state like `saveGState()`.
    public func beginTransparencyLayer() {
        recording?.recordUnsupported("transparency layer")
        frames.append(.transparencyLayer(state))
        cairo_push_group(cairo)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
    }

    /// Composites the layer begun by the matching `beginTransparencyLayer()` and restores the state
    /// from before it. States saved inside the layer and not restored are restored first; a call with
    /// no open layer is ignored.
    public func endTransparencyLayer() {
        guard
            frames.contains(where: {
                if case .transparencyLayer = $0 { return true } else { return false }
            })
        else { return }
        while let last = frames.last, last.isSave { restoreGState() }
        guard case .transparencyLayer(let saved)? = frames.popLast() else { return }
        let pattern = cairo_pop_group(cairo)
        state = saved
        if let pattern {
            composite(pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Runs `body` inside a transparency layer composited with `alpha` (multiplied into the current
    /// alpha); balanced even when `body` throws.
    public func withTransparencyLayer<R>(alpha: CGFloat = 1, _ body: () throws -> R) rethrows -> R {
        saveGState()
        defer { restoreGState() }
        self.alpha = self.alpha * (alpha.isFinite ? alpha : 1)
        beginTransparencyLayer()
        defer { endTransparencyLayer() }
        return try body()
    }

    // MARK: - Drawing with cairo directly

    /// Runs `body` with the `cairo_t *` to draw with cairo directly (the Text layer draws glyph runs
    /// this way). `body` gets the alpha to multiply into its colours; when a shadow is set it draws
    /// into a group that is then composited with the shadow. `body` must leave cairo's state as it
    /// found it (wrap changes in `cairo_save`/`cairo_restore`). Does nothing while user space is collapsed.
    func drawUsingCairo(_ body: (_ cairo: OpaquePointer, _ alpha: CGFloat) -> Void) {
        perform(body)
    }

    // MARK: - Internals

    /// The shadow to draw, or nil when there is none or it is invisible.
    private var visibleShadow: Shadow? {
        guard let shadow = state.shadow, shadow.color.alpha > 0, state.alpha > 0 else { return nil }
        return shadow
    }

    /// Every drawing operation goes through here. `body` draws with the given alpha multiplied into
    /// its source. Without a shadow it draws directly; with one it draws into a group, which is then
    /// composited with the shadow beneath it.
    func perform(_ body: (_ cairo: OpaquePointer, _ alpha: CGFloat) -> Void) {
        guard let operation = beginOperation() else { return }
        body(cairo, operation.alpha)
        endOperation(operation)
    }

    /// A drawing operation begun by `beginOperation()`: the alpha to multiply into its source, and
    /// whether it draws into a group for the shadow.
    struct Operation {
        let alpha: CGFloat
        let grouped: Bool
    }

    /// `perform(_:)` without a closure, for drawing whose values a closure would have to copy (and
    /// so retain): draw with `cairo` and the operation's alpha, then call `endOperation(_:)`. Nil
    /// when nothing is to be drawn (user space collapsed).
    func beginOperation() -> Operation? {
        let shadowed = visibleShadow != nil
        recording?.performed(withShadow: shadowed)
        guard state.degenerateTransform == nil else { return nil }
        guard shadowed else { return Operation(alpha: state.alpha, grouped: false) }
        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        return Operation(alpha: 1, grouped: true)
    }

    /// Ends what `beginOperation()` began: composites the group with the shadow when there is one.
    func endOperation(_ operation: Operation) {
        guard operation.grouped, let pattern = cairo_pop_group(cairo) else { return }
        composite(pattern)
        cairo_pattern_destroy(pattern)
    }

    /// Paints `pattern` (a finished group) with the current alpha, blend mode and shadow.
    private func composite(_ pattern: OpaquePointer) {
        guard state.degenerateTransform == nil else { return }
        if let shadow = visibleShadow {
            cairo_save(cairo)
            // The offset is in base points, unaffected by the CTM: convert device pixels to user space.
            var dx = Double(shadow.offset.width.isFinite ? shadow.offset.width * scale : 0)
            var dy = Double(shadow.offset.height.isFinite ? shadow.offset.height * scale : 0)
            cairo_device_to_user_distance(cairo, &dx, &dy)
            cairo_translate(cairo, dx, dy)
            setSource(shadow.color, alpha: state.alpha)
            cairo_mask(cairo, pattern)
            cairo_restore(cairo)
        }
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, Double(state.alpha))
        cairo_set_source_rgb(cairo, 0, 0, 0)
    }

    /// Sets cairo's source to `color` with its alpha multiplied by `alpha`.
    func setSource(_ color: Color, alpha: CGFloat) {
        cairo_set_source_rgba(
            cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }
}
