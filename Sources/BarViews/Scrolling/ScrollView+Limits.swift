import BarGeometry
import Foundation

// Where the content may rest and which ways it moves (Docs/Behaviors.md §10): the offset runs from
// −(adjusted inset) at the top-left to the content's far edge plus the inset, less the bounds.

extension ScrollView {
    /// The smallest resting offset: the adjusted inset's top-left, negated.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest resting offset: the content's far edge plus the inset, less the bounds; never
    /// below the minimum (content smaller than the view rests at the minimum).
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let low = minimumContentOffset
        return CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// `offset` moved inside the resting limits.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset
        let high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the content (with its inset) is wider than the view.
    var canScrollHorizontally: Bool { maximumContentOffset.x > minimumContentOffset.x }
    /// Whether the content (with its inset) is taller than the view.
    var canScrollVertically: Bool { maximumContentOffset.y > minimumContentOffset.y }

    /// Whether a drag moves the content horizontally: it is wider, or bounces horizontally anyway.
    var dragsHorizontally: Bool { canScrollHorizontally || (bounces && alwaysBounceHorizontal) }
    /// Whether a drag moves the content vertically: it is taller, or bounces vertically anyway.
    var dragsVertically: Bool { canScrollVertically || (bounces && alwaysBounceVertical) }

    /// Whether a drag that moved by `translation` is this scroll view's: along an axis it drags, at
    /// least as much along it as across when it drags only one (so a horizontal scroll view inside a
    /// vertical one takes the sideways drags and leaves the others).
    func takesDrag(_ translation: CGPoint) -> Bool {
        switch (dragsHorizontally, dragsVertically) {
        case (true, true): true
        case (true, false): abs(translation.x) >= abs(translation.y)
        case (false, true): abs(translation.y) >= abs(translation.x)
        case (false, false): false
        }
    }

    /// Where a drag to the unbounded offset `raw` shows the content on one axis: `raw` within the
    /// limits; past them, the rubber band with `bounces`, else the limit.
    static func draggedPosition(_ raw: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if raw < low { return bounces ? low + ScrollPhysics.rubberBand(raw - low, dimension: dimension) : low }
        if raw > high { return bounces ? high + ScrollPhysics.rubberBand(raw - high, dimension: dimension) : high }
        return raw
    }

    /// The unbounded offset a drag would need to show the content at `shown`: the rubber band undone.
    static func unbandedPosition(_ shown: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        if shown < low { return low + ScrollPhysics.rubberBandInverse(shown - low, dimension: dimension) }
        if shown > high { return high + ScrollPhysics.rubberBandInverse(shown - high, dimension: dimension) }
        return shown
    }
}
