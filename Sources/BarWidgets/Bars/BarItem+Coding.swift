import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

extension BarItem {
    /// An item decoded from an object of a bar's `"items"` (or a navigation bar's `"leadingItem"` /
    /// `"trailingItem"`): `"systemItem"` (a `SystemItem` name), `"title"`, `"image"` (a resource
    /// name), `"style"` (`"plain"`, `"done"`), `"width"`, `"customView"` (a view node), `"isEnabled"`,
    /// `"tintColor"`, `"tag"` and `"action"` (a named action sent along the responder chain).
    /// Errors are recorded on the coder with the item's path.
    public convenience init(coder: Coder) {
        if let systemItem = coder.decodeEnum(SystemItem.self, forKey: "systemItem") {
            self.init(systemItem: systemItem)
        } else {
            self.init()
        }
        // The key paths name `BarItem`: in a convenience initialiser `self` is `Self`, and a key path
        // rooted in `Self` fails at run time.
        coder.decode("title", into: \BarItem.title, on: self)
        coder.decode("image", into: \BarItem.image, on: self)
        if let style = coder.decodeEnum(Style.self, forKey: "style") { self.style = style }
        if let value = coder.decodeIfPresent(CGFloat.self, forKey: "width") {
            if value < 0 { coder.failInvalidValue(forKey: "width", reason: "\(value) is negative") }
            width = max(0, value)
        }
        customView = coder.decodeView(forKey: "customView")
        coder.decode("isEnabled", into: \BarItem.isEnabled, on: self)
        tintColor = coder.decodeColor(forKey: "tintColor")
        tag = coder.decodeInteger(forKey: "tag")
        if let name = coder.decodeString(forKey: "action") { action = ActionName(name) }
    }
}
