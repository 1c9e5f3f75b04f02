import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// The order Tab moves through a window's text fields (Docs/Behaviors.md, "Text input"): reading
/// order, top to bottom, then left to right (leading to trailing), by each field's frame in window
/// coordinates. Hidden, disabled or zero-alpha fields (or ones inside such views) are skipped.
/// UIKit documents Tab as moving to the next key view; the order is BarKit's choice.
@MainActor
enum KeyViewOrder {
    /// The window's text fields that can take the focus, in order.
    static func textFields(in window: Window) -> [TextField] {
        var found: [(field: TextField, frame: CGRect)] = []
        collect(window, into: &found, in: window)
        found.sort { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            return a.frame.minX < b.frame.minX
        }
        return found.map(\.field)
    }

    private static func collect(_ view: View, into found: inout [(field: TextField, frame: CGRect)], in window: Window) {
        guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
        if let field = view as? TextField {
            if field.isEnabled { found.append((field, field.convert(field.bounds, to: window))) }
            return
        }
        for subview in view.subviews { collect(subview, into: &found, in: window) }
    }
}
