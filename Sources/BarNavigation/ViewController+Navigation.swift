import BarViews
import Foundation

extension ViewController {
    /// The nearest navigation controller among this controller and its ancestors; nil when none.
    public var navigationController: NavigationController? {
        var current: ViewController? = self
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }
}
