import Foundation
import Testing

import BarKit
@testable import BarGraphics
@testable import BarRendering

/// Renders larger than the pixel budget fail with a typed error before allocating anything.
@MainActor
@Suite struct PixelBudgetTests {
    @Test(arguments: [CGFloat(40_000), 1e30])
    func aViewLargerThanTheBudgetFailsToSnapshotAndSaysHowLarge(side: CGFloat) {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.size = CGSize(width: side, height: side)
        // `.tooLarge` comes from the budget, checked before any bitmap is made.
        let error = #expect(throws: RenderError.self) { try view.snapshot(scale: 1) }
        guard case .tooLarge(let width, let height, let limit)? = error else {
            Issue.record("expected .tooLarge, got \(String(describing: error))")
            return
        }
        #expect(width == Double(side) && height == Double(side))
        #expect(limit == PixelBudget.limit)
        let text = "\(error!)"
        #expect(text.contains(side == 40_000 ? "40000 × 40000" : "1e+30"), "\(text)")
        #expect(text.contains("pixel budget of 268435456"))
    }

    @Test func theCallsThatCannotFailGiveAnEmptyBitmap() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
        let bitmap = view.snapshot()
        #expect(bitmap.width == 0 && bitmap.height == 0)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
        #expect(window.render().width == 0)
        #expect(throws: RenderError.self) { try window.render(scale: 1) }
        let image = Image(size: CGSize(width: 40_000, height: 40_000)) { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(image.bitmap.width == 0)
    }

    @Test func theBudgetCountsPixelsAtTheScaleAskedFor() {
        // 10,000 × 10,000 points: 100 M pixels at 1x fit, 400 M at 2x do not.
        #expect(PixelBudget.allows(width: 10_000, height: 10_000))
        let doubled = PixelBudget.requested(for: CGSize(width: 10_000, height: 10_000), scale: 2)
        #expect(doubled.width == 20_000 && !PixelBudget.allows(width: doubled.width, height: doubled.height))
        // The limit is inclusive, and cairo's side limit applies as well.
        #expect(PixelBudget.allows(width: 16_384, height: 16_384))
        #expect(!PixelBudget.allows(width: 16_384, height: 16_385))
        #expect(!PixelBudget.allows(width: 40_000, height: 1))
        #expect(PixelBudget.allows(width: 100, height: 100, limit: 10_000))
        #expect(!PixelBudget.allows(width: 101, height: 100, limit: 10_000))
        // A fractional size rounds up, as the context does.
        #expect(PixelBudget.requested(for: CGSize(width: 10.2, height: 3), scale: 1).width == 11)
    }
}
