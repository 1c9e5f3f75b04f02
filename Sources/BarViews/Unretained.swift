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
package struct Unretained<Target: AnyObject> {
    /// The module's one use of `Unmanaged` (`Docs/Performance.md`).
    private typealias Reference = Unmanaged<Target>
    private var reference: Reference?
    #if DEBUG
        /// Nil once the target is deallocated; the link's invariant check.
        private weak var check: Target?
    #endif

    /// A link to `target` (none when nil).
    package init(_ target: Target?) {
        reference = target.map { Reference.passUnretained($0) }
        #if DEBUG
            check = target
        #endif
    }

    /// The target, or nil when the link is empty.
    package var target: Target? {
        guard let reference else { return nil }
        #if DEBUG
            assert(check != nil, "an unretained link to a \(Target.self) outlived its target")
        #endif
        return reference.takeUnretainedValue()
    }

    /// Calls `body` with the target borrowed, without a retain and release around the call; nil
    /// when the link is empty. Pass a nonisolated function: a closure made in main-actor code checks
    /// its actor each time it runs.
    package func withTarget<Result>(_ body: (Target) -> Result) -> Result? {
        guard let reference else { return nil }
        #if DEBUG
            assert(check != nil, "an unretained link to a \(Target.self) outlived its target")
        #endif
        return reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether the link points to `object`, compared by identity, without retaining either.
    package func refers(to object: AnyObject) -> Bool {
        guard let reference else { return false }
        return reference._withUnsafeGuaranteedRef { ObjectIdentifier($0) } == ObjectIdentifier(object)
    }
}

/// Live objects by number, unretained: each object takes itself out (`remove`) in its `deinit`, so
/// a number names its object while it lives and nothing after. Numbers are the caller's, positive,
/// and never given twice. How a touch finds its window and a control its touch without the side
/// table a weak reference would give them.
///
/// An open-addressed table, at most half full, probed linearly from a number's multiplicative hash
/// (a `Dictionary` hashed each number with SipHash: nine lookups a tap, 8 % of its instructions).
struct UnretainedRegistry<Target: AnyObject> {
    /// Each slot's number (0: empty) and its object.
    private var numbers = [Int](repeating: 0, count: UnretainedRegistry.smallest)
    private var targets = [Unretained<Target>](repeating: Unretained(nil), count: UnretainedRegistry.smallest)
    private(set) var count = 0
    private static var smallest: Int { 8 }

    /// The live object numbered `number`; nil once it is gone.
    subscript(number: Int) -> Target? {
        guard let slot = slot(of: number) else { return nil }
        return targets[slot].target
    }

    mutating func insert(_ target: Target, as number: Int) {
        precondition(number > 0, "a registry number must be positive, not \(number)")
        if let slot = slot(of: number) {
            targets[slot] = Unretained(target)
            return
        }
        if (count + 1) * 2 > numbers.count { resize(to: numbers.count * 2) }
        place(number, Unretained(target))
        count += 1
    }

    mutating func remove(_ number: Int) {
        guard var hole = slot(of: number) else { return }
        numbers[hole] = 0
        targets[hole] = Unretained(nil)
        count -= 1
        // Later entries of the probe run move back into the hole when their home slot allows it, so
        // no run has a gap and lookups need no tombstones.
        let mask = numbers.count - 1
        var next = (hole + 1) & mask
        while numbers[next] != 0 {
            let home = UnretainedRegistry.home(of: numbers[next], mask: mask)
            if (next - home) & mask >= (next - hole) & mask {
                numbers[hole] = numbers[next]
                targets[hole] = targets[next]
                numbers[next] = 0
                targets[next] = Unretained(nil)
                hole = next
            }
            next = (next + 1) & mask
        }
        if numbers.count > UnretainedRegistry.smallest && count * 8 < numbers.count { resize(to: numbers.count / 2) }
    }

    /// The slot holding `number`, if any.
    private func slot(of number: Int) -> Int? {
        let mask = numbers.count - 1
        var slot = UnretainedRegistry.home(of: number, mask: mask)
        while numbers[slot] != 0 {
            if numbers[slot] == number { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Puts an entry in the first empty slot of its probe run.
    private mutating func place(_ number: Int, _ target: Unretained<Target>) {
        let mask = numbers.count - 1
        var slot = UnretainedRegistry.home(of: number, mask: mask)
        while numbers[slot] != 0 { slot = (slot + 1) & mask }
        numbers[slot] = number
        targets[slot] = target
    }

    /// The table again at `capacity` slots (a power of two), every entry placed anew.
    private mutating func resize(to capacity: Int) {
        let oldNumbers = numbers
        let oldTargets = targets
        numbers = [Int](repeating: 0, count: capacity)
        targets = [Unretained<Target>](repeating: Unretained(nil), count: capacity)
        for index in oldNumbers.indices where oldNumbers[index] != 0 { place(oldNumbers[index], oldTargets[index]) }
    }

    /// Where `number`'s probe run starts: the high bits of its product with 2⁶⁴/φ, which spreads
    /// consecutive numbers over the table.
    private static func home(of number: Int, mask: Int) -> Int {
        let product = UInt64(truncatingIfNeeded: number) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> 32) & mask
    }
}
