import BarGeometry
import BarViews
import Foundation

/// Recognizes taps, as UIKit's `UITapGestureRecognizer`: `numberOfTouchesRequired` fingers down and
/// up, `numberOfTapsRequired` times, each within 0.35 s of the last and 45 points of where the
/// first began. Discrete: it goes from `.possible` to `.recognized` (or `.failed`).
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps (default 1).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap needs (default 1).
    public var numberOfTouchesRequired = 1

    /// The longest a tap may wait for the next, and the farthest its fingers may move.
    static let maximumInterval: TimeInterval = 0.35
    static let maximumMovement: CGFloat = 45

    private var taps = 0
    private var fingersDown = 0
    private var fingersThisTap = 0
    private var start: CGPoint?
    private var timeout: EventClock.Item?

    /// Counts the fingers of a tap; more than `numberOfTouchesRequired` fails.
    ///
    /// Called by the window with touches that began in the view, before the view gets them (as
    /// `GestureRecognizer`'s). Overrides must call `super` to keep the tap's recognition.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        timeout?.cancel()
        if fingersDown == 0 { fingersThisTap = 0 }
        fingersDown += touches.count
        fingersThisTap += touches.count
        if start == nil { start = location(in: nil) }
        if fingersThisTap > numberOfTouchesRequired { state = .failed }
    }

    /// Fails when a finger moves more than 45 points from where the first tap began.
    ///
    /// Called by the window with the recognizer's touches that moved (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the tap's recognition.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let start else { return }
        for touch in touches where touch.location(in: nil).distance(to: start) > TapGestureRecognizer.maximumMovement {
            state = .failed
            return
        }
    }

    /// Counts a tap when its fingers are all up: recognizes on the last of `numberOfTapsRequired`, else
    /// waits 0.35 s for the next; fails a tap with the wrong number of fingers.
    ///
    /// Called by the window with the recognizer's touches that lifted (as `GestureRecognizer`'s).
    /// Overrides must call `super` to keep the tap's recognition.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        fingersDown -= touches.count
        guard fingersDown <= 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else if let application = view?.window?.application {
            // Captured weakly, as LongPressGestureRecognizer's timer.
            timeout = application.clock.schedule(after: TapGestureRecognizer.maximumInterval) { [weak self] _ in
                guard let self, self.storedState == .possible else { return }
                self.state = .failed
                self.settleOutsideDelivery()
            }
        }
    }

    /// Cancels the wait for the next tap and forgets the taps and fingers counted.
    ///
    /// Called after the recognizer finished and its touches are done, or when it is removed from its
    /// view, before it returns to `.possible` (as `GestureRecognizer`'s). Overrides must call `super`.
    open override func reset() {
        super.reset()
        timeout?.cancel()
        timeout = nil
        taps = 0
        fingersDown = 0
        fingersThisTap = 0
        start = nil
    }
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}
