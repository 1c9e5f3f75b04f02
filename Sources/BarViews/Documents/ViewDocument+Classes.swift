import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

extension ViewDocument {
    /// BarKit's own view classes, known to every document without registering.
    static let builtInClasses: [View.Type] = [
        View.self, Window.self, ImageView.self, Label.self, Control.self, Button.self, Bar.self, NavigationBar.self,
    ]
}
