import BarGeometry
import BarTextInput
import BarViews
import Foundation

// org.a11y.atspi.Component (extents in pixels: points × the window's scale), Action ("click") and
// Text (a label's text, a field's value).

extension AccessibilityBridge {
    // MARK: - Component

    /// The node's extents in pixels: on the screen (coordinate type 0: `accessibilityFrame` moved
    /// from the window's frame origin to where the window's content sits on the screen), in its
    /// window (1) or in its parent node (2).
    func extents(of node: AccessibleNode, coordinateType: UInt32) -> CGRect {
        guard let view = node.view else { return .zero }
        let published = tree.window(of: view)
        let scale = published?.scale ?? 1
        var frame: CGRect
        switch coordinateType {
        case 0:
            frame = view is Window ? CGRect(origin: .zero, size: view.bounds.size) : view.accessibilityFrame
            if let window = (view as? Window) ?? view.window, !(view is Window) {
                frame = frame.offsetBy(dx: -window.frame.origin.x, dy: -window.frame.origin.y)
            }
        case 2:
            frame = view.convert(view.bounds, to: nil)
            if let parent = tree.parent(of: node)?.view, !(view is Window) {
                let origin = parent.convert(CGPoint.zero, to: nil)
                frame = frame.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        default: frame = view.convert(view.bounds, to: nil)
        }
        if view is Window, coordinateType != 0 { frame.origin = .zero }
        let origin = coordinateType == 0 ? published?.screenOrigin() ?? .zero : .zero
        return CGRect(
            x: origin.x + frame.minX * scale, y: origin.y + frame.minY * scale, width: frame.width * scale,
            height: frame.height * scale)
    }

    /// The deepest node under `node` whose extents contain the point, nil when none does.
    func node(at point: CGPoint, in node: AccessibleNode, coordinateType: UInt32) -> AccessibleNode? {
        var found: AccessibleNode?
        var current = node
        while true {
            let hit = tree.children(of: current).last { extents(of: $0, coordinateType: coordinateType).contains(point) }
            guard let hit else { break }
            found = hit
            current = hit
        }
        return found
    }

    func component(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        var reader = call.reader()
        switch member {
        case "GetExtents":
            let rect = extents(of: node, coordinateType: reader.uint32() ?? 0)
            reply(to: call) { writer in
                writer.structure {
                    $0.int32(Int32(clamping: Int(rect.minX.rounded())))
                    $0.int32(Int32(clamping: Int(rect.minY.rounded())))
                    $0.int32(Int32(clamping: Int(rect.width.rounded())))
                    $0.int32(Int32(clamping: Int(rect.height.rounded())))
                }
            }
        case "GetPosition", "GetSize":
            let rect = extents(of: node, coordinateType: member == "GetSize" ? 1 : reader.uint32() ?? 0)
            let pair = member == "GetSize" ? (rect.width, rect.height) : (rect.minX, rect.minY)
            reply(to: call) {
                $0.int32(Int32(clamping: Int(pair.0.rounded())))
                $0.int32(Int32(clamping: Int(pair.1.rounded())))
            }
        case "Contains", "GetAccessibleAtPoint":
            let x = CGFloat(reader.int32() ?? 0)
            let y = CGFloat(reader.int32() ?? 0)
            let type = reader.uint32() ?? 0
            if member == "Contains" {
                let inside = extents(of: node, coordinateType: type).contains(CGPoint(x: x, y: y))
                reply(to: call) { $0.bool(inside) }
            } else {
                let hit = self.node(at: CGPoint(x: x, y: y), in: node, coordinateType: type)
                reply(to: call) { $0.reference(reference(of: hit)) }
            }
        case "GetLayer":
            // AT-SPI's layers: 7 for a window, 3 for a widget.
            reply(to: call) { $0.uint32(node.view is Window ? 7 : 3) }
        case "GetAlpha":
            reply(to: call) { $0.double(Double(node.view?.alpha ?? 1)) }
        case "GrabFocus":
            let focused = node.view.map { $0.isFirstResponder || $0.becomeFirstResponder() } ?? false
            reply(to: call) { $0.bool(focused) }
        default:
            return false
        }
        return true
    }

    // MARK: - Action

    /// An element's one action, "click": `accessibilityActivate()`, else a tap at its centre.
    func actionNames(of node: AccessibleNode) -> [String] {
        guard let view = node.view, view.isAccessibilityElement, !(view is Window) else { return [] }
        return ["click"]
    }

    func action(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        var reader = call.reader()
        let names = actionNames(of: node)
        switch member {
        case "NActions":
            reply(to: call) { $0.int32(Int32(names.count)) }
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            let index = Int(reader.int32() ?? -1)
            let name = names.indices.contains(index) && member != "GetKeyBinding" ? names[index] : ""
            reply(to: call) { $0.string(member == "GetDescription" && !name.isEmpty ? "Activates the element" : name) }
        case "GetActions":
            reply(to: call) { writer in
                writer.array(of: "(sss)") { array in
                    for name in names {
                        array.structure {
                            $0.string(name)
                            $0.string("Activates the element")
                            $0.string("")
                        }
                    }
                }
            }
        case "DoAction":
            let index = Int(reader.int32() ?? -1)
            guard names.indices.contains(index), let view = node.view else {
                reply(to: call) { $0.bool(false) }
                return true
            }
            // The reply goes first: what the action does (a modal screen, a long task) never keeps
            // the client waiting.
            reply(to: call) { $0.bool(true) }
            connection.flush()
            view.performAccessibilityActivation()
        default:
            return false
        }
        return true
    }

    // MARK: - Text

    /// A node's text: a field's or text view's value, else its label.
    func text(of node: AccessibleNode) -> String {
        guard let view = node.view else { return "" }
        if view is TextField || view is TextView { return view.accessibilityValue ?? "" }
        return view.accessibilityLabel ?? ""
    }

    func text(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        var reader = call.reader()
        let scalars = Array(text(of: node).unicodeScalars)
        switch member {
        case "GetText":
            let start = max(0, min(Int(reader.int32() ?? 0), scalars.count))
            var end = Int(reader.int32() ?? -1)
            if end < 0 || end > scalars.count { end = scalars.count }
            var result = String.UnicodeScalarView()
            if start < end { result.append(contentsOf: scalars[start..<end]) }
            reply(to: call) { $0.string(String(result)) }
        case "GetCharacterAtOffset":
            let offset = Int(reader.int32() ?? -1)
            let value = scalars.indices.contains(offset) ? Int32(bitPattern: scalars[offset].value) : 0
            reply(to: call) { $0.int32(value) }
        default:
            return false
        }
        return true
    }
}
