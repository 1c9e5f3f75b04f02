import BarGeometry
import Foundation

// Finding the subviews that overlap a rect without visiting them all (Docs/Rendering.md, "Many
// subviews"): the rendering pass asks a view with many subviews which of them overlap the area it
// draws, so a scroll view over 10,000 rows draws a frame in time that does not grow with the rows.

/// The subviews of one view sorted by their frames' top edges, with the furthest bottom edge so far,
/// so the ones overlapping a rect are found by a binary search and a walk over those that start
/// above its bottom. Built the first time it is asked for, kept while the subviews stay put.
///
/// A subview whose own subviews may reach outside it (it has subviews and does not clip them) is
/// entered by its visual extent (the bounding box of its subtree) rather than its frame. A subview
/// that moves afterwards, or one with a descendant that moves within it while nothing between clips,
/// is set aside and always reported (its entry is stale); after too many have moved, or when
/// subviews are added, removed or reordered, the index is dropped and built again when next asked.
@MainActor
package final class SubviewIndex {
    private struct Entry {
        var minX: CGFloat
        var minY: CGFloat
        var maxX: CGFloat
        var maxY: CGFloat
        var position: Int
    }

    private var entries: [Entry] = []
    /// The largest `maxY` of `entries[0...k]`, for the binary search.
    private var furthestBottom: [CGFloat] = []
    /// Positions always reported: subviews that may draw outside their frames, and moved ones.
    private var always: [Int] = []
    /// Per position: the entry no longer says where the subview is.
    private var stale: [Bool]
    /// The subviews' positions by identity, made the first time one moves.
    private var positions: [ObjectIdentifier: Int]?

    /// Views with fewer subviews are walked in full (it costs less than the index).
    package static let threshold = 64
    /// The number of indexes alive; while it is zero, geometry changes skip looking for one.
    static var liveCount = 0

    isolated deinit {
        SubviewIndex.liveCount -= 1
    }

    /// The index of `view`'s subviews.
    init(of view: View) {
        let subviews = view.storedSubviews
        SubviewIndex.liveCount += 1
        stale = Array(repeating: false, count: subviews.count)
        entries.reserveCapacity(subviews.count)
        for (position, subview) in subviews.enumerated() {
            let f = SubviewIndex.extent(of: subview, in: view)
            entries.append(Entry(minX: f.minX, minY: f.minY, maxX: f.maxX, maxY: f.maxY, position: position))
        }
        // An animating subview is drawn where its animation has it, not at its frame: always reported.
        if View.animationsMayRun {
            for (position, subview) in subviews.enumerated() where subview.animationState != nil {
                stale[position] = true
                always.append(position)
            }
        }
        entries.sort(by: SubviewIndex.isAbove)
        furthestBottom.reserveCapacity(entries.count)
        var bottom = -CGFloat.infinity
        for entry in entries {
            bottom = max(bottom, entry.maxY)
            furthestBottom.append(bottom)
        }
    }

    /// Where `subview` of `view` may draw, in `view`'s coordinates: its frame, or its visual extent
    /// when its own subviews may reach outside it (it has some and does not clip them).
    static func extent(of subview: View, in view: View) -> CGRect {
        !subview.storedSubviews.isEmpty && !subview.clipsToBounds ? subview.visualExtent(in: view) : subview.frame
    }

    /// Whether `rect` takes in every place `view`'s subviews may draw: then all of them are drawn,
    /// and walking them costs less than building an index to find them.
    static func rect(_ rect: CGRect, takesInAllSubviewsOf view: View) -> Bool {
        for subview in view.storedSubviews where !rect.contains(extent(of: subview, in: view)) { return false }
        return true
    }

    /// The order of the entries, by top edge. Nonisolated: a closure made in main-actor code checks
    /// its actor on each call (once per comparison).
    private nonisolated static func isAbove(_ a: Entry, _ b: Entry) -> Bool { a.minY < b.minY }

    /// The positions (in `subviews`) of the subviews whose frames overlap `rect` (in the view's
    /// coordinates), with those always reported, in ascending order: the drawing order.
    package func positions(overlapping rect: CGRect) -> [Int] {
        var found = always
        // The first entry whose bottom, or an earlier one's, reaches below the rect's top.
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if furthestBottom[mid] > rect.minY { high = mid } else { low = mid + 1 }
        }
        var k = low
        while k < entries.count, entries[k].minY < rect.maxY {
            let e = entries[k]
            if e.maxY > rect.minY, e.maxX > rect.minX, e.minX < rect.maxX, !stale[e.position] {
                found.append(e.position)
            }
            k += 1
        }
        found.sort()
        return found
    }

    /// `subview`, one of `subviews` (the indexed view's, the same as when the index was built: any
    /// change to them drops it), moved: it is reported always from now on. False when the index
    /// should be dropped (too many moved, or the view is not one it knows).
    func subviewMoved(_ subview: View, among subviews: [View]) -> Bool {
        if positions == nil {
            var made: [ObjectIdentifier: Int] = [:]
            made.reserveCapacity(subviews.count)
            for (position, view) in subviews.enumerated() { made[ObjectIdentifier(view)] = position }
            positions = made
        }
        guard let position = positions?[ObjectIdentifier(subview)] else { return false }
        guard !stale[position] else { return true }
        guard always.count < max(16, stale.count / 16) else { return false }
        stale[position] = true
        if !always.contains(position) { always.append(position) }
        return true
    }
}

extension View {
    /// The positions of the subviews overlapping `rect` (in this view's coordinates), in drawing
    /// order; nil when walking them all costs less: the view has too few subviews for the index to
    /// pay, or, with no index yet, `rect` takes them all in (a new screen drawn whole).
    package func subviewPositions(overlapping rect: CGRect) -> [Int]? {
        let count = storedSubviews.count
        guard count >= SubviewIndex.threshold else { return nil }
        if let index = tree.subviewIndex { return index.positions(overlapping: rect) }
        if SubviewIndex.rect(rect, takesInAllSubviewsOf: self) { return nil }
        let index = SubviewIndex(of: self)
        tree.subviewIndex = index
        return index.positions(overlapping: rect)
    }

    /// The view's frame (or what may draw outside it) changed: its superview's index sets it aside,
    /// and so does each ancestor's further up whose entry is an extent this view is part of (up to
    /// the first ancestor that clips).
    @inline(__always)
    func subviewIndexNoteMoved() {
        // Inlined into every geometry setter: while no index exists, this test is all they pay.
        guard SubviewIndex.liveCount > 0 else { return }
        noteMovedInSubviewIndexes()
    }

    private func noteMovedInSubviewIndexes() {
        var view = self
        while let parent = view.storedSuperview {
            if let index = parent.tree.subviewIndex, !index.subviewMoved(view, among: parent.storedSubviews) {
                parent.tree.subviewIndex = nil
            }
            guard !parent.tree.clipsToBounds else { return }
            view = parent
        }
    }

    /// The subviews were added, removed or reordered: the index is built again when next asked.
    func dropSubviewIndex() {
        if SubviewIndex.liveCount > 0, tree.subviewIndex != nil { tree.subviewIndex = nil }
    }
}
