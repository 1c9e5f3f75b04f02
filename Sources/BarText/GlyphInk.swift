import BarGeometry
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

extension GlyphRun {
    /// Whether every pixel the ink of this run's glyphs can touch lies inside `area` (device
    /// pixels), with the layout's origin at `origin` in a space that `transform` maps to device
    /// pixels, and glyph images placed as `placement` says. Then clipping to `area` would change
    /// no pixel of the run.
    ///
    /// A glyph's ink is its outline's control box, widened by a sixteenth of a pixel (the outline's
    /// points are rounded when scaled) and rounded out to whole pixels where the rasterizer puts
    /// its image; it must lie inside `area`'s whole pixels, where a clip lets everything through.
    /// False for a rotated or flipped `transform`, colour faces (bitmaps scaled to size), glyphs
    /// HarfBuzz gives no box for, and anything not finite.
    package func inkStaysInside(
        _ area: CGRect, at origin: CGPoint, transform: CGAffineTransform, placement: GlyphImagePlacement
    ) -> Bool {
        let face = font.face
        let a = Double(transform.a)
        let d = Double(transform.d)
        guard !face.isColor, face.unitsPerEm > 0, transform.b == 0, transform.c == 0, a > 0, d > 0,
            area.isFinite
        else { return false }
        let perUnit = Double(font.pointSize) / face.unitsPerEm
        let check = InkCheck(
            area: area, unitsToPixels: (a * perUnit, d * perUnit), placement: placement)
        // A glyph's device position: a·(origin + the run's origin + offset/64) + t, and likewise down.
        let baseX = a * Double(origin.x + self.origin.x) + Double(transform.tx)
        let baseY = d * Double(origin.y + self.origin.y) + Double(transform.ty)
        let perPenX = a / 64
        let perPenY = d / 64
        let unitFont = face.unitFont.pointer
        let glyphCount = face.glyphCount
        return face.glyphInk.withLock { table in
            allGlyphs { glyph, x, y in
                let ink = table.ink(of: glyph, font: unitFont, glyphCount: glyphCount)
                return check.contains(ink, x: baseX + perPenX * Double(x), y: baseY + perPenY * Double(y))
            }
        }
    }
}

/// The test `GlyphRun.inkStaysInside` applies to each glyph.
private struct InkCheck {
    /// `area`'s whole pixels.
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// Font units to device pixels, across and down.
    let kx: Double
    let ky: Double
    let rounded: Bool
    /// How far scaling may move an outline's point (FreeType rounds them to 1/64 pixel).
    static let scaling = 1.0 / 16
    /// How far from a glyph's position its image may be placed, plus `scaling`.
    static let slack = 0.5 + scaling

    init(area: CGRect, unitsToPixels: (x: Double, y: Double), placement: GlyphImagePlacement) {
        minX = Double(area.minX).rounded(.up)
        minY = Double(area.minY).rounded(.up)
        maxX = Double(area.maxX).rounded(.down)
        maxY = Double(area.maxY).rounded(.down)
        kx = unitsToPixels.x
        ky = unitsToPixels.y
        rounded = placement == .roundedToWholePixels
    }

    /// Whether `ink`, for a glyph at (`x`, `y`) device pixels, stays inside the area's whole pixels.
    /// Written so that a NaN position fails every comparison and so the test.
    @inline(__always)
    func contains(_ ink: GlyphInk, x: Double, y: Double) -> Bool {
        if ink.isUnbounded { return false }
        if ink.isEmpty { return true }
        let xMin = Double(ink.xMin) * kx
        let xMax = Double(ink.xMax) * kx
        let yMin = Double(ink.yMin) * ky
        let yMax = Double(ink.yMax) * ky
        // First the quick test, true wherever the image is placed within half a pixel.
        let slack = InkCheck.slack
        if x + xMin - slack >= minX && x + xMax + slack <= maxX && y - yMax - slack >= minY
            && y - yMin + slack <= maxY
        {
            return true
        }
        // Near an edge: the exact test for images placed at the nearest whole pixel, at either of
        // the two a tie could round to.
        guard rounded else { return false }
        let tie = 1.0 / 1024
        let scaling = InkCheck.scaling
        let lowX = (x - 0.5 - tie).rounded(.up)
        let highX = (x + 0.5 + tie).rounded(.down)
        let lowY = (y - 0.5 - tie).rounded(.up)
        let highY = (y + 0.5 + tie).rounded(.down)
        return lowX + (xMin - scaling).rounded(.down) >= minX && highX + (xMax + scaling).rounded(.up) <= maxX
            && lowY - (yMax + scaling).rounded(.up) >= minY && highY - (yMin - scaling).rounded(.down) <= maxY
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
