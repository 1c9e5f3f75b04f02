import BarViews
import BarWidgets
import Foundation

/// What a collection view tells about its items and asks before it highlights or selects one, as
/// UIKit's `UICollectionViewDelegate`. It refines `ScrollViewDelegate`, so the one object set as the
/// collection view's `delegate` hears of scrolling too. Every method has a default, so a delegate
/// implements only what it needs.
///
/// The highlight and selection methods are called only for the user's touches, never for
/// `selectItem(at:animated:scrollPosition:)` or `deselectItem(at:animated:)` (as UIKit documents).
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a touch on the item highlights it (default true). False leaves the item as it is and
    /// skips the whole selection: no `shouldSelect`, no selection (UIKit documents this).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// A touch highlighted the item.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The touch's highlight was removed (the touch ended, left the item or a drag took it).
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap on the item selects it (default true).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap on the selected item deselects it, with `allowsMultipleSelection` (default true).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected the item (tapped again with `allowsMultipleSelection`, or another item
    /// selected without it).
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `cell` is about to show the item at `indexPath`. Always followed, once the cell leaves, by
    /// `didEndDisplaying` with the same cell.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` no longer shows the item at `indexPath` (it scrolled out of sight, was deleted or
    /// reloaded, or the data was reloaded); `indexPath` is the one it was shown for.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}
