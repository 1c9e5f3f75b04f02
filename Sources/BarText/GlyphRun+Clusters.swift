import Foundation

/// One cluster of a glyph run: text HarfBuzz shaped as a unit (a character with its marks, the
/// characters of a ligature or of a joined Arabic sequence) and the span its glyphs' advances cover.
package struct GlyphCluster: Equatable, Sendable {
    /// The UTF-16 offsets in the layout's string of the cluster's text.
    package var characterRange: Range<Int>
    /// The left and right ends of the cluster's advances, in the layout's coordinates.
    package var minX: CGFloat
    package var maxX: CGFloat
    /// True when the cluster belongs to a right-to-left run: its text starts at `maxX`.
    package var isRightToLeft: Bool

    /// The x of the cluster's logical start edge (left for left-to-right text, right for right-to-left).
    package var startX: CGFloat { isRightToLeft ? maxX : minX }
    /// The x of its logical end edge.
    package var endX: CGFloat { isRightToLeft ? minX : maxX }
}

extension GlyphRun {
    /// The run's clusters left to right, from each glyph's cluster offset (HarfBuzz keeps them
    /// monotonic, so a cluster's glyphs are contiguous). The clusters' character ranges tile the
    /// run's `characterRange`. Nil when the glyphs' clusters do not map into the layout's string (the
    /// runs of a truncated line). O(glyphs); a justified line's stretched spaces count in their clusters.
    package var clusters: [GlyphCluster]? {
        guard let textStart else { return nil }
        var spans: [(cluster: Int, left: Int, right: Int)] = []
        withExtendedLifetime(self) {
            let glyphs = shapedGlyphs
            var pen = 0
            var nextSpace = 0
            for i in glyphRange {
                let glyph = glyphs[i]
                let left = pen
                pen &+= Int(glyph.advance)
                if spaceExtra != 0, nextSpace < spaceGlyphs.count, spaceGlyphs[nextSpace] == i {
                    pen &+= spaceExtra
                    nextSpace += 1
                }
                let cluster = textStart + Int(glyph.cluster)
                if let last = spans.last, last.cluster == cluster {
                    spans[spans.count - 1].right = pen
                } else {
                    spans.append((cluster, left, pen))
                }
            }
        }
        // Logical order (offsets increasing): each cluster ends where the next begins; the first
        // starts at the run's start, taking any character that made no glyph.
        let logical = isRightToLeft ? Array(spans.indices.reversed()) : Array(spans.indices)
        var result = [GlyphCluster](
            repeating: GlyphCluster(characterRange: 0..<0, minX: 0, maxX: 0, isRightToLeft: isRightToLeft),
            count: spans.count)
        let range = characterRange
        for (n, index) in logical.enumerated() {
            let span = spans[index]
            var lower = n == 0 ? range.lowerBound : min(max(span.cluster, range.lowerBound), range.upperBound)
            var upper = range.upperBound
            if n + 1 < logical.count { upper = min(max(spans[logical[n + 1]].cluster, range.lowerBound), range.upperBound) }
            lower = min(lower, upper)
            upper = max(lower, upper)
            result[index] = GlyphCluster(
                characterRange: lower..<upper, minX: origin.x + CGFloat(span.left) / 64,
                maxX: origin.x + CGFloat(span.right) / 64, isRightToLeft: isRightToLeft)
        }
        return result
    }
}
