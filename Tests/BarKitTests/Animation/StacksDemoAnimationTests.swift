import Foundation
import Testing

import BarKit
import BarKitTesting
@testable import BarDemo
@testable import BarViews

/// The demo's stacks scene animates its changes; the model changes at once.
@MainActor
@Suite struct StacksDemoAnimationTests {
    @Test func aTappedButtonPopsOnASpringAndSettles() throws {
        let scene = DemoScenes.make("stacks", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let simulator = EventSimulator(window: scene.window)
        _ = scene.window.render()
        let star = try #require(scene.taps.dropFirst().first?.view)
        simulator.tap(star)
        #expect(scene.takeFired() == ["showFavourites"])
        #expect(star.transform.isIdentity, "the model is back at its size at once")
        // Larger at first, smaller than its size as the spring overshoots, then settled.
        var scales: [CGFloat] = []
        for _ in 0..<36 {
            simulator.advance(by: 1.0 / 60)
            scales.append(star.presentationTransform.a)
            if scales.count == 3 {
                let bitmap = scene.window.render()
                try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-stacks-pop.png"))
            }
        }
        #expect((scales.first ?? 0) > 1.1)
        #expect((scales.min() ?? 1) < 1, "it overshoots below its size")
        #expect(scales.last == 1)
        // Taps reach it while it moves.
        simulator.tap(star)
        #expect(scene.takeFired() == ["showFavourites"])
    }

    @Test func aSwipedDetailCrossDissolvesAndAHeldRowDarkensGradually() throws {
        let scene = DemoScenes.make("stacks", resources: try #require(DemoResources.url))
        scene.window.layoutIfNeeded()
        let simulator = EventSimulator(window: scene.window)
        _ = scene.window.render()
        let column = try #require((scene.bars.first as? StackView)?.arrangedSubviews.last as? StackView)
        let rows = column.arrangedSubviews.compactMap { $0 as? StackView }
        let account = rows[0]
        let centre = account.convert(CGPoint(x: account.bounds.midX, y: account.bounds.midY), to: scene.window)
        let held = simulator.touchDown(at: centre)
        simulator.advance(by: 0.6)
        #expect(account.backgroundColor == Color(hex: 0xE5E5EA))
        simulator.touchUp(held)
        #expect(account.backgroundColor == .white)
        let mail = rows[1]
        let detail = try #require(mail.arrangedSubviews[2] as? Label)
        let mailCentre = mail.convert(CGPoint(x: mail.bounds.midX, y: mail.bounds.midY), to: scene.window)
        simulator.advance(by: 1)
        _ = scene.window.render()
        simulator.swipe(from: mailCentre, to: CGPoint(x: mailCentre.x - 120, y: mailCentre.y))
        #expect(detail.text == "")
        #expect(detail.renderDissolve != nil || detail.animationState != nil, "the old text fades out")
        simulator.advance(by: 1)
        #expect(detail.animationState == nil)
    }
}
