import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// Per-item sizes and per-section spacing for a `CollectionViewFlowLayout`, from the collection
/// view's delegate, as UIKit's `UICollectionViewDelegateFlowLayout`. Each default returns the
/// layout's own property, so a delegate implements only what varies.
///
/// The flow layout asks these once per `prepare()` (every item's size, every section's insets and
/// spacing). With self-sizing (`estimatedItemSize` not zero) sizes come from the cells instead, and
/// `sizeForItemAt` is not asked.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath` (default: the layout's `itemSize`).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets around `section`'s items (default: the layout's `sectionInset`).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int) -> EdgeInsets
    /// The least spacing between `section`'s lines (default: the layout's `minimumLineSpacing`).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least spacing between items in one of `section`'s lines (default: the layout's
    /// `minimumInteritemSpacing`).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
}
