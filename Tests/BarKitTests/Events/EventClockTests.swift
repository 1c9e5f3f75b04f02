import Foundation
import Testing

import BarKit

@testable import BarViews
@testable import BarWidgets

/// The clock on the system's time: work fires from a run loop's timer, in time order, and lets go
/// of what it captured (Docs/Events.md, "The clock"). A clock fires from the run loop of the thread
/// that first schedules on it: here the test's, which the test turns itself.
@MainActor
@Suite(.serialized)
struct EventClockTests {
    final class Token {}

    /// A clock of its own (not the shared application's), on the system's time.
    func makeClock() -> EventClock { EventClock() }

    /// Turns this thread's run loop (as a window backend turns the main one) until `done` or 2 s.
    func turnRunLoop(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !done(), Date() < deadline {
            _ = RunLoop.current.limitDate(forMode: .default)
            Thread.sleep(forTimeInterval: 0.002)
        }
    }

    @Test func workFiresFromTheRunLoopInTimeOrderAndCancelledWorkNever() {
        let clock = makeClock()
        #expect(!clock.isSimulated)
        var log: [String] = []
        // The clock's first item makes its run-loop timer, which takes a while under valgrind: made
        // before the times below start.
        clock.schedule(after: 10) { _ in }.cancel()
        // Scheduled out of order, each for a fixed time after `t0`.
        let t0 = clock.now
        func after(_ seconds: TimeInterval) -> TimeInterval { t0 + seconds - clock.now }
        clock.schedule(after: after(0.15)) { _ in log.append("c") }
        clock.schedule(after: after(0.05)) { _ in
            log.append("a")
            // Due at once, it waits for a later firing of the run loop's timer, then fires.
            clock.schedule(after: 0) { _ in log.append("a+") }
        }
        clock.schedule(after: after(0.10)) { _ in log.append("b") }
        let cancelled = clock.schedule(after: after(0.07)) { _ in log.append("never") }
        cancelled.cancel()
        var firedAt: TimeInterval?
        clock.schedule(after: after(0.12)) { _ in firedAt = clock.now }
        turnRunLoop { log.count == 4 }
        // In time order; "a+" after "a" (before "b" unless a slow machine found both due at once).
        #expect(log.filter { $0 != "a+" } == ["a", "b", "c"])
        #expect(log.contains("a+") && log.firstIndex(of: "a+")! > log.firstIndex(of: "a")!, "\(log)")
        #expect(!cancelled.isScheduled)
        #expect(firedAt.map { $0 - t0 >= 0.12 } == true, "no work fires before its time")
    }

    @Test func repeatingWorkFiresUntilCancelledAndFiredWorkLetsGoOfWhatItCaptured() {
        let clock = makeClock()
        var count = 0
        clock.scheduleRepeating(every: 0.01) { item in
            count += 1
            if count == 5 { item.cancel() }
        }
        weak var captured: Token?
        do {
            let token = Token()
            captured = token
            clock.schedule(after: 0.01) { _ in _ = token }
        }
        turnRunLoop { count >= 5 && captured == nil }
        #expect(count == 5)
        #expect(captured == nil, "work that fired for good is released")
        // Nothing more fires once cancelled.
        let later = Date().addingTimeInterval(0.05)
        while Date() < later { _ = RunLoop.current.limitDate(forMode: .default) }
        #expect(count == 5)
    }

    @Test func manyItemsScheduledAndCancelledLeaveNothingBehind() {
        let clock = makeClock()
        weak var lastCaptured: Token?
        var fired = 0
        // As a scroll view's indicator fade: cancelled and scheduled again, frame after frame.
        var fade: EventClock.Item?
        for _ in 0..<1_000 {
            fade?.cancel()
            let token = Token()
            lastCaptured = token
            fade = clock.schedule(after: 0.02) { _ in
                _ = token
                fired += 1
            }
        }
        turnRunLoop { fired == 1 }
        #expect(fired == 1, "only the last fade fires")
        fade = nil
        #expect(lastCaptured == nil)
    }

    @Test func repeatingWorkLateByManyIntervalsFiresOnceForThem() {
        let clock = makeClock()
        var times: [TimeInterval] = []
        let item = clock.scheduleRepeating(every: 0.01) { _ in times.append(clock.now) }
        // The loop is busy for ten intervals (a long layout): one firing, not ten, then on time again.
        Thread.sleep(forTimeInterval: 0.1)
        _ = RunLoop.current.limitDate(forMode: .default)
        #expect(times.count == 1)
        turnRunLoop { times.count == 3 }
        item.cancel()
        #expect(times.count == 3)
        if times.count == 3 { #expect(times[2] - times[0] < 0.5, "the next firings come on time, not a day later") }
    }

    @Test(arguments: [false, true])
    func aDisplayLinkLeftRunningDoesNotKeepItsApplicationAlive(simulated: Bool) {
        // A clock keeps a link until it is invalidated; the application and its clock still go when
        // nothing else holds them, and their items (the link among them) go with them.
        weak var application: Application?
        weak var link: DisplayLink?
        do {
            let made = Application()
            application = made
            let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: made)
            let simulator = simulated ? EventSimulator(window: window, application: made) : nil
            let running = DisplayLink { _ in }
            running.add(to: made)
            link = running
            simulator?.advance(by: 0.1)
        }
        #expect(application == nil)
        #expect(link == nil)
    }
}
