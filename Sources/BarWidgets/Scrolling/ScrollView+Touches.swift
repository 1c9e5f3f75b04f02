import BarGeometry
import BarViews
import Foundation

// Touches on the content (Docs/Scrolling.md, "Touches on the content"; Behaviors §10): with
// `delaysContentTouches`, a touch reaches the content only after 0.15 s, or when it ends first (a
// tap); a drag that starts in that time takes the touch and the content never sees it. A touch that
// lands on moving content stops it and goes no further.

/// Holds touches back from a scroll view's content, as UIKit's delayed-touches recognizer: it never
/// recognizes; it fails when the delay is up or the touch ends, and failing lets the held touch go
/// to the content (unless `touchesShouldBegin(_:with:in:)` refuses it).
final class ScrollViewTouchDelayRecognizer: GestureRecognizer {
    /// How long a touch is held back.
    static let delay: TimeInterval = 0.15

    private var timer: EventClock.Item?

    override init() {
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let scrollView = view as? ScrollView else { return }
        if scrollView.motion != nil {
            // A touch on moving content stops it, and is the scroll view's alone.
            scrollView.stopMotion(reportingEnd: false)
            for touch in touches { touch.isCancelledForView = true }
        }
        guard storedState == .possible else { return }
        guard delaysTouchesBegan, let application = view?.window?.application else {
            release(with: event)
            return
        }
        guard timer == nil else { return }
        timer = application.clock.schedule(after: ScrollViewTouchDelayRecognizer.delay) { [weak self] _ in
            guard let self, self.storedState == .possible else { return }
            self.release(with: nil)
            self.settleOutsideDelivery()
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible && numberOfTouches == 0 { release(with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if storedState == .possible { state = .failed }
    }

    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    /// Fails, letting the held touches go to the content, after the scroll view's say on each.
    private func release(with event: Event?) {
        if let scrollView = view as? ScrollView {
            for touch in trackedTouches where !touch.isCancelledForView {
                guard let content = touch.view, content !== scrollView else { continue }
                if !scrollView.touchesShouldBegin([touch], with: event, in: content) {
                    touch.isCancelledForView = true
                    touch.heldForView = []
                }
            }
        }
        state = .failed
    }
}
