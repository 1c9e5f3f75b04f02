import Foundation

/// The rendering pass: walks a view tree into a `GraphicsContext` (UIKIT-BEHAVIORS §7).
///
/// For each visible view, parents before children: apply its transform about the centre, open a
/// transparency layer when `alpha < 1` (so alpha applies to the subtree as one picture), clip to the
/// bounds when `clipsToBounds`, fill `backgroundColor`, call `draw(_:)` with the context current,
/// then draw the subviews in order. Hidden views and views with alpha 0 draw nothing. The walk keeps
/// its own stack, so very deep trees cannot overflow the thread's stack.
@MainActor
struct ViewRenderer {
    let context: GraphicsContext

    private enum Step {
        case enter(View)
        case exit(View, layer: Bool)
    }

    /// Draws `root` and its subtree in `root`'s own coordinates (its bounds' origin at the context's
    /// origin). Only what lies inside the context's current clip is drawn.
    func render(_ root: View) {
        var steps: [Step] = [.enter(root)]
        while let step = steps.popLast() {
            switch step {
            case .enter(let view):
                guard !view.isHidden, view.alpha > 0 else { continue }
                context.saveGState()
                if view === root {
                    context.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
                } else {
                    context.concatenate(view.transformToSuperview)
                }
                let layer = view.alpha < 1
                if layer {
                    context.alpha = view.alpha
                    context.beginTransparencyLayer()
                }
                let bounds = view.bounds
                if view.clipsToBounds { context.clip(to: bounds) }
                let visible = bounds.intersection(context.clipBoundingBox)
                if !visible.isNull && !visible.isEmpty {
                    drawContent(of: view, in: visible)
                } else if view.clipsToBounds {
                    // Nothing of this subtree can show.
                    if layer { context.endTransparencyLayer() }
                    context.restoreGState()
                    continue
                }
                view.needsDisplayFlag = false
                view.dirtyRect = .null
                steps.append(.exit(view, layer: layer))
                for subview in view.subviews.reversed() { steps.append(.enter(subview)) }
            case .exit(_, let layer):
                if layer { context.endTransparencyLayer() }
                context.restoreGState()
            }
        }
    }

    /// The background fill and the view's own `draw(_:)`, in a saved state so a `draw(_:)` cannot leak
    /// state changes into its subviews.
    private func drawContent(of view: View, in rect: CGRect) {
        if let background = view.backgroundColor, background.alpha > 0 {
            context.fillColor = background
            context.fill(view.bounds)
        }
        context.saveGState()
        context.withCurrent { view.draw(rect) }
        context.restoreGState()
    }
}
