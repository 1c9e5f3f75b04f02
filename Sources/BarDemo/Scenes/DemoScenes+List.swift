import BarKit
import Foundation

// A long list in a scroll view (Docs/Scrolling.md): 120 rows, each a stack view of a number, a
// title, a detail and a star button, under a navigation bar. Drag it, fling it, pull it past its
// ends; a star toggles and fires `star:N`, a quick drag that starts on a star scrolls instead.

extension DemoScenes {
    /// How many rows the list scene has, and how tall each is (with its 1-point separator).
    static let listRowCount = 120
    static let listRowPitch: CGFloat = 45

    /// The list scene: a navigation bar over a scroll view of rows built from stacks.
    static func list() -> DemoScene {
        let scene = DemoScene(
            name: "list", summary: "a scroll view of 120 rows built from stack views, under a navigation bar",
            size: CGSize(width: 360, height: 480))
        let root: View = scene.recorder.view
        root.frame = scene.window.bounds
        let bar = NavigationBar()
        bar.title = "Messages"
        scene.add(bar, y: 0)

        let scrollView = ScrollView(
            frame: CGRect(x: 0, y: Bar.defaultHeight, width: 360, height: 480 - Bar.defaultHeight))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = Color(hex: 0xE5E5EA)
        scrollView.contentSize = CGSize(width: 360, height: CGFloat(listRowCount) * listRowPitch)
        scrollView.delegate = scene.scrollReporter
        let recorder = scene.recorder
        let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
        let subjects = ["Lunch on Friday?", "Slides for the talk", "Re: the build", "Photos", "Invoice 1024",
                        "Meeting moved", "Κρυπτογραφία", "Привет из Москвы"]
        for i in 0..<listRowCount {
            let number = Label(text: "\(i + 1)", font: .systemFont(ofSize: 13))
            number.textColor = Color(hex: 0x8E8E93)
            number.textAlignment = .right
            number.widthAnchor.constraint(equalToConstant: 28).isActive = true
            let title = Label(text: senders[i % senders.count], font: .systemFont(ofSize: 17, weight: .semibold))
            let detail = Label(text: subjects[(i * 3) % subjects.count], font: .systemFont(ofSize: 15))
            detail.textColor = Color(hex: 0x3C3C43)
            detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let star = Button(type: .system)
            star.setTitle("☆", for: .normal)
            star.setTitle("★", for: .selected)
            star.titleLabel?.font = .systemFont(ofSize: 20)
            star.addAction(
                Action { [weak star, weak recorder] _ in
                    guard let star else { return }
                    star.isSelected.toggle()
                    recorder?.record("star:\(i + 1)")
                }, for: .touchUpInside)
            let row = StackView(arrangedSubviews: [number, title, detail, star])
            row.spacing = 10
            row.alignment = .center
            row.isLayoutMarginsRelativeArrangement = true
            row.layoutMargins = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
            row.backgroundColor = .white
            row.frame = CGRect(x: 0, y: CGFloat(i) * listRowPitch, width: 360, height: listRowPitch - 1)
            row.autoresizingMask = .flexibleWidth
            scrollView.addSubview(row)
            if i == 2 { scene.taps.append(("list: star 3", star)) }
        }
        root.addSubview(scrollView)
        scene.scrollView = scrollView
        return scene
    }
}
