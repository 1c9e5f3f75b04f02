import CHarfBuzz
import Foundation
import Synchronization

// Where a face's glyphs put ink: each glyph's box in font units, read from HarfBuzz the first time
// the glyph is asked about and kept with the face. Drawing asks it whether a run's glyphs stay
// inside a clip, so that it can skip a clip that would change no pixel (Docs/Rendering.md,
// "Deferred view state").

/// A glyph's ink box in font units, y up: the box of its outline's points (control points included,
/// as FreeType's control box), which holds every pixel a rasterizer gives the glyph.
struct GlyphInk {
    var xMin: Int16
    var yMin: Int16
    var xMax: Int16
    var yMax: Int16

    /// Not asked yet.
    static let unknown = GlyphInk(xMin: .min, yMin: .min, xMax: .min, yMax: .min)
    /// Asked, and HarfBuzz gave no box that fits in 16 bits: its ink may lie anywhere.
    static let unbounded = GlyphInk(xMin: .min + 1, yMin: 0, xMax: 0, yMax: 0)

    var isUnknown: Bool { xMin == .min }
    var isUnbounded: Bool { xMin == .min + 1 }
    /// A glyph with no outline (a space): it draws nothing.
    var isEmpty: Bool { xMin >= xMax || yMin >= yMax }
}

/// The ink boxes of one face's glyphs, in pages of 128 made when a glyph in them is first asked
/// about (a face of 65,000 glyphs of which a screen uses 200 keeps a few pages, not 512 KB). Two
/// flat arrays: where each page starts in `boxes`, and the boxes.
struct GlyphInkTable {
    private static let pageShift = 7
    private static let pageSize = 1 << pageShift
    /// For each page, the index of its first box in `boxes`, or -1 while it has none.
    private var pageStarts: [Int32] = []
    private var boxes: [GlyphInk] = []

    /// The box of `glyph`, read from `font` (a HarfBuzz font at the face's units) on first use.
    @inline(__always)
    mutating func ink(of glyph: UInt32, font: OpaquePointer, glyphCount: Int) -> GlyphInk {
        let g = Int(glyph)
        guard g < glyphCount else { return .unbounded }
        let page = g >> GlyphInkTable.pageShift
        if page < pageStarts.count {
            let start = Int(pageStarts[page])
            if start >= 0 {
                let kept = boxes[start + (g & (GlyphInkTable.pageSize - 1))]
                if !kept.isUnknown { return kept }
            }
        }
        return fill(g, font: font)
    }

    /// Reads `glyph`'s box and keeps it, making its page first if needed.
    private mutating func fill(_ glyph: Int, font: OpaquePointer) -> GlyphInk {
        let page = glyph >> GlyphInkTable.pageShift
        if page >= pageStarts.count { pageStarts += Array(repeating: -1, count: page + 1 - pageStarts.count) }
        if pageStarts[page] < 0 {
            pageStarts[page] = Int32(boxes.count)
            boxes += Array(repeating: .unknown, count: GlyphInkTable.pageSize)
        }
        let read = GlyphInkTable.read(UInt32(glyph), font: font)
        boxes[Int(pageStarts[page]) + (glyph & (GlyphInkTable.pageSize - 1))] = read
        return read
    }

    /// HarfBuzz's extents of `glyph`: x bearing, y bearing (the top), width, and height (negative).
    private static func read(_ glyph: UInt32, font: OpaquePointer) -> GlyphInk {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return .unbounded }
        let xMin = Int(extents.x_bearing)
        let yMax = Int(extents.y_bearing)
        let xMax = xMin + Int(extents.width)
        let yMin = yMax + Int(extents.height)
        let limit = Int(Int16.max)
        // The unknown and unbounded marks sit at the bottom of the range: a box reaching them is
        // treated as unbounded too.
        let low = Int(Int16.min) + 2
        guard [xMin, yMin, xMax, yMax].allSatisfy({ $0 >= low && $0 <= limit }) else { return .unbounded }
        return GlyphInk(xMin: Int16(xMin), yMin: Int16(yMin), xMax: Int16(xMax), yMax: Int16(yMax))
    }
}

extension FontFace {
    /// Whether every pixel the ink of `count` glyphs can touch lies inside `area` (device pixels),
    /// with each glyph at (x, y) in device pixels as `glyph(i)` gives it and the face drawn at
    /// `pixelsPerEm.x` × `pixelsPerEm.y` device pixels per em (y down), its images placed as
    /// `placement` says.
    ///
    /// The ink is the outline's control box, widened by a sixteenth of a pixel (the outline's points
    /// are rounded when scaled), rounded out to whole pixels where the rasterizer puts the image; it
    /// must lie inside `area`'s whole pixels, where a clip lets everything through. False for colour
    /// faces (bitmaps scaled to size), glyphs HarfBuzz gives no box for, and anything not finite.
    package func inkStaysInside(
        _ area: CGRect, count: Int, pixelsPerEm: (x: Double, y: Double), placement: GlyphImagePlacement,
        glyph: (Int) -> (id: UInt32, x: Double, y: Double)
    ) -> Bool {
        guard !isColor, unitsPerEm > 0, pixelsPerEm.x > 0, pixelsPerEm.y > 0, pixelsPerEm.x.isFinite,
            pixelsPerEm.y.isFinite, area.isFinite
        else { return false }
        let minX = Double(area.minX).rounded(.up)
        let minY = Double(area.minY).rounded(.up)
        let maxX = Double(area.maxX).rounded(.down)
        let maxY = Double(area.maxY).rounded(.down)
        let kx = pixelsPerEm.x / unitsPerEm
        let ky = pixelsPerEm.y / unitsPerEm
        let scaling = 1.0 / 16
        // First the quick test, true wherever the image is placed within half a pixel; near an
        // edge, where it fails, the exact one for images placed at the nearest whole pixel.
        let slack = 0.5 + scaling
        let font = unitFont.pointer
        let glyphs = glyphCount
        let rounded = placement == .roundedToWholePixels
        return glyphInk.withLock { table in
            for i in 0..<count {
                let g = glyph(i)
                let ink = table.ink(of: g.id, font: font, glyphCount: glyphs)
                if ink.isUnbounded { return false }
                if ink.isEmpty { continue }
                let xMin = Double(ink.xMin) * kx
                let xMax = Double(ink.xMax) * kx
                let yMin = Double(ink.yMin) * ky
                let yMax = Double(ink.yMax) * ky
                // Written so that a NaN position fails every comparison and so the test.
                if g.x + xMin - slack >= minX && g.x + xMax + slack <= maxX && g.y - yMax - slack >= minY
                    && g.y - yMin + slack <= maxY
                {
                    continue
                }
                guard rounded else { return false }
                // The whole pixels the image may be placed at (either, at a tie the arithmetic blurs).
                let tie = 1.0 / 1024
                let lowX = (g.x - 0.5 - tie).rounded(.up)
                let highX = (g.x + 0.5 + tie).rounded(.down)
                let lowY = (g.y - 0.5 - tie).rounded(.up)
                let highY = (g.y + 0.5 + tie).rounded(.down)
                guard lowX + (xMin - scaling).rounded(.down) >= minX, highX + (xMax + scaling).rounded(.up) <= maxX,
                    lowY - (yMax + scaling).rounded(.up) >= minY, highY - (yMin - scaling).rounded(.down) <= maxY
                else { return false }
            }
            return true
        }
    }
}

/// Where a rasterizer puts a glyph's image relative to the glyph's exact position.
package enum GlyphImagePlacement: Sendable {
    /// At the nearest whole pixel, the image covering the pixels its outline's box reaches (cairo
    /// before 1.17).
    case roundedToWholePixels
    /// Anywhere within half a pixel (cairo 1.17 and later place images at quarter pixels).
    case withinHalfPixel
}
