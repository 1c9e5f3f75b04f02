import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Animated updates (Docs/Tables.md, "Updates"; Behaviors §11): a batch update in a window lays the
// new rows out inside one animation block. Rows that stay move from where they were drawn; rows
// that come in are placed at their start without animation, then fade or slide in; cells whose
// rows went (or that the update pushed out of sight) fade or slide out, and are set aside when
// the animation ends. Without a window, or inside `performWithoutAnimation`, it all applies at once.

/// What one animated batch update knows while the table lays out its new rows inside the block.
@MainActor
final class TableRowUpdate {
    /// The model before the update, where rows that come into sight were.
    let old: TableModel
    let map: TableIndexMap
    let batch: TableBatch
    /// The views that leave with this update, set aside when its animation ends.
    var leaving: [ObjectIdentifier] = []

    init(old: TableModel, map: TableIndexMap, batch: TableBatch) {
        self.old = old
        self.map = map
        self.batch = batch
    }

    /// How the row now at `indexPath`, which has no old row, comes in: inserted, or reloaded.
    func entrance(of indexPath: IndexPath) -> TableView.RowAnimation {
        let inserted = batch.insertedRows.contains(indexPath) || batch.insertedSections.contains(indexPath.section)
        return (inserted ? batch.insertAnimation : batch.reloadAnimation).resolved
    }

    /// How the row that was at `indexPath` before the update, and has no new row, goes.
    func exit(of indexPath: IndexPath) -> TableView.RowAnimation {
        let reloaded = batch.reloadedRows.contains(indexPath) || batch.reloadedSections.contains(indexPath.section)
        return (reloaded ? batch.reloadAnimation : batch.deleteAnimation).resolved
    }
}

extension TableView.RowAnimation {
    /// The animation a row gets: `.automatic` and `.middle` fade (BarKit's choice).
    var resolved: TableView.RowAnimation {
        switch self {
        case .automatic, .middle: return .fade
        default: return self
        }
    }
}

extension TableView {
    /// How long a row update animates (BarKit's figure; UIKit does not document its own).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Lays out the new rows inside an animation block, then sets aside what left and calls
    /// `completion` with whether every animation ran to its end.
    func animateLayout(
        of update: TableRowUpdate, leaving: [(TableViewCell, IndexPath, RowAnimation)], leavingSupplements: [View],
        completion: ((Bool) -> Void)?
    ) {
        View.animate(
            withDuration: TableView.rowAnimationDuration, delay: 0, options: [],
            animations: {
                // The completion sets aside what left: it must run on this table's clock.
                self.joinCurrentAnimationBlock()
                for (cell, indexPath, animation) in leaving {
                    self.leave(cell, oldIndexPath: indexPath, animation: animation, in: update)
                }
                for view in leavingSupplements { self.leaveSupplement(view, in: update) }
                self.rowUpdate = update
                self.setNeedsLayout()
                self.layoutIfNeeded()
                self.rowUpdate = nil
            },
            completion: { [weak self] finished in
                self?.finishLeaving(update.leaving)
                completion?(finished)
            })
    }

    /// Sends the cell of the old row `indexPath` out, fading or sliding by `animation`; it is
    /// set aside when the update's animation ends. Called inside the update's animation block.
    private func leave(_ cell: TableViewCell, oldIndexPath indexPath: IndexPath, animation: RowAnimation, in update: TableRowUpdate) {
        sendSubviewToBack(cell)
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        let rect = cell.frame
        switch animation {
        case .left: cell.frame = rect.offsetBy(dx: -rect.width, dy: 0)
        case .right: cell.frame = rect.offsetBy(dx: rect.width, dy: 0)
        case .top: cell.frame = rect.offsetBy(dx: 0, dy: -rect.height)
        case .bottom: cell.frame = rect.offsetBy(dx: 0, dy: rect.height)
        default: cell.alpha = 0
        }
        holdLeaving(cell, in: update) { [weak self, weak cell] in
            guard let self, let cell else { return }
            View.performWithoutAnimation { cell.alpha = 1 }
            self.setAside(cell, showing: indexPath)
        }
    }

    /// Moves the cell in `slot`, whose row the update pushed out of sight, to its new place, and
    /// sets it aside when the update's animation ends.
    func retireCell(atSlot slot: Int, in update: TableRowUpdate) {
        guard let cell = cellsOnScreen.removeValue(forKey: slot), case .row(let indexPath) = model.content(of: slot) else {
            return endDisplayingCell(atSlot: slot)
        }
        cell.frame = rowRect(atSlot: slot)
        holdLeaving(cell, in: update) { [weak self, weak cell] in
            guard let self, let cell else { return }
            self.setAside(cell, showing: indexPath)
        }
    }

    /// Places a cell that comes on screen during an animated update where it starts (without
    /// animation), laid out at its final size; the layout pass then moves it to its row.
    func placeEntering(_ cell: TableViewCell, atSlot slot: Int, indexPath: IndexPath, in update: TableRowUpdate) {
        let final = rowRect(atSlot: slot)
        var start = final
        var fades = false
        if let oldPath = update.map.oldRow(for: indexPath), update.old.contains(oldPath) {
            // Came into sight from where it was.
            start.origin.y = CGFloat(update.old.top(of: update.old.slot(of: oldPath)))
        } else {
            switch update.entrance(of: indexPath) {
            case .left: start = final.offsetBy(dx: -final.width, dy: 0)
            case .right: start = final.offsetBy(dx: final.width, dy: 0)
            case .top: start = final.offsetBy(dx: 0, dy: -final.height)
            case .bottom: start = final.offsetBy(dx: 0, dy: final.height)
            case .none: break
            default: fades = true
            }
            if start != final { sendSubviewToBack(cell) }
        }
        View.performWithoutAnimation {
            cell.frame = start
            cell.alpha = fades ? 0 : 1
            cell.layoutSubtreeIfNeeded()
        }
        if fades { cell.alpha = 1 }
    }

    /// Places a header or footer view that comes on screen during an animated update at `frame`,
    /// fading in.
    func placeEntering(_ view: View, frame: CGRect) {
        View.performWithoutAnimation {
            view.frame = frame
            view.alpha = 0
            view.layoutSubtreeIfNeeded()
        }
        view.alpha = 1
    }

    /// Fades out a header or footer view whose section went (or the buttons of a swiped row that
    /// went); it is set aside when the update's animation ends.
    private func leaveSupplement(_ view: View, in update: TableRowUpdate) {
        view.alpha = 0
        holdLeaving(view, in: update) { [weak self, weak view] in
            guard let self, let view else { return }
            View.performWithoutAnimation { view.alpha = 1 }
            self.setAsideSupplement(view)
        }
    }

    private func holdLeaving(_ view: View, in update: TableRowUpdate, finish: @escaping () -> Void) {
        let id = ObjectIdentifier(view)
        leavingViews[id] = finish
        update.leaving.append(id)
    }

    /// Sets aside the views that left with an update (or, with nil, every view still leaving).
    func finishLeaving(_ ids: [ObjectIdentifier]? = nil) {
        for id in ids ?? Array(leavingViews.keys) {
            leavingViews.removeValue(forKey: id)?()
        }
    }
}
