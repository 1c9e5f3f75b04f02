import Foundation

/// A link to an object that the link does not keep alive: the one place in BarViews where the tree
/// holds an object without retaining it or referring to it weakly.
///
/// The view tree links upwards (a view's superview and window, a bar item's bar, a window's list of
/// views to redraw, a control registered as its own target) without retaining, because the object
/// that owns the link is itself owned through the object it points to; and not weakly, because a
/// weak reference gives its target a side table, and every later retain and release of that object
/// takes a slower path (`Docs/Performance.md` gives the figures).
///
/// The contract: whoever sets the link clears it before the target is deallocated (a view clears
/// its subviews' links in `deinit`; a bar clears its items'). Debug builds check it: each link also
/// keeps a weak reference, and reading a link whose target is gone stops with an assertion naming
/// the target's type, instead of reading freed memory.
struct Unretained<Target: AnyObject> {
    /// The module's one use of `Unmanaged` (`Docs/Performance.md`).
    private typealias Reference = Unmanaged<Target>
    private var reference: Reference?
    #if DEBUG
        /// Nil once the target is deallocated; the link's invariant check.
        private weak var check: Target?
    #endif

    /// A link to `target` (none when nil).
    init(_ target: Target?) {
        reference = target.map { Reference.passUnretained($0) }
        #if DEBUG
            check = target
        #endif
    }

    /// The target, or nil when the link is empty.
    var target: Target? {
        guard let reference else { return nil }
        #if DEBUG
            assert(check != nil, "an unretained link to a \(Target.self) outlived its target")
        #endif
        return reference.takeUnretainedValue()
    }

    /// Calls `body` with the target borrowed, without a retain and release around the call; nil
    /// when the link is empty. Pass a nonisolated function: a closure made in main-actor code checks
    /// its actor each time it runs.
    func withTarget<Result>(_ body: (Target) -> Result) -> Result? {
        guard let reference else { return nil }
        #if DEBUG
            assert(check != nil, "an unretained link to a \(Target.self) outlived its target")
        #endif
        return reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether the link points to `object`, compared by identity, without retaining either.
    func refers(to object: AnyObject) -> Bool {
        guard let reference else { return false }
        return reference._withUnsafeGuaranteedRef { ObjectIdentifier($0) } == ObjectIdentifier(object)
    }
}

/// Live objects by number, unretained: each object takes itself out (`remove`) in its `deinit`, so
/// a number names its object while it lives and nothing after. Numbers are the caller's and never
/// given twice. How a touch finds its window and a control its touch without the side table a weak
/// reference would give them.
struct UnretainedRegistry<Target: AnyObject> {
    private var entries: [Int: Unretained<Target>] = [:]

    /// The live object numbered `number`; nil once it is gone.
    subscript(number: Int) -> Target? { entries[number]?.target }

    mutating func insert(_ target: Target, as number: Int) { entries[number] = Unretained(target) }

    mutating func remove(_ number: Int) { entries[number] = nil }
}
