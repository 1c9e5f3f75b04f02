import BarKit
import Foundation

// The table-update model (the `table` fuzzer, and the seeded model-based test that replays it):
// a table in a window of its own application is driven by batch updates, moves, reloads, section
// changes, updates whose counts are wrong on purpose, diffable snapshots, scrolls, resizes and time
// passing mid-animation. A plain array of sections is the model. After every step the table must
// show the model's rows at the places it shows (each in one cell, every row in sight with a cell);
// every cell handed out again was prepared for reuse; once animations end, the cells on screen are
// exactly the visible ones. At the end everything must be freed and nothing left on the clock.

/// Plays one table-update script; returns what went wrong (empty when all held).
@MainActor
public func playTableFuzzCase(_ input: FuzzInput, maxSteps: Int = 400) -> [String] {
    var input = input
    var failures: [String] = []
    weak var freedTable: TableView?
    weak var freedWindow: Window?
    weak var freedApplication: Application?
    do {
        let harness = TableFuzzHarness(&input)
        freedTable = harness.table
        freedWindow = harness.window
        freedApplication = harness.application
        harness.run(&input, maxSteps: maxSteps)
        harness.finish()
        failures = harness.failures
    }
    if freedTable != nil { failures.append("the table outlived its window") }
    if freedWindow != nil { failures.append("the window was not freed") }
    if freedApplication != nil { failures.append("the application was not freed") }
    return failures
}

/// A cell that counts how often it was prepared for reuse.
final class TableFuzzCell: TableViewCell {
    var prepared = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: Coder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// The model, the data source and the checks.
@MainActor
final class TableFuzzHarness: TableViewDataSource, TableViewDelegate {
    let application = Application()
    let window: Window
    let simulator: EventSimulator
    let table: TableView
    /// The model: each section's items (unique numbers; a reload gives an item a new number).
    var sections: [[Int]] = []
    var nextItem = 0
    var nextSection = 0
    /// Section identifiers, for the diffable mode.
    var sectionIDs: [Int] = []
    let variableHeights: Bool
    var failures: [String] = []
    var step = 0
    /// Each cell handed out, with its count of preparations when it was.
    var handedOut: [ObjectIdentifier: Int] = [:]
    var errors: [TableUpdateError] = []

    init(_ input: inout FuzzInput) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        simulator = EventSimulator(window: window)
        let style = TableView.Style.allCases[input.int(in: 0...2)]
        table = TableView(frame: window.bounds, style: style)
        table.register(TableFuzzCell.self, forCellReuseIdentifier: "row")
        variableHeights = input.bool()
        switch input.int(in: 0...2) {
        case 0: table.rowHeight = 44
        case 1: table.estimatedRowHeight = 0
        default: break
        }
        let useDiffable = input.bool()
        window.addSubview(table)
        for _ in 0..<input.int(in: 1...4) {
            sections.append((0..<input.int(in: 0...30)).map { _ in makeItem() })
            sectionIDs.append(nextSection)
            nextSection += 1
        }
        if useDiffable {
            let source = TableViewDiffableDataSource<Int, Int>(tableView: table) { [unowned self] table, indexPath, item in
                self.dequeue(table, indexPath, text: "\(item)")
            }
            source.defaultRowAnimation = TableView.RowAnimation.allCases[input.int(in: 0...7)]
            diffableStorage = source
            table.delegate = self
            applySnapshot(animated: false)
        } else {
            table.delegate = self
            table.dataSource = self
        }
        window.layoutIfNeeded()
    }

    /// The diffable data source, kept here (the table holds its data source weakly).
    var diffableStorage: TableViewDiffableDataSource<Int, Int>?

    func makeItem() -> Int {
        nextItem += 1
        return nextItem
    }

    // MARK: - Data source and delegate

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let item = sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.row)
            ? sections[indexPath.section][indexPath.row] : -1
        return dequeue(tableView, indexPath, text: "\(item)")
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard variableHeights, sections.indices.contains(indexPath.section),
            sections[indexPath.section].indices.contains(indexPath.row)
        else { return tableView.rowHeight }
        return CGFloat(20 + sections[indexPath.section][indexPath.row] % 5 * 15)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section % 2 == 0 ? "Section \(section)" : nil
    }

    func dequeue(_ tableView: TableView, _ indexPath: IndexPath, text: String) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if let cell = cell as? TableFuzzCell {
            let id = ObjectIdentifier(cell)
            if let before = handedOut[id], cell.prepared <= before {
                failures.append("step \(step): a cell was handed out again without prepareForReuse")
            }
            handedOut[id] = cell.prepared
        }
        cell.textLabel?.text = text
        return cell
    }

    // MARK: - Steps

    func run(_ input: inout FuzzInput, maxSteps: Int) {
        let handler = TableView.updateErrorHandler
        TableView.updateErrorHandler = { [weak self] in self?.errors.append($0) }
        defer { TableView.updateErrorHandler = handler }
        while !input.isEmpty && step < maxSteps && failures.count < 5 {
            step += 1
            let animated = input.int(in: 0...3) != 0
            if animated {
                perform(&input)
            } else {
                View.performWithoutAnimation { perform(&input) }
            }
            window.layoutIfNeeded()
            check(settled: false)
        }
    }

    private func perform(_ input: inout FuzzInput) {
        switch input.int(in: 0...9) {
        case 0, 1, 2: updateRows(&input)
        case 3: moveRow(&input)
        case 4: changeSections(&input)
        case 5: wrongCounts(&input)
        case 6:
            let height = table.contentSize.height - table.bounds.height
            let y = Double(input.int(in: 0...100)) / 100 * Double(max(0, height) + 80) - 40
            table.contentOffset = CGPoint(x: 0, y: y)
        case 7: simulator.advance(by: Double(input.int(in: 0...40)) / 100)
        case 8:
            let width = CGFloat(input.int(in: 120...480))
            let height = CGFloat(input.int(in: 100...640))
            table.frame = CGRect(x: 0, y: 0, width: width, height: height)
        default:
            sections = sections.map { $0.filter { _ in input.int(in: 0...7) != 0 } }
            if diffableStorage == nil { table.reloadData() } else { applySnapshot(animated: false) }
        }
    }

    /// Deletes, inserts and reloads rows in one batch, as UIKit counts them: deletions and reloads
    /// name the rows before, insertions the rows after.
    private func updateRows(_ input: inout FuzzInput) {
        guard !sections.isEmpty else { return }
        var deleted: [IndexPath] = []
        var reloaded: [IndexPath] = []
        for (s, rows) in sections.enumerated() {
            for r in rows.indices {
                switch input.int(in: 0...15) {
                case 0: deleted.append(IndexPath(row: r, section: s))
                case 1: reloaded.append(IndexPath(row: r, section: s))
                default: break
                }
            }
        }
        for path in reloaded { sections[path.section][path.row] = makeItem() }
        for path in deleted.sorted(by: >) { sections[path.section].remove(at: path.row) }
        var inserted: [IndexPath] = []
        for _ in 0..<input.int(in: 0...4) {
            let s = input.int(in: 0...sections.count - 1)
            let r = input.int(in: 0...sections[s].count)
            sections[s].insert(makeItem(), at: r)
            inserted = inserted.map { $0.section == s && $0.row >= r ? IndexPath(row: $0.row + 1, section: s) : $0 }
            inserted.append(IndexPath(row: r, section: s))
        }
        let animation = TableView.RowAnimation.allCases[input.int(in: 0...7)]
        if diffableStorage != nil { return applySnapshot(animated: true) }
        let table = self.table
        table.performBatchUpdates({
            if !deleted.isEmpty { table.deleteRows(at: deleted, with: animation) }
            if !reloaded.isEmpty { table.reloadRows(at: reloaded, with: animation) }
            if !inserted.isEmpty { table.insertRows(at: inserted, with: animation) }
        }, completion: nil)
    }

    private func moveRow(_ input: inout FuzzInput) {
        guard let from = sections.indices.filter({ !sections[$0].isEmpty }).first(where: { _ in input.bool() })
        else { return }
        let row = input.int(in: 0...sections[from].count - 1)
        let item = sections[from].remove(at: row)
        let to = input.int(in: 0...sections.count - 1)
        let newRow = input.int(in: 0...sections[to].count)
        sections[to].insert(item, at: newRow)
        if diffableStorage != nil { return applySnapshot(animated: true) }
        table.moveRow(at: IndexPath(row: row, section: from), to: IndexPath(row: newRow, section: to))
    }

    private func changeSections(_ input: inout FuzzInput) {
        let animation = TableView.RowAnimation.allCases[input.int(in: 0...7)]
        if input.bool() || sections.isEmpty {
            let index = input.int(in: 0...sections.count)
            sections.insert((0..<input.int(in: 0...12)).map { _ in makeItem() }, at: index)
            sectionIDs.insert(nextSection, at: index)
            nextSection += 1
            if diffableStorage != nil { return applySnapshot(animated: true) }
            table.insertSections(IndexSet(integer: index), with: animation)
        } else {
            let index = input.int(in: 0...sections.count - 1)
            sections.remove(at: index)
            sectionIDs.remove(at: index)
            if diffableStorage != nil { return applySnapshot(animated: true) }
            table.deleteSections(IndexSet(integer: index), with: animation)
        }
    }

    /// Changes the data and tells the table less than happened: the table must report it, reload,
    /// and show the data.
    private func wrongCounts(_ input: inout FuzzInput) {
        guard diffableStorage == nil, let s = sections.indices.first(where: { _ in input.bool() }) else { return }
        let before = errors.count
        sections[s].append(makeItem())
        sections[s].append(makeItem())
        table.insertRows(at: [IndexPath(row: sections[s].count - 2, section: s)], with: .fade)
        if errors.count != before + 1 { failures.append("step \(step): counts that disagree were not reported") }
    }

    func applySnapshot(animated: Bool) {
        guard let source = diffableStorage else { return }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sectionIDs)
        for (id, items) in zip(sectionIDs, sections) { snapshot.appendItems(items, toSection: id) }
        source.apply(snapshot, animatingDifferences: animated)
    }

    // MARK: - Checks

    func check(settled: Bool) {
        let label = "step \(step)"
        if table.numberOfSections != sections.count {
            failures.append("\(label): \(table.numberOfSections) sections shown, the model has \(sections.count)")
            return
        }
        for s in sections.indices where table.numberOfRows(inSection: s) != sections[s].count {
            failures.append("\(label): section \(s) shows \(table.numberOfRows(inSection: s)) rows, the model has \(sections[s].count)")
            return
        }
        let visible = table.indexPathsForVisibleRows ?? []
        var seen = Set<ObjectIdentifier>()
        for path in visible {
            guard let cell = table.cellForRow(at: path) else {
                failures.append("\(label): no cell for visible row \(path)")
                continue
            }
            if !seen.insert(ObjectIdentifier(cell)).inserted { failures.append("\(label): a cell shows two rows") }
            let expected = "\(sections[path.section][path.row])"
            if cell.textLabel?.text != expected {
                failures.append("\(label): row \(path) shows \(cell.textLabel?.text ?? "nil"), the model has \(expected)")
            }
            if cell.isHidden { failures.append("\(label): the cell of visible row \(path) is hidden") }
        }
        // Every row in sight has a cell.
        let bounds = table.bounds
        for s in sections.indices {
            for r in sections[s].indices {
                let path = IndexPath(row: r, section: s)
                let rect = table.rectForRow(at: path)
                if rect.height > 0, rect.intersects(bounds), table.cellForRow(at: path) == nil {
                    failures.append("\(label): row \(path) is in sight without a cell")
                }
            }
        }
        let shown = table.subviews.compactMap { $0 as? TableViewCell }.filter { !$0.isHidden }
        let shownIDs = Set(shown.map(ObjectIdentifier.init))
        if !seen.isSubset(of: shownIDs) { failures.append("\(label): a visible cell is not on screen") }
        if settled && shownIDs != seen {
            failures.append("\(label): \(shownIDs.count) cells on screen after the animations, \(seen.count) visible")
        }
    }

    /// Lets every animation end and checks the screen holds just the visible cells; then empties
    /// the window.
    func finish() {
        simulator.advance(by: 1)
        window.layoutIfNeeded()
        check(settled: true)
        table.removeFromSuperview()
    }
}
