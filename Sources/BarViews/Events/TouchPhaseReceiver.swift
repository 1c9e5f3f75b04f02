import Foundation

/// What takes touches through the four `touches…` methods: responders (views) and gesture
/// recognizers. Delivery names a phase and `receiveTouches(_:in:with:)` calls that phase's method,
/// so the choice of method is written once.
@MainActor
package protocol TouchPhaseReceiver: AnyObject {
    /// The event the methods take: `Event?` for a responder, `Event` for a recognizer.
    associatedtype TouchEvent
    func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent)
    func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent)
    func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent)
    func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent)
}

extension TouchPhaseReceiver {
    /// Hands `touches` to the method of `phase`; `.stationary` touches go nowhere.
    package func receiveTouches(_ touches: Set<Touch>, in phase: Touch.Phase, with event: TouchEvent) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }
}

extension Responder: TouchPhaseReceiver {}
extension GestureRecognizer: TouchPhaseReceiver {}
