import Foundation
import Testing

import BarKit
@testable import BarViews

/// `ViewPropertyAnimator`: starting, pausing, scrubbing, reversing, stopping and finishing.
@MainActor
@Suite struct ViewPropertyAnimatorTests {
    @Test func itRunsToTheEndAndReportsTheEndPosition() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(scene.box.frame.minX == 0, "the blocks wait for the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && scene.box.frame.minX == 100)
        scene.wait(0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9 && abs(scene.box.presentationFrame.minX - 25) < 1e-9)
        scene.wait(0.8)
        #expect(log.entries == ["done:end"] && animator.state == .inactive)
        #expect(scene.box.presentationFrame.minX == 100)
    }

    @Test func pausingHoldsAndScrubbingMovesTheViews() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        scene.wait(1)
        #expect(scene.box.presentationFrame.minX == 50 && animator.fractionComplete == 0.5)
        animator.startAnimation()
        scene.wait(0.25)
        #expect(abs(scene.box.presentationFrame.minX - 75) < 1e-9)
        animator.pauseAnimation()
        scene.wait(5)
        #expect(abs(scene.box.presentationFrame.minX - 75) < 1e-9 && log.entries.isEmpty)
        animator.startAnimation()
        scene.wait(0.3)
        #expect(log.entries == ["done:end"])
    }

    @Test func reversingRunsBackAndEndsAtTheStart() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.5)
        animator.isReversed = true
        scene.wait(0.25)
        #expect(abs(scene.box.presentationFrame.minX - 25) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        scene.wait(0.3)
        #expect(log.entries == ["done:start"])
        #expect(scene.box.frame.minX == 0 && scene.box.presentationFrame.minX == 0)
    }

    @Test func stoppingLeavesTheViewsWhereTheyAreUntilFinished() {
        for (position, x) in [(ViewAnimatingPosition.end, CGFloat(100)), (.start, 0), (.current, 40)] {
            let scene = AnimationScene()
            let log = CompletionLog()
            let animator = scene.slideAnimator(log: log)
            animator.startAnimation()
            scene.wait(0.4)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(abs(scene.box.frame.minX - 40) < 1e-9 && scene.box.animationState == nil)
            scene.wait(1)
            #expect(log.entries.isEmpty)
            animator.finishAnimation(at: position)
            #expect(abs(scene.box.frame.minX - x) < 1e-9)
            #expect(log.entries == ["done:\(position)"] && animator.state == .inactive)
        }
    }

    @Test func stoppingWithoutFinishingCallsNoCompletion() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && abs(scene.box.frame.minX - 50) < 1e-9)
        scene.wait(1)
        #expect(log.entries.isEmpty && !scene.application.animator.isRunning)
    }

    @Test func continuingWithADurationFactorStretchesTheRest() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
        scene.wait(0.5)
        #expect(abs(scene.box.presentationFrame.minX - 75) < 1e-9)
        scene.wait(0.6)
        #expect(log.entries == ["done:end"])
    }

    @Test func aDelayedStartWaits() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.isRunning)
        scene.wait(0.5)
        #expect(scene.box.presentationFrame.minX == 0)
        scene.wait(0.5)
        #expect(abs(scene.box.presentationFrame.minX - 50) < 1e-9)
    }

    @Test func animationsAddedWhileRunningCoverTheRestOfTheRun() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animator = scene.slideAnimator(log: log)
        animator.startAnimation()
        scene.wait(0.5)
        animator.addAnimations { scene.box.alpha = 0 }
        scene.wait(0.25)
        #expect(abs(scene.box.presentationAlpha - 0.5) < 1e-9)
        scene.wait(0.3)
        #expect(log.entries == ["done:end"] && scene.box.presentationAlpha == 0)
    }

    @Test func aSpringAnimatorAndAControlPointAnimatorEndOnTheirValues() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let spring = ViewPropertyAnimator(duration: 0.5, dampingRatio: 0.4) { scene.box.frame.origin.x = 100 }
        spring.addCompletion(log.position("spring"))
        spring.startAnimation()
        scene.wait(0.6)
        let cubic = ViewPropertyAnimator(
            duration: 1, controlPoint1: CGPoint(x: 0.42, y: 0), controlPoint2: CGPoint(x: 0.58, y: 1)
        ) { scene.box.frame.origin.x = 0 }
        cubic.addCompletion(log.position("cubic"))
        cubic.startAnimation()
        scene.wait(0.5)
        #expect(abs(scene.box.presentationFrame.minX - 50) < 0.5)
        scene.wait(0.6)
        #expect(log.entries == ["spring:end", "cubic:end"] && scene.box.presentationFrame.minX == 0)
    }
}
