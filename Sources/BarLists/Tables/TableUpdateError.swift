import BarWidgets
import Foundation

/// An update a table could not make: the data source's counts after it disagree with the counts
/// before and the changes, or a change names a row or section the table does not have. The table
/// reports it through `TableView.updateErrorHandler` (printed to standard error when none is set)
/// and reloads, so it stays usable and shows what the data source says.
public struct TableUpdateError: Error, Equatable, CustomStringConvertible {
    /// What disagreed.
    public enum Kind: Equatable, Sendable {
        /// The number of sections after the update is not the number before plus those inserted
        /// less those deleted.
        case numberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
        /// The number of rows in a section after the update is not the number before plus those
        /// inserted and moved in less those deleted and moved out.
        case numberOfRows(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// A change names a row the table does not have (deletes, reloads and move sources count in
        /// the rows before the update; inserts and move destinations in the rows after).
        case noSuchRow(IndexPath, change: String)
        /// A change names a section the table does not have.
        case noSuchSection(Int, change: String)
        /// Two changes name the same row or section (deleted twice, or deleted and moved).
        case conflictingChanges(String)
    }

    public let kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// UIKit's wording where UIKit has one.
    public var description: String {
        switch kind {
        case .numberOfSections(let before, let after, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(after)) must be equal to the number of sections contained in the table view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case .numberOfRows(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in that "
                + "section before the update (\(before)), plus or minus the number of rows inserted or deleted from "
                + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .noSuchRow(let indexPath, let change):
            return "Invalid update: attempt to \(change) row \(indexPath.count == 2 ? indexPath.row : -1) in section "
                + "\(indexPath.count == 2 ? indexPath.section : -1), which the table does not have."
        case .noSuchSection(let section, let change):
            return "Invalid update: attempt to \(change) section \(section), which the table does not have."
        case .conflictingChanges(let text):
            return "Invalid update: \(text)."
        }
    }
}
