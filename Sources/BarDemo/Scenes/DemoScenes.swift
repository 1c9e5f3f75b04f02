import BarKit
import Foundation

/// The demo's scenes, by name.
@MainActor
enum DemoScenes {
    nonisolated static let names =
        ["toolbar-title", "unicode-buttons", "icon-toolbar", "stacks", "list", "grid", "form", "gallery"] + appScreens

    static func make(_ name: String, resources: URL) -> DemoScene {
        switch name {
        case "toolbar-title": return toolbarTitle()
        case "unicode-buttons": return unicodeButtons()
        case "icon-toolbar": return iconToolbar(resources: resources)
        case "stacks": return stacks()
        case "list": return list()
        case "grid": return grid(resources: resources)
        case "form": return form()
        case _ where appScreens.contains(name): return app(name, resources: resources)
        default: return gallery()
        }
    }

    // MARK: - Pattern 1: a title on a toolbar

    /// A toolbar with the title item between flexible spaces, a navigation bar with the same title,
    /// and a toolbar with the bare 23-point label, which sits one pixel lower.
    static func toolbarTitle() -> DemoScene {
        let scene = DemoScene(
            name: "toolbar-title", summary: "a toolbar title that lines up with a navigation bar's",
            size: CGSize(width: 600, height: 3 * 44 + 4 * 12))
        let recorder = scene.recorder

        let toolbar = Bar()
        let items = [
            BarItem(systemItem: .edit, target: nil, action: "edit"),
            BarItem(systemItem: .refresh, target: nil, action: "refresh"),
            .flexibleSpace(),
            BarItem(title: "Documents", width: 160),
            .flexibleSpace(),
            BarItem(systemItem: .add, target: nil, action: "add"),
            BarItem(systemItem: .action, target: nil, action: "share"),
            BarItem(systemItem: .trash, target: nil, action: "delete"),
        ]
        toolbar.items = items
        scene.add(toolbar, y: 12)
        scene.tapItems(of: items, prefix: "toolbar:")

        let navigation = NavigationBar()
        navigation.title = "Documents"
        navigation.leadingItem = BarItem(title: "Back", style: .plain, target: recorder, action: "back")
        navigation.trailingItem = BarItem(systemItem: .add, target: recorder, action: "add")
        scene.add(navigation, y: 12 + 44 + 12)
        scene.tapItems(of: [navigation.leadingItem, navigation.trailingItem].compactMap { $0 }, prefix: "navigation:")

        let bare = Bar()
        bare.items = [
            BarItem(systemItem: .edit, target: nil, action: "edit"),
            BarItem(systemItem: .refresh, target: nil, action: "refresh"),
            .flexibleSpace(),
            BarItem(customView: BarItem.makeToolbarTitleLabel("Documents", width: 160)),
            .flexibleSpace(),
            BarItem(systemItem: .add, target: nil, action: "add"),
            BarItem(systemItem: .action, target: nil, action: "share"),
            BarItem(systemItem: .trash, target: nil, action: "delete"),
        ]
        scene.add(bare, y: 12 + 2 * (44 + 12))
        return scene
    }

    // MARK: - Pattern 2: Unicode bar buttons

    /// Toolbars of symbol buttons in both styles; each inverted symbol is its upright neighbour turned
    /// by π.
    static func unicodeButtons() -> DemoScene {
        let scene = DemoScene(
            name: "unicode-buttons", summary: "bar buttons drawn from Unicode symbols, upright and inverted",
            size: CGSize(width: 480, height: 2 * 44 + 3 * 12))
        for (index, style) in BarStyle.allCases.enumerated() {
            let bar = Bar()
            bar.barStyle = style
            let target = scene.recorder
            let items: [BarItem] = [
                .symbolItem("◀", target: target, action: "previous"),
                .symbolItem("◀", inverted: true, target: target, action: "next"),
                .flexibleSpace(),
                .symbolItem("▲", target: target, action: "up"),
                .symbolItem("▲", inverted: true, target: target, action: "down"),
                .flexibleSpace(),
                .symbolItem("★", target: target, action: "favourite"),
                .symbolItem("✓", target: target, action: "done"),
                .symbolItem("⚙", target: target, action: "settings"),
                .symbolItem("☰", target: target, action: "menu"),
            ]
            bar.items = items
            scene.add(bar, y: 12 + CGFloat(index) * (44 + 12))
            scene.tapItems(of: items, prefix: "\(style.rawValue):")
        }
        return scene
    }

    // MARK: - Pattern 3: icons above titles, from a view document

    /// The toolbar of `IconToolbar.json`, its taps performed by `IconToolbarController` by name.
    static func iconToolbar(resources: URL) -> DemoScene {
        let scene = DemoScene(
            name: "icon-toolbar", summary: "icon-above-title buttons loaded from a view document",
            size: CGSize(width: 480, height: 64))
        let controller = IconToolbarController(resources: resources)
        let root: View = controller.view
        root.frame = scene.window.bounds
        scene.recorder.view.addSubview(root)
        if let toolbar = controller.toolbar {
            scene.bars.append(toolbar)
            scene.tapItems(of: toolbar.items ?? [], prefix: "toolbar:")
        }
        scene.takeFired = { controller.takePerformed() }
        controller.onPerform = { [weak scene] name in scene?.onFire?(name) }
        return scene
    }

    // MARK: - The gallery

    /// Every system item, both styles (opaque and translucent), a navigation bar whose long title
    /// truncates between its items, and buttons in each state.
    static func gallery() -> DemoScene {
        let systemItems = BarItem.SystemItem.allCases.filter { $0 != .flexibleSpace && $0 != .fixedSpace }
        let rows = stride(from: 0, to: systemItems.count, by: 11).map {
            Array(systemItems[$0..<min($0 + 11, systemItems.count)])
        }
        let scene = DemoScene(
            name: "gallery",
            summary: "every system item, both bar styles, a truncating navigation title, button states",
            size: CGSize(width: 640, height: CGFloat(rows.count + 3) * 56 + 12 + 96))
        var y: CGFloat = 12
        for (index, row) in rows.enumerated() {
            let bar = Bar()
            bar.barStyle = index % 2 == 0 ? .default : .black
            let items = row.map { BarItem(systemItem: $0, target: nil, action: ActionName($0.rawValue)) }
            bar.items = items
            scene.add(bar, y: y)
            scene.tapItems(of: items, prefix: "\(bar.barStyle.rawValue):")
            y += 56
        }

        let tinted = Bar()
        tinted.isTranslucent = true
        tinted.tintColor = Color(hex: 0x2A7D4F)
        let disabled = BarItem(title: "Disabled", style: .plain, target: nil, action: "never")
        disabled.isEnabled = false
        let tintedItems: [BarItem] = [
            BarItem(title: "Plain", style: .plain, target: nil, action: "plain"),
            BarItem(title: "Done", style: .done, target: nil, action: "done"),
            disabled,
            .fixedSpace(24),
            BarItem(image: DemoIcons.image(named: "star"), style: .plain, target: nil, action: "star"),
            .flexibleSpace(),
            BarItem(
                title: "Closure", image: nil,
                primaryAction: Action(title: "closure") { [weak scene] _ in scene?.recorder.record("closure") }),
        ]
        tinted.items = tintedItems
        scene.add(tinted, y: y)
        scene.tapItems(of: tintedItems, prefix: "tinted:")
        y += 56

        for style in BarStyle.allCases {
            let navigation = NavigationBar()
            navigation.barStyle = style
            navigation.title = style == .default ? "Settings" : "A title far too long to fit between its two items"
            navigation.leadingItem = BarItem(title: "Back", style: .plain, target: nil, action: "back")
            navigation.trailingItem = BarItem(
                systemItem: style == .default ? .done : .compose, target: nil, action: "finish")
            scene.add(navigation, y: y)
            scene.tapItems(
                of: [navigation.leadingItem, navigation.trailingItem].compactMap { $0 },
                prefix: "navigation \(style.rawValue):")
            y += 56
        }

        let strip = View(frame: CGRect(x: 16, y: y, width: 608, height: 2 * 40 + 8))
        let states: [(String, (Button) -> Void)] = [
            ("Normal", { _ in }),
            ("Highlighted", { $0.isHighlighted = true }),
            ("Selected", { $0.isSelected = true }),
            ("Disabled", { $0.isEnabled = false }),
        ]
        for (index, (title, apply)) in states.enumerated() {
            for (column, type) in [Button.ButtonType.system, .custom].enumerated() {
                let button = Button(type: type)
                button.setTitle(title, for: .normal)
                button.setTitle("✓ " + title, for: .selected)
                if type == .custom {
                    button.backgroundColor = Color(hex: 0x3D6FA8)
                    button.setTitleColor(Color(white: 1, alpha: 0.5), for: .highlighted)
                    button.setTitleColor(Color(white: 1, alpha: 0.4), for: .disabled)
                }
                button.frame = CGRect(x: CGFloat(index) * 152, y: CGFloat(column) * 44 + 4, width: 144, height: 36)
                apply(button)
                strip.addSubview(button)
            }
        }
        scene.recorder.view.addSubview(strip)
        return scene
    }
}
