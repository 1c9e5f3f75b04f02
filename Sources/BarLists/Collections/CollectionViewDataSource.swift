import BarViews
import BarWidgets
import Foundation

/// What a collection view shows: how many sections and items, and the cell of each item, as
/// UIKit's `UICollectionViewDataSource`.
///
/// The collection view asks for the counts when it first lays out and after `reloadData()` or an
/// update, and keeps them in between; it asks for a cell when the item comes into sight.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// How many sections there are (the default is 1).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// How many items `section` holds.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`: one from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`, configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
