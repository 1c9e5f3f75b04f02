import BarGeometry
import BarViews
import CDBus
import Foundation

// Method calls: org.a11y.atspi.Accessible and Application, and the properties of every interface
// (org.freedesktop.DBus.Properties). Every call gets a reply: an unknown object or method an error.

extension AccessibilityBridge {
    static let accessibleInterface = "org.a11y.atspi.Accessible"
    static let propertiesInterface = "org.freedesktop.DBus.Properties"

    func respond(to call: DBusMessageRef) {
        guard let path = call.path, let member = call.member else { return }
        if path == "/org/a11y/atspi/cache", call.interface == "org.a11y.atspi.Cache", member == "GetItems" {
            // No cache is kept: clients ask each object (an empty list in the form libatspi reads).
            reply(to: call) { $0.array(of: "((so)(so)(so)iiassusau)") { _ in } }
            return
        }
        guard let node = node(atPath: path) else {
            reply(error: "org.freedesktop.DBus.Error.UnknownObject", "no accessible at \(path)", to: call)
            return
        }
        let handled: Bool
        switch call.interface ?? "" {
        case AccessibilityBridge.accessibleInterface: handled = accessible(member, node, call)
        case AccessibilityBridge.propertiesInterface: handled = properties(member, node, call)
        case "org.a11y.atspi.Application": handled = application(member, call)
        case "org.a11y.atspi.Component": handled = component(member, node, call)
        case "org.a11y.atspi.Action": handled = action(member, node, call)
        case "org.a11y.atspi.Text": handled = textSelection(member, node, call) || text(member, node, call)
        case "org.a11y.atspi.EditableText": handled = editableText(member, node, call)
        case "org.freedesktop.DBus.Introspectable" where member == "Introspect":
            reply(to: call) { $0.string("<node>\(interfaces(of: node).map { "<interface name=\"\($0)\"/>" }.joined())</node>") }
            handled = true
        case "org.freedesktop.DBus.Peer" where member == "Ping":
            reply(to: call) { _ in }
            handled = true
        default: handled = false
        }
        if !handled {
            reply(error: "org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface ?? "").\(member) is not supported", to: call)
        }
    }

    func reply(to call: DBusMessageRef, _ body: (inout DBusWriter) -> Void) {
        guard let reply = call.methodReturn() else { return }
        reply.write(body)
        connection.send(reply)
    }

    func reply(error name: String, _ text: String, to call: DBusMessageRef) {
        guard let reply = call.errorReply(name: name, text: text) else { return }
        connection.send(reply)
    }

    // MARK: - Accessible

    private func accessible(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        switch member {
        case "GetChildAtIndex":
            var reader = call.reader()
            let index = Int(reader.int32() ?? -1)
            let children = tree.reportChildren(of: node)
            let child = children.indices.contains(index) ? reference(of: children[index]) : .null
            reply(to: call) { $0.reference(child) }
        case "GetChildren":
            let children = tree.reportChildren(of: node).map { reference(of: $0) }
            reply(to: call) { writer in writer.array(of: "(so)") { for child in children { $0.reference(child) } } }
        case "GetIndexInParent":
            reply(to: call) { $0.int32(Int32(tree.indexInParent(of: node))) }
        case "GetRelationSet":
            reply(to: call) { $0.array(of: "(ua(so))") { _ in } }
        case "GetRole":
            reply(to: call) { $0.uint32(role(of: node).rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            reply(to: call) { $0.string(role(of: node).name) }
        case "GetState":
            let words = states(of: node).words
            reply(to: call) { writer in writer.array(of: "u") { for word in words { $0.uint32(word) } } }
        case "GetAttributes":
            let attributes = self.attributes(of: node)
            reply(to: call) { writer in
                writer.array(of: "{ss}") { array in
                    for (key, value) in attributes {
                        array.dictEntry {
                            $0.string(key)
                            $0.string(value)
                        }
                    }
                }
            }
        case "GetApplication":
            reply(to: call) { $0.reference(reference(of: .application)) }
        case "GetInterfaces":
            let names = interfaces(of: node)
            reply(to: call) { writer in writer.array(of: "s") { for name in names { $0.string(name) } } }
        default:
            return false
        }
        return true
    }

    // MARK: - What a node is

    func role(of node: AccessibleNode) -> AccessibleRole {
        node.view.map(AccessibleRole.init(of:)) ?? .application
    }

    /// The node's name: the application's process name, a window's title, else the view's
    /// `accessibilityLabel`.
    func name(of node: AccessibleNode) -> String {
        guard let view = node.view else { return ProcessInfo.processInfo.processName }
        if let window = view as? Window, let published = tree.published(window) {
            return window.accessibilityLabel ?? published.title()
        }
        return view.accessibilityLabel ?? ""
    }

    func states(of node: AccessibleNode) -> AccessibleStateSet {
        guard let view = node.view else { return AccessibleStateSet() }
        var states = AccessibleStateSet(of: view)
        if let published = tree.window(of: view), !published.isOpen() { states = AccessibleStateSet() }
        return states
    }

    /// The node's attributes: the toolkit, the view's class and its `accessibilityIdentifier` (`id`).
    func attributes(of node: AccessibleNode) -> [(String, String)] {
        var attributes = [("toolkit", "BarKit")]
        guard let view = node.view else { return attributes }
        attributes.append(("class", String(describing: type(of: view))))
        if let identifier = view.accessibilityIdentifier { attributes.append(("id", identifier)) }
        return attributes
    }

    func interfaces(of node: AccessibleNode) -> [String] {
        guard let view = node.view else { return [AccessibilityBridge.accessibleInterface, "org.a11y.atspi.Application"] }
        var names = [AccessibilityBridge.accessibleInterface, "org.a11y.atspi.Component"]
        if view.isAccessibilityElement && !(view is Window) {
            names.append("org.a11y.atspi.Action")
            if role(of: node).hasText { names.append("org.a11y.atspi.Text") }
            if EditableTextTarget(view) != nil { names.append("org.a11y.atspi.EditableText") }
            if hasValue(node) { names.append(AccessibilityBridge.valueInterface) }
        }
        return names
    }

    // MARK: - Application

    private func application(_ member: String, _ call: DBusMessageRef) -> Bool {
        guard member == "GetLocale" else { return false }
        reply(to: call) { $0.string(Locale.current.identifier) }
        return true
    }

    // MARK: - Properties

    private func properties(_ member: String, _ node: AccessibleNode, _ call: DBusMessageRef) -> Bool {
        var reader = call.reader()
        let interface = reader.string() ?? ""
        switch member {
        case "Get":
            let name = reader.string() ?? ""
            guard let value = property(name, of: interface, node) else {
                reply(error: "org.freedesktop.DBus.Error.UnknownProperty", "\(interface).\(name) is unknown", to: call)
                return true
            }
            reply(to: call) { value.write(to: &$0) }
        case "GetAll":
            let values = propertyNames(of: interface).compactMap { name in property(name, of: interface, node).map { (name, $0) } }
            reply(to: call) { writer in
                writer.array(of: "{sv}") { array in
                    for (name, value) in values {
                        array.dictEntry { entry in
                            entry.string(name)
                            value.write(to: &entry)
                        }
                    }
                }
            }
        case "Set":
            let name = reader.string() ?? ""
            if interface == "org.a11y.atspi.Application", name == "Id", var value = reader.contents(),
                let id = value.int32()
            {
                applicationID = id
            } else if interface == AccessibilityBridge.valueInterface, name == "CurrentValue",
                var value = reader.contents(), let wanted = value.double()
            {
                // The reply goes first, as for an action.
                reply(to: call) { _ in }
                connection.flush()
                setCurrentValue(wanted, of: node)
                return true
            }
            reply(to: call) { _ in }
        default:
            return false
        }
        return true
    }

    private func propertyNames(of interface: String) -> [String] {
        switch interface {
        case AccessibilityBridge.accessibleInterface:
            ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"]
        case "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"]
        case "org.a11y.atspi.Action": ["NActions"]
        case "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"]
        case AccessibilityBridge.valueInterface: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"]
        default: []
        }
    }

    private func property(_ name: String, of interface: String, _ node: AccessibleNode) -> PropertyValue? {
        switch (interface, name) {
        case (AccessibilityBridge.accessibleInterface, "Name"): .string(self.name(of: node))
        case (AccessibilityBridge.accessibleInterface, "Description"), (AccessibilityBridge.accessibleInterface, "HelpText"):
            .string(node.view?.accessibilityHint ?? "")
        case (AccessibilityBridge.accessibleInterface, "Parent"):
            .reference(node.view == nil ? desktop : reference(of: tree.parent(of: node)))
        case (AccessibilityBridge.accessibleInterface, "ChildCount"): .int32(Int32(tree.reportChildren(of: node).count))
        case (AccessibilityBridge.accessibleInterface, "Locale"): .string(Locale.current.identifier)
        case (AccessibilityBridge.accessibleInterface, "AccessibleId"): .string(node.view?.accessibilityIdentifier ?? "")
        case ("org.a11y.atspi.Application", "ToolkitName"): .string("BarKit")
        case ("org.a11y.atspi.Application", "Version"): .string("1.0")
        case ("org.a11y.atspi.Application", "AtspiVersion"): .string("2.1")
        case ("org.a11y.atspi.Application", "Id"): .int32(applicationID)
        case ("org.a11y.atspi.Action", "NActions"): .int32(Int32(actionNames(of: node).count))
        case ("org.a11y.atspi.Text", "CharacterCount"): .int32(Int32(text(of: node).unicodeScalars.count))
        case ("org.a11y.atspi.Text", "CaretOffset"): .int32(Int32(clamping: EditableTextTarget(node.view)?.caretOffset ?? 0))
        case (AccessibilityBridge.valueInterface, _): valueProperty(name, node)
        default: nil
        }
    }
}

/// A property's value, written as a variant.
enum PropertyValue {
    case string(String)
    case int32(Int32)
    case double(Double)
    case reference(AccessibleReference)

    func write(to writer: inout DBusWriter) {
        switch self {
        case .string(let value): writer.variant("s") { $0.string(value) }
        case .int32(let value): writer.variant("i") { $0.int32(value) }
        case .double(let value): writer.variant("d") { $0.double(value) }
        case .reference(let value): writer.variant("(so)") { $0.reference(value) }
        }
    }
}
