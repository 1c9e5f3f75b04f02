import BarWidgets
import Foundation
import Synchronization

/// A call a diffable snapshot or data source refused. UIKit stops the program for each of these
/// (its "supplied item identifiers are not unique" and the like); BarKit ignores the call, leaves
/// the snapshot as it was, and reports the error through `DiffableDataSourceError.problemHandler`
/// (or, when none is set, prints it to standard error). Identifiers appear as Swift prints them
/// (`String(reflecting:)`, so a string shows its quotes); `operation` names the call.
public enum DiffableDataSourceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Section identifiers given twice in one call, or already in the snapshot.
    case duplicateSectionIdentifiers([String], operation: String)
    /// Item identifiers given twice in one call, or already in the snapshot; `section` is the
    /// section they were to go into (nil when there was none to name).
    case duplicateItemIdentifiers([String], section: String?, operation: String)
    /// Section identifiers the snapshot does not hold.
    case sectionNotFound([String], operation: String)
    /// Item identifiers the snapshot does not hold.
    case itemNotFound([String], operation: String)
    /// Items were to be appended to the last section, and the snapshot has none.
    case noSections(operation: String)
    /// A section or item was to move before or after itself.
    case movedRelativeToItself(String, operation: String)
    /// The cell provider gave no cell for an item; the view shows an empty cell in its place.
    case cellProviderReturnedNil(item: String, indexPath: IndexPath, operation: String)
    /// The view asked for an index path the snapshot has no item at (an update made behind the
    /// data source's back); the view shows an empty cell there.
    case indexPathOutOfRange(IndexPath, operation: String)

    /// What went wrong and where, as a person can act on it.
    public var description: String {
        switch self {
        case .duplicateSectionIdentifiers(let ids, let operation):
            return "\(operation): supplied section identifiers are not unique (given twice, or already "
                + "in the snapshot): \(Self.list(ids)); the call was ignored"
        case .duplicateItemIdentifiers(let ids, let section, let operation):
            let place = section.map { " for section \($0)" } ?? ""
            return "\(operation): supplied item identifiers are not unique (given twice, or already in "
                + "the snapshot): \(Self.list(ids))\(place); the call was ignored"
        case .sectionNotFound(let ids, let operation):
            return "\(operation): section identifiers not in the snapshot: \(Self.list(ids)); the call was ignored"
        case .itemNotFound(let ids, let operation):
            return "\(operation): item identifiers not in the snapshot: \(Self.list(ids)); the call was ignored"
        case .noSections(let operation):
            return "\(operation): the snapshot has no sections; append a section first; the call was ignored"
        case .movedRelativeToItself(let id, let operation):
            return "\(operation): \(id) cannot move relative to itself; the call was ignored"
        case .cellProviderReturnedNil(let item, let indexPath, let operation):
            return "\(operation): the cell provider returned nil for item \(item) at \(Self.path(indexPath)); "
                + "an empty cell is shown"
        case .indexPathOutOfRange(let indexPath, let operation):
            return "\(operation): the snapshot has no item at \(Self.path(indexPath)) (the view was changed "
                + "without the data source); an empty cell is shown"
        }
    }

    /// The call that was refused ("appendItems(_:toSection:)").
    public var operation: String {
        switch self {
        case .duplicateSectionIdentifiers(_, let operation), .duplicateItemIdentifiers(_, _, let operation),
            .sectionNotFound(_, let operation), .itemNotFound(_, let operation), .noSections(let operation),
            .movedRelativeToItself(_, let operation), .cellProviderReturnedNil(_, _, let operation),
            .indexPathOutOfRange(_, let operation):
            return operation
        }
    }

    private static func path(_ indexPath: IndexPath) -> String {
        "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    }

    private static func list(_ ids: [String]) -> String {
        let shown = ids.prefix(10).joined(separator: ", ")
        return ids.count > 10 ? "\(shown) and \(ids.count - 10) more" : shown
    }

    private static let handler = Mutex<(@Sendable (DiffableDataSourceError) -> Void)?>(nil)

    /// Receives every `DiffableDataSourceError`, on the thread that made the refused call. Nil (the
    /// default) prints each to standard error. Tests set it to collect the errors instead.
    public static var problemHandler: (@Sendable (DiffableDataSourceError) -> Void)? {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    @usableFromInline static func report(_ error: DiffableDataSourceError) {
        if let handler = problemHandler {
            handler(error)
        } else {
            FileHandle.standardError.write(Data("BarKit: \(error)\n".utf8))
        }
    }

    /// How an identifier appears in an error.
    @usableFromInline static func describe(_ identifier: some Hashable) -> String { String(reflecting: identifier) }
}
