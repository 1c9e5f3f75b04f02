import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A cell whose label of any number of lines is pinned 8 points inside the content view, counting
/// its measures.
@MainActor
final class TitleCell: CollectionViewCell {
    let label = Label(text: nil, font: .systemFont(ofSize: 15))
    private(set) var measures = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: Coder) { nil }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        measures += 1
        return super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}

/// Titles for items, and the cells that showed them.
@MainActor
final class TitleSource: CollectionViewDataSource {
    var titles: [String]
    var numberOfLines = 0
    private(set) var cells: [ObjectIdentifier: TitleCell] = [:]
    init(titles: [String]) { self.titles = titles }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as! TitleCell
        cell.label.numberOfLines = numberOfLines
        cell.label.text = titles[indexPath.item]
        cells[ObjectIdentifier(cell)] = cell
        return cell
    }
}

/// Self-sizing cells: measured with `systemLayoutSizeFitting` when their item first shows, the
/// estimate used before (Behaviors, "Flow layout").
@MainActor
@Suite struct CollectionViewSelfSizingTests {
    @MainActor
    struct Grid {
        let scene = Scene(size: CGSize(width: 320, height: 480))
        let layout = CollectionViewFlowLayout()
        let view: CollectionView
        let source: TitleSource

        init(titles: [String], estimate: CGSize, numberOfLines: Int = 0) {
            layout.estimatedItemSize = estimate
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            source = TitleSource(titles: titles)
            source.numberOfLines = numberOfLines
            view.dataSource = source
            scene.window.addSubview(view)
            scene.window.layoutIfNeeded()
        }

        func frame(_ item: Int) -> CGRect? { view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
    }

    /// A label's size for `text` at most `width` wide, plus the cell's 8-point margins.
    func fitted(_ text: String, width: CGFloat = .greatestFiniteMagnitude) -> CGSize {
        let label = Label(text: text, font: .systemFont(ofSize: 15))
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: width - 16, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width + 16, height: size.height + 16)
    }

    let long = String(repeating: "A title long enough to wrap. ", count: 6)

    @Test func cellsTakeTheirContentsSizeAndALongTextWrapsAtTheLinesLength() {
        let g = Grid(titles: ["A", "Photos", long, "B"], estimate: CollectionViewFlowLayout.automaticSize)
        let a = fitted("A")
        let photos = fitted("Photos")
        let wrapped = fitted(long, width: 320)
        #expect(wrapped.width <= 320 && wrapped.height > 2 * photos.height, "\(wrapped)")
        // Line one: "A" and "Photos" (the long text does not fit beside them), spread to both edges.
        #expect(g.frame(0)?.size == a)
        #expect(g.frame(1)?.size == photos)
        #expect(g.frame(1)?.maxX == 320)
        // The long title alone on its line, at exactly the line's length.
        #expect(g.frame(2) == CGRect(x: 0, y: max(a.height, photos.height) + 10, width: 320, height: wrapped.height))
        #expect(g.frame(3)?.size == fitted("B"))
        // Cells are placed at the measured frames.
        for cell in g.source.cells.values {
            let path = g.view.indexPath(for: cell)!
            #expect(cell.frame == g.frame(path.item), "\(path)")
        }
    }

    @Test func theEstimateStandsUntilTheItemFirstShowsAndEachItemIsMeasuredOnce() {
        let titles = (0..<300).map { "Item \($0)" }
        // One-line labels: measuring a reused cell, BarViews' fitting starts a label of several lines
        // at the width its last layout gave it, so a longer text would wrap there.
        let g = Grid(titles: titles, estimate: CGSize(width: 60, height: 40), numberOfLines: 1)
        let measured = fitted("Item 1")
        #expect(g.frame(1)?.size == measured)
        // Far below, nothing has shown yet: the estimate.
        #expect(g.frame(290)?.size == CGSize(width: 60, height: 40))
        let measuresBefore = g.source.cells.values.reduce(0) { $0 + $1.measures }
        // Down and back up: each item is measured the first time it shows, never again.
        var y: CGFloat = 0
        while y < g.view.contentSize.height - 480 {
            y += 200
            g.view.contentOffset = CGPoint(x: 0, y: min(y, g.view.contentSize.height - 480))
            g.view.layoutIfNeeded()
        }
        #expect(g.frame(290)?.size == fitted("Item 290"))
        let measuresDown = g.source.cells.values.reduce(0) { $0 + $1.measures }
        g.view.contentOffset = .zero
        g.view.layoutIfNeeded()
        #expect(g.source.cells.values.reduce(0) { $0 + $1.measures } == measuresDown)
        #expect(measuresDown > measuresBefore)
        #expect(g.layout.measuredSizes.count == 300)
    }

    @Test func aNewWidthMeasuresAgain() {
        let g = Grid(titles: [long], estimate: CollectionViewFlowLayout.automaticSize)
        // Alone on its line, the cell is exactly as wide as the line; its height is the text's there.
        #expect(g.frame(0)?.size == CGSize(width: 320, height: fitted(long, width: 320).height))
        g.view.frame.size.width = 200
        g.view.layoutIfNeeded()
        #expect(g.frame(0)?.size == CGSize(width: 200, height: fitted(long, width: 200).height))
    }
}
