import BarKit
import Foundation
import Testing

@testable import BarLists

/// The table model's blocked heights against a plain array of every slot's height: tops, the slot
/// at an offset, and heights after random writes, for rows one-for-all and row by row.
@MainActor
@Suite struct TableModelTests {
    /// A model of `counts` with headers 28, footers 0 and rows `row`, and the same slots as an array.
    func make(_ counts: [Int], row: TableModel.RowHeights, blockShift: Int = TableModel.smallBlockShift) -> (TableModel, [Double]) {
        let model = TableModel(
            rowCounts: counts, header: { _ in (28, true, true) }, footer: { _ in (0, true, true) }, rows: row,
            minimumBlockShift: blockShift)
        var plain: [Double] = []
        for (section, count) in counts.enumerated() {
            plain.append(28)
            for r in 0..<count {
                switch row {
                case .uniform(let h): plain.append(h.height)
                case .each(let f): plain.append(f(IndexPath(row: r, section: section)).height)
                }
            }
            plain.append(0)
        }
        return (model, plain)
    }

    func expectAgrees(_ model: TableModel, _ plain: [Double], _ note: String) {
        #expect(model.slotCount == plain.count, "\(note)")
        var top = 0.0
        for slot in plain.indices {
            #expect(model.top(of: slot) == top, "\(note): top of slot \(slot)")
            #expect(model.height(ofSlot: slot) == plain[slot], "\(note): height of slot \(slot)")
            if plain[slot] > 0 {
                #expect(model.slot(at: top + plain[slot] / 2) == slot, "\(note): slot at the middle of \(slot)")
            }
            top += plain[slot]
        }
        #expect(model.totalHeight == top, "\(note): total")
    }

    @Test func uniformRowsAgreeWithEverySlotSummed() {
        let (model, plain) = make([40, 0, 150, 3, 200], row: .uniform((64, true, false)))
        expectAgrees(model, plain, "as built")
        #expect(model.storedHeights.isEmpty)
        #expect(model.isEstimate(model.slot(of: IndexPath(row: 5, section: 2))))
    }

    /// Blocks as large as a model of billions of rows gets (here 512 slots, spanning sections),
    /// as built and after writes.
    @Test(arguments: [TableModel.smallBlockShift, 9])
    func writesCopyOnlyTheirBlockAndKeepTheSumsRight(blockShift: Int) {
        var (model, plain) = make([40, 0, 150, 3, 200, 700], row: .uniform((64, true, false)), blockShift: blockShift)
        #expect(model.blockSize == 1 << blockShift)
        expectAgrees(model, plain, "as built")
        var generator = SeededRandom(seed: 7)
        for step in 0..<300 {
            let slot = Int.random(in: 0..<plain.count, using: &generator)
            let height = Double(Int.random(in: 0...120, using: &generator)) / 2
            model.setHeight(height, ofSlot: slot)
            model.setEstimate(false, ofSlot: slot)
            plain[slot] = height
            #expect(!model.isEstimate(slot))
            if step % 50 == 0 { expectAgrees(model, plain, "after \(step + 1) writes") }
        }
        expectAgrees(model, plain, "after 300 writes")
    }

    @Test func rowsGivenOneByOneAgreeToo() {
        let (model, plain) = make([7, 90, 1], row: .each { (Double(20 + $0.row % 13), false, false) })
        expectAgrees(model, plain, "row by row")
    }

    @Test func aHundredThousandUniformRowsKeepNothingPerRow() {
        let counts = [Int](repeating: 40, count: 2_500)
        let model = TableModel(
            rowCounts: counts, header: { _ in (28, true, true) }, footer: { _ in (0, true, true) },
            rows: .uniform((64, true, false)))
        #expect(model.storedHeights.isEmpty)
        #expect(model.totalHeight == 2_500 * (28 + 40 * 64))
        let last = model.slot(of: IndexPath(row: 39, section: 2_499))
        #expect(model.slot(at: model.totalHeight - 1) == last)
    }

    @Test func modelsOfBillionsOfSlotsKeepAtMostTheMaximumOfBlocks() {
        #expect(TableModel.blockShift(forSlots: 100_000) == TableModel.smallBlockShift)
        #expect(TableModel.blockShift(forSlots: 64 << 16) == TableModel.smallBlockShift)
        #expect(TableModel.blockShift(forSlots: (64 << 16) + 1) == TableModel.smallBlockShift + 1)
        let model = TableModel(
            rowCounts: [1_000_000_000, 3], header: { _ in (28, true, true) }, footer: { _ in (0, true, true) },
            rows: .uniform((44, true, false)))
        #expect(model.blockSize == 16_384)
        #expect(model.blockStart.count <= TableModel.maximumBlocks)
        #expect(model.totalHeight == 28 * 2 + 44 * 1_000_000_003)
        let row = model.slot(of: IndexPath(row: 123_456_789, section: 0))
        #expect(model.top(of: row) == 28 + 44 * 123_456_789)
        #expect(model.slot(at: 28 + 44 * 123_456_789 + 1) == row)
        #expect(model.slot(at: model.totalHeight - 1) == model.slot(of: IndexPath(row: 2, section: 1)))
    }

    @Test func aWidthChangeMakesSelfSizedHeightsEstimatesAgain() {
        var (model, _) = make([10], row: .uniform((44, true, true)))
        let slot = model.slot(of: IndexPath(row: 3, section: 0))
        model.setHeight(60, ofSlot: slot)
        model.setEstimate(false, ofSlot: slot)
        model.markSelfSizedAsEstimates()
        #expect(model.isEstimate(slot))
        #expect(model.height(ofSlot: slot) == 60)
    }
}
