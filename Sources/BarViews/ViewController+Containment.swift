import BarGeometry
import Foundation

// Child view controllers, as UIKit's containment API: a container adds a child (which is told
// `willMove(toParent:)`), puts the child's view in its own and calls `didMove(toParent:)`; to remove
// one it calls `willMove(toParent: nil)`, takes the view out and calls `removeFromParent()` (which
// calls `didMove(toParent: nil)`).

extension ViewController {
    /// The container this controller is a child of; nil for a window's root or a lone controller.
    public var parent: ViewController? { storedParent }

    /// The child controllers, in the order they were added.
    public var children: [ViewController] { storedChildren }

    /// Makes `child` a child of this controller: takes it from its former parent, calls
    /// `child.willMove(toParent: self)` and appends it to `children`. The caller adds the child's
    /// view and then calls `child.didMove(toParent: self)`. Adding a child already here, or this
    /// controller itself or one of its ancestors, does nothing.
    public func addChild(_ child: ViewController) {
        guard child.storedParent !== self, child !== self else { return }
        var ancestor: ViewController? = self
        while let current = ancestor {
            if current === child { return }
            ancestor = current.storedParent
        }
        if child.storedParent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        storedChildren.append(child)
        child.storedParent = self
    }

    /// Takes this controller out of its parent's `children` and calls `didMove(toParent: nil)`.
    /// The caller calls `willMove(toParent: nil)` first and takes the view out. Does nothing
    /// without a parent.
    public func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// The outermost container holding this controller (itself when it has no parent).
    package var rootAncestor: ViewController {
        var current = self
        while let parent = current.storedParent { current = parent }
        return current
    }
}
