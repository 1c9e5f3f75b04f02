import Foundation
import Testing

import BarKit
@testable import BarViews

/// The clock an animation block that changes nothing completes on: that of the application whose
/// window its views are in, when it knows of one, not the shared application's.
@MainActor
@Suite struct EmptyAnimationBlockClockTests {
    /// Runs `body` with a new scene and log, then checks that nothing was left scheduled on the
    /// shared application's clock.
    private func onItsWindowsClock(_ body: (AnimationScene, CompletionLog) -> Void) {
        let scene = AnimationScene()
        let shared = Application.shared.clock.scheduledItemCount
        body(scene, CompletionLog())
        #expect(Application.shared.clock.scheduledItemCount == shared)
    }

    @Test func aBlockSettingItsViewToTheValuesItHasCompletesOnThatWindowsClock() {
        onItsWindowsClock { scene, log in
            View.animate(
                withDuration: 0.3,
                animations: {
                    scene.box.frame = scene.box.frame
                    scene.box.alpha = 1
                }, completion: log.block("unchanged"))
            scene.wait(0.01)
            #expect(log.entries == ["unchanged:true"])
        }
    }

    @Test func aBlockThatChangesNothingInsideABlockCompletesOnTheOuterBlocksClock() {
        onItsWindowsClock { scene, log in
            View.animate(
                withDuration: 0.3,
                animations: {
                    scene.box.alpha = 0.5
                    View.animate(withDuration: 0.2, animations: {}, completion: log.block("inner"))
                }, completion: log.block("outer"))
            scene.wait(0.01)
            #expect(log.entries == ["inner:true"])
            scene.wait(0.3)
            #expect(log.entries == ["inner:true", "outer:true"])
        }
    }

    @Test func aBlockThatChangesNothingButHoldsAChangingBlockCompletesOnThatBlocksClock() {
        onItsWindowsClock { scene, log in
            View.animate(
                withDuration: 0.3,
                animations: {
                    View.animate(withDuration: 0.2, animations: { scene.box.alpha = 0.5 }, completion: log.block("inner"))
                }, completion: log.block("outer"))
            scene.wait(0.01)
            #expect(log.entries == ["outer:true"])
            scene.wait(0.3)
            #expect(log.entries == ["outer:true", "inner:true"])
        }
    }

    @Test func aBlockThatChangesNothingInACompletionCompletesOnThatCompletionsClock() {
        onItsWindowsClock { scene, log in
            View.animate(
                withDuration: 0.2, animations: { scene.box.alpha = 0.5 },
                completion: { _ in
                    log.block("first")(true)
                    View.animate(withDuration: 0.2, animations: {}, completion: log.block("chained"))
                })
            scene.wait(0.25)
            #expect(log.entries == ["first:true", "chained:true"])
        }
    }

    @Test func aZeroDurationBlockThatChangesNothingInsideABlockCompletesOnTheOuterBlocksClock() {
        onItsWindowsClock { scene, log in
            View.animate(withDuration: 0.3) {
                scene.box.alpha = 0.5
                View.animate(withDuration: 0, animations: {}, completion: log.block("instant"))
        }
        #expect(log.entries.isEmpty, "a completion runs on a later turn, never inside the block")
        scene.wait(0.01)
        #expect(log.entries == ["instant:true"])
        }
    }
}
