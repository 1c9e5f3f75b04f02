import Foundation

// Touch delivery through gesture recognizers (Docs/Events.md, "Gesture recognizers"): a touch that
// begins goes to the recognizers of its view and the view's ancestors; each event reaches them
// before the views; a recognizer that recognizes makes the others on its touches fail (unless
// they recognize simultaneously) and, with `cancelsTouchesInView`, cancels those touches in the
// views; targets are called after the event is delivered; finished recognizers are reset once
// their touches are done.

extension Window {
    /// The recognizers a touch that began on `view` goes to: the view's and its ancestors', nearest
    /// first, that are enabled and whose delegate lets them receive it.
    func attachGestureRecognizers(to touch: Touch) {
        var recognizers: [GestureRecognizer] = []
        recognizers.reserveCapacity(4)
        var current = touch.view
        while let view = current {
            for recognizer in view.gestureRecognizers
            where recognizer.isEnabled && !recognizer.storedState.isFinished
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
            {
                recognizers.append(recognizer)
                recognizer.trackedTouches.append(touch)
                var listed = false
                for active in activeGestureRecognizers where active === recognizer { listed = true }
                if !listed { activeGestureRecognizers.append(recognizer) }
            }
            current = view.storedSuperview
        }
        touch.gestureRecognizers = recognizers
    }

    /// Hands each recognizer its touches of `event`, phase by phase.
    func deliverToGestureRecognizers(_ touches: [Touch], event: Event) {
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            var present = false
            for touch in touches where touch.phase == phase { present = true }
            guard present else { continue }
            var groups: [(recognizer: GestureRecognizer, touches: Set<Touch>)] = []
            groups.reserveCapacity(4)
            for touch in touches where touch.phase == phase {
                for recognizer in touch.gestureRecognizers where !recognizer.storedState.isFinished {
                    var found = false
                    for index in groups.indices where groups[index].recognizer === recognizer {
                        groups[index].touches.insert(touch)
                        found = true
                    }
                    if !found { groups.append((recognizer, [touch])) }
                }
            }
            for (recognizer, set) in groups where !recognizer.storedState.isFinished {
                recognizer.receiveTouches(set, in: phase, with: event)
            }
        }
    }

    /// Whether the view gets `touch`'s `phase` now: not once a recognizer cancelled it, and not
    /// while a recognizer that delays that phase may still recognize (the phase is held until then).
    func viewGets(_ touch: Touch, _ phase: Touch.Phase, event: Event) -> Bool {
        guard !touch.isCancelledForView else { return false }
        if !touch.heldForView.isEmpty || isHeld(touch, phase) {
            touch.heldForView.append((phase, event))
            return false
        }
        return true
    }

    private func isHeld(_ touch: Touch, _ phase: Touch.Phase) -> Bool {
        touch.gestureRecognizers.contains { recognizer in
            recognizer.storedState == .possible
                && (phase == .began && recognizer.delaysTouchesBegan
                    || phase == .ended && recognizer.delaysTouchesEnded && recognizer.deferredOrWaiting)
        }
    }

    /// A recognizer changed state (in delivery or outside it): the others on its touches fail,
    /// its touches are cancelled in their views, and recognizers waiting for it move on.
    func recognizerChangedState(_ recognizer: GestureRecognizer, from old: GestureRecognizer.State) {
        let now = recognizer.storedState
        if old == .possible && (now == .began || now == .ended) {
            for touch in recognizer.trackedTouches {
                for other in touch.gestureRecognizers where other !== recognizer && !other.storedState.isFinished {
                    guard !Window.simultaneous(recognizer, other), recognizer.canPrevent(other),
                        other.canBePrevented(by: recognizer)
                    else { continue }
                    let otherOld = other.storedState
                    other.storedState = otherOld == .possible ? .failed : .cancelled
                    other.deferredState = nil
                    if other.storedState == .cancelled { other.needsActionDispatch = true }
                    recognizerChangedState(other, from: otherOld)
                }
                if recognizer.cancelsTouchesInView { cancelForView(touch) }
            }
        }
        if now.isFinished || now == .began {
            // Whoever waits for this one may go on (it failed) or must fail (it recognized).
            for other in activeGestureRecognizers where other.deferredState != nil && other !== recognizer {
                other.requiredRecognizerFinished()
            }
        }
    }

    /// After an event (or a change outside one): held touch phases go to their views, targets are
    /// called, and finished recognizers whose touches are done are reset.
    func settleGestureRecognizers() {
        let recognizers = activeGestureRecognizers
        var touches: [Touch] = []
        for recognizer in recognizers {
            for touch in recognizer.trackedTouches where !touch.heldForView.isEmpty {
                var listed = false
                for other in touches where other === touch { listed = true }
                if !listed { touches.append(touch) }
            }
        }
        for touch in touches {
            let held = touch.heldForView
            guard touch.isCancelledForView || !held.contains(where: { isHeld(touch, $0.phase) }) else { continue }
            touch.heldForView = []
            guard !touch.isCancelledForView, let view = touch.view, view.isIn(self) else { continue }
            for (phase, event) in held { view.receiveTouches([touch], in: phase, with: event) }
        }
        for recognizer in recognizers { recognizer.dispatchActions() }
        for recognizer in recognizers where recognizer.storedState.isFinished && recognizer.numberOfTouches == 0 {
            recognizer.resetToPossible()
        }
        var index = activeGestureRecognizers.count
        while index > 0 {
            index -= 1
            let recognizer = activeGestureRecognizers[index]
            if recognizer.trackedTouches.isEmpty && recognizer.deferredState == nil {
                activeGestureRecognizers.remove(at: index)
            }
        }
    }

    /// The view stops getting `touch`: it is told the touch was cancelled (once).
    private func cancelForView(_ touch: Touch) {
        guard !touch.isCancelledForView else { return }
        touch.isCancelledForView = true
        let delivered = !touch.heldForView.contains { $0.phase == .began }
        touch.heldForView = []
        guard delivered, touch.phase != .began || !touch.gestureRecognizers.contains(where: \.delaysTouchesBegan),
            let view = touch.view, view.isIn(self)
        else { return }
        view.touchesCancelled([touch], with: nil)
    }

    /// Whether either recognizer's delegate lets the two recognize together.
    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

}

extension GestureRecognizer {
    /// Whether the recognizer holds a state back or may still recognize with touches it has seen.
    var deferredOrWaiting: Bool { deferredState != nil || !trackedTouches.isEmpty }
}
