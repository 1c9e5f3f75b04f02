import Foundation
import Testing

import BarKit
import BarKitTesting
@testable import BarDemo

/// The demo's screen of stack views.
@MainActor
@Suite struct StackDemoTests {
    @Test func theStacksSceneSharesItsWidthAndTapsReachTheRecorder() throws {
        let scene = DemoScenes.make("stacks", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let screen = try #require(scene.bars.first as? StackView)
        let toolbar = try #require(screen.arrangedSubviews.first as? StackView)
        let column = try #require(screen.arrangedSubviews.last as? StackView)
        #expect(screen.frame == CGRect(x: 0, y: 12, width: 420, height: toolbar.frame.height + 20 + column.frame.height))
        // Five equal buttons within the toolbar's 8-point side margins.
        let buttons = toolbar.arrangedSubviews
        #expect(buttons.count == 5)
        // 80.8 points each; frames are rounded to whole points (scale 1).
        for (index, button) in buttons.enumerated() {
            #expect(abs(button.frame.minX - (8 + CGFloat(index) * 80.8)) <= 0.5)
            #expect(abs(button.frame.width - 80.8) <= 1)
        }
        #expect(buttons.first?.frame.minX == 8 && buttons.last?.frame.maxX == 412)
        // Rows one point apart, each as tall as its tallest view plus its margins.
        let rows = column.arrangedSubviews.compactMap { $0 as? StackView }
        #expect(rows.count == DemoScenes.settingsRows.count)
        for (previous, next) in zip(rows, rows.dropFirst()) { #expect(next.frame.minY == previous.frame.maxY + 1) }
        for row in rows {
            #expect(row.frame.width == 420)
            let tallest = row.arrangedSubviews.map(\.frame.height).max() ?? 0
            #expect(row.frame.height == tallest + 20)
            #expect(!row.arrangedSubviews.contains { $0.hasAmbiguousLayout })
        }
        let simulator = EventSimulator(window: scene.window)
        var fired: [String] = []
        for (_, view) in scene.taps {
            simulator.tap(view)
            fired.append(contentsOf: scene.takeFired())
        }
        #expect(fired == ["showInbox", "showFavourites", "showSettings", "showContacts", "emptyBin"])
        // A long press on a row, then a left swipe on another.
        simulator.advance(by: 1)
        let account = rows[0]
        let centre = account.convert(CGPoint(x: account.bounds.midX, y: account.bounds.midY), to: scene.window)
        let held = simulator.touchDown(at: centre)
        simulator.advance(by: 0.6)
        #expect(account.backgroundColor == Color(hex: 0xE5E5EA), "darkened while held")
        simulator.touchUp(held)
        #expect(account.backgroundColor == .white)
        let mail = rows[1]
        let mailCentre = mail.convert(CGPoint(x: mail.bounds.midX, y: mail.bounds.midY), to: scene.window)
        simulator.advance(by: 1)
        simulator.swipe(from: mailCentre, to: CGPoint(x: mailCentre.x - 120, y: mailCentre.y))
        #expect(scene.takeFired() == ["hold:Account", "swipe:Mail"])
        #expect((mail.arrangedSubviews[2] as? Label)?.text == "")
    }
}
