import BarGeometry
import BarViews
import BarWidgets
import Foundation

// The interactive pop: a pan that begins within 20 points of the leading edge of the navigation
// controller's view (UIKit's screen-edge pan) takes the top controller off the stack and moves both
// views with the finger. Released past half the width, or flung toward the trailing edge faster than
// one width per second, the pop completes; otherwise (or flung back as fast) it cancels. Either way
// the views slide on from where the finger left them, over the rest of the 0.35 s. A cancelled pop puts
// the controller back, with the appearance callbacks UIKit sends (the top controller's
// viewWillDisappear and the one below's viewWillAppear when the pan begins, then the top one's
// viewWillAppear, the other's viewWillDisappear, the top one's viewDidAppear, the other's
// viewDidDisappear).

/// A pan that may begin only within `edgeWidth` points of its view's leading edge, while its
/// navigation controller can pop.
@MainActor
final class InteractivePopGestureRecognizer: PanGestureRecognizer {
    /// How far from the leading edge the pan may begin.
    static let edgeWidth: CGFloat = 20

    weak var navigationController: NavigationController?

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard storedState == .possible else { return }
        guard let navigationController, let view, navigationController.canBeginInteractivePop else {
            state = .failed
            return
        }
        let point = location(in: view)
        let fromEdge = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? view.bounds.maxX - point.x : point.x - view.bounds.minX
        if fromEdge < 0 || fromEdge > InteractivePopGestureRecognizer.edgeWidth { state = .failed }
    }
}

extension NavigationController {
    /// Whether a pan may pop now: two controllers or more, the top one shown, nothing moving, in a window.
    var canBeginInteractivePop: Bool {
        transition == nil && stack.count > 1 && shown === stack.last && viewIfLoaded?.window != nil
    }

    /// The pop recognizer's action: begins, scrubs, then completes or cancels the pop.
    func handlePopPan(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginInteractivePop()
            scrubInteractivePop(pan)
        case .changed:
            scrubInteractivePop(pan)
        case .ended:
            scrubInteractivePop(pan)
            finishInteractivePop(pan)
        case .cancelled, .failed:
            endInteractivePop(completing: false)
        default:
            break
        }
    }

    /// How far the pop has gone: the pan's translation toward the trailing edge over the width, 0…1.
    private func interactiveProgress(_ pan: PanGestureRecognizer) -> CGFloat {
        let width = contentRect.width
        guard width > 0 else { return 0 }
        let towardTrailing = pan.translation(in: viewIfLoaded).x * (isRightToLeft ? -1 : 1)
        return min(1, max(0, towardTrailing / width))
    }

    private func beginInteractivePop() {
        guard canBeginInteractivePop, let from = stack.last else { return }
        let before = stack
        stack.removeLast()
        release([from])
        guard let to = stack.last else { return }
        let transition = NavigationTransition(
            from: from, to: to, isPush: false, isInteractive: true, sendsAppearance: isAppearingOrVisible)
        transition.stackBeforeInteractivePop = before
        start(transition)
    }

    private func scrubInteractivePop(_ pan: PanGestureRecognizer) {
        guard let transition, transition.isInteractive, let animator = transition.animator else { return }
        animator.fractionComplete = interactiveProgress(pan)
    }

    /// Completes past half the width or on a fling toward the trailing edge faster than one width
    /// per second; cancels otherwise.
    private func finishInteractivePop(_ pan: PanGestureRecognizer) {
        let width = contentRect.width
        let speed = pan.velocity(in: viewIfLoaded).x * (isRightToLeft ? -1 : 1)
        let completing = abs(speed) > width ? speed > 0 : interactiveProgress(pan) > 0.5
        endInteractivePop(completing: completing)
    }

    /// Lets the views slide on from where they are to the end (`completing`) or back to the start.
    private func endInteractivePop(completing: Bool) {
        guard let transition, transition.isInteractive, let animator = transition.animator else { return }
        animator.isReversed = !completing
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
    }

    /// A cancelled pop: the controller goes back on top, unless the stack changed meanwhile.
    func restoreAfterCancelledPop(_ transition: NavigationTransition) {
        guard transition.isInteractive else { return }
        let before = transition.stackBeforeInteractivePop
        guard Array(before.dropLast()).elementsEqual(stack, by: { $0 === $1 }) else { return }
        stack = before
        leaving.removeAll { $0 === transition.from }
        transition.from.didMove(toParent: self)
    }
}
