import BarViews
import Foundation

/// What a navigation controller tells as it shows controllers, as UIKit's
/// `UINavigationControllerDelegate`. Both methods default to doing nothing.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called when a transition to `viewController` begins (after the controllers' `viewWillAppear`
    /// and `viewWillDisappear`), or before a change without transition.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called once `viewController` is shown (after its `viewDidAppear`). Not called for a cancelled
    /// interactive pop.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}

/// Why a navigation or tab bar controller refused a change (reported through
/// `NavigationController.errorHandler`; nothing changes).
public enum NavigationError: Error, Equatable, CustomStringConvertible {
    /// The controller is already in the stack (pushed again, or twice in a list).
    case alreadyInStack(controller: String)
    /// The controller is a child of another container, or the navigation controller itself.
    case childOfAnotherContainer(controller: String)
    /// A tab bar controller's `selectedIndex` set outside its controllers.
    case tabIndexOutOfRange(index: Int, count: Int)

    public var description: String {
        switch self {
        case .alreadyInStack(let controller):
            "Cannot push \(controller): it is already in the navigation stack."
        case .childOfAnotherContainer(let controller):
            "Cannot push \(controller): it is a child of another container (or the navigation controller)."
        case .tabIndexOutOfRange(let index, let count):
            "Cannot select tab \(index): the tab bar controller has \(count) controllers."
        }
    }
}
