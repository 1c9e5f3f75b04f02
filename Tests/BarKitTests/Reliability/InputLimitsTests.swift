import Foundation
import Testing

import BarKit
@testable import BarLists
@testable import BarTextInput
@testable import BarViews

/// The largest inputs: 10 MB of text pasted into a text field and a text view, and a table of a
/// billion rows. Durations are hang guards only (generous bounds), never performance assertions.
@MainActor
@Suite struct InputLimitsTests {
    /// 10 MB of mixed text: words, spaces and a newline every 80 characters.
    static func tenMegabytes() -> String {
        let line = String(repeating: "lorem ipsum dolor sit amet, ", count: 3).prefix(79) + "\n"
        return String(repeating: String(line), count: 10 * 1024 * 1024 / 80)
    }

    /// Runs `body`, returning its duration in seconds.
    func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func tenMegabytesPastedIntoATextFieldAreKeptAndLaidOut() {
        let scene = Scene(size: CGSize(width: 320, height: 100))
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        scene.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        let text = Self.tenMegabytes()
        let paste = seconds { field.insertText(text) }
        let layout = seconds { scene.window.layoutIfNeeded() }
        let keystroke = seconds {
            field.insertText("x")
            scene.window.layoutIfNeeded()
        }
        // A text field keeps one line: the pasted line breaks became spaces.
        #expect(field.text?.utf16.count == text.utf16.count + 1)
        #expect(paste + layout + keystroke < 120, "paste \(paste) s, layout \(layout) s, keystroke \(keystroke) s")
    }

    @Test func tenMegabytesPastedIntoATextViewAreKeptAndLaidOut() {
        let scene = Scene(size: CGSize(width: 320, height: 480))
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scene.window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let text = Self.tenMegabytes()
        let paste = seconds { view.insertText(text) }
        let layout = seconds { scene.window.layoutIfNeeded() }
        let keystroke = seconds {
            view.insertText("x")
            scene.window.layoutIfNeeded()
        }
        #expect(view.text.utf16.count == text.utf16.count + 1)
        #expect(paste + layout + keystroke < 120, "paste \(paste) s, layout \(layout) s, keystroke \(keystroke) s")
    }

    @Test func aTableOfABillionRowsScrollsToTheMiddleAndTheEndKeepingNothingPerRow() throws {
        let scene = Scene(size: CGSize(width: 320, height: 480))
        let source = BillionRows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.dataSource = source
        scene.window.addSubview(table)
        scene.window.layoutIfNeeded()
        #expect(abs(table.contentSize.height - 44e9) < 1)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        let middle = IndexPath(row: 500_000_000, section: 0)
        table.scrollToRow(at: middle, at: .top, animated: false)
        scene.window.layoutIfNeeded()
        #expect(abs(table.contentOffset.y - 22e9) < 1)
        #expect(table.indexPathsForVisibleRows?.contains(middle) == true)
        #expect(abs(table.rectForRow(at: middle).minY - 22e9) < 1)
        let last = IndexPath(row: 999_999_999, section: 0)
        table.scrollToRow(at: last, at: .bottom, animated: false)
        scene.window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.last == last)
        #expect(abs(table.contentOffset.y - (44e9 - 480)) < 1)
        #expect(source.cellsAsked < 100)
        // No height is stored per row: only the blocks that were measured on screen keep theirs,
        // and there are at most 65,536 blocks (16,384 rows each here): about 1.5 MB in all.
        #expect(table.model.blockStart.count <= TableModel.maximumBlocks)
        #expect(table.model.storedHeights.count <= table.model.blockSize * 4)
    }
}

/// A data source of one section of a billion rows, each "Row N".
@MainActor
final class BillionRows: TableViewDataSource {
    private(set) var cellsAsked = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellsAsked += 1
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
