import Foundation
import Testing

import BarKit
@testable import BarDemo

// The code of Docs/Guides/ToolbarWithConstraints.md, verbatim (the test below checks the two agree).
@MainActor
func makeToolbar(in screen: View, titles: [String], images: [Image]) -> [IconAboveTitleButton] {
    let toolbar = View()
    toolbar.translatesAutoresizingMaskIntoConstraints = false
    screen.addSubview(toolbar)
    let safe = screen.safeAreaLayoutGuide
    var constraints = [
        toolbar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
        toolbar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        toolbar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
    ]
    var buttons: [IconAboveTitleButton] = []
    for (title, image) in zip(titles, images) {
        let button = IconAboveTitleButton(type: .system)
        button.setTitle(title, for: .normal)
        button.setImage(image, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 11)
        button.translatesAutoresizingMaskIntoConstraints = false
        toolbar.addSubview(button)
        constraints += [
            button.leadingAnchor.constraint(equalTo: buttons.last?.trailingAnchor ?? toolbar.leadingAnchor),
            button.topAnchor.constraint(equalTo: toolbar.topAnchor, constant: 4),
            button.bottomAnchor.constraint(equalTo: toolbar.bottomAnchor, constant: -4),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ]
        if let first = buttons.first { constraints.append(button.widthAnchor.constraint(equalTo: first.widthAnchor)) }
        buttons.append(button)
    }
    if let last = buttons.last { constraints.append(last.trailingAnchor.constraint(equalTo: toolbar.trailingAnchor)) }
    LayoutConstraint.activate(constraints)
    return buttons
}

/// The guide's toolbar, built and checked.
@MainActor
@Suite struct ToolbarWithConstraintsTests {
    let titles = ["Inbox", "Favourites", "Contacts", "Settings", "Bin"]
    var images: [Image] { ["inbox", "star", "person", "gear", "trash"].map { DemoIcons.image(named: $0) } }

    @Test func theGuideShowsThisCode() throws {
        let guide = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Docs/Guides/ToolbarWithConstraints.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "func makeToolbar("))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        #expect(guide.contains(String(source[start.lowerBound..<end.upperBound])))
    }

    @Test func fiveEqualButtonsAcrossTheSafeAreasBottom() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.windowSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        let buttons = makeToolbar(in: window, titles: titles, images: images)
        window.layoutIfNeeded()
        let toolbar = try #require(buttons.first?.superview)
        let tallest = buttons.map(\.intrinsicContentSize.height).max()!
        #expect(toolbar.frame == CGRect(x: 0, y: 280 - tallest - 8, width: 400, height: tallest + 8))
        for (index, button) in buttons.enumerated() {
            #expect(button.frame.width == 80)
            #expect(button.frame.minX == CGFloat(index) * 80)
            #expect(button.frame.height == tallest)
        }
        #expect(!buttons.contains { $0.hasAmbiguousLayout })
        window.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(buttons[0].frame.maxX == 400, "the first button is on the right")
    }

    @Test func narrowScreensKeepTheMinimumWidth() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let problems = collectingLayoutProblems {
            let buttons = makeToolbar(in: window, titles: titles, images: images)
            window.layoutIfNeeded()
            // Equal, at least 44, and as wide as the widest title needs (compression resistance).
            let widths = Set(buttons.map(\.frame.width))
            #expect(widths.count == 1 && widths.first! >= 44)

            #expect(widths.first! == buttons.map { max(44, $0.intrinsicContentSize.width) }.max())
        }
        // Five 44-point buttons do not fit in 150 points: the chain's end gives way, reported.
        #expect(problems.count == 1, "\(problems)")
    }
}
