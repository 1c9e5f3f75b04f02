import BarGeometry
import BarViews
import BarWidgets
import Foundation

extension CollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item in the visible area: at most one vertical
    /// and one horizontal position (where two of one axis are given, the first listed here wins).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's center at the middle of the visible area's height.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's center at the middle of the visible area's width.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item at `indexPath` sits where `scrollPosition` says, within the offset limits
    /// (with `animated`, over 0.3 s). An axis with no position keeps its offset, except that with no
    /// position at all the collection view scrolls the least that brings the item into view. The
    /// visible area is the bounds inside `adjustedContentInset`. An index path that names no item is
    /// reported and ignored.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath) else {
            CollectionView.report(.invalidIndexPath(
                "scrollToItem(at:at:animated:): there is no item at \(CollectionViewUpdateMapping.describe(indexPath))"))
            return
        }
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame, frame.isFinite else { return }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - visibleHeight / 2 - inset.top
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - visibleHeight - inset.top
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - visibleWidth / 2 - inset.left
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - visibleWidth - inset.left
        }
        setContentOffset(clampedContentOffset(target), animated: animated)
    }
}
