import BarViews
import BarWidgets

/// Cells set aside for reuse, by reuse identifier, and the classes registered to make new ones.
/// Shared by `TableView` and `CollectionView`: a cell leaves the pool when it is dequeued and goes
/// back when its row or item scrolls out of sight.
@MainActor
struct ReusePool<Cell: View> {
    private var idle: [String: [Cell]] = [:]
    private var makers: [String: () -> Cell] = [:]

    /// Makes `make` the way to build a new cell for `identifier`, replacing any earlier one.
    mutating func register(_ identifier: String, make: @escaping () -> Cell) { makers[identifier] = make }

    /// Whether a class or maker is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { makers[identifier] != nil }

    /// A cell set aside for `identifier`, else a new one from its maker, else nil.
    mutating func dequeue(_ identifier: String) -> Cell? {
        if let cell = idle[identifier]?.popLast() { return cell }
        return makers[identifier]?()
    }

    /// A cell set aside for `identifier`, or nil (never makes one).
    mutating func dequeueIdle(_ identifier: String) -> Cell? { idle[identifier]?.popLast() }

    /// Sets `cell` aside for `identifier`.
    mutating func enqueue(_ cell: Cell, identifier: String) { idle[identifier, default: []].append(cell) }

    /// How many cells are set aside, all identifiers together.
    var idleCount: Int { idle.values.reduce(0) { $0 + $1.count } }

    /// Forgets every cell set aside (their classes stay registered).
    mutating func removeIdle() { idle.removeAll() }
}
