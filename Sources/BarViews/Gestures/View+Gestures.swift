import Foundation

// Gesture recognizers on views (Docs/Events.md). The override point
// `gestureRecognizerShouldBegin(_:)` is declared in View.swift.

extension View {
    /// How many recognizers are attached to views anywhere; zero means delivery skips them.
    static var liveGestureRecognizerCount = 0

    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [GestureRecognizer] { storedGestureRecognizers }

    /// Attaches `recognizer` (moving it from another view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        storedGestureRecognizers.append(recognizer)
        View.liveGestureRecognizerCount += 1
    }

    /// Detaches `recognizer`: it stops receiving touches (one recognizing is cancelled).
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        let window = storedWindow ?? recognizer.trackedTouches.first?.window
        storedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
        View.liveGestureRecognizerCount -= 1
        if recognizer.storedState == .began || recognizer.storedState == .changed {
            recognizer.storedState = .cancelled
            recognizer.needsActionDispatch = true
            recognizer.dispatchActions()
        }
        recognizer.resetToPossible()
        // Out of the window's list too: with no recognizer left anywhere, delivery no longer settles
        // the list, and the entry would keep the recognizer alive.
        window?.activeGestureRecognizers.removeAll { $0 === recognizer }
    }
}
