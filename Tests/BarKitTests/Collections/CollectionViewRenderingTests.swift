import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// Drawing: cells come and go as the content scrolls, and what the window draws by moving pixels
/// equals a full redraw.
@MainActor
@Suite struct CollectionViewRenderingTests {
    /// A grid of coloured, labelled tiles in a 240 × 320 window.
    func makeGrid() -> GridScene {
        let g = GridScene(counts: [40, 25], size: CGSize(width: 240, height: 320)) {
            $0.itemSize = CGSize(width: 70, height: 56)
            $0.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        g.window.backgroundColor = .white
        g.collectionView.backgroundColor = Color(white: 0.94)
        g.source.configure = { cell, path in
            cell.backgroundColor = Color(red: CGFloat(path.item % 5) / 5, green: 0.5, blue: CGFloat(path.section) * 0.6 + 0.2)
            if cell.contentView.subviews.isEmpty {
                let label = Label(frame: CGRect(x: 6, y: 18, width: 58, height: 20))
                label.textAlignment = .center
                cell.contentView.addSubview(label)
            }
            (cell.contentView.subviews.first as? Label)?.text = "\(path.section).\(path.item)"
        }
        g.collectionView.reloadData()
        return g
    }

    @Test func scrollingThroughTheGridDrawsWhatAFullRedrawDraws() throws {
        let g = makeGrid()
        _ = try g.window.render(scale: 2)
        for (step, delta) in [CGFloat(30), 64, 200, -95, 400, 11].enumerated() {
            g.collectionView.contentOffset.y += delta
            let partial = try g.window.render(scale: 2)
            g.window.setNeedsFullRender()
            let full = try g.window.render(scale: 2)
            let difference = partial.difference(from: full, tolerance: 0)
            if difference.differingPixelCount > 0 {
                let directory = FileManager.default.temporaryDirectory.appendingPathComponent("BarKitGrid-\(UUID().uuidString)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try partial.pngData()?.write(to: directory.appendingPathComponent("partial-\(step).png"))
                try full.pngData()?.write(to: directory.appendingPathComponent("full-\(step).png"))
                Issue.record("step \(step): \(difference.differingPixelCount) pixels differ; renders in \(directory.path)")
            }
        }
        // Where the content stopped, the cells are the layout's.
        #expect(g.livePaths.allSatisfy { g.collectionView.cellForItem(at: $0)?.frame == g.frame($0.item, $0.section) })
    }
}
