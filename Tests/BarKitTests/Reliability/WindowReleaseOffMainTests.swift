import Dispatch
import Foundation
import Testing

import BarKit
@testable import BarViews

/// Holds a window so that its last strong reference can be dropped on another thread.
final class WindowHandOff: @unchecked Sendable {
    var window: Window?
    init(_ window: Window) { self.window = window }
}

/// A window whose last release happens off the main actor runs its `isolated deinit` later, on the main
/// actor. In between, its application must not hand it out (it used to read a dead unretained link).
@MainActor
@Suite struct WindowReleaseOffMainTests {
    /// Drops `handOff`'s window on a background thread while the main thread waits, so the window's
    /// isolated deinit is queued behind the current main-actor code.
    private func releaseOffMain(_ handOff: WindowHandOff) {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            handOff.window = nil
            done.signal()
        }
        done.wait()
    }

    @Test func aKeyWindowReleasedOffTheMainActorLeavesItsApplicationAtOnce() async {
        let application = Application()
        let kept = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: application)
        let handOff = WindowHandOff(Window(frame: CGRect(x: 0, y: 0, width: 20, height: 20), application: application))
        handOff.window?.makeKey()
        #expect(application.windows.count == 2)
        weak let released = handOff.window
        releaseOffMain(handOff)
        // The deinit has not run yet: it waits for the main actor.
        #expect(released == nil)
        #expect(application.windows.map { ObjectIdentifier($0) } == [ObjectIdentifier(kept)])
        #expect(application.keyWindow === kept)
        await Task.yield()
        // The deinit ran and cleared the dead link.
        #expect(application.windows.count == 1)
        #expect(application.windowLinkCount == 1)
    }
}
