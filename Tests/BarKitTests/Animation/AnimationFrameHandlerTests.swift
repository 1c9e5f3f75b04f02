import Foundation
import Testing

import BarKit
@testable import BarRendering
@testable import BarViews

/// Per-frame handlers on the animation engine's one display link, and what animating views among
/// many siblings redraw.
@MainActor
@Suite struct AnimationFrameHandlerTests {
    @Test func aHandlerRunsEachFrameBeforeTheAnimationsOnTheOneLink() throws {
        let scene = AnimationScene()
        var times: [TimeInterval] = []
        var drawnAt: [CGFloat] = []
        let handler = AnimationFrameHandler { handler in
            times.append(handler.timestamp)
            drawnAt.append(scene.box.renderSample?.frame.minX ?? -1)
        }
        handler.add(to: scene.application)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { scene.box.frame.origin.x = 60 })
        let animator = try #require(scene.application.storedAnimator)
        let link = try #require(animator.link)
        scene.simulator.advance(by: 2.0 / 60)
        #expect(animator.link === link)
        let start = times.first.map { $0 - 1.0 / 60 } ?? 0
        #expect(times.count == 2 && abs(times[1] - start - 2.0 / 60) < 1e-9)
        // The second frame's handler runs before the animation is sampled: it sees the first's.
        #expect(abs((drawnAt.last ?? 0) - 1) < 1e-9)
        handler.invalidate()
        #expect(!handler.isActive && animator.frameHandlers.isEmpty)
        #expect(animator.link === link, "the animation still runs")
        scene.wait(1)
        #expect(animator.link == nil)
    }

    @Test func theLinkStopsWhenTheLastHandlerGoesAndAHandlerMayEndItselfInItsFrame() throws {
        let scene = AnimationScene()
        var frames = 0
        let handler = AnimationFrameHandler { handler in
            frames += 1
            if frames == 3 { handler.invalidate() }
        }
        handler.add(to: scene.application)
        let animator = try #require(scene.application.storedAnimator)
        #expect(animator.link != nil)
        scene.wait(1)
        #expect(frames == 3)
        #expect(animator.link == nil && animator.frameHandlers.isEmpty)
        // Invalidated outside a frame, with nothing else running: the link goes at once.
        let other = AnimationFrameHandler { _ in }
        other.add(to: scene.application)
        #expect(animator.link != nil)
        other.invalidate()
        #expect(animator.link == nil)
    }

    @Test func anAnimatingViewAmongManySiblingsIsRedrawnWhereItIsDrawn() throws {
        // 100 siblings: the renderer finds them through an index of their frames, which an animating
        // view's frame does not describe; the index, even built while it moves, reports it always.
        let scene = AnimationScene(size: CGSize(width: 200, height: 200))
        var cells: [View] = []
        for i in 0..<100 {
            let cell = View(frame: CGRect(x: CGFloat(i % 10) * 20, y: CGFloat(i / 10) * 20, width: 18, height: 18))
            cell.backgroundColor = Color(red: 0.2, green: CGFloat(i % 10) / 10, blue: 0.8)
            scene.window.addSubview(cell)
            cells.append(cell)
        }
        let mover = cells[11]
        _ = scene.window.render()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            mover.frame.origin = CGPoint(x: 160, y: 160)
        })
        for frame in 0..<40 {
            scene.simulator.advance(by: 1.0 / 60)
            if frame == 10 {
                // Adding a subview drops the index: the next render builds it while the view moves.
                scene.window.addSubview(View(frame: CGRect(x: 0, y: 190, width: 4, height: 4)))
            }
            let partial = scene.window.render()
            scene.window.setNeedsFullRender()
            let full = scene.window.render()
            #expect(partial.difference(from: full, tolerance: 0).differingPixelCount == 0, "frame \(frame)")
        }
    }
}
