import BarGeometry
import BarViews
import BarWidgets
import Foundation

/// Something a collection view could not do as asked. None stops the program (where UIKit raises
/// an exception for an update, BarKit reports and reloads): each is reported through
/// `CollectionView.problemHandler` (or, when none is set, printed to standard error), and the
/// collection view stays usable.
@MainActor
public enum CollectionViewProblem: @MainActor CustomStringConvertible {
    /// After an update the data source's counts are not the old counts plus and minus the changes.
    /// The collection view reloads its data instead.
    case inconsistentUpdate(InconsistentCollectionUpdate)
    /// An update names an item or section that does not exist on its side of the update. The
    /// collection view reloads its data instead.
    case invalidUpdate(String)
    /// An index path given to a method names no item (`selectItem`, `scrollToItem`, …); the call
    /// does nothing.
    case invalidIndexPath(String)
    /// The data source gave a negative count (of sections when `section` is nil); zero is used.
    case negativeCount(section: Int?, count: Int)
    /// A size from the delegate or a cell's measure is negative or not finite; zero (or the
    /// estimate) is used instead.
    case invalidItemSize(IndexPath, CGSize)
    /// The data source returned a cell that was not dequeued (it has no reuse identifier); it is
    /// shown, but never reused.
    case cellNotDequeued(IndexPath)

    /// The text of the report, as printed when no handler is set.
    public var description: String {
        switch self {
        case .inconsistentUpdate(let update): update.description
        case .invalidUpdate(let text): "Invalid update: \(text)"
        case .invalidIndexPath(let text): text
        case .negativeCount(let section, let count):
            section.map { "the data source gave \(count) items for section \($0); using 0" }
                ?? "the data source gave \(count) sections; using 0"
        case .invalidItemSize(let path, let size):
            "the size \(size.width) × \(size.height) of the item at \(CollectionViewUpdateMapping.describe(path)) "
                + "is negative or not finite; using zero"
        case .cellNotDequeued(let path):
            "the cell returned from collectionView(_:cellForItemAt:) for \(CollectionViewUpdateMapping.describe(path)) "
                + "has no reuse identifier: cells must come from dequeueReusableCell(withReuseIdentifier:for:)"
        }
    }
}

/// An update after which a section (or the number of sections) does not hold what the update says:
/// the counts before and after, and the changes the update made, as UIKit's exception lists them.
public struct InconsistentCollectionUpdate: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section (after the update) whose count is wrong, or nil when the number of sections is.
    public let section: Int?
    /// The count before the update.
    public let countBefore: Int
    /// The count the data source gives after the update.
    public let countAfter: Int
    /// How many items (or sections) the update inserted.
    public let inserted: Int
    /// How many items (or sections) the update deleted.
    public let deleted: Int
    /// How many items the update moved into the section.
    public let movedIn: Int
    /// How many items the update moved out of the section.
    public let movedOut: Int

    /// The count the update implies: before, plus and minus the changes.
    public var expectedCount: Int { countBefore + inserted - deleted + movedIn - movedOut }

    /// UIKit's message, with the counts.
    public var description: String {
        guard let section else {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(countAfter)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(countBefore)), plus or minus the number of sections "
                + "inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        return "Invalid update: invalid number of items in section \(section). The number of items contained in an "
            + "existing section after the update (\(countAfter)) must be equal to the number of items contained in "
            + "that section before the update (\(countBefore)), plus or minus the number of items inserted or "
            + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
            + "items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
}

extension CollectionView {
    /// Receives every `CollectionViewProblem`. Nil (the default) prints each to standard error. Tests
    /// set it to collect the reports instead.
    public static var problemHandler: ((CollectionViewProblem) -> Void)?

    static func report(_ problem: CollectionViewProblem) {
        if let handler = problemHandler {
            handler(problem)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(problem)\n".utf8))
        }
    }
}
