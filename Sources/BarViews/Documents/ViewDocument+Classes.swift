import Foundation

extension ViewDocument {
    /// BarKit's own view classes, known to every document without registering (each is registered
    /// under its name through `register(_:)`, as users register theirs).
    static let builtInClasses: [View.Type] = [
        View.self, Window.self, ImageView.self, Label.self, Control.self, Button.self, Bar.self, NavigationBar.self,
        StackView.self, ScrollView.self,
    ]
}
