import BarGeometry
import BarViews
import BarWidgets
import Foundation

// How the screen follows the stack. Every change of `viewControllers` happens at once and then calls
// `settle(animated:)`, which brings the shown controller to the top one: at once, or in one animated
// transition (a push when the top is above the shown controller in the stack, else a pop). A change
// made during a transition waits: when the transition ends it settles again, so the screen moves
// through the same steps a sequential run would.
//
// Appearance callbacks (only while the navigation controller itself is visible), as UIKit's: the
// leaving controller's viewWillDisappear, the arriving one's viewWillAppear, then (after the slide)
// the leaving one's viewDidDisappear and the arriving one's viewDidAppear.
//
// The navigation controller forwards its own appearance changes (a presentation or dismissal over
// it) itself: to the shown controller, or during a slide to the arriving one alone when it appears
// (the leaving one stays leaving) and to both when it disappears; the slide's end, not the
// navigation controller's, ends the two it moves (BarKit's rule; UIKit documents none).

extension NavigationController {
    /// The height of the navigation bar.
    static let barHeight: CGFloat = 44

    /// Where the shown controller's view goes: the view's bounds below the bar (and the safe area's
    /// top), or all of them while the bar is hidden.
    var contentRect: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let bounds = view.bounds
        guard !storedNavigationBarHidden else { return bounds }
        let top = min(bounds.height, view.safeAreaInsets.top + NavigationController.barHeight)
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// Whether the layout runs right to left (transitions and the edge pan mirror).
    var isRightToLeft: Bool { viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Places the bar and, when no transition runs, the shown controller's view.
    func layoutContainer() {
        guard let view = viewIfLoaded else { return }
        navigationBar.frame = CGRect(
            x: view.bounds.minX, y: view.bounds.minY + view.safeAreaInsets.top, width: view.bounds.width,
            height: NavigationController.barHeight)
        guard transition == nil, let shownView = shown?.viewIfLoaded, shownView.superview === view else { return }
        shownView.frame = contentRect
    }

    // MARK: - Children

    /// Makes `controller` a child (its `didMove(toParent:)` comes once the screen caught up).
    func adopt(_ controller: ViewController) {
        if controller.parent === self {
            // Popped and pushed again before it left: it stays.
            leaving.removeAll { $0 === controller }
            controller.willMove(toParent: self)
        } else {
            addChild(controller)
        }
        awaitingDidMove.append(controller)
    }

    /// Takes `controllers` off the stack: `willMove(toParent: nil)` now, removal once off screen.
    func release(_ controllers: [ViewController]) {
        for controller in controllers {
            controller.willMove(toParent: nil)
            awaitingDidMove.removeAll { $0 === controller }
            leaving.append(controller)
        }
    }

    /// With the screen caught up: the leaving controllers go, the added ones hear `didMove`.
    private func finishSettling() {
        let gone = leaving.filter { controller in
            controller !== shown && !stack.contains { $0 === controller }
        }
        leaving = []
        for controller in gone {
            if let view = controller.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            if controller.parent === self { controller.removeFromParent() }
        }
        let added = awaitingDidMove
        awaitingDidMove = []
        for controller in added where stack.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
        let items = stack.map(\.navigationItem)
        if navigationBar.items.map({ $0.map(ObjectIdentifier.init) }) != items.map(ObjectIdentifier.init) {
            navigationBar.setItems(items, animated: false)
        }
    }

    // MARK: - Settling

    /// Brings the screen to the top controller, animated when asked and the view is in a window.
    func settle(animated: Bool) {
        guard transition == nil else {
            pendingAnimated = animated
            return
        }
        guard let container = viewIfLoaded else { return finishSettling() }
        let target = stack.last
        if target === shown {
            if let view = target?.viewIfLoaded, view.superview !== container { place(view, in: container) }
            return finishSettling()
        }
        guard animated, container.window != nil, let from = shown, let to = target else {
            return swap(to: target, in: container)
        }
        let fromIndex = stack.firstIndex { $0 === from }
        let toIndex = stack.firstIndex { $0 === to }
        let isPush = fromIndex != nil && toIndex != nil && toIndex! > fromIndex!
        navigationBar.setItems(stack.map(\.navigationItem), animated: true)
        start(NavigationTransition(
            from: from, to: to, isPush: isPush, isInteractive: false, sendsAppearance: isAppearingOrVisible))
    }

    /// Shows `target` in place of the shown controller at once.
    private func swap(to target: ViewController?, in container: View) {
        let from = shown
        let visible = isAppearingOrVisible
        if visible {
            from?.beginAppearanceTransition(false, animated: false)
            target?.beginAppearanceTransition(true, animated: false)
        }
        if let target { delegate?.navigationController(self, willShow: target, animated: false) }
        if let view = from?.viewIfLoaded, view.superview === container { view.removeFromSuperview() }
        if let target { place(target.view, in: container) }
        shown = target
        if visible {
            from?.endAppearanceTransition()
            target?.endAppearanceTransition()
        }
        finishSettling()
        if let target { delegate?.navigationController(self, didShow: target, animated: false) }
    }

    /// Puts a controller's view in the content rect, under the bar. While the container has no size
    /// yet the view keeps its frame (the container's layout places it), so its autoresizing subviews
    /// never collapse to nothing.
    private func place(_ view: View, in container: View) {
        if container.bounds.size != .zero { View.performWithoutAnimation { view.frame = contentRect } }
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(view, belowSubview: navigationBar)
    }

    // MARK: - Transitions

    /// Starts `transition`: both views in place at progress 0, the will-callbacks, then the animator
    /// (running, or paused at 0 for an interactive pop).
    func start(_ transition: NavigationTransition) {
        guard let container = viewIfLoaded else { return }
        self.transition = transition
        let content = contentRect
        let rightToLeft = isRightToLeft
        let begin = NavigationTransition.frames(
            isPush: transition.isPush, progress: 0, content: content, rightToLeft: rightToLeft)
        let end = NavigationTransition.frames(
            isPush: transition.isPush, progress: 1, content: content, rightToLeft: rightToLeft)
        let fromView: View = transition.from.view
        let toView: View = transition.to.view
        if transition.sendsAppearance {
            transition.from.beginAppearanceTransition(false, animated: true)
            transition.to.beginAppearanceTransition(true, animated: true)
        }
        delegate?.navigationController(self, willShow: transition.to, animated: true)
        View.performWithoutAnimation {
            fromView.frame = begin.from
            toView.frame = begin.to
        }
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if transition.isPush {
            container.insertSubview(toView, belowSubview: navigationBar)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }
        let animator = ViewPropertyAnimator(
            duration: NavigationTransition.duration, curve: transition.isInteractive ? .linear : .easeInOut
        ) {
            fromView.frame = end.from
            toView.frame = end.to
        }
        animator.addCompletion { [weak self, weak transition] position in
            guard let self, let transition else { return }
            // `.current`: something stopped the slide (a resize set a frame); a push or pop still ends
            // where it was going, an interactive pop goes back.
            let completed = position == .end || (position == .current && !transition.isInteractive)
            self.transitionDidEnd(transition, completed: completed)
        }
        transition.animator = animator
        if transition.isInteractive { animator.pauseAnimation() } else { animator.startAnimation() }
    }

    /// The slide ended (`completed`) or an interactive pop was cancelled: the callbacks in UIKit's
    /// order, then the next change that waited.
    private func transitionDidEnd(_ ended: NavigationTransition, completed: Bool) {
        guard transition === ended else { return }
        transition = nil
        let content = contentRect
        if completed {
            if let view = ended.from.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            View.performWithoutAnimation {
                ended.from.viewIfLoaded?.frame = content
                ended.to.viewIfLoaded?.frame = content
            }
            shown = ended.to
            if ended.isInteractive { navigationBar.setItems(stack.map(\.navigationItem), animated: false) }
            // Whatever the two heard meanwhile (a presentation or dismissal of this controller turns
            // the arriving one around), the slide's end ends it.
            ended.from.endAppearanceTransition()
            ended.to.endAppearanceTransition()
            delegate?.navigationController(self, didShow: ended.to, animated: true)
        } else {
            if let view = ended.to.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            View.performWithoutAnimation { ended.from.viewIfLoaded?.frame = content }
            // The controller coming back appears only while this one is visible now.
            if isAppearingOrVisible { ended.from.beginAppearanceTransition(true, animated: true) }
            ended.to.beginAppearanceTransition(false, animated: true)
            ended.from.endAppearanceTransition()
            ended.to.endAppearanceTransition()
            restoreAfterCancelledPop(ended)
        }
        ended.animator = nil
        settle(animated: pendingAnimated)
    }
}

extension NavigationController: AppearanceForwardingContainer {
    /// The shown controller; during a slide, the arriving one when appearing and both when not.
    package func childrenForAppearanceTransition(_ isAppearing: Bool) -> [ViewController] {
        guard let container = viewIfLoaded else { return [] }
        let children: [ViewController]
        if let transition {
            children = isAppearing ? [transition.to] : [transition.from, transition.to]
        } else {
            children = shown.map { [$0] } ?? []
        }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: container) == true }
    }

    /// The two controllers a running slide moves.
    package func transitionOwnsAppearance(of child: ViewController) -> Bool {
        guard let transition else { return false }
        return child === transition.from || child === transition.to
    }
}
