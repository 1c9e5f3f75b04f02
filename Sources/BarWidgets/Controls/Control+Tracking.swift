import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

// Touch tracking (Docs/Behaviors.md §3). The overrides of touchesBegan/Moved/Ended/Cancelled and the
// tracking override points are declared in Control.swift; the rules live here.
//
// A control tracks one touch at a time: the first that begins on it. Further fingers are ignored
// until that touch ends. Events that happen together are sent lowest bit first, so a double tap sends
// touchDown then touchDownRepeat, and a drag out sends touchDragOutside then touchDragExit.

extension Control {
    /// How far outside its bounds a touch still counts as inside the control, on every side.
    public static let touchTrackingMargin: CGFloat = 70

    /// Whether `touch` is within the bounds widened by `touchTrackingMargin`.
    func trackingAreaContains(_ touch: Touch) -> Bool {
        let m = Control.touchTrackingMargin
        return bounds.insetBy(dx: -m, dy: -m).contains(touch.location(in: self))
    }

    func controlTouchesBegan(_ touches: Set<Touch>, with event: BarViews.Event?) {
        guard trackedTouch == nil else { return }
        guard isEnabled else {
            forwardedTouches.removeAll { $0.touch == nil }
            forwardedTouches.append(contentsOf: touches.map(TouchLink.init))
            next?.touchesBegan(touches, with: event)
            return
        }
        guard let touch = touches.min(by: { $0.serial < $1.serial }) else { return }
        trackedTouch = touch
        trackedTouchAbandoned = false
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
    }

    func controlTouchesMoved(_ touches: Set<Touch>, with event: BarViews.Event?) {
        forwardTouchesNotTracked(touches, in: .moved, with: event)
        guard let touch = trackedTouch, touches.contains(touch), !trackedTouchAbandoned else { return }
        let wasInside = isTouchInside
        let inside = trackingAreaContains(touch)
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events, with: event)
    }

    func controlTouchesEnded(_ touches: Set<Touch>, with event: BarViews.Event?) {
        forwardTouchesNotTracked(touches, in: .ended, with: event)
        guard let touch = releaseTrackedTouch(endingIn: touches) else { return }
        let inside = trackingAreaContains(touch)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        var events: Event = inside ? .touchUpInside : .touchUpOutside
        if inside && sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        sendActions(for: events, with: event)
        isTouchInside = false
    }

    func controlTouchesCancelled(_ touches: Set<Touch>, with event: BarViews.Event?) {
        forwardTouchesNotTracked(touches, in: .cancelled, with: event)
        guard releaseTrackedTouch(endingIn: touches) != nil else { return }
        isHighlighted = false
        cancelTracking(with: event)
        isTracking = false
        sendActions(for: .touchCancel, with: event)
        isTouchInside = false
    }

    /// Ends tracking without events because the control was disabled; the rest of the touch is ignored.
    func abandonTracking() {
        guard trackedTouch != nil, !trackedTouchAbandoned else { return }
        trackedTouchAbandoned = true
        isHighlighted = false
        isTouchInside = false
        cancelTracking(with: nil)
        isTracking = false
    }

    /// The tracked touch, let go of when `touches` (ended or cancelled) holds it; nil when they do
    /// not, or when tracking was abandoned (the touch then ends with no events).
    private func releaseTrackedTouch(endingIn touches: Set<Touch>) -> Touch? {
        guard let touch = trackedTouch, touches.contains(touch) else { return nil }
        let abandoned = trackedTouchAbandoned
        trackedTouch = nil
        trackedTouchAbandoned = false
        return abandoned ? nil : touch
    }

    /// Passes on, in `phase`, the touches that began while the control was disabled; they are
    /// forgotten once they end or are cancelled.
    private func forwardTouchesNotTracked(_ touches: Set<Touch>, in phase: Touch.Phase, with event: BarViews.Event?) {
        guard !forwardedTouches.isEmpty else { return }
        let passing = touches.filter { touch in forwardedTouches.contains { $0.serial == touch.serial } }
        guard !passing.isEmpty else { return }
        if phase == .ended || phase == .cancelled {
            forwardedTouches.removeAll { $0.touch.map(passing.contains) ?? true }
        }
        next?.receiveTouches(passing, in: phase, with: event)
    }
}
