import BarKit
import Foundation
import Testing

@testable import BarKitSDL

/// The hooks the accessibility bridge hangs on the window loop, with SDL's dummy video driver: a
/// watched descriptor's handler runs on the turns it is readable, per-event hooks after each event,
/// per-turn hooks once a turn after presenting.
@MainActor
@Suite(.serialized)
struct MainLoopHookTests {
    init() {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        MainLoop.drainsMainQueue = false
    }

    func makeHost() throws -> (WindowHost, Button) {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: Application())
        let button = Button(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        window.addSubview(button)
        return (try WindowHost(window: window, title: "hooks", scale: 1), button)
    }

    @Test func aWatchedDescriptorsHandlerRunsOnlyOnTheTurnsItIsReadable() throws {
        let (host, _) = try makeHost()
        defer { host.close() }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var calls = 0
        let hook = MainLoop.shared.watch(ends[0]) {
            calls += 1
            var byte: UInt8 = 0
            _ = read(ends[0], &byte, 1)
        }
        WindowHost.processPendingEvents()
        #expect(calls == 0, "nothing to read")
        var byte: UInt8 = 1
        _ = write(ends[1], &byte, 1)
        WindowHost.processPendingEvents()
        #expect(calls == 1)
        WindowHost.processPendingEvents()
        #expect(calls == 1, "read: not readable any more")
        hook.cancel()
        _ = write(ends[1], &byte, 1)
        WindowHost.processPendingEvents()
        #expect(calls == 1, "a cancelled watch is not called")
    }

    @Test func pendingWorkRunsTheHandlerWithoutTheDescriptorBeingReadable() throws {
        let (host, _) = try makeHost()
        defer { host.close() }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        var pending = true
        var calls = 0
        let hook = MainLoop.shared.watch(ends[0], isPending: { pending }) {
            calls += 1
            pending = false
        }
        defer { hook.cancel() }
        WindowHost.processPendingEvents()
        WindowHost.processPendingEvents()
        #expect(calls == 1)
    }

    @Test func turnHooksRunOnceATurnAfterPresentingAndEventHooksAfterEachEvent() throws {
        let (host, button) = try makeHost()
        defer { host.close() }
        WindowHost.processPendingEvents()
        var presentedAtTurnEnd: [Int] = []
        var events = 0
        let turn = MainLoop.shared.afterEachTurn { presentedAtTurnEnd.append(host.lastPresentedRectCount) }
        let event = MainLoop.shared.afterEachEvent { events += 1 }
        defer {
            turn.cancel()
            event.cancel()
        }
        button.isHighlighted = true
        WindowHost.processPendingEvents()
        WindowHost.processPendingEvents()
        #expect(presentedAtTurnEnd.count == 2)
        #expect(presentedAtTurnEnd[0] >= 1, "the turn that redrew has presented before its hook runs")
        #expect(presentedAtTurnEnd[1] == 0, "nothing changed")
        let centre = CGPoint(x: 60, y: 40)
        host.postMouseButton(down: true, at: centre)
        host.postMouseButton(down: false, at: centre)
        WindowHost.processPendingEvents()
        #expect(events == 2, "one call per event, both handled in one turn")
        #expect(presentedAtTurnEnd.count == 3)
    }
}
