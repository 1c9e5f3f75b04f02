import BarGeometry
import BarText
import BarViews
import Foundation

/// How a system item drawn from a symbol is sized and placed, so that a bar of them looks even
/// (Docs/Behaviors.md §6): the font size at which the symbol's ink fills a box `inkHeight` tall
/// and `inkHeight` wide per character, and the title insets that centre its ink on the button
/// rather than its line box.
struct SystemGlyph {
    /// The font the symbol is drawn in.
    let font: Font
    /// The button's `titleEdgeInsets`: they move the title so the ink's centre is the title area's.
    let titleEdgeInsets: EdgeInsets

    /// The height of a system symbol's ink, in points; the code-drawn icons' ink is 13–18 points.
    static let inkHeight: CGFloat = 16
    /// The size the ink is first measured at.
    private static let referenceSize: CGFloat = 22

    /// The placement of `symbol` in the system font of `weight`.
    @MainActor static func placement(for symbol: String, weight: Font.Weight) -> SystemGlyph {
        let key = Key(symbol: symbol, weight: weight)
        if let placement = cache[key] { return placement }
        let reference = TextLayout(string: symbol, font: .systemFont(ofSize: referenceSize, weight: weight))
        let ink = reference.imageBounds
        var size = referenceSize
        if ink.width > 0, ink.height > 0 {
            let box = CGSize(width: inkHeight * CGFloat(max(1, symbol.count)), height: inkHeight)
            size = referenceSize * min(box.width / ink.width, box.height / ink.height)
        }
        let font = Font.systemFont(ofSize: size, weight: weight)
        let offset = TextLayout(string: symbol, font: font).imageOffsetFromCenter
        // Insets that move the centred title by −offset: the area keeps its size and shifts.
        let insets = EdgeInsets(top: -offset.y, left: -offset.x, bottom: offset.y, right: offset.x)
        let placement = SystemGlyph(font: font, titleEdgeInsets: insets)
        cache[key] = placement
        return placement
    }

    private struct Key: Hashable {
        let symbol: String
        let weight: Font.Weight
    }

    @MainActor private static var cache: [Key: SystemGlyph] = [:]
}
