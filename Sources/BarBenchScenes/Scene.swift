import BarKit
import Foundation

/// The view trees the cases use: bars of about ten items (a title label, buttons, flexible spaces).
@MainActor
package enum Scene {
    /// Short words for button titles and bar titles (a real screen repeats few distinct strings).
    package static let buttonTitles = [
        "Edit", "Done", "Back", "Share", "Add", "Save", "Reply", "Sort", "Undo", "Redo", "Find", "Info", "Next", "Menu",
        "Play", "Stop", "Send", "Copy", "More", "Open", "Νέο", "Ещё", "עוד", "المزيد",
    ]
    package static let barTitles = [
        "Inbox", "Drafts", "Library", "Favorites", "Settings", "Photos", "Notes", "Music", "Contacts", "Calendar",
        "Weather", "Reminders", "Archive", "Messages", "Επαφές", "Заметки", "הודעות", "الرسائل",
    ]

    /// Every view in the tree under (and including) `root`.
    package static func countViews(_ root: View) -> Int {
        var count = 0
        var stack = [root]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        return count
    }

    package static let glyphItems: [BarItem.SystemItem] = [.add, .compose, .reply, .refresh, .stop, .play]

    /// A toolbar: two buttons, a title label (a custom view, as the toolbar-title article makes it)
    /// between two flexible spaces, and two more buttons; ten views in all. Buttons are title items
    /// and system items drawn as glyphs. `variant` picks the words, so neighbouring bars differ.
    package static func makeBar(width: CGFloat, variant: Int, target: AnyObject? = nil) -> BenchBar {
        let bar = BenchBar(frame: CGRect(x: 0, y: 0, width: width, height: Bar.defaultHeight))
        func titled(_ k: Int) -> BarItem {
            BarItem(
                title: buttonTitles[(variant * 7 + k * 5) % buttonTitles.count], style: k == 3 ? .done : .plain,
                target: target, action: "tapped")
        }
        func glyph(_ k: Int) -> BarItem {
            BarItem(systemItem: glyphItems[(variant + k) % glyphItems.count], target: target, action: "tapped")
        }
        let title = Label(frame: CGRect(x: 0, y: 0, width: width < 500 ? 100 : 160, height: 23))
        title.text = barTitles[variant % barTitles.count]
        title.textColor = Color(hex: 0x717880)
        title.shadowColor = Color(hex: 0xE6E7EB)
        title.shadowOffset = CGSize(width: 0, height: 1)
        title.textAlignment = .center
        title.font = .boldSystemFont(ofSize: 20)
        bar.items = [
            titled(0), glyph(1), .flexibleSpace(), BarItem(customView: title), .flexibleSpace(), glyph(2), titled(3),
        ]
        return bar
    }

    /// The bar's buttons, leading to trailing.
    package static func buttons(of bar: Bar) -> [Button] {
        bar.subviews.compactMap { $0 as? Button }
    }

    /// A window of `bars` bars stacked in a content view (a scrolled list: the window shows the top
    /// ones): the tree of the layout and memory cases.
    package static func barList(bars: Int, application: Application) -> (window: Window, content: View) {
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
    package static func barGrid(application: Application) -> (window: Window, bars: [BenchBar]) {
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
    package static func barRows(side: Int, application: Application, target: AnyObject? = nil) -> Window {
        let window = Window(
            frame: CGRect(x: 0, y: 0, width: CGFloat(side) * 400, height: CGFloat(side) * 44),
            application: application)
        for r in 0..<side {
            let row = View(frame: CGRect(x: 0, y: CGFloat(r) * 44, width: CGFloat(side) * 400, height: 44))
            for c in 0..<side {
                let bar = makeBar(width: 400, variant: r * side + c, target: target)
                bar.frame.origin.x = CGFloat(c) * 400
                row.addSubview(bar)
            }
            window.addSubview(row)
        }
        window.layoutIfNeeded()
        return window
    }
}

/// A toolbar that counts its layout passes, so the cases can check that the work they time was done.
package final class BenchBar: Bar {
    package private(set) var layoutCount = 0

    override package func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }
}
