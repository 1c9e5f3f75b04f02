import BarLists
import BarNavigation
import BarTextInput
import BarViews
import BarWidgets
import Foundation

extension ViewDocument {
    /// The classes every document knows without registering: the core's (`View.documentClasses`),
    /// the widgets', the lists', the text widgets' and the tab bar. Each is registered under its name through `register(_:)`, as users
    /// register theirs.
    static let builtInClasses: [View.Type] =
        View.documentClasses + [
            ImageView.self, Control.self, Button.self, Bar.self, NavigationBar.self, StackView.self, ScrollView.self,
            TableView.self, TextField.self, TextView.self, TabBar.self,
        ]
}
