import Foundation
import Testing

import BarKit
@testable import BarViews

/// Views animated by seeded random blocks (durations, delays, curves, springs, `.repeat`,
/// `.autoreverse`, `.beginFromCurrentState`), interrupted at random times by new blocks, plain
/// setters and `performWithoutAnimation`, with a property animator paused, scrubbed, reversed,
/// continued and stopped beside them. At the end: every model value is the last set, presentation
/// equals model, every completion ran exactly once (false when interrupted) and no display link
/// or clock item is left. `BARKIT_MODEL_STEPS` runs longer.
@MainActor
@Suite struct AnimationModelBasedTests {
    nonisolated static let seeds: [UInt64] = Array(1...8)

    @Test(arguments: seeds) func randomInterruptionsEndAtTheLastValueWithOneCompletionEach(seed: UInt64) {
        var run = AnimationModelRun(seed: seed)
        let steps = ModelSteps.count(default: 400)
        for step in 0..<steps { run.step(step) }
        run.finish()
        #expect(run.failures.isEmpty, "seed \(seed): \(run.failures.prefix(6)) after \(run.trace.suffix(10))")
    }
}

/// One block's record: its properties, when it ends, when first interrupted, its calls.
final class BlockRecord {
    let name: String
    let keys: [String]
    let end: TimeInterval
    var interruptedAt: TimeInterval?
    var calls: [Bool] = []
    init(name: String, keys: [String], end: TimeInterval) {
        self.name = name
        self.keys = keys
        self.end = end
    }
}

@MainActor
struct AnimationModelRun {
    let scene = AnimationScene(size: CGSize(width: 400, height: 300))
    var random: SeededRandom
    var views: [View] = []
    /// The last value set of each property (`"v1.frame"` …).
    var frames: [CGRect] = []
    var alphas: [CGFloat] = []
    var blocks: [BlockRecord] = []
    /// The running block of each property key, while it may run.
    var owner: [String: BlockRecord] = [:]
    /// The animator on its own view, and what it must end at.
    let animatorView = View(frame: CGRect(x: 0, y: 200, width: 30, height: 30))
    var animator: ViewPropertyAnimator?
    /// Each animator's completion calls, in the order they were made.
    var animatorCalls: [AnimatorCalls] = []
    var failures: [String] = []
    var trace: [String] = []

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
        for index in 0..<3 {
            let view = View(frame: CGRect(x: 0, y: CGFloat(index) * 40, width: 20, height: 20))
            scene.window.addSubview(view)
            views.append(view)
            frames.append(view.frame)
            alphas.append(1)
        }
        scene.window.addSubview(animatorView)
    }

    var now: TimeInterval { scene.application.clock.now }

    /// A random frame whose origin and size both differ from `current`'s: a frame animates as a centre
    /// and a size, so a frame that kept one of them would leave that part's animation running.
    mutating func randomFrame(differingFrom current: CGRect) -> CGRect {
        while true {
            let frame = randomFrame()
            if frame.origin != current.origin && frame.size != current.size { return frame }
        }
    }

    mutating func randomFrame() -> CGRect {
        CGRect(
            x: CGFloat(Int.random(in: 0...300, using: &random)), y: CGFloat(Int.random(in: 0...200, using: &random)),
            width: CGFloat(Int.random(in: 1...80, using: &random)), height: CGFloat(Int.random(in: 1...80, using: &random)))
    }

    /// Marks the block running `key` as interrupted now (when still before its end).
    mutating func interrupt(_ key: String) {
        if let block = owner[key] {
            if block.interruptedAt == nil { block.interruptedAt = now }
            owner[key] = nil
        }
    }

    mutating func step(_ index: Int) {
        let pick = Int.random(in: 0..<100, using: &random)
        switch pick {
        case 0..<35: animateBlock(index)
        case 35..<45: plainSet(withoutAnimation: false)
        case 45..<52: plainSet(withoutAnimation: true)
        case 52..<70: animatorStep()
        default:
            let seconds = [0.0, 0.004, 0.016, 0.05, 0.1, 0.25, 0.6][Int.random(in: 0..<7, using: &random)]
            trace.append("wait \(seconds)")
            scene.wait(seconds)
        }
    }

    mutating func animateBlock(_ index: Int) {
        let duration = [0.0, 0.05, 0.2, 0.35, 1.0][Int.random(in: 0..<5, using: &random)]
        let delay = Bool.random(using: &random) ? 0 : [0.05, 0.3][Int.random(in: 0..<2, using: &random)]
        var options: View.AnimationOptions = [
            .curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear,
        ][Int.random(in: 0..<4, using: &random)]
        if Int.random(in: 0..<4, using: &random) == 0 { options.insert(.beginFromCurrentState) }
        let repeats = Int.random(in: 0..<8, using: &random) == 0
        if repeats { options.insert(.repeat) }
        let reverses = Int.random(in: 0..<4, using: &random) == 0
        if reverses { options.insert(.autoreverse) }
        let spring = Int.random(in: 0..<4, using: &random) == 0
        var changes: [(Int, CGRect?, CGFloat?)] = []
        for viewIndex in views.indices where Int.random(in: 0..<2, using: &random) == 0 {
            let frame: CGRect? = Bool.random(using: &random) ? randomFrame(differingFrom: frames[viewIndex]) : nil
            let alpha: CGFloat? = Bool.random(using: &random) ? CGFloat(Int.random(in: 0...10, using: &random)) / 10 : nil
            changes.append((viewIndex, frame, alpha))
        }
        // A property set to the value it has does not animate (UIKit adds no animation for it).
        var keys: [String] = []
        for (viewIndex, frame, alpha) in changes {
            if let frame, frame != frames[viewIndex] { keys.append("v\(viewIndex).frame") }
            if let alpha, alpha != alphas[viewIndex] { keys.append("v\(viewIndex).alpha") }
        }
        let running = duration > 0 && !keys.isEmpty
        let end = running ? (repeats ? .infinity : now + delay + duration * (reverses ? 2 : 1)) : now
        let block = BlockRecord(
            name: "b\(blocks.count) (\(duration)s delay \(delay) options \(options.rawValue) spring \(spring) \(keys) at \(now))",
            keys: keys, end: end)
        blocks.append(block)
        for key in keys { interrupt(key) }
        if running { for key in keys { owner[key] = block } }
        for (viewIndex, frame, alpha) in changes {
            if let frame { frames[viewIndex] = frame }
            if let alpha { alphas[viewIndex] = alpha }
        }
        trace.append("\(block.name) \(duration)s delay \(delay) \(options.rawValue) spring \(spring) \(keys)")
        let targets = views
        let animations = {
            for (viewIndex, frame, alpha) in changes {
                if let frame { targets[viewIndex].frame = frame }
                if let alpha { targets[viewIndex].alpha = alpha }
            }
        }
        let completion: (Bool) -> Void = { [weak block] finished in block?.calls.append(finished) }
        if spring {
            View.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: [0.3, 0.7, 1][Int.random(in: 0..<3, using: &random)],
                initialSpringVelocity: 0, options: options, animations: animations, completion: completion)
        } else {
            View.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
        }
    }

    mutating func plainSet(withoutAnimation: Bool) {
        let viewIndex = Int.random(in: 0..<views.count, using: &random)
        let view = views[viewIndex]
        if Bool.random(using: &random) {
            let frame = Int.random(in: 0..<8, using: &random) == 0 ? frames[viewIndex] : randomFrame(differingFrom: frames[viewIndex])
            // Setting the value a property has changes nothing and stops nothing.
            if frame != frames[viewIndex] { interrupt("v\(viewIndex).frame") }
            frames[viewIndex] = frame
            trace.append("set v\(viewIndex).frame \(withoutAnimation ? "without animation" : "")")
            if withoutAnimation { View.performWithoutAnimation { view.frame = frame } } else { view.frame = frame }
        } else {
            let alpha = CGFloat(Int.random(in: 0...10, using: &random)) / 10
            if alpha != alphas[viewIndex] { interrupt("v\(viewIndex).alpha") }
            alphas[viewIndex] = alpha
            trace.append("set v\(viewIndex).alpha \(withoutAnimation ? "without animation" : "")")
            if withoutAnimation { View.performWithoutAnimation { view.alpha = alpha } } else { view.alpha = alpha }
        }
    }

    /// One action on the property animator of `animatorView` (made when there is none).
    mutating func animatorStep() {
        if let animator, animator.state == .inactive, animatorCalls.last?.positions.isEmpty == false {
            // It ran to an end and completed: a finished animator is not started again.
            self.animator = nil
        }
        guard let animator else {
            let target = randomFrame()
            let view = animatorView
            let made = ViewPropertyAnimator(duration: [0.1, 0.5, 1][Int.random(in: 0..<3, using: &random)], curve: .easeInOut) {
                view.frame = target
            }
            let calls = AnimatorCalls()
            animatorCalls.append(calls)
            made.addCompletion { position in calls.positions.append(position) }
            self.animator = made
            trace.append("animator made")
            if Bool.random(using: &random) { made.startAnimation() } else { made.pauseAnimation() }
            return
        }
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            trace.append("animator pause")
            animator.pauseAnimation()
        case 1:
            let fraction = CGFloat(Int.random(in: 0...10, using: &random)) / 10
            trace.append("animator scrub \(fraction)")
            animator.fractionComplete = fraction
        case 2:
            trace.append("animator reverse")
            animator.isReversed.toggle()
        case 3:
            trace.append("animator continue")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: [0, 0.5, 1][Int.random(in: 0..<3, using: &random)])
        case 4:
            trace.append("animator start")
            animator.startAnimation()
        case 5 where animator.state == .active:
            let position: ViewAnimatingPosition = [.start, .end, .current][Int.random(in: 0..<3, using: &random)]
            trace.append("animator stop and finish at \(position)")
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            self.animator = nil
        case 6 where animator.state == .active:
            trace.append("animator stop without finishing")
            animator.stopAnimation(true)
            animatorCalls.last?.expected = 0
            self.animator = nil
        default:
            break
        }
    }

    /// Ends everything still running, lets the clock run out, and checks the end state.
    mutating func finish() {
        if let animator, animator.state == .active {
            // A paused animator runs on when continued.
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        for (key, block) in owner where block.end == .infinity {
            // Repeating blocks run until interrupted: stop them with a setter.
            let viewIndex = Int(key.dropFirst().prefix(while: { $0 != "." }))!
            interrupt(key)
            // A setter of the same value stops nothing: set another value first.
            View.performWithoutAnimation {
                if key.hasSuffix("frame") {
                    views[viewIndex].frame = frames[viewIndex].offsetBy(dx: 1, dy: 0).insetBy(dx: -1, dy: -1)
                    views[viewIndex].frame = frames[viewIndex]
                } else {
                    views[viewIndex].alpha = alphas[viewIndex] == 0 ? 1 : 0
                    views[viewIndex].alpha = alphas[viewIndex]
                }
            }
        }
        scene.wait(5)
        scene.wait(1)
        for (index, view) in views.enumerated() {
            if view.frame != frames[index] { failures.append("v\(index).frame \(view.frame), last set \(frames[index])") }
            if view.alpha != alphas[index] { failures.append("v\(index).alpha \(view.alpha), last set \(alphas[index])") }
            if view.presentationFrame != view.frame {
                failures.append("v\(index) presentation \(view.presentationFrame) != model \(view.frame)")
            }
            if view.presentationAlpha != view.alpha {
                failures.append("v\(index) presentation alpha \(view.presentationAlpha) != \(view.alpha)")
            }
        }
        if animatorView.presentationFrame != animatorView.frame {
            failures.append("animated view presentation \(animatorView.presentationFrame) != model \(animatorView.frame)")
        }
        for (index, calls) in animatorCalls.enumerated() where calls.positions.count != calls.expected {
            failures.append("animator \(index) completions \(calls.positions), expected \(calls.expected)")
        }
        // A block that changes nothing has no view to find its application by: its completion runs on
        // `Application.shared`'s clock, which this scene's simulator does not drive.
        for block in blocks where !block.keys.isEmpty {
            guard block.calls.count == 1 else {
                failures.append("\(block.name) completion called \(block.calls)")
                continue
            }
            // Interruptions within 20 ms of the end may fall either side of the last frame.
            guard let at = block.interruptedAt else {
                if block.calls[0] != true { failures.append("\(block.name) not interrupted but finished false") }
                continue
            }
            if at < block.end - 0.02 && block.calls[0] != false {
                failures.append("\(block.name) interrupted at \(at) before its end \(block.end) but finished true")
            }
            if at > block.end + 0.02 && block.calls[0] != true {
                failures.append("\(block.name) ended at \(block.end) before the setter at \(at) but finished false")
            }
        }
        if scene.application.storedAnimator?.isRunning == true { failures.append("the display link still runs") }
        let items = scene.application.clock.scheduledItemCount
        if items != 0 { failures.append("\(items) clock items left") }
    }
}

/// The positions an animator's completion was called with.
@MainActor
final class AnimatorCalls {
    var positions: [ViewAnimatingPosition] = []
    /// One call, or none after `stopAnimation(true)`.
    var expected = 1
}
