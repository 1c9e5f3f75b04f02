import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// The rendering pass: walks a view tree into a `GraphicsContext` (Docs/Behaviors.md §7).
///
/// For each visible view, parents before children: apply its transform about the centre, open a
/// transparency layer when `alpha < 1` (so alpha applies to the subtree as one picture), clip to the
/// bounds when `clipsToBounds`, fill `backgroundColor`, call `draw(_:)` with the context current,
/// then draw the subviews in order. Hidden views and views with alpha 0 draw nothing. The walk keeps
/// its own stack, so very deep trees cannot overflow the thread's stack.
///
/// While every transform only scales and translates (views that are not rotated or skewed), the walk
/// tracks each view's device transform and clip rect itself and touches cairo only for views that
/// draw something inside the clip: one saved state, one clip (the intersection of the clipping
/// ancestors' bounds) and the view's transform set outright. Views outside the clip, such as most of
/// the window during a partial redraw, cost a few comparisons. A rotated or skewed subtree, or one
/// whose transform collapses, is drawn by the general walk (nested saved states, transforms applied
/// one on another), which gives the same pixels. A view with many subviews hands the walk only those
/// overlapping the clip (`View.subviewPositions(overlapping:)`).
@MainActor
package struct ViewRenderer {
    let context: GraphicsContext
    /// The rects being redrawn, in device pixels (empty: everything inside the clip). A view that
    /// overlaps none of them is not drawn, even inside their bounding box.
    let region: [CGRect]
    /// Whether each view's saved state, transform and clip wait until its drawing needs them
    /// (`GraphicsContext.saveGState(deferring:clippingTo:)`); false gives cairo every view's state
    /// up front, which draws the same pixels (the tests compare the two).
    let defersViewState: Bool
    /// Whether any view animates (read once per render): only then does the walk ask each view for
    /// its presentation values (`View.renderSample`).
    let animates: Bool

    package init(context: GraphicsContext, region: [CGRect] = [], defersViewState: Bool = true) {
        self.context = context
        self.region = region
        self.defersViewState = defersViewState
        animates = View.animationsMayRun
    }

    private enum Step {
        /// A view to draw; `parent` maps its superview's coordinates to device space, `clip` is the
        /// device-space clip its superview passes down.
        case enter(View, parent: CGAffineTransform, clip: CGRect)
        /// After a view's subtree: close its transparency layer.
        case exit(layer: Bool)
        /// After a view's subtree, inside its layer: a transition's old picture over it (the view's
        /// device transform and clip; the same payload as `enter`, so steps stay as cheap to move).
        case dissolve(View, transform: CGAffineTransform, clip: CGRect)
    }

    /// Draws `root` and its subtree in `root`'s own coordinates (its bounds' origin at the context's
    /// origin). Only what lies inside the context's current clip is drawn.
    package func render(_ root: View) {
        // Two specialisations of one walk: the one for a frame where nothing animates reads no
        // presentation value at all (BarBench's render cases run it).
        if animates {
            walk(root, Animated.self)
        } else {
            walk(root, ModelOnly.self)
        }
    }

    private func walk<P: PresentationSource>(_ root: View, _: P.Type) {
        let rootSample = P.sample(of: root)
        guard ViewRenderer.isShown(root, rootSample) else { return }
        let start = context.ctm
        guard !context.isTransformDegenerate, start.b == 0, start.c == 0 else {
            return renderNested(root, isRoot: true)
        }
        let extents = GraphicsContext.deviceClipExtents(context.cairo)
        let base = CGRect(x: extents.x1, y: extents.y1, width: extents.x2 - extents.x1, height: extents.y2 - extents.y1)
        let rootBounds = rootSample?.bounds ?? root.bounds
        let rootTransform = CGAffineTransform(translationX: -rootBounds.minX, y: -rootBounds.minY).concatenating(
            start)
        var steps: [Step] = []
        visit(root, P.self, transform: rootTransform, clip: base, base: base, steps: &steps)
        // `removeLast` on a non-empty array, not `popLast`: it makes no Optional of the step.
        while !steps.isEmpty {
            switch steps.removeLast() {
            case .enter(let view, let parent, let clip):
                let toSuperview: CGAffineTransform
                if let sample = P.sample(of: view) {
                    guard !view.isHidden && sample.alpha > 0 else { continue }
                    toSuperview = sample.transformToSuperview
                } else {
                    guard ViewRenderer.isShown(view) else { continue }
                    toSuperview = view.transformToSuperview
                }
                let transform = toSuperview.concatenating(parent)
                guard transform.b == 0, transform.c == 0, GraphicsContext.isUsable(transform) else {
                    // The general walk, from the superview's transform and clip.
                    context.saveGState()
                    context.setDeviceTransform(parent, clippingTo: ViewRenderer.same(clip, base) ? nil : clip)
                    renderNested(view, isRoot: false)
                    context.restoreGState()
                    continue
                }
                visit(view, P.self, transform: transform, clip: clip, base: base, steps: &steps)
            case .exit(let layer):
                if layer {
                    context.endTransparencyLayer()
                    context.restoreGState()
                }
            case .dissolve(let view, let transform, let clip):
                guard let dissolve = view.renderDissolve, let bounds = view.renderSample?.bounds else { continue }
                drawDissolve(
                    dissolve.image, alpha: dissolve.alpha, in: bounds, transform: transform,
                    clip: ViewRenderer.same(clip, base) ? nil : clip)
            }
        }
    }

    /// Draws one view whose device transform only scales and translates, and queues its subviews.
    private func visit<P: PresentationSource>(
        _ view: View, _: P.Type, transform: CGAffineTransform, clip: CGRect, base: CGRect, steps: inout [Step]
    ) {
        // An animating view is drawn with its presentation values (`View+Presentation.swift`).
        let sample = P.sample(of: view)
        let bounds = sample?.bounds ?? view.storedBounds
        let deviceBounds = bounds.applying(transform)
        let contentClip = view.clipsToBounds ? ViewRenderer.intersection(clip, deviceBounds) : clip
        let visible = ViewRenderer.intersection(deviceBounds, contentClip)
        let isVisible = !visible.isEmpty && (region.isEmpty || ViewRenderer.overlaps(visible, region))
        // Nothing of a clipping view's subtree can show outside its bounds.
        if !isVisible && view.clipsToBounds { return }
        let alpha = sample?.alpha ?? view.storedAlpha
        let layer = alpha < 1
        if layer {
            // The layer covers what the superview's clip lets through, as a nested walk's would; a
            // view whose subtree cannot draw outside its bounds (no subviews, or clipping to its
            // bounds) needs only its visible part, so the group cairo makes is no larger.
            let layerClip = view.clipsToBounds || view.storedSubviews.isEmpty ? visible : clip
            context.saveGState()
            context.setDeviceTransform(transform, clippingTo: ViewRenderer.same(layerClip, base) ? nil : layerClip)
            context.alpha = alpha
            context.beginTransparencyLayer()
        }
        if isVisible {
            let deviceClip = ViewRenderer.same(contentClip, base) ? nil : contentClip
            if defersViewState {
                // Given to cairo only when the view's drawing needs it (a label's text usually does not).
                context.saveGState(deferring: transform, clippingTo: deviceClip)
            } else {
                context.saveGState()
                context.setDeviceTransform(transform, clippingTo: deviceClip)
            }
            let rect = ViewRenderer.intersection(visible.applying(transform.inverted()), bounds)
            if let sample {
                drawContent(of: view, in: rect.isEmpty ? bounds : rect, sample: sample)
            } else {
                drawContent(of: view, in: rect.isEmpty ? bounds : rect)
            }
            context.restoreGState()
        }
        ViewRenderer.markDrawn(view)
        steps.append(.exit(layer: layer))
        if sample != nil, isVisible, view.renderDissolve != nil {
            steps.append(.dissolve(view, transform: transform, clip: contentClip))
        }
        let subviews = view.storedSubviews
        // Many subviews: only those overlapping the clip (View+SubviewIndex.swift), found without
        // visiting the rest.
        if subviews.count >= SubviewIndex.threshold,
            let positions = view.subviewPositions(overlapping: contentClip.applying(transform.inverted()))
        {
            var index = positions.count
            while index > 0 {
                index -= 1
                steps.append(.enter(subviews[positions[index]], parent: transform, clip: contentClip))
            }
            return
        }
        var index = subviews.count
        while index > 0 {
            index -= 1
            steps.append(.enter(subviews[index], parent: transform, clip: contentClip))
        }
    }

    /// The overlap of two finite, standardized rects; an empty rect (zero size) where they do not
    /// overlap. What `CGRect.intersection` gives for them, without its general handling of null
    /// and infinite rects, which the walk's rects never are.
    private static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
        let minX = max(a.minX, b.minX)
        let minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX)
        let maxY = min(a.maxY, b.maxY)
        guard maxX > minX, maxY > minY else { return CGRect(x: minX, y: minY, width: 0, height: 0) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether two of the walk's rects (finite, standardized) are the same, compared field by field
    /// in line, where `CGRect.==` is a call that standardizes both first.
    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        a.origin.x == b.origin.x && a.origin.y == b.origin.y && a.size.width == b.size.width
            && a.size.height == b.size.height
    }

    /// Whether `rect` shares area with any of `rects`.
    private static func overlaps(_ rect: CGRect, _ rects: [CGRect]) -> Bool {
        for r in rects where rect.minX < r.maxX && r.minX < rect.maxX && rect.minY < r.maxY && r.minY < rect.maxY {
            return true
        }
        return false
    }

    // MARK: - The rules both walks follow

    /// Whether a view (and so its subtree) is drawn at all: not hidden, alpha (as drawn) above 0.
    private static func isShown(_ view: View) -> Bool {
        !view.isHidden && view.storedAlpha > 0
    }

    /// `isShown(_:)` for a view drawn with presentation values `sample` (nil: its own).
    private static func isShown(_ view: View, _ sample: PresentationSample?) -> Bool {
        !view.isHidden && (sample?.alpha ?? view.storedAlpha) > 0
    }

    /// What drawing a view clears: its display mark and dirty rect.
    private static func markDrawn(_ view: View) {
        view.needsDisplayFlag = false
        view.clearDirtyRects()
    }

    /// The background fill and the view's own `draw(_:)`, in the state the caller saved (so a
    /// `draw(_:)` cannot leak state changes into its subviews).
    private func drawContent(of view: View, in rect: CGRect) {
        if let background = view.backgroundColor, background.alpha > 0 {
            context.fillColor = background
            context.fill(view.bounds)
        }
        context.withCurrent { view.draw(rect) }
    }

    /// `drawContent(of:in:)` for a view drawn with presentation values `sample`. While the bounds'
    /// size animates, the background fills the bounds as drawn and the content drawn at the model
    /// size is fitted to them by the view's `contentMode`, as a layer's contents are.
    private func drawContent(of view: View, in rect: CGRect, sample: PresentationSample) {
        let model = view.storedBounds
        let bounds = sample.bounds
        if let background = sample.backgroundColor, background.alpha > 0 {
            context.fillColor = background
            context.fill(bounds)
        }
        guard sample.bounds.size != model.size, model.width > 0, model.height > 0 else {
            context.withCurrent { view.draw(rect) }
            return
        }
        let fitted = view.contentMode.rect(forContentSize: model.size, in: bounds)
        let fit = CGAffineTransform(translationX: -model.minX, y: -model.minY)
            .concatenating(CGAffineTransform(scaleX: fitted.width / model.width, y: fitted.height / model.height))
            .concatenating(CGAffineTransform(translationX: fitted.minX, y: fitted.minY))
        guard GraphicsContext.isUsable(fit) else { return }
        context.concatenate(fit)
        context.withCurrent { view.draw(model) }
    }

    /// A transition's old picture, at `alpha`, over the view's bounds as drawn.
    private func drawDissolve(
        _ image: Image, alpha: CGFloat, in bounds: CGRect, transform: CGAffineTransform, clip: CGRect?
    ) {
        guard alpha > 0 else { return }
        context.saveGState()
        context.setDeviceTransform(transform, clippingTo: clip)
        context.alpha = alpha
        context.draw(image, in: bounds)
        context.restoreGState()
    }

    // MARK: - Presentation values

    /// Where the walk reads the values it draws a view with: nil for its model values.
    private protocol PresentationSource {
        @MainActor static func sample(of view: View) -> PresentationSample?
    }

    /// No view animates: the model values.
    private enum ModelOnly: PresentationSource {
        @MainActor static func sample(of view: View) -> PresentationSample? { nil }
    }

    /// Some views animate: theirs are read from them (`View.renderSample`).
    private enum Animated: PresentationSource {
        @MainActor static func sample(of view: View) -> PresentationSample? { view.renderSample }
    }

    // MARK: - The general walk

    private enum NestedStep {
        case enter(View)
        case exit(View, layer: Bool)
        case dissolve(View, bounds: CGRect)
    }

    /// Draws `top` and its subtree with nested saved states, each view's transform applied on its
    /// superview's: what any transform (rotations, collapsing scales) needs. With `isRoot`, `top` is
    /// drawn in its own coordinates; otherwise its transform to its superview is applied first.
    private func renderNested(_ top: View, isRoot: Bool) {
        // Rare (rotated or skewed subtrees): the presentation values are read for every view.
        var steps: [NestedStep] = [.enter(top)]
        while let step = steps.popLast() {
            switch consume step {
            case .enter(let view):
                let sample = animates ? view.renderSample : nil
                guard ViewRenderer.isShown(view, sample) else { continue }
                let bounds = sample?.bounds ?? view.bounds
                context.saveGState()
                if view === top && isRoot {
                    context.translateBy(x: -bounds.minX, y: -bounds.minY)
                } else {
                    context.concatenate(sample?.transformToSuperview ?? view.transformToSuperview)
                }
                let alpha = sample?.alpha ?? view.alpha
                let layer = alpha < 1
                if layer {
                    context.alpha = alpha
                    context.beginTransparencyLayer()
                }
                if view.clipsToBounds { context.clip(to: bounds) }
                let visible = bounds.intersection(context.clipBoundingBox)
                if !visible.isNull && !visible.isEmpty {
                    context.saveGState()
                    if let sample {
                        drawContent(of: view, in: visible, sample: sample)
                    } else {
                        drawContent(of: view, in: visible)
                    }
                    context.restoreGState()
                } else if view.clipsToBounds {
                    // Nothing of this subtree can show.
                    if layer { context.endTransparencyLayer() }
                    context.restoreGState()
                    continue
                }
                ViewRenderer.markDrawn(view)
                steps.append(.exit(view, layer: layer))
                if sample != nil, view.renderDissolve != nil { steps.append(.dissolve(view, bounds: bounds)) }
                for subview in view.subviews.reversed() { steps.append(.enter(subview)) }
            case .exit(_, let layer):
                if layer { context.endTransparencyLayer() }
                context.restoreGState()
            case .dissolve(let view, let bounds):
                guard let dissolve = view.renderDissolve else { continue }
                context.saveGState()
                context.alpha = dissolve.alpha
                context.draw(dissolve.image, in: bounds)
                context.restoreGState()
            }
        }
    }
}
