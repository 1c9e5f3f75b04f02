import BarGeometry
@_spi(CoreHooks) import BarViews
import Foundation

// Dragging (Docs/Scrolling.md, "Dragging"): the content follows the finger, past the edges through
// the rubber band; when the finger lifts, the resting place is worked out, shown to the delegate
// (which may move it), and the motion to it starts.

/// A drag in progress: the unbounded offset the finger asks for, and what was last shown.
struct ScrollDrag {
    /// The offset when the drag began.
    let start: CGPoint
    var raw: CGPoint
    var translation: CGPoint
    var shown: CGPoint
}

/// The scroll view's pan: it begins only for drags the scroll view takes (`takesDrag`) and, once the
/// content tracks the touch, only as `canCancelContentTouches` and `touchesShouldCancel(in:)` allow.
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    override func permitsBeginning() -> Bool {
        guard let scrollView = view as? ScrollView else { return true }
        guard scrollView.takesDrag(translation(in: nil)) else { return false }
        for touch in trackedTouches where touch.isDown {
            guard let content = touch.view, content !== scrollView, touch.contentHasBegun else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: content) { return false }
        }
        return true
    }
}

extension Touch {
    /// Whether the touch's view has been sent its `touchesBegan` and not had it cancelled.
    var contentHasBegun: Bool { !isCancelledForView && !heldForView.contains { $0.phase == .began } }
}

extension ScrollView {
    /// The pan's target: begin, follow and end a drag.
    func handlePan(_ recognizer: GestureRecognizer) {
        switch recognizer.state {
        case .began: beginDrag()
        case .changed: continueDrag()
        case .ended, .cancelled: endDrag(cancelled: recognizer.state == .cancelled)
        default: break
        }
    }

    private func beginDrag() {
        stopMotion(reportingEnd: false)
        panGestureRecognizer.setTranslation(.zero, in: self)
        let shown = contentOffset
        drag = ScrollDrag(start: shown, raw: unbanded(shown), translation: .zero, shown: shown)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
        showScrollIndicators()
    }

    private func continueDrag() {
        guard var drag else { return }
        // Code that set the offset during the drag moved the content: the drag goes on from there.
        if contentOffset != drag.shown { drag.raw = unbanded(contentOffset) }
        let translation = panGestureRecognizer.translation(in: self)
        let drags = dragAxes
        if drags.horizontal { drag.raw.x -= translation.x - drag.translation.x }
        if drags.vertical { drag.raw.y -= translation.y - drag.translation.y }
        drag.translation = translation
        let (low, high) = contentOffsetLimits
        drag.shown = CGPoint(
            x: drags.horizontal
                ? ScrollView.draggedPosition(drag.raw.x, low: low.x, high: high.x, dimension: bounds.width, bounces: bounces)
                : contentOffset.x,
            y: drags.vertical
                ? ScrollView.draggedPosition(drag.raw.y, low: low.y, high: high.y, dimension: bounds.height, bounces: bounces)
                : contentOffset.y)
        drag.shown = alignedToPixels(drag.shown)
        self.drag = drag
        applyContentOffset(drag.shown)
    }

    private func endDrag(cancelled: Bool) {
        guard let start = drag?.start else { return }
        drag = nil
        let fingerVelocity = cancelled ? .zero : panGestureRecognizer.velocity(in: self)
        let drags = dragAxes
        let velocity = CGPoint(
            x: drags.horizontal && fingerVelocity.x.isFinite ? -fingerVelocity.x : 0,
            y: drags.vertical && fingerVelocity.y.isFinite ? -fingerVelocity.y : 0)
        let offset = contentOffset
        let proposed = restingOffset(after: velocity, dragStart: start)
        var target = proposed
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if !target.isFinite { target = proposed }
        let plan: ScrollMotion.Plan
        if isPagingEnabled {
            plan = .settle(at: clampedContentOffset(target), rate: DecelerationRate.fast.rawValue)
        } else if target != proposed {
            plan = .settle(at: clampedContentOffset(target), rate: decelerationRate.rawValue)
        } else {
            plan = .fling(velocity: velocity)
        }
        let rest = clampedContentOffset(target)
        let willDecelerate =
            abs(rest.x - offset.x) > ScrollPhysics.restingDistance || abs(rest.y - offset.y) > ScrollPhysics.restingDistance
            || clampedContentOffset(offset) != offset
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else {
            scheduleScrollIndicatorFade()
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(plan)
    }

    /// Where a fling at `velocity` (points per second, content motion) comes to rest: the decay's
    /// end within the limits, or with paging the page it settles on.
    func restingOffset(after velocity: CGPoint, dragStart: CGPoint) -> CGPoint {
        let offset = contentOffset
        if isPagingEnabled {
            return clampedContentOffset(
                CGPoint(
                    x: ScrollView.page(offset.x, velocity: velocity.x, size: bounds.width, start: dragStart.x),
                    y: ScrollView.page(offset.y, velocity: velocity.y, size: bounds.height, start: dragStart.y)))
        }
        let rate = decelerationRate.rawValue
        return clampedContentOffset(
            CGPoint(
                x: offset.x + ScrollPhysics.decayDistance(velocity: velocity.x, rate: rate),
                y: offset.y + ScrollPhysics.decayDistance(velocity: velocity.y, rate: rate)))
    }

    /// The page a paging drag settles on: the next one in the fling's direction when it is faster
    /// than 300 pt/s, else the nearest; never more than one page from where the drag started.
    static func page(_ offset: CGFloat, velocity: CGFloat, size: CGFloat, start: CGFloat) -> CGFloat {
        guard size > 0 else { return offset }
        let position = offset / size
        var index: CGFloat
        if velocity > ScrollView.pagingFlingSpeed {
            index = floor(position) + 1
        } else if velocity < -ScrollView.pagingFlingSpeed {
            index = ceil(position) - 1
        } else {
            index = (position).rounded()
        }
        let startIndex = (start / size).rounded()
        index = min(max(index, startIndex - 1), startIndex + 1)
        return index * size
    }

    /// Speed above which a paging drag goes on to the next page.
    static let pagingFlingSpeed: CGFloat = 300

    /// The unbounded offset that shows `shown`.
    private func unbanded(_ shown: CGPoint) -> CGPoint {
        let (low, high) = contentOffsetLimits
        return CGPoint(
            x: ScrollView.unbandedPosition(shown.x, low: low.x, high: high.x, dimension: bounds.width),
            y: ScrollView.unbandedPosition(shown.y, low: low.y, high: high.y, dimension: bounds.height))
    }
}
