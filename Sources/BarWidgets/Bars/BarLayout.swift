import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

/// The placement rules of a toolbar (Docs/Behaviors.md §6), as a pure function of the items' sizes,
/// so `Bar` and tests share one implementation.
///
/// - Edge margins on both sides; `spacing` between two adjacent items when neither is a space item
///   (a fixed or flexible space replaces the spacing on its sides).
/// - Flexible spaces share the free width equally, never below zero. Fixed spaces use only their width.
/// - When the bar has exactly two flexible spaces with one item between them, that item is centred on
///   the bar itself when it fits without overlapping its neighbours, and moved only as far as needed
///   otherwise; when even the gap is too narrow, it takes the whole gap (narrower than it wants).
/// - Each item is centred vertically at `y = round((H − h) / 2)`; x positions are rounded to pixels.
struct BarLayout {
    enum Item: Equatable {
        case flexibleSpace
        case fixedSpace(width: CGFloat)
        case view(size: CGSize)

        var isSpace: Bool {
            if case .view = self { return false }
            return true
        }
    }

    var margin: CGFloat = 16
    var spacing: CGFloat = 8
    var scale: CGFloat = 1

    /// The frame of each item in a bar of `size`. Space items get a zero-height frame at mid-height
    /// spanning the width they take.
    func frames(for items: [Item], in size: CGSize) -> [CGRect] {
        guard !items.isEmpty else { return [] }
        var widths = items.map { item -> CGFloat in
            switch item {
            case .flexibleSpace: return 0
            case .fixedSpace(let width): return max(0, width.finiteOr(0))
            case .view(let size): return max(0, size.width.finiteOr(0))
            }
        }
        var gaps: [CGFloat] = []  // the spacing before item i
        gaps.reserveCapacity(items.count)
        for i in items.indices {
            gaps.append(i > 0 && !items[i].isSpace && !items[i - 1].isSpace ? spacing : 0)
        }
        var flexible: [Int] = []
        for i in items.indices where items[i] == .flexibleSpace { flexible.append(i) }
        let used = widths.reduce(0, +) + gaps.reduce(0, +) + 2 * margin
        let free = max(0, size.width - used)
        for i in flexible { widths[i] = free / CGFloat(flexible.count) }

        if flexible.count == 2, flexible[1] - flexible[0] == 2, case .view = items[flexible[0] + 1] {
            centreBetweenFlexibleSpaces(
                item: flexible[0] + 1, widths: &widths, gaps: gaps, flexible: (flexible[0], flexible[1]), size: size)
        }

        var frames: [CGRect] = []
        frames.reserveCapacity(items.count)
        var x = margin
        for (i, item) in items.enumerated() {
            x += gaps[i]
            let left = x.roundedToPixel(scale: scale)
            let right = (x + widths[i]).roundedToPixel(scale: scale)
            switch item {
            case .view(let itemSize):
                let height = max(0, itemSize.height.finiteOr(0))
                let y = ((size.height - height) / 2).roundedToPixel(scale: scale)
                frames.append(CGRect(x: left, y: y, width: right - left, height: height))
            default:
                frames.append(
                    CGRect(x: left, y: (size.height / 2).roundedToPixel(scale: scale), width: right - left, height: 0))
            }
            x += widths[i]
        }
        return frames
    }

    /// Re-shares the two flexible spaces so the item between them is centred on the bar where possible.
    private func centreBetweenFlexibleSpaces(
        item: Int, widths: inout [CGFloat], gaps: [CGFloat], flexible: (Int, Int), size: CGSize
    ) {
        let leftEnd = margin + (0..<flexible.0).reduce(0) { $0 + widths[$1] + gaps[$1] }
        let rightStart =
            size.width - margin - ((flexible.1 + 1)..<widths.count).reduce(0) { $0 + widths[$1] + gaps[$1] }
        let available = max(0, rightStart - leftEnd)
        let width = min(widths[item], available)
        let centred = (size.width - width) / 2
        let x = min(max(centred, leftEnd), rightStart - width)
        widths[flexible.0] = max(0, x - leftEnd)
        widths[item] = width
        widths[flexible.1] = max(0, rightStart - (x + width))
    }

    /// Frames for a navigation bar of `size`: the leading item at the left margin, the trailing item
    /// at the right margin (each centred vertically by the toolbar rule), and the title centred on
    /// the bar at `y = floor((H − h) / 2)`, kept at least `titleGap` from the items, narrowed (so it
    /// truncates) rather than overlapping them.
    func navigationFrames(
        leading: CGSize?, title: CGSize?, trailing: CGSize?, in size: CGSize, titleGap: CGFloat = 6
    ) -> (leading: CGRect?, title: CGRect?, trailing: CGRect?) {
        func vertical(_ h: CGFloat) -> CGFloat { ((size.height - h) / 2).roundedToPixel(scale: scale) }
        var leadingFrame: CGRect?
        var trailingFrame: CGRect?
        var leftLimit: CGFloat = margin
        var rightLimit: CGFloat = size.width - margin
        if let leading {
            let w = max(0, leading.width.finiteOr(0))
            let h = max(0, leading.height.finiteOr(0))
            leadingFrame = CGRect(x: margin, y: vertical(h), width: w, height: h)
            leftLimit = margin + w + titleGap
        }
        if let trailing {
            let w = max(0, trailing.width.finiteOr(0))
            let h = max(0, trailing.height.finiteOr(0))
            let x = (size.width - margin - w).roundedToPixel(scale: scale)
            trailingFrame = CGRect(x: x, y: vertical(h), width: w, height: h)
            rightLimit = x - titleGap
        }
        var titleFrame: CGRect?
        if let title {
            let h = max(0, title.height.finiteOr(0))
            let available = max(0, rightLimit - leftLimit)
            let w = min(max(0, title.width.finiteOr(0)), available)
            let centred = (size.width - w) / 2
            let x = min(max(centred, leftLimit), rightLimit - w).roundedToPixel(scale: scale)
            let y = ((size.height - h) / 2).flooredToPixel(scale: scale)
            titleFrame = CGRect(x: x, y: y, width: w, height: h)
        }
        return (leadingFrame, titleFrame, trailingFrame)
    }
}
