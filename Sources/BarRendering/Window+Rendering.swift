import BarGeometry
import BarGraphics
import BarViews
import Foundation

extension Window {
    /// Lays out, then renders the window's tree to a bitmap of its bounds size at `scale` pixels per
    /// point.
    ///
    /// The window keeps the frame it rendered. The next render at the same size and scale redraws only
    /// the regions marked with `setNeedsDisplay` (and the old and new places of views that moved,
    /// appeared or disappeared), clipped to whole pixels, so the result is pixel-identical to a full
    /// redraw. `setNeedsFullRender()` forces a full redraw.
    ///
    /// Throws `RenderError.invalidScale` for a scale that is 0, negative, NaN or infinite, and
    /// `RenderError.tooLarge` for a window of more pixels than `PixelBudget.limit`, before laying out
    /// or drawing anything.
    public func render(scale: CGFloat) throws(RenderError) -> Bitmap {
        let scale = try RenderError.validated(scale: scale)
        try PixelBudget.check(bounds.size, scale: scale)
        return renderFrame(scale: scale).makeBitmap()
    }

    /// Renders the window at one pixel per point, as `render(scale:)` does. A window larger than the
    /// pixel budget renders as an empty bitmap (`render(scale:)` says why).
    public func render() -> Bitmap {
        renderFrame(scale: 1).makeBitmap()
    }

    /// Drops the kept frame: the next render redraws everything.
    public func setNeedsFullRender() {
        fullRenderPending = true
    }

    /// The region the last `render` redrew, in window points (`nil` when it redrew everything): what
    /// the rendering tests and BarBench's partial-frame cases check.
    package var lastRenderedRegion: [CGRect]? { lastDirtyRegion }

    /// Renders into `context` (a window backend's pixels) and returns the region that changed (redrawn,
    /// or moved by a scroll), in window points, or nil when everything did. The first render into a
    /// context, and any after `setNeedsFullRender()`, draws everything; later ones only the dirty
    /// region, as `render(scale:)` does with its kept frame.
    package func renderFrame(into context: GraphicsContext) -> [CGRect]? {
        if lastRender !== context {
            lastRender = context
            fullRenderPending = true
        }
        _ = renderFrame(scale: context.scale)
        context.flush()
        return lastDirtyRegion.map { $0 + lastMovedRegion }
    }

    /// Renders into the kept frame (or a new one) and returns it.
    package func renderFrame(scale: CGFloat) -> GraphicsContext {
        layoutIfNeeded()
        // Animating views at the clock's time, marking where they move (Animation/Animator.swift).
        prepareAnimationFrame()
        let scale = Bitmap.sanitizedScale(scale)
        let size = bounds.size
        let probe = GraphicsContext.pixelSize(for: size, scale: scale)
        guard let previous = lastRender, previous.scale == scale, previous.pixelWidth == probe.width,
            previous.pixelHeight == probe.height
        else {
            // A window's first frame: from now on something is on screen that a transition can fade
            // out, and the rendering module is there to picture it (`View.transition(with:…)`).
            if View.transitionSnapshotter == nil { View.transitionSnapshotter = Window.transitionSnapshot(of:) }
            let context = GraphicsContext(size: size, scale: scale)
            renderEverything(into: context)
            lastRender = context
            return context
        }
        if fullRenderPending {
            // Everything again, into the same pixels: clearing them costs less than new ones (and
            // nothing, when the window's background paints over all of them anyway).
            if !paintsEveryPixel(of: previous) { previous.clear(previous.bounds) }
            renderEverything(into: previous)
            return previous
        }
        let scrolled = applyPendingScrolls(to: previous)
        let region = dirtyRegion(scale: scale, adding: scrolled)
        clearViewsNeedingDisplay()
        lastDirtyRegion = region
        guard !region.isEmpty else { return previous }
        previous.saveGState()
        previous.clip(to: region)
        if !paintsEveryPixel(of: previous) {
            for rect in region { previous.clear(rect) }
        }
        let origin = bounds.origin
        let device = region.map {
            CGRect(x: ($0.minX - origin.x) * scale, y: ($0.minY - origin.y) * scale, width: $0.width * scale, height: $0.height * scale)
        }
        ViewRenderer(context: previous, region: device).render(self)
        previous.restoreGState()
        return previous
    }

    /// Whether drawing the window covers every pixel of `context` with opaque paint by itself: shown,
    /// fully opaque, with an opaque background over whole pixels (its bounds at the context's scale
    /// are the context's pixel size). Then clearing pixels before redrawing them changes nothing,
    /// since the background fill replaces whatever was there.
    private func paintsEveryPixel(of context: GraphicsContext) -> Bool {
        guard !isHidden, alpha >= 1, let background = backgroundColor, background.alpha >= 1 else { return false }
        let size = bounds.size
        return size.width * context.scale == CGFloat(context.pixelWidth)
            && size.height * context.scale == CGFloat(context.pixelHeight)
    }

    /// Draws the whole tree into `context` (transparent), dropping the marks it makes obsolete.
    private func renderEverything(into context: GraphicsContext) {
        fullRenderPending = false
        _ = takePendingScrolls()
        lastMovedRegion = []
        for entry in viewsNeedingDisplay { entry.view?.clearDirtyRects() }
        clearViewsNeedingDisplay()
        lastDirtyRegion = nil
        ViewRenderer(context: context).render(self)
    }

    /// The marked areas in window coordinates, with `extra` (window points), widened to whole device
    /// pixels and clipped to the window. A region covering most of the window becomes the whole window.
    func dirtyRegion(scale: CGFloat, adding extra: [CGRect] = []) -> [CGRect] {
        let windowBounds = bounds
        // One rect over half the window makes the merged area over half too: the answer is the whole
        // window, and the other marks need only be dropped (a new screen: its own rect, then each of
        // its views').
        let half = windowBounds.width * windowBounds.height * 0.5
        // The window marked over half of itself: the later marks were not even made.
        var whole = wholeWindowMarked
        var rects: [CGRect] = []
        for rect in extra {
            let r = rect.integral(scale: scale).intersection(windowBounds)
            if !r.isNull && !r.isEmpty { rects.append(r) }
            if r.width * r.height > half { whole = true }
        }
        func add(_ marked: CGRect, of view: View) {
            let rect = view.convert(marked, to: self).integral(scale: scale).intersection(windowBounds)
            if !rect.isNull && !rect.isEmpty { rects.append(rect) }
            if rect.width * rect.height > half { whole = true }
        }
        // A plain loop over the entries (a key-path `map` would check the main actor per entry and
        // build an array).
        for entry in viewsNeedingDisplay {
            guard let view = entry.view, view.window === self, !view.dirtyRect.isNull else { continue }
            if whole {
                view.clearDirtyRects()
                continue
            }
            add(view.dirtyRect, of: view)
            for marked in view.moreDirtyRects { add(marked, of: view) }
            view.clearDirtyRects()
        }
        if whole { return [windowBounds] }
        // Merge overlapping rects so no pixel is cleared and drawn twice, and cap the count.
        var merged: [CGRect] = []
        for rect in rects {
            var current = rect
            var changed = true
            while changed {
                changed = false
                // Rects that only touch share no pixel and stay apart (the two strips of a scroll).
                if let index = merged.firstIndex(where: { Window.overlap($0, current) }) {
                    current = current.union(merged.remove(at: index))
                    changed = true
                }
            }
            merged.append(current)
        }
        let area = merged.reduce(CGFloat(0)) { $0 + $1.width * $1.height }
        if merged.count > 64 || area > windowBounds.width * windowBounds.height * 0.5 {
            return [windowBounds]
        }
        return merged
    }

    /// Whether two rects share some area (not just an edge).
    static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

extension Window {
    /// A view's subtree as drawn now, in its own coordinates, at its window's render scale: the old
    /// picture a cross-dissolve fades out (`View.transition(with:…)`).
    static func transitionSnapshot(of view: View) -> Image? {
        let scale = view.window?.lastRender?.scale ?? 1
        guard (try? PixelBudget.check(view.bounds.size, scale: scale)) != nil else { return nil }
        let context = GraphicsContext(size: view.bounds.size, scale: scale)
        let transform = view.storedTransform
        let alpha = view.storedAlpha
        view.storedTransform = .identity
        view.storedAlpha = 1
        ViewRenderer(context: context).render(view)
        view.storedTransform = transform
        view.storedAlpha = alpha
        return Image(bitmap: context.makeBitmap())
    }
}
