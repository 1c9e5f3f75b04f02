import Foundation

// What other modules hang on the main loop (the AT-SPI bridge): a file descriptor it watches in its
// `poll` beside the X connection, a call after each SDL event, and a call once per turn after
// events, layout and presenting.
// Watching in the same `poll` costs no thread and no extra wake: the loop sleeps in `poll` already
// (Docs/Window.md), where an SDL user event would need a thread of its own to wait on the socket
// and wake the loop besides.

/// A hook on the main loop; the loop keeps it until `cancel()`.
@MainActor
package final class MainLoopHook {
    /// The descriptor watched for reading; -1 for a per-turn hook.
    let descriptor: Int32
    /// Whether work is waiting that the descriptor will not signal (data a library already read):
    /// the loop then does not sleep, and calls the handler on its next turn.
    let isPending: () -> Bool
    let handler: () -> Void

    init(descriptor: Int32, isPending: @escaping () -> Bool, handler: @escaping () -> Void) {
        self.descriptor = descriptor
        self.isPending = isPending
        self.handler = handler
    }

    /// Stops calling the handler.
    package func cancel() {
        MainLoop.shared.watches.removeAll { $0 === self }
        MainLoop.shared.turnHooks.removeAll { $0 === self }
        MainLoop.shared.eventHooks.removeAll { $0 === self }
    }
}

extension MainLoop {
    /// Calls `handler` on each turn of the loop in which `descriptor` is readable (or `isPending`
    /// says work waits), before the windows are presented. The loop's `poll` waits on it too.
    package func watch(
        _ descriptor: Int32, isPending: @escaping () -> Bool = { false }, _ handler: @escaping () -> Void
    ) -> MainLoopHook {
        let hook = MainLoopHook(descriptor: descriptor, isPending: isPending, handler: handler)
        watches.append(hook)
        return hook
    }

    /// Calls `handler` once per turn of the loop, after the events, the main queue's work, layout
    /// and presenting (a turn runs only when something woke the loop).
    package func afterEachTurn(_ handler: @escaping () -> Void) -> MainLoopHook {
        let hook = MainLoopHook(descriptor: -1, isPending: { false }, handler: handler)
        turnHooks.append(hook)
        return hook
    }

    /// Calls `handler` after each SDL event the loop hands to a window (several may arrive in one
    /// turn: a click and a key pressed just after it). Keep it cheap.
    package func afterEachEvent(_ handler: @escaping () -> Void) -> MainLoopHook {
        let hook = MainLoopHook(descriptor: -1, isPending: { false }, handler: handler)
        eventHooks.append(hook)
        return hook
    }

    /// Runs the per-event hooks.
    func runEventHooks() {
        for hook in eventHooks { hook.handler() }
    }

    /// Runs the handlers of the watched descriptors that are readable now (or have work pending).
    func serviceWatches() {
        guard !watches.isEmpty else { return }
        let hooks = watches
        var descriptors = hooks.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        _ = poll(&descriptors, nfds_t(descriptors.count), 0)
        for (hook, descriptor) in zip(hooks, descriptors)
        where descriptor.revents != 0 || hook.isPending() {
            // A handler may cancel another hook: only those still watched run.
            guard watches.contains(where: { $0 === hook }) else { continue }
            hook.handler()
        }
    }

    /// Runs the per-turn hooks.
    func runTurnHooks() {
        for hook in turnHooks where turnHooks.contains(where: { $0 === hook }) { hook.handler() }
    }

    /// Whether a watched descriptor has work pending that its readability will not signal.
    var watchesHavePendingWork: Bool { watches.contains { $0.isPending() } }

    /// The watched descriptors, for the loop's `poll`.
    var watchedDescriptors: [pollfd] {
        watches.filter { $0.descriptor >= 0 }.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
    }
}
