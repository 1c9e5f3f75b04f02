import BarGeometry
import BarViews
import Foundation

// Where the content may rest and which ways it moves (Docs/Behaviors.md §10): the offset runs from
// −(adjusted inset) at the top-left to the content's far edge plus the inset, less the bounds.

extension ScrollView {
    /// The smallest and largest resting offsets: the adjusted inset's top-left, negated; and the
    /// content's far edge plus the inset, less the bounds, never below the smallest (content
    /// smaller than the view rests at the smallest). One reading of `adjustedContentInset` for both.
    package var contentOffsetLimits: (low: CGPoint, high: CGPoint) {
        let inset = adjustedContentInset
        let size = contentSize
        let bounds = storedBounds
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, size.width + inset.right - bounds.width),
            y: max(low.y, size.height + inset.bottom - bounds.height))
        return (low, high)
    }

    /// The smallest resting offset (`contentOffsetLimits.low`).
    var minimumContentOffset: CGPoint { contentOffsetLimits.low }

    /// The largest resting offset (`contentOffsetLimits.high`).
    package var maximumContentOffset: CGPoint { contentOffsetLimits.high }

    /// `offset` moved inside the resting limits.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (low, high) = contentOffsetLimits
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Whether the content (with its inset) is wider than the view.
    var canScrollHorizontally: Bool {
        let (low, high) = contentOffsetLimits
        return high.x > low.x
    }
    /// Whether the content (with its inset) is taller than the view.
    var canScrollVertically: Bool {
        let (low, high) = contentOffsetLimits
        return high.y > low.y
    }

    /// Along which axes a drag moves the content: those it can scroll along, and those it bounces
    /// along anyway. One reading of the limits for both.
    var dragAxes: (horizontal: Bool, vertical: Bool) {
        let (low, high) = contentOffsetLimits
        let bounces = self.bounces
        return (high.x > low.x || (bounces && alwaysBounceHorizontal), high.y > low.y || (bounces && alwaysBounceVertical))
    }

    /// Whether a drag that moved by `translation` is this scroll view's: along an axis it drags, at
    /// least as much along it as across when it drags only one (so a horizontal scroll view inside a
    /// vertical one takes the sideways drags and leaves the others).
    func takesDrag(_ translation: CGPoint) -> Bool {
        let drags = dragAxes
        return switch (drags.horizontal, drags.vertical) {
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
