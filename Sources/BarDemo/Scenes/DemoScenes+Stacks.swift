import BarKit
import Foundation

// A screen laid out with stack views only (Docs/Layout.md, "Stacks"): a row of icon-above-title
// buttons over a settings-like column of rows, each an icon, a title and a detail on one baseline.
// Each row has a long press (it darkens while held) and a left swipe (it clears its detail).
// Changes animate (Docs/Animation.md): a tapped button pops on a spring, a held row's background
// fades, a swiped detail cross-dissolves away. The model changes at once, so what taps and presses
// do (and what a window shows once the animations end) is the same as without them.

extension DemoScenes {
    /// The settings rows: icon, title, detail.
    static let settingsRows = [
        ("person", "Account", "Ada Lovelace"), ("inbox", "Mail", "3 unread"), ("star", "Favourites", "12"),
        ("gear", "General", "Version 1.0"), ("trash", "Storage", "2.4 GB free"),
    ]

    /// Five icon-above-title buttons in a `.fillEqually` row, and a column of settings rows; the
    /// buttons' taps reach the scene's recorder.
    static func stacks() -> DemoScene {
        let scene = DemoScene(
            name: "stacks", summary: "a screen of stack views: a row of icon-above-title buttons over settings rows",
            size: CGSize(width: 420, height: 300))
        let root: View = scene.recorder.view
        root.frame = scene.window.bounds

        let actions = ["showInbox", "showFavourites", "showSettings", "showContacts", "emptyBin"]
        let buttons = zip(DemoIcons.names, zip(["Inbox", "Favourites", "Settings", "Contacts", "Bin"], actions))
            .map { name, titleAndAction -> IconAboveTitleButton in
                let button = IconAboveTitleButton(type: .system)
                button.setImage(DemoIcons.image(named: name), for: .normal)
                button.setTitle(titleAndAction.0, for: .normal)
                button.titleLabel?.font = .systemFont(ofSize: 11)
                button.addTarget(nil, action: ActionName(titleAndAction.1), for: .touchUpInside)
                button.addAction(Action { action in (action.sender as? View).map(DemoScenes.pop) }, for: .touchUpInside)
                return button
            }
        let toolbar = StackView(arrangedSubviews: buttons)
        toolbar.distribution = .fillEqually
        toolbar.alignment = .bottom
        toolbar.isLayoutMarginsRelativeArrangement = true
        toolbar.layoutMargins = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
        toolbar.backgroundColor = Color(hex: 0xF7F7F7)

        let recorder = scene.recorder
        let rows = settingsRows.map { icon, title, detail -> StackView in
            let image = ImageView(image: DemoIcons.image(named: icon))
            let titleLabel = Label(text: title, font: .systemFont(ofSize: 17))
            let detailLabel = Label(text: detail, font: .systemFont(ofSize: 15))
            detailLabel.textColor = Color(hex: 0x8E8E93)
            detailLabel.textAlignment = .right
            detailLabel.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let row = StackView(arrangedSubviews: [image, titleLabel, detailLabel])
            row.spacing = 12
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
            row.backgroundColor = .white
            // Hold a row to mark it (its background darkens while held); swipe it left to clear its detail.
            let hold = LongPressGestureRecognizer { [weak row, weak recorder] recognizer in
                let held = recognizer.state == .began || recognizer.state == .changed
                let color = held ? Color(hex: 0xE5E5EA) : .white
                if let row, row.backgroundColor != color {
                    View.animate(withDuration: 0.2, delay: 0, options: .allowUserInteraction) {
                        row.backgroundColor = color
                    }
                }
                if recognizer.state == .began { recorder?.record("hold:\(title)") }
            }
            row.addGestureRecognizer(hold)
            let swipe = SwipeGestureRecognizer { [weak detailLabel, weak recorder] _ in
                if let detailLabel {
                    View.transition(
                        with: detailLabel, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                        animations: { detailLabel.text = "" })
                }
                recorder?.record("swipe:\(title)")
            }
            swipe.direction = .left
            row.addGestureRecognizer(swipe)
            return row
        }
        let column = StackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 1

        let screen = StackView(arrangedSubviews: [toolbar, column])
        screen.axis = .vertical
        screen.spacing = 20
        screen.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(screen)
        LayoutConstraint.activate([
            screen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            screen.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
        ])
        scene.bars = [screen]
        for (button, action) in zip(buttons, actions) { scene.taps.append(("stacks: \(action)", button)) }
        return scene
    }

    /// A tapped button's pop: at once a little larger, then back to its size on an underdamped
    /// spring (it overshoots below its size and settles). Taps still reach it while it moves.
    static func pop(_ view: View) {
        View.performWithoutAnimation { view.transform = CGAffineTransform(scaleX: 1.25, y: 1.25) }
        View.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0,
            options: .allowUserInteraction, animations: { view.transform = .identity })
    }
}
