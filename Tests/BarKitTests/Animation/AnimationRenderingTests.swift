import Foundation
import Testing

import BarKit
@testable import BarRendering
@testable import BarViews

/// What the renderer draws of animating views, and what it redraws.
@MainActor
@Suite struct AnimationRenderingTests {
    @Test func atHalfTimeTheViewIsDrawnHalfway() throws {
        let scene = AnimationScene()
        _ = scene.window.render()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.frame.origin.x = 100
            scene.box.frame.origin.y = 60
        })
        scene.wait(0.5)
        let bitmap = scene.window.render()
        try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-animation-half.png"))
        #expect(redColumns(bitmap, y: 40) == 50...69)
        #expect(redColumns(bitmap, y: 29) == nil && redColumns(bitmap, y: 30) == 50...69)
        #expect(redColumns(bitmap, y: 5) == nil, "nothing left at the start")
        #expect(redColumns(bitmap, y: 65) == nil, "nothing yet at the end")
    }

    @Test func aPartialRedrawAfterOneFrameCoversTheOldAndNewPlacesOnly() {
        let scene = AnimationScene()
        _ = scene.window.render()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.frame.origin.x = 100
        })
        _ = scene.window.render()
        scene.wait(0.1)
        _ = scene.window.render()
        let before = scene.box.presentationFrame
        scene.simulator.advance(by: 1.0 / 60)
        let bitmap = scene.window.render()
        let after = scene.box.presentationFrame
        #expect(after.minX > before.minX)
        #expect(scene.window.lastRenderedRegion == [before.union(after).integral])
        // The partial frame draws what a full one does.
        scene.window.setNeedsFullRender()
        #expect(bitmap == scene.window.render())
    }

    @Test func nothingIsRedrawnOnceTheAnimationEnded() {
        let scene = AnimationScene()
        _ = scene.window.render()
        View.animate(withDuration: 0.2) { scene.box.frame.origin.x = 100 }
        scene.wait(0.5)
        _ = scene.window.render()
        #expect(!scene.application.animator.isRunning)
        _ = scene.window.render()
        #expect(scene.window.lastRenderedRegion == [])
    }

    @Test func alphaAndSizeAnimateInTheRender() {
        let scene = AnimationScene()
        _ = scene.window.render()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.alpha = 0
            scene.box.frame.size = CGSize(width: 60, height: 20)
        })
        scene.wait(0.5)
        let bitmap = scene.window.render()
        let pixel = bitmap.pixel(x: 30, y: 10)
        // Half-transparent red over white, 40 points wide.
        #expect(pixel.red == 255 && abs(Int(pixel.green) - 128) <= 2)
        #expect(bitmap.pixel(x: 41, y: 10).green == 255)
    }

    @Test func aCrossDissolveFadesTheOldPictureOverTheNewOne() {
        let scene = AnimationScene()
        _ = scene.window.render()
        let log = CompletionLog()
        View.transition(
            with: scene.box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { scene.box.backgroundColor = .blue }, completion: log.block("dissolve"))
        #expect(scene.box.backgroundColor == .blue)
        scene.wait(0.25)
        var bitmap = scene.window.render()
        try? bitmap.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-animation-dissolve.png"))
        var pixel = bitmap.pixel(x: 10, y: 10)
        #expect(abs(Int(pixel.red) - 191) <= 2 && abs(Int(pixel.blue) - 64) <= 2 && pixel.green == 0)
        scene.wait(0.5)
        bitmap = scene.window.render()
        pixel = bitmap.pixel(x: 10, y: 10)
        #expect(abs(Int(pixel.red) - 64) <= 2 && abs(Int(pixel.blue) - 191) <= 2)
        scene.wait(0.3)
        #expect(log.entries == ["dissolve:true"])
        pixel = scene.window.render().pixel(x: 10, y: 10)
        #expect(pixel.blue == 255 && pixel.red == 0)
    }
}
