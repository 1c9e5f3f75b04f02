import Foundation
import Testing

import BarKit
@testable import BarViews

/// Block animations: model and presentation values, curves, springs, completions, interruption,
/// options (Docs/Behaviors.md, "Animations").
@MainActor
@Suite struct ViewAnimationTests {
    @Test(arguments: [
        (View.AnimationOptions.curveEaseInOut, 0.42, 0.0, 0.58, 1.0),
        (.curveEaseIn, 0.42, 0.0, 1.0, 1.0),
        (.curveEaseOut, 0.0, 0.0, 0.58, 1.0),
        (.curveLinear, 0.0, 0.0, 1.0, 1.0),
    ])
    func eachCurveFollowsItsBezierSolvedForTime(
        options: View.AnimationOptions, p1x: Double, p1y: Double, p2x: Double, p2y: Double
    ) {
        let scene = AnimationScene()
        View.animate(withDuration: 1, delay: 0, options: options, animations: {
            scene.box.frame.origin.x = 100
        })
        for quarter in 1...3 {
            scene.wait(0.25)
            let expected = 100 * bisectedBezier(Double(quarter) / 4, p1x, p1y, p2x, p2y)
            let drawn = Double(scene.box.presentationFrame.minX)
            #expect(abs(drawn - expected) <= 0.5, "at \(quarter)/4: \(drawn) against \(expected)")
        }
        scene.wait(0.25)
        #expect(scene.box.presentationFrame.minX == 100)
    }

    @Test func theModelHoldsTheFinalValueInsideAndAfterTheBlock() {
        let scene = AnimationScene()
        var inside = CGRect.null
        View.animate(withDuration: 1) {
            scene.box.frame = CGRect(x: 100, y: 50, width: 40, height: 30)
            scene.box.alpha = 0.5
            inside = scene.box.frame
        }
        #expect(inside == CGRect(x: 100, y: 50, width: 40, height: 30))
        #expect(scene.box.frame == inside && scene.box.alpha == 0.5)
        // Drawn where it was until time passes.
        #expect(scene.box.presentationFrame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(scene.box.presentationAlpha == 1)
        scene.wait(0.5)
        #expect(scene.box.presentationFrame == CGRect(x: 50, y: 25, width: 30, height: 25))
        #expect(scene.box.presentationAlpha == 0.75)
        scene.wait(0.6)
        #expect(scene.box.presentationFrame == scene.box.frame && scene.box.animationState == nil)
    }

    @Test func transformAndBackgroundColourAnimate() {
        let scene = AnimationScene()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.transform = CGAffineTransform(scaleX: 3, y: 3)
            scene.box.backgroundColor = .blue
        })
        #expect(scene.box.transform.a == 3)
        scene.wait(0.5)
        #expect(scene.box.presentationTransform.a == 2 && scene.box.presentationTransform.d == 2)
        _ = scene.window.render()
        #expect(scene.box.renderSample?.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
    }

    @Test func aSpringBelowCriticalDampingOvershootsAndACriticalOneDoesNot() {
        for (ratio, overshoots) in [(CGFloat(0.5), true), (1, false)] {
            let scene = AnimationScene()
            View.animate(
                withDuration: 1, delay: 0, usingSpringWithDamping: ratio, initialSpringVelocity: 0, options: [],
                animations: { scene.box.frame.origin.x = 100 })
            var farthest: CGFloat = 0
            for _ in 0..<70 {
                scene.wait(1.0 / 60)
                farthest = max(farthest, scene.box.presentationFrame.minX)
            }
            #expect((farthest > 100.5) == overshoots, "ζ = \(ratio): reached \(farthest)")
            #expect(scene.box.presentationFrame.minX == 100)
        }
    }

    @Test func aSpringsInitialVelocityIsAFractionOfTheDistancePerSecond() {
        let scene = AnimationScene()
        View.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 2, options: [],
            animations: { scene.box.frame.origin.x = 100 })
        scene.wait(0.001)
        // 2 distances a second: about 0.2 points in the first millisecond.
        #expect(abs(scene.box.presentationFrame.minX - 0.2) < 0.02)
    }

    @Test func completionsRunOnceInTheOrderTheirAnimationsEnd() {
        let scene = AnimationScene()
        let other = View(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        scene.window.addSubview(other)
        let log = CompletionLog()
        View.animate(withDuration: 0.3, animations: { scene.box.center.x = 150 }, completion: log.block("slow"))
        View.animate(withDuration: 0.2, animations: { other.center.x = 150 }, completion: log.block("fast"))
        #expect(log.entries.isEmpty)
        scene.wait(0.25)
        #expect(log.entries == ["fast:true"])
        scene.wait(1)
        #expect(log.entries == ["fast:true", "slow:true"])
    }

    @Test func aBlockCompletesAfterAllItsPropertiesEvenWhenOneWasInterrupted() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, animations: {
            scene.box.center.x = 150
            scene.box.alpha = 0.2
        }, completion: log.block("first"))
        scene.wait(0.5)
        View.animate(withDuration: 0.2, animations: { scene.box.center.x = 10 }, completion: log.block("second"))
        scene.wait(0.3)
        // The second ended; the first still runs its alpha.
        #expect(log.entries == ["second:true"])
        scene.wait(0.3)
        #expect(log.entries == ["second:true", "first:false"])
    }

    @Test func anInterruptingAnimationStartsFromWhereTheViewIsDrawn() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.frame.origin.x = 100
        }, completion: log.block("first"))
        scene.wait(0.5)
        #expect(scene.box.presentationFrame.minX == 50)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.box.frame.origin.x = 150
        }, completion: log.block("second"))
        #expect(scene.box.presentationFrame.minX == 50)
        #expect(log.entries.isEmpty, "the replaced completion runs on the next turn, not inside the call")
        scene.simulator.advance(by: 0)
        #expect(log.entries == ["first:false"])
        scene.wait(0.5)
        #expect(scene.box.presentationFrame.minX == 100)
        scene.wait(0.6)
        #expect(log.entries == ["first:false", "second:true"])
    }

    @Test func aSetterOutsideAnyBlockStopsThatPropertysAnimation() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, animations: { scene.box.center.x = 150 }, completion: log.block("move"))
        scene.wait(0.5)
        scene.box.center.x = 30
        #expect(scene.box.presentationFrame.midX == 30)
        scene.simulator.advance(by: 0)
        #expect(log.entries == ["move:false"])
    }

    @Test func aZeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 0, animations: { scene.box.center.x = 150 }, completion: log.block("now"))
        #expect(scene.box.presentationFrame.midX == 150 && scene.box.animationState == nil)
        #expect(log.entries.isEmpty)
        scene.simulator.advance(by: 0)
        #expect(log.entries == ["now:true"])
    }

    @Test func aDelayShowsTheOldValueUntilItPasses() {
        let scene = AnimationScene()
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            scene.box.frame.origin.x = 100
        })
        scene.wait(0.4)
        #expect(scene.box.presentationFrame.minX == 0)
        scene.wait(0.6)
        #expect(abs(scene.box.presentationFrame.minX - 50) < 1e-9)
    }

    @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
        let scene = AnimationScene()
        View.animate(withDuration: 1) {
            View.performWithoutAnimation { scene.box.alpha = 0.5 }
            scene.box.center.x = 100
        }
        #expect(scene.box.presentationAlpha == 0.5)
        #expect(scene.box.presentationFrame.midX == 10)
    }

    @Test func autoreverseRunsBackThenShowsTheFinalValue() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: {
            scene.box.frame.origin.x = 100
        }, completion: log.block("done"))
        scene.wait(0.5)
        #expect(abs(scene.box.presentationFrame.minX - 50) < 1e-9)
        scene.wait(1)
        #expect(abs(scene.box.presentationFrame.minX - 50) < 1e-9, "halfway back")
        scene.wait(0.6)
        #expect(scene.box.presentationFrame.minX == 100)
        #expect(log.entries == ["done:true"])
    }

    @Test func repeatRunsUntilInterrupted() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse], animations: {
            scene.box.frame.origin.x = 100
        }, completion: log.block("loop"))
        scene.wait(2.25)
        #expect(abs(scene.box.presentationFrame.minX - 25) < 1e-6)
        scene.wait(10)
        #expect(log.entries.isEmpty && scene.application.animator.isRunning)
        View.animate(withDuration: 0) { scene.box.frame.origin.x = 0 }
        scene.simulator.advance(by: 0)
        #expect(log.entries == ["loop:false"])
        scene.wait(0.1)
        #expect(!scene.application.animator.isRunning)
    }

    @Test func aRepeatWithoutAutoreverseStartsEachCycleOver() {
        let scene = AnimationScene()
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: {
            scene.box.frame.origin.x = 100
        })
        scene.wait(3.25)
        #expect(abs(scene.box.presentationFrame.minX - 25) < 1e-6)
    }

    @Test func anAnimatingViewTakesNoTouchesUnlessAllowed() {
        let scene = AnimationScene()
        let point = CGPoint(x: 105, y: 5)
        View.animate(withDuration: 1) { scene.box.frame.origin.x = 100 }
        #expect(scene.window.hitTest(point, with: nil) === scene.window, "hit testing uses the model frame, and skips the animating view")
        scene.wait(1.1)
        #expect(scene.window.hitTest(point, with: nil) === scene.box)
        View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: {
            scene.box.frame.origin.x = 0
        })
        #expect(scene.window.hitTest(CGPoint(x: 5, y: 5), with: nil) === scene.box)
    }

    @Test func framesALayoutPassSetsInsideTheBlockAnimateSubviewsToo() {
        let scene = AnimationScene()
        let container = View()
        let child = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        scene.window.addSubview(container)
        container.addSubview(child)
        let width = container.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: scene.window.leadingAnchor),
            container.topAnchor.constraint(equalTo: scene.window.topAnchor, constant: 40),
            container.heightAnchor.constraint(equalToConstant: 40),
            width,
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(container.frame.width == 100 && child.frame.width == 100)
        width.constant = 200
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            scene.window.layoutIfNeeded()
        })
        #expect(container.frame.width == 200 && child.frame.width == 200)
        scene.wait(0.5)
        #expect(container.presentationFrame == CGRect(x: 0, y: 40, width: 150, height: 40))
        #expect(child.presentationFrame == CGRect(x: 0, y: 0, width: 150, height: 40))
    }

    @Test func aViewReleasedMidAnimationIsFreedAndLeavesNoClockWork() {
        let scene = AnimationScene()
        let log = CompletionLog()
        let animatingBefore = View.animatingViewCount
        weak var released: View?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            released = view
            scene.window.addSubview(view)
            View.animate(withDuration: 1, animations: { view.center.x = 150 }, completion: log.block("gone"))
            scene.wait(0.2)
            view.removeFromSuperview()
        }
        #expect(released == nil)
        scene.wait(1.0 / 30)
        #expect(log.entries == ["gone:false"])
        #expect(!scene.application.animator.isRunning && scene.application.animator.states.isEmpty)
        #expect(View.animatingViewCount == animatingBefore)
    }

    @Test func anApplicationReleasedMidAnimationLeavesItsViewsAtTheirModelValues() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var application: Application?
        // Other tests may leave views animating in their own applications: counted from here.
        let animatingBefore = View.animatingViewCount
        do {
            let scene = AnimationScene()
            application = scene.application
            scene.window.addSubview(view)
            View.animate(withDuration: 1) { view.center.x = 150 }
            scene.wait(0.2)
        }
        #expect(application == nil)
        #expect(view.animationState == nil && view.presentationFrame == view.frame)
        #expect(View.animatingViewCount == animatingBefore)
    }

    @Test func aViewThatLeavesTheWindowStopsAnimating() {
        let scene = AnimationScene()
        let log = CompletionLog()
        View.animate(withDuration: 1, animations: { scene.box.center.x = 150 }, completion: log.block("left"))
        scene.wait(0.2)
        scene.box.removeFromSuperview()
        scene.wait(1.0 / 30)
        #expect(log.entries == ["left:false"])
        #expect(scene.box.animationState == nil && scene.box.center.x == 150)
    }
}
