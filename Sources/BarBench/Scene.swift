@_spi(Benchmarks) import BarKit
import Foundation

/// The view trees the cases use: bars of about ten items (a title label, buttons, flexible spaces).
@MainActor
enum Scene {
    /// Short words for button titles and bar titles (a real screen repeats few distinct strings).
    static let buttonTitles = [
        "Edit", "Done", "Back", "Share", "Add", "Save", "Reply", "Sort", "Undo", "Redo", "Find", "Info", "Next", "Menu",
        "Play", "Stop", "Send", "Copy", "More", "Open", "Νέο", "Ещё", "עוד", "المزيد",
    ]
    static let barTitles = [
        "Inbox", "Drafts", "Library", "Favorites", "Settings", "Photos", "Notes", "Music", "Contacts", "Calendar",
        "Weather", "Reminders", "Archive", "Messages", "Επαφές", "Заметки", "הודעות", "الرسائل",
    ]

    /// Every view in the tree under (and including) `root`.
    static func countViews(_ root: View) -> Int {
        var count = 0
        var stack = [root]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    /// A bar: a title label between two flexible spaces, and four system buttons, two on each side.
    /// `variant` picks the words, so neighbouring bars differ.
    static func makeBar(width: CGFloat, variant: Int) -> BenchBar {
        let bar = BenchBar(frame: CGRect(x: 0, y: 0, width: width, height: 44))
        func button(_ k: Int) -> Button {
            let button = Button(type: .system)
            button.setTitle(buttonTitles[(variant * 7 + k * 5) % buttonTitles.count], for: .normal)
            return button
        }
        let title = Label(frame: .zero)
        title.text = barTitles[variant % barTitles.count]
        title.font = .boldSystemFont(ofSize: 17)
        bar.items = [
            .view(button(0)), .view(button(1)), .flexibleSpace, .view(title), .flexibleSpace, .view(button(2)),
            .view(button(3)),
        ]
        return bar
    }

    /// A window of `bars` bars stacked in a content view (a scrolled list: the window shows the top
    /// ones): the tree of the layout and memory cases.
    static func barList(bars: Int, application: Application) -> (window: Window, content: View) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        let content = View(frame: CGRect(x: 0, y: 0, width: 1024, height: CGFloat(bars) * 44))
        window.addSubview(content)
        for i in 0..<bars {
            let bar = makeBar(width: 1024, variant: i)
            bar.frame.origin.y = CGFloat(i) * 44
            content.addSubview(bar)
        }
        return (window, content)
    }

    /// A 1024 × 768 window of 40 bars, 3 columns by 14 rows (the last row holds one): the render scene.
    static func barGrid(application: Application) -> (window: Window, bars: [BenchBar]) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), application: application)
        window.backgroundColor = Color(white: 0.94, alpha: 1)
        var bars: [BenchBar] = []
        for i in 0..<40 {
            let bar = makeBar(width: 330, variant: i)
            bar.frame.origin = CGPoint(x: 8 + CGFloat(i % 3) * 338, y: 8 + CGFloat(i / 3) * 54)
            window.addSubview(bar)
            bars.append(bar)
        }
        return (window, bars)
    }

    /// A grid of bars in rows (`side` rows of `side` bars of 400 × 44), as a collection shows them:
    /// the hit-testing and tap trees.
    static func barRows(side: Int, application: Application) -> Window {
        let window = Window(
            frame: CGRect(x: 0, y: 0, width: CGFloat(side) * 400, height: CGFloat(side) * 44),
            application: application)
        for r in 0..<side {
            let row = View(frame: CGRect(x: 0, y: CGFloat(r) * 44, width: CGFloat(side) * 400, height: 44))
            for c in 0..<side {
                let bar = makeBar(width: 400, variant: r * side + c)
                bar.frame.origin.x = CGFloat(c) * 400
                row.addSubview(bar)
            }
            window.addSubview(row)
        }
        window.layoutIfNeeded()
        return window
    }
}

/// Stands in for `Bar` until it exists: a 44-point toolbar that places its items by the toolbar rules
/// (16-point margins, 8 points between items, flexible spaces sharing what is left, items centred
/// vertically) and draws a silver gradient with a hairline at the bottom.
final class BenchBar: View {
    enum Item {
        case view(View)
        case flexibleSpace
    }

    var items: [Item] = [] {
        didSet {
            for case .view(let view) in oldValue { view.removeFromSuperview() }
            for case .view(let view) in items { addSubview(view) }
            setNeedsLayout()
        }
    }

    /// The item views, in order.
    var itemViews: [View] { items.compactMap { if case .view(let view) = $0 { view } else { nil } } }

    override func layoutSubviews() {
        super.layoutSubviews()
        let sizes = items.map { item -> CGSize in
            if case .view(let view) = item { return view.intrinsicContentSize }
            return .zero
        }
        var used: CGFloat = 32
        var flexible = 0
        var previousIsView = false
        for (item, size) in zip(items, sizes) {
            if case .view = item {
                if previousIsView { used += 8 }
                used += size.width
                previousIsView = true
            } else {
                flexible += 1
                previousIsView = false
            }
        }
        let share = flexible > 0 ? max(0, bounds.width - used) / CGFloat(flexible) : 0
        var x: CGFloat = 16
        previousIsView = false
        for (item, size) in zip(items, sizes) {
            switch item {
            case .view(let view):
                if previousIsView { x += 8 }
                view.frame = CGRect(
                    x: x.rounded(), y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                    height: size.height)
                x += size.width
                previousIsView = true
            case .flexibleSpace:
                x += share
                previousIsView = false
            }
        }
    }

    static let gradient = Gradient(colors: [Color(white: 0.97, alpha: 1), Color(white: 0.80, alpha: 1)])
    static let hairline = Color(white: 0.62, alpha: 1)

    override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        context.saveGState()
        context.clip(to: bounds)
        context.drawLinearGradient(
            BenchBar.gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height))
        context.restoreGState()
        context.fillColor = BenchBar.hairline
        context.fill(CGRect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1))
    }
}
