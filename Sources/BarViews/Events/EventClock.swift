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
        /// Whether the item is still to fire (a repeating item stays scheduled until cancelled).
        public fileprivate(set) var isScheduled = true

        fileprivate init(time: TimeInterval, interval: TimeInterval?, order: Int, work: @escaping @MainActor (Item) -> Void) {
            self.time = time
            self.interval = interval
            self.order = order
            self.work = work
        }

        /// Stops the item; it does not fire again, and lets go of its work at once. (The clock drops
        /// the item itself when its time comes or when it prunes: the item needs no link back.)
        public func cancel() {
            isScheduled = false
            work = nil
        }
    }

    /// Simulated time, when the clock follows a simulator; nil for the system's uptime.
    private var simulatedTime: TimeInterval?
    /// Items waiting for simulated time, by time then order.
    fileprivate var pending: [Item] = []
    private var nextOrder = 0

    /// A clock on the system's uptime.
    nonisolated init() {}

    /// The current time, in seconds since an arbitrary start (the uptime, or the simulator's time).
    public var now: TimeInterval { simulatedTime ?? ProcessInfo.processInfo.systemUptime }

    /// Whether the clock follows simulated time.
    public var isSimulated: Bool { simulatedTime != nil }

    /// The items still scheduled (timers, display links, delayed work); what lifetime tests read to
    /// see that nothing was left behind.
    var scheduledItemCount: Int { pending.reduce(0) { $0 + ($1.isScheduled ? 1 : 0) } }

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
            // What waits for the run loop moves to simulated time, as far ahead as it was.
            let uptime = ProcessInfo.processInfo.systemUptime
            for item in pending { item.time = time + max(0, item.time - uptime) }
            runLoopTimer?.invalidate()
            runLoopTimer = nil
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

    /// The one run-loop timer, set for the first pending item, while the clock follows the uptime.
    /// (One timer re-armed rather than one per item: the soak found every fired `Timer` kept by
    /// Foundation on Linux for good, about 250 bytes each, and a display link made 60 a second.)
    private var runLoopTimer: Timer?
    /// When the pending list is next cleared of cancelled items (whenever it has doubled since).
    private var pruneLimit = 64

    private func takeOrder() -> Int {
        nextOrder += 1
        return nextOrder
    }

    private func add(_ item: Item) -> Item {
        insert(item)
        if simulatedTime == nil, pending.first === item { armRunLoopTimer() }
        return item
    }

    /// Sets the run-loop timer for the first pending item (making it the first time).
    private func armRunLoopTimer() {
        guard let first = pending.first else { return }
        let date = Date(timeIntervalSinceNow: max(0, first.time - now))
        if let timer = runLoopTimer {
            timer.fireDate = date
        } else {
            // Repeating with an interval of a day so that it stays valid after firing; each firing
            // sets the next date. Weak: the timer outlives a clock that goes.
            let timer = Timer(fire: date, interval: 86_400, repeats: true) { [weak self] _ in
                MainActor.assumeIsolated { self?.fireDueOnRunLoop() }
            }
            runLoopTimer = timer
            // The run loop of the thread that first schedules work: the main actor's, which in an
            // application is the main run loop a window backend turns.
            RunLoop.current.add(timer, forMode: .common)
        }
    }

    /// The run-loop timer fired: the items due now run in time order. Work they schedule waits for
    /// a later firing, even when due at once, so the run loop keeps turning.
    private func fireDueOnRunLoop() {
        guard simulatedTime == nil else { return }
        let time = now
        var due: [Item] = []
        while let first = pending.first, first.time <= time {
            pending.removeFirst()
            guard first.isScheduled else { continue }
            if let interval = first.interval {
                // A repeating item late by whole intervals fires once for them (as `Timer` does).
                first.time += interval * max(1, ((time - first.time) / interval).rounded(.down) + 1)
                insert(first)
            } else {
                first.isScheduled = false
            }
            due.append(first)
        }
        for item in due where item.work != nil {
            item.work?(item)
            if !item.isScheduled { item.work = nil }
        }
        armRunLoopTimer()
    }

    /// Puts `item` in the pending list after every item due no later (binary search); cancelled
    /// items are cleared out whenever the list has doubled since the last time.
    private func insert(_ item: Item) {
        if pending.count >= pruneLimit {
            pending.removeAll { !$0.isScheduled }
            pruneLimit = max(64, pending.count * 2)
        }
        var low = 0
        var high = pending.count
        while low < high {
            let middle = (low + high) / 2
            let other = pending[middle]
            if other.time < item.time || (other.time == item.time && other.order < item.order) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        pending.insert(item, at: low)
    }
}
