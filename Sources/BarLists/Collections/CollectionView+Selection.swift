import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Selection (Docs/Behaviors.md, "Collection views"): by code, without delegate calls (as UIKit
// documents), and by taps: a touch on an item highlights it once the scroll view lets the touch
// through (after its 0.15 s delay, or at once for a quick tap), and lifting it on the item selects
// it. A drag that starts on an item takes the touch: the item is never selected.

extension CollectionView {
    // MARK: - Selecting in code

    /// The selected items, in order (empty when none is).
    public var indexPathsForSelectedItems: [IndexPath]? { selection.sorted() }

    /// Selects the item at `indexPath` (without `allowsMultipleSelection`, deselecting the others),
    /// then scrolls to it as `scrollPosition` says (`[]`: no scrolling). Nil deselects every item.
    /// Calls no delegate method. Does nothing while `allowsSelection` is false; an index path that
    /// names no item is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selection { setSelected(false, at: path) }
            return
        }
        guard allowsSelection else { return }
        guard isValidItem(indexPath) else {
            CollectionView.report(.invalidIndexPath(
                "selectItem(at:animated:scrollPosition:): there is no item at \(CollectionViewUpdateMapping.describe(indexPath))"))
            return
        }
        if !allowsMultipleSelection {
            for path in selection where path != indexPath { setSelected(false, at: path) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` (nothing happens if it is not selected). Calls no delegate
    /// method.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Adds `path` to the selection or takes it out, and sets its cell's `isSelected`.
    private func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected { selection.insert(path) } else { selection.remove(path) }
        shownCells[path]?.isSelected = selected
    }

    // MARK: - Selecting by touch

    /// Starts tracking `touches` if it is one touch on an item with a cell that may be highlighted;
    /// returns whether the collection view took it.
    func beginTrackingItem(_ touches: Set<Touch>) -> Bool {
        guard trackedTouch == nil, allowsSelection, touches.count == 1, let touch = touches.first else { return false }
        guard let path = indexPathForItem(at: touch.location(in: self)), let cell = shownCells[path] else { return false }
        let delegate = collectionDelegate
        guard delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return false }
        trackedTouch = TrackedItemTouch(touch: touch, indexPath: path)
        cell.isHighlighted = true
        delegate?.collectionView(self, didHighlightItemAt: path)
        return true
    }

    /// Follows the tracked touch; leaving the item's cell removes its highlight for good.
    func continueTrackingItem(_ touches: Set<Touch>) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return false }
        guard tracked.isInside else { return true }
        let point = tracked.touch.location(in: self)
        if let cell = shownCells[tracked.indexPath], !cell.frame.contains(point) {
            trackedTouch?.isInside = false
            unhighlight(tracked.indexPath)
        }
        return true
    }

    /// Ends the tracked touch: the highlight goes; lifted on the item (not cancelled), the item is
    /// selected, or deselected with multiple selection, as the delegate agrees.
    func endTrackingItem(_ touches: Set<Touch>, cancelled: Bool) -> Bool {
        guard let tracked = trackedTouch, touches.contains(tracked.touch) else { return false }
        trackedTouch = nil
        guard tracked.isInside else { return true }
        let path = tracked.indexPath
        if cancelled || !(shownCells[path]?.frame.contains(tracked.touch.location(in: self)) ?? false) {
            unhighlight(path)
            return true
        }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selection.contains(path) {
            let deselects = delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true
            unhighlight(path)
            if deselects {
                setSelected(false, at: path)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
            return true
        }
        let selects = delegate?.collectionView(self, shouldSelectItemAt: path) ?? true
        unhighlight(path)
        guard selects else { return true }
        if !allowsMultipleSelection {
            for other in selection.sorted() where other != path {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
        return true
    }

    /// Removes the touch's highlight from the item and tells the delegate.
    private func unhighlight(_ path: IndexPath) {
        shownCells[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }
}
