import Foundation

/// The time an application's events, timers, gesture recognizers and display links share
/// (Docs/Events.md, "The clock").
///
/// By default it is the system's uptime, and what is scheduled fires from the main run loop (a
/// window backend runs one). `EventSimulator` switches its application's clock to simulated time:
/// nothing fires until the simulator's time passes it, and then everything due fires in time order,
/// so a long press or a deceleration is tested without sleeping.
@MainActor
public final class EventClock {
    /// A scheduled piece of work; `cancel()` stops it.
    @MainActor
    public final class Item {
        fileprivate(set) var time: TimeInterval
        fileprivate let interval: TimeInterval?
        fileprivate let order: Int
        /// The work; nil once the item is cancelled or has fired for good, so what it captured goes.
        fileprivate var work: (@MainActor (Item) -> Void)?
        fileprivate var timer: Timer?
        /// Whether the item is still to fire (a repeating item stays scheduled until cancelled).
        public fileprivate(set) var isScheduled = true

        fileprivate init(time: TimeInterval, interval: TimeInterval?, order: Int, work: @escaping @MainActor (Item) -> Void) {
            self.time = time
            self.interval = interval
            self.order = order
            self.work = work
        }

        /// Stops the item; it does not fire again, and lets go of its work at once. (A simulated clock
        /// drops the item itself when its time comes: the item needs no link back to the clock.)
        public func cancel() {
            isScheduled = false
            work = nil
            timer?.invalidate()
            timer = nil
        }
    }

    /// Simulated time, when the clock follows a simulator; nil for the system's uptime.
    private var simulatedTime: TimeInterval?
    /// Items waiting for simulated time, by time then order.
    fileprivate var pending: [Item] = []
    private var nextOrder = 0

    nonisolated init() {}

    /// The current time, in seconds since an arbitrary start (the uptime, or the simulator's time).
    public var now: TimeInterval { simulatedTime ?? ProcessInfo.processInfo.systemUptime }

    /// Whether the clock follows simulated time.
    public var isSimulated: Bool { simulatedTime != nil }

    /// Runs `work` once, `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ work: @escaping @MainActor (Item) -> Void) -> Item {
        add(Item(time: now + max(0, delay), interval: nil, order: takeOrder(), work: work))
    }

    /// Runs `work` every `interval` seconds, the first time `interval` from now, until cancelled.
    @discardableResult
    public func scheduleRepeating(every interval: TimeInterval, _ work: @escaping @MainActor (Item) -> Void) -> Item {
        let step = interval > 0 && interval.isFinite ? interval : 1.0 / 60
        return add(Item(time: now + step, interval: step, order: takeOrder(), work: work))
    }

    /// Follows simulated time from `time` on (what `EventSimulator` does to its application).
    func simulate(startingAt time: TimeInterval) {
        if simulatedTime == nil {
            // Items on run-loop timers move to simulated time, as far ahead as they were.
            let uptime = ProcessInfo.processInfo.systemUptime
            for item in collectTimerItems() {
                item.timer?.invalidate()
                item.timer = nil
                item.time = time + max(0, item.time - uptime)
                insert(item)
            }
        }
        simulatedTime = max(simulatedTime ?? time, time)
    }

    /// Moves simulated time on to `time`, firing every item due by then in time order (an item that
    /// schedules another due before `time` sees it fire too).
    func advance(to time: TimeInterval) {
        guard let current = simulatedTime, time >= current else { return }
        while let first = pending.first, first.time <= time {
            pending.removeFirst()
            guard first.isScheduled else { continue }
            simulatedTime = max(current, first.time)
            if let interval = first.interval {
                first.time += interval
                insert(first)
            } else {
                first.isScheduled = false
            }
            first.work?(first)
            if !first.isScheduled { first.work = nil }
        }
        simulatedTime = time
    }

    // MARK: - Internals

    private var timerItems: [Item] = []
    private var timerItemsPruneLimit = 64

    private func collectTimerItems() -> [Item] {
        defer { timerItems = [] }
        return timerItems.filter { $0.isScheduled }
    }

    private func takeOrder() -> Int {
        nextOrder += 1
        return nextOrder
    }

    private func add(_ item: Item) -> Item {
        if simulatedTime != nil {
            insert(item)
        } else {
            // The timer holds the clock and the item until it fires or the item is cancelled (which
            // invalidates it): no weak links, so no side tables.
            let timer = Timer(timeInterval: max(0, item.time - now), repeats: false) { _ in
                MainActor.assumeIsolated { self.fireOnRunLoop(item) }
            }
            item.timer = timer
            // Cancelled items never fire, so they never leave the list by firing: pruned whenever the
            // list has doubled since the last pruning (the soak found the list growing by about 60
            // cancelled indicator fades a second while a list scrolled).
            if timerItems.count >= timerItemsPruneLimit {
                timerItems.removeAll { !$0.isScheduled }
                timerItemsPruneLimit = max(64, timerItems.count * 2)
            }
            timerItems.append(item)
            RunLoop.main.add(timer, forMode: .common)
        }
        return item
    }

    /// A run-loop timer fired: the work runs, and a repeating item is set again.
    private func fireOnRunLoop(_ item: Item) {
        guard item.isScheduled else { return }
        item.timer = nil
        timerItems.removeAll { $0 === item }
        if let interval = item.interval {
            item.time += interval
            _ = add(item)
        } else {
            item.isScheduled = false
        }
        item.work?(item)
        if !item.isScheduled { item.work = nil }
    }

    private func insert(_ item: Item) {
        let index = pending.firstIndex { $0.time > item.time || ($0.time == item.time && $0.order > item.order) }
        pending.insert(item, at: index ?? pending.endIndex)
    }
}
