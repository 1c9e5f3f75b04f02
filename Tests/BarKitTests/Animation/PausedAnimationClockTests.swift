import Foundation
import Testing

import BarKit
@testable import BarRendering
@testable import BarViews

/// The display link of an application whose animations are paused: it stops while nothing can
/// move, the paused views stay drawn where they hold, and it starts again when they resume.
@MainActor
@Suite struct PausedAnimationClockTests {
    @Test func pausingARunningAnimatorStopsTheDisplayLink() {
        let scene = AnimationScene()
        let idle = scene.application.clock.scheduledItemCount
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.3)
        #expect(scene.application.animator.isRunning)
        animator.pauseAnimation()
        #expect(!scene.application.animator.isRunning)
        #expect(scene.application.clock.scheduledItemCount == idle)
        scene.wait(2)
        #expect(abs(scene.box.presentationFrame.minX - 30) < 1e-6, "the view holds where it was paused")
        #expect(scene.box.frame.minX == 100 && animator.state == .active && log.entries.isEmpty)
        #expect(!scene.application.animator.isRunning)
    }

    @Test func scrubbingAPausedAnimatorRedrawsThatFrameAndTheLinkStaysStopped() {
        let scene = AnimationScene()
        _ = scene.window.render()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.3)
        animator.pauseAnimation()
        let paused = scene.window.render()
        #expect(redColumns(paused, y: 10) == 30...49)
        animator.fractionComplete = 0.5
        #expect(!scene.application.animator.isRunning)
        #expect(scene.box.renderSample?.center.x == 60, "what the next render draws is sampled at once")
        let scrubbed = scene.window.render()
        try? scrubbed.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "barkit-animation-scrubbed.png"))
        #expect(redColumns(scrubbed, y: 10) == 50...69, "drawn at its new place, and its old place cleared")
        scene.wait(1)
        #expect(!scene.application.animator.isRunning)
        _ = scene.window.render()
        #expect(scene.window.lastRenderedRegion == [], "a paused animation redraws nothing")
    }

    @Test func startingAPausedAnimatorRunsTheLinkAgainAndCompletesOnce() {
        let scene = AnimationScene()
        let idle = scene.application.clock.scheduledItemCount
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.5)
        animator.pauseAnimation()
        scene.wait(3)
        animator.startAnimation()
        #expect(scene.application.animator.isRunning && animator.isRunning)
        scene.wait(0.25)
        #expect(abs(scene.box.presentationFrame.minX - 75) < 1e-9)
        scene.wait(0.5)
        #expect(log.entries == ["done:end"] && scene.box.presentationFrame.minX == 100)
        #expect(!scene.application.animator.isRunning)
        #expect(scene.application.clock.scheduledItemCount == idle)
        scene.wait(1)
        #expect(log.entries == ["done:end"])
    }

    @Test func continuingAPausedAnimatorRunsTheLinkAgainAndCompletesOnce() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        scene.wait(1)
        #expect(!scene.application.animator.isRunning)
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        #expect(scene.application.animator.isRunning)
        scene.wait(0.3)
        #expect(abs(scene.box.presentationFrame.minX - 30) < 1e-9)
        scene.wait(0.4)
        #expect(log.entries == ["done:start"] && scene.box.frame.minX == 0)
        #expect(!scene.application.animator.isRunning)
        scene.wait(1)
        #expect(log.entries == ["done:start"])
    }

    @Test func aWindowWhoseOnlyAnimationIsPausedIsIdle() {
        let scene = AnimationScene()
        let idle = scene.application.clock.scheduledItemCount
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        // As an interactive transition does: paused before it ever runs, then scrubbed.
        animator.pauseAnimation()
        #expect(!scene.application.animator.isRunning)
        #expect(scene.box.presentationFrame.minX == 0, "drawn at the start at once")
        animator.fractionComplete = 0.4
        scene.wait(2)
        #expect(!scene.application.animator.isRunning)
        #expect(scene.application.clock.scheduledItemCount == idle)
        #expect(abs(scene.box.presentationFrame.minX - 40) < 1e-9 && log.entries.isEmpty)
    }

    @Test func aPausedAnimationWhoseViewLeftTheWindowEndsOnceTheEngineHearsOfIt() {
        let scene = AnimationScene()
        let idle = scene.application.clock.scheduledItemCount
        let log = CompletionLog()
        weak var released: ViewPropertyAnimator?
        do {
            let animator = scene.slideAnimator(log: log)
            released = animator
            animator.pauseAnimation()
            animator.fractionComplete = 0.5
        }
        scene.wait(1)
        #expect(released != nil && !scene.application.animator.isRunning)
        scene.box.removeFromSuperview()
        #expect(scene.application.animator.isRunning, "one frame looks at what left")
        scene.wait(0.1)
        #expect(log.entries == ["done:current"] && released == nil)
        #expect(scene.box.presentationFrame == scene.box.frame && scene.box.frame.minX == 100)
        #expect(!scene.application.animator.isRunning)
        #expect(scene.application.clock.scheduledItemCount == idle)
    }

    @Test func aPausedAnimationWhoseViewMovedToAnotherWindowOfItsApplicationHolds() {
        let scene = AnimationScene()
        let other = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: scene.application)
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        other.addSubview(scene.box)
        scene.wait(0.1)
        #expect(log.entries.isEmpty && scene.box.presentationFrame.minX == 50)
        #expect(!scene.application.animator.isRunning)
        animator.startAnimation()
        scene.wait(0.6)
        #expect(log.entries == ["done:end"])
    }

    @Test func thePausedAnimationOfOneViewDoesNotStopAnotherViewsAnimation() {
        let scene = AnimationScene()
        let other = View(frame: CGRect(x: 0, y: 50, width: 20, height: 20))
        scene.window.addSubview(other)
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        View.animate(
            withDuration: 0.5, delay: 0, options: .curveLinear, animations: { other.frame.origin.x = 100 },
            completion: log.block("other"))
        scene.wait(0.2)
        animator.pauseAnimation()
        #expect(scene.application.animator.isRunning, "the other view still moves")
        scene.wait(0.2)
        #expect(abs(other.presentationFrame.minX - 80) < 1e-9)
        #expect(abs(scene.box.presentationFrame.minX - 20) < 1e-9)
        scene.wait(0.2)
        #expect(log.entries == ["other:true"])
        #expect(!scene.application.animator.isRunning, "only a paused animation is left")
        #expect(abs(scene.box.presentationFrame.minX - 20) < 1e-9)
    }
}
