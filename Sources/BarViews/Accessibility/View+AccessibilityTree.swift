import BarGeometry
import Foundation

// The tree assistive technologies see (Docs/Accessibility.md): which views are elements and in
// what order. The rules, UIKit's where it documents them:
// - a hidden view, one with alpha below 0.01 (too faint to touch) and an `accessibilityElementsHidden`
//   subtree are left out, with everything inside them;
// - an element's subviews are not walked (the element speaks for them);
// - a container's children are its `accessibilityElements` when set, else its subviews in order
//   (back to front: the order they were added, BarKit's choice; UIKit leaves it undocumented);
// - a shown `accessibilityViewIsModal` view hides its siblings (the last such subview wins).
// Walks are iterative, so a very deep chain of views cannot overflow the stack.

extension View {
    /// Whether the view is shown to assistive technologies at all (not hidden, alpha ≥ 0.01, not
    /// `accessibilityElementsHidden`); its ancestors are the walk's to check.
    package var isShownToAccessibility: Bool {
        !isHidden && alpha >= 0.01 && !accessibilityElementsHidden
    }

    /// The views a walk looks at directly inside this one, in order: `accessibilityElements` when
    /// set, else the subviews; a shown modal subview alone when there is one.
    package var accessibilityCandidates: [View] {
        if let elements = accessibilityElements { return elements }
        let subviews = self.subviews
        if let modal = subviews.last(where: { $0.accessibilityViewIsModal && $0.isShownToAccessibility }) {
            return [modal]
        }
        return subviews
    }

    /// The nodes directly inside this view: the elements, and the views `keepsContainer` keeps as
    /// containers of their own (not walked here), in order; other views are looked through.
    package func accessibilityChildren(keepingContainers keepsContainer: (View) -> Bool) -> [View] {
        var found: [View] = []
        var levels: [(views: [View], next: Int)] = [(accessibilityCandidates, 0)]
        while let top = levels.last {
            guard top.next < top.views.count else {
                levels.removeLast()
                continue
            }
            levels[levels.count - 1].next += 1
            let view = top.views[top.next]
            guard view.isShownToAccessibility else { continue }
            if view.isAccessibilityElement || keepsContainer(view) {
                found.append(view)
            } else {
                levels.append((view.accessibilityCandidates, 0))
            }
        }
        return found
    }

    /// Every element inside this view, in order: what a screen reader steps through.
    package var accessibilityElementsInOrder: [View] { accessibilityChildren(keepingContainers: { _ in false }) }

    /// Whether this view is in a window and shown to assistive technologies with all its ancestors.
    package var isReachableByAccessibility: Bool {
        guard window != nil else { return false }
        var view: View? = self
        while let current = view {
            guard current.isShownToAccessibility else { return false }
            view = current.superview
        }
        return true
    }

    /// Activates the element as an assistive technology does: `accessibilityActivate()`, and when
    /// that returns false, a tap (down and up) at the centre of the view's bounds. Returns false
    /// only when the view is not in a window to tap in.
    @discardableResult
    package func performAccessibilityActivation() -> Bool {
        if accessibilityActivate() { return true }
        guard let window else { return false }
        let application = window.application
        let point = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
        let touch = Touch(location: point, window: window, timestamp: application.clock.now)
        application.sendEvent(Event(touches: [touch], timestamp: application.clock.now))
        touch.update(phase: .ended, timestamp: application.clock.now)
        application.sendEvent(Event(touches: [touch], timestamp: application.clock.now))
        return true
    }
}

extension View {
    /// The accessibility labels of the shown labels inside this view, in tree order, joined by
    /// ", " (what a cell is called, as UIKit's); nil when there are none.
    package var joinedLabelsOfDescendants: String? {
        var texts: [String] = []
        var pending: [View] = subviews.reversed()
        while let view = pending.popLast() {
            guard view.isShownToAccessibility else { continue }
            if view is Label {
                if let text = view.accessibilityLabel, !text.isEmpty { texts.append(text) }
            } else {
                pending.append(contentsOf: view.subviews.reversed())
            }
        }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }
}
