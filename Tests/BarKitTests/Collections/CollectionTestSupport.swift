import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A cell that counts its reuses and whether `prepareForReuse()` ran since it was last configured.
@MainActor
final class CountingCell: CollectionViewCell {
    private(set) var reuseCount = 0
    var preparedSinceConfigured = false

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        preparedSinceConfigured = true
    }
}

/// A data source and delegate over `counts`, logging the delegate's item calls by name and index
/// path ("select 0.3"), and keeping the willDisplay/didEndDisplaying pairs.
@MainActor
final class GridSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    /// Item sizes for the flow layout; nil uses the layout's `itemSize`.
    var sizes: ((IndexPath) -> CGSize)?
    var insets: ((Int) -> EdgeInsets)?
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var shouldSelect: (IndexPath) -> Bool = { _ in true }
    private(set) var log: [String] = []
    /// Every cell the data source returned, once each.
    private(set) var cellsMade: [ObjectIdentifier: CountingCell] = [:]
    /// How many reused cells came back from dequeue without `prepareForReuse()` having run.
    private(set) var unpreparedReuses = 0
    /// The cells shown now by willDisplay and not yet ended, with their index paths.
    private(set) var displayed: [ObjectIdentifier: IndexPath] = [:]
    private(set) var unpairedEnds = 0
    private(set) var doubleDisplays = 0
    private(set) var displayCount = 0
    /// Configures each cell (after the dequeue).
    var configure: ((CountingCell, IndexPath) -> Void)?

    init(counts: [Int]) { self.counts = counts }

    func clearLog() { log.removeAll() }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
        if cellsMade[ObjectIdentifier(cell)] != nil && !cell.preparedSinceConfigured { unpreparedReuses += 1 }
        cell.preparedSinceConfigured = false
        cellsMade[ObjectIdentifier(cell)] = cell
        configure?(cell, indexPath)
        return cell
    }

    private func name(_ path: IndexPath) -> String { "\(path.section).\(path.item)" }

    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(name(indexPath))")
        return shouldHighlight(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("highlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("unhighlight \(name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(name(indexPath))")
        return shouldSelect(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("deselect \(name(indexPath))")
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayCount += 1
        if displayed.updateValue(indexPath, forKey: ObjectIdentifier(cell)) != nil { doubleDisplays += 1 }
    }
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        if displayed[ObjectIdentifier(cell)] == indexPath {
            displayed[ObjectIdentifier(cell)] = nil
        } else {
            unpairedEnds += 1
        }
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! CollectionViewFlowLayout).itemSize
    }
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        insets?(section) ?? (collectionViewLayout as! CollectionViewFlowLayout).sectionInset
    }
}

/// A window holding a collection view (at the window's top left, `size`) with a flow layout, over
/// a `GridSource` of `counts`.
@MainActor
struct GridScene {
    let scene: Scene
    let layout = CollectionViewFlowLayout()
    let collectionView: CollectionView
    let source: GridSource
    var window: Window { scene.window }
    var simulator: EventSimulator { scene.simulator }

    init(counts: [Int], size: CGSize = CGSize(width: 320, height: 480), setUp: (CollectionViewFlowLayout) -> Void = { _ in }) {
        scene = Scene(size: size)
        setUp(layout)
        collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        source = GridSource(counts: counts)
        collectionView.dataSource = source
        collectionView.delegate = source
        scene.window.addSubview(collectionView)
        scene.window.layoutIfNeeded()
    }

    /// The frame the layout gives the item at `item` of `section`.
    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Every item's frame in `section`, in order.
    func frames(section: Int = 0) -> [CGRect] {
        (0..<source.counts[section]).map { frame($0, section) ?? .null }
    }

    /// The cells that are subviews of the collection view now.
    var liveCells: [CollectionViewCell] { collectionView.subviews.compactMap { $0 as? CollectionViewCell } }

    /// Scrolls to `offset` and lays out.
    func scroll(to offset: CGPoint) {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
    }

    /// Collects the problems reported while `body` runs.
    static func problems(during body: () -> Void) -> [CollectionViewProblem] {
        var found: [CollectionViewProblem] = []
        let saved = CollectionView.problemHandler
        CollectionView.problemHandler = { found.append($0) }
        defer { CollectionView.problemHandler = saved }
        body()
        return found
    }
}

extension GridScene {
    /// A drag from `start` by `distance` in `steps` moves of `interval` seconds each, then lifted.
    func drag(from start: CGPoint, by distance: CGPoint, steps: Int = 10, interval: TimeInterval = 0.01) {
        let saved = simulator.stepInterval
        simulator.stepInterval = interval
        defer { simulator.stepInterval = saved }
        let touch = simulator.touchDown(at: start)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            simulator.move(touch, to: CGPoint(x: start.x + distance.x * f, y: start.y + distance.y * f))
        }
        simulator.touchUp(touch)
    }

    /// The index paths of the cells that are subviews now, in order.
    var livePaths: [IndexPath] { liveCells.compactMap { collectionView.indexPath(for: $0) }.sorted() }
}
