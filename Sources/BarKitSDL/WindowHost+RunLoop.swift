import BarViews
import CSDL2
import CoreFoundation
import Foundation

// The main loop (Docs/Window.md): one thread, one `poll(2)` on the X server's connection, on
// libdispatch's main-queue eventfd and on the descriptors hooks watch (MainLoopHook.swift), with the
// timeout of the next `Timer`. Each wake handles the SDL events, the due timers, the main queue's
// work (@MainActor tasks included) and the watched descriptors, then presents what changed and runs
// the per-turn hooks. An idle window sleeps in `poll` and wakes for nothing.

extension WindowHost {
    /// Runs the windows: handles their events, runs the main queue's work, `@MainActor` tasks and
    /// `Timer`s, and presents what changed, until the last window closes (UIKit's
    /// `UIApplicationMain`). Returns at once when no window is open.
    public static func run() {
        while !open.isEmpty { MainLoop.shared.turn(waiting: true) }
    }

    /// Handles what is pending without waiting (SDL events, due timers, main-queue work) and
    /// presents what changed: one turn of `run()`, for tests and for programs with a loop of their own.
    public static func processPendingEvents() {
        MainLoop.shared.turn(waiting: false)
    }

    /// How many times the loop has woken from its wait: what BarBench's idle-window case counts.
    package static var wakeCount: Int { MainLoop.shared.wakeCount }
}

/// The loop behind `WindowHost.run()`.
@MainActor
package final class MainLoop {
    package static let shared = MainLoop()
    private(set) var wakeCount = 0
    /// Descriptors watched for other modules, and the hooks run after each turn (MainLoopHook.swift).
    var watches: [MainLoopHook] = []
    var turnHooks: [MainLoopHook] = []
    var eventHooks: [MainLoopHook] = []
    /// Whether a turn runs the main queue's work (a test process whose test runner drives the main
    /// queue itself turns this off: draining it from inside a test would run other tests' work).
    package static var drainsMainQueue = true
    /// libdispatch's main-queue eventfd: readable when work is queued on the main queue.
    private let mainQueueHandle = _dispatch_get_main_queue_handle_4CF()

    /// One turn: events, timers, the main queue, presenting; then, when `waiting`, sleep until the
    /// next event, main-queue work or timer.
    func turn(waiting: Bool) {
        dispatchSDLEvents()
        let nextTimer = fireDueTimers()
        runMainQueue()
        serviceWatches()
        for host in WindowHost.open.values { host.present() }
        // Laid out now: the input method's rectangle follows the caret.
        TextInputSession.shared.follow()
        runTurnHooks()
        // Presenting syncs with the X server, which may queue events: handle them before sleeping.
        dispatchSDLEvents()
        guard waiting, !WindowHost.open.isEmpty else { return }
        sleep(until: nextTimer)
    }

    /// Fires the main run loop's `Timer`s that are due, and returns when the next one is (nil when
    /// none is scheduled). The run loop runs only when one is due: asking it costs ~15 µs in system
    /// calls (it polls its sources), where reading its next timer's date costs well under one.
    private func fireDueTimers() -> Date? {
        let runLoop = CFRunLoopGetMain()
        let next = CFRunLoopGetNextTimerFireDate(runLoop, kCFRunLoopDefaultMode)
        guard next != 0 else { return nil }
        guard next <= CFAbsoluteTimeGetCurrent() else { return Date(timeIntervalSinceReferenceDate: next) }
        return RunLoop.main.limitDate(forMode: .default)
    }

    /// Hands every pending SDL event to its window; SDL_QUIT closes them all. SDL reads the X
    /// server's events once (`SDL_PumpEvents`), then its queue is emptied: `SDL_PollEvent` would
    /// read them again before each event.
    private func dispatchSDLEvents() {
        var event = SDL_Event()
        SDL_PumpEvents()
        while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
            if event.type == SDL_QUIT.rawValue {
                for host in Array(WindowHost.open.values) { host.close() }
                continue
            }
            let id = MainLoop.windowID(of: event)
            if let host = id.flatMap({ WindowHost.open[$0] }) {
                host.handle(event)
            } else if id == nil, let key = Application.shared.keyWindow,
                let host = WindowHost.open.values.first(where: { candidate in candidate.window === key })
            {
                host.handle(event)
            }
            // SDL allocated a long composition's text; it is ours to free.
            if event.type == SDL_TEXTEDITING_EXT.rawValue { SDL_free(event.editExt.text) }
            // Text input starts as soon as an event made a text field first responder, so the keys
            // that follow in the same batch already type.
            TextInputSession.shared.follow()
            if !eventHooks.isEmpty { runEventHooks() }
        }
    }

    /// Runs the work queued on the main queue, emptying its eventfd first (else it stays readable
    /// and the loop would spin).
    private func runMainQueue() {
        guard MainLoop.drainsMainQueue else { return }
        var count: UInt64 = 0
        var pending = pollfd(fd: mainQueueHandle, events: Int16(POLLIN), revents: 0)
        guard poll(&pending, 1, 0) > 0 else { return }
        _ = read(mainQueueHandle, &count, 8)
        _dispatch_main_queue_callback_4CF(nil)
    }

    /// Sleeps in `poll` on the X connections, the main queue's eventfd and the watched descriptors
    /// until one is readable or `nextTimer` is due (not at all when a watch has work pending).
    private func sleep(until nextTimer: Date?) {
        guard !watchesHavePendingWork else { return }
        var descriptors: [pollfd] =
            MainLoop.drainsMainQueue ? [pollfd(fd: mainQueueHandle, events: Int16(POLLIN), revents: 0)] : []
        descriptors += watchedDescriptors
        var displays: [OpaquePointer] = []
        for host in WindowHost.open.values {
            guard let window = host.sdlWindow, let display = bk_sdl_x11_display(window) else { continue }
            if !displays.contains(display) { displays.append(display) }
        }
        for display in displays {
            // Events Xlib already read need no wait.
            if XEventsQueued(display, QueuedAfterFlush) > 0 { return }
            descriptors.append(pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0))
        }
        var timeout: Int32 = -1
        if let nextTimer, nextTimer != .distantFuture {
            let milliseconds = (nextTimer.timeIntervalSinceNow * 1000).rounded(.up)
            timeout = Int32(max(0, min(milliseconds, Double(Int32.max))))
        }
        if displays.isEmpty && timeout < 0 {
            // No display to wake us (SDL's dummy driver): look again now and then.
            timeout = 100
        }
        _ = poll(&descriptors, nfds_t(descriptors.count), timeout)
        wakeCount += 1
    }

    /// The window an SDL event is for, or nil for events without one.
    static func windowID(of event: SDL_Event) -> UInt32? {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_TEXTEDITING_EXT: event.editExt.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_FINGERDOWN, SDL_FINGERUP, SDL_FINGERMOTION: event.tfinger.windowID
        default: nil
        }
    }
}
