import BarKit
import Foundation
import Testing

@testable import BarKitAccessibility

/// What the AT-SPI bridge publishes, without a bus: the nodes (elements and containers with a
/// role), their roles and states, and the changes it sends as events.
@MainActor
@Suite struct AccessibleTreeTests {
    /// A window with a toolbar of two buttons, a table-less list of a label, and a field.
    func scene() -> (Window, AccessibleTree, Bar, TextField) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: Application())
        let bar = Bar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [BarItem(systemItem: .edit), .flexibleSpace(), BarItem(systemItem: .add)]
        window.addSubview(bar)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 44, width: 320, height: 300))
        let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        scroll.addSubview(content)
        let label = Label(text: "Hello")
        label.frame = CGRect(x: 8, y: 8, width: 100, height: 20)
        content.addSubview(label)
        window.addSubview(scroll)
        let field = TextField(frame: CGRect(x: 8, y: 400, width: 200, height: 30))
        field.placeholder = "Name"
        window.addSubview(field)
        window.layoutIfNeeded()
        let tree = AccessibleTree()
        tree.add(window, title: { "Test" }, scale: 2, isOpen: { true })
        return (window, tree, bar, field)
    }

    /// The node's role names and labels, depth first.
    func outline(_ tree: AccessibleTree, _ node: AccessibleNode, depth: Int = 0) -> [String] {
        let name = node.view.map { $0.accessibilityLabel ?? "" } ?? "app"
        let role = node.view.map { AccessibleRole(of: $0).name } ?? "application"
        return ["\(String(repeating: " ", count: depth))\(role) \(name)"]
            + tree.children(of: node).flatMap { outline(tree, $0, depth: depth + 1) }
    }

    @Test func containersWithARoleAreKeptAndPlainOnesLookedThrough() {
        let (window, tree, _, _) = scene()
        defer { withExtendedLifetime(window) {} }
        #expect(outline(tree, .application) == [
            "application app",
            " frame ",
            "  tool bar ",
            "   push button Edit",
            "   push button Add",
            "  scroll pane ",
            "   label Hello",
            "  text Name",
        ])
    }

    @Test func statesFollowTheViews() {
        let (window, _, bar, field) = scene()
        let edit = bar.accessibilityElementsInOrder[0]
        var states = AccessibleStateSet(of: edit)
        #expect(states.contains(.enabled) && states.contains(.sensitive) && states.contains(.focusable))
        #expect(states.contains(.showing) && states.contains(.visible))
        (edit as? Control)?.isEnabled = false
        states = AccessibleStateSet(of: edit)
        #expect(!states.contains(.enabled) && !states.contains(.sensitive))
        #expect(AccessibleStateSet(of: field).contains(.editable) && AccessibleStateSet(of: field).contains(.singleLine))
        window.makeKey()
        #expect(field.becomeFirstResponder())
        #expect(AccessibleStateSet(of: field).contains(.focused))
        #expect(AccessibleStateSet(of: field).words.count == 2)
    }

    @Test func childrenAddedAndRemovedAndFocusMovesAreReportedOnce() {
        let (window, tree, bar, field) = scene()
        let frame = AccessibleNode.view(window)
        _ = tree.reportChildren(of: frame)
        let barID = tree.id(of: .view(bar))
        #expect(tree.changes().isEmpty)

        let footer = Label(text: "Footer")
        footer.frame = CGRect(x: 0, y: 450, width: 100, height: 20)
        window.addSubview(footer)
        bar.isHidden = true
        let footerID = tree.id(of: .view(footer))
        let frameID = tree.id(of: frame)
        #expect(tree.changes() == [
            .childrenChanged(parent: frameID, added: false, index: 0, child: barID),
            .childrenChanged(parent: frameID, added: true, index: 2, child: footerID),
        ])
        #expect(tree.changes().isEmpty)

        window.makeKey()
        _ = field.becomeFirstResponder()
        let fieldID = tree.id(of: .view(field))
        #expect(tree.changes() == [.focusChanged(id: fieldID, focused: true)])
        _ = field.resignFirstResponder()
        #expect(tree.changes() == [.focusChanged(id: fieldID, focused: false)])
    }

    @Test func aNodesParentAndIndexAreWhereTheClientSawIt() {
        let (window, tree, bar, _) = scene()
        let add = AccessibleNode.view(bar.accessibilityElementsInOrder[1])
        #expect(tree.parent(of: add)?.view === bar)
        #expect(tree.indexInParent(of: add) == 1)
        #expect(tree.parent(of: .view(window))?.view == nil, "a window's parent is the application")
        #expect(tree.indexInParent(of: .view(bar)) == 0)
    }

    @Test func idsStayWithTheirViewsAndGoneViewsHaveNoNode() {
        let tree = AccessibleTree()
        var view: View? = Label(text: "x")
        let id = tree.id(of: .view(view!))
        #expect(tree.id(of: .view(view!)) == id)
        #expect(tree.node(id: id)?.view === view)
        view = nil
        #expect(tree.node(id: id) == nil)
        #expect(tree.node(id: 0)?.view == nil)
    }
}
