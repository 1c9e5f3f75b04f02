import CFreeType
import CHarfBuzz
import Foundation
import Synchronization

/// One face of one font file (or font data): the FreeType face, HarfBuzz's face, the face's
/// metrics in font units, and a slot for what drawing makes from it. Created once per file and
/// index (see `load(path:index:)`) and shared by every `Font` of any size made from it.
///
/// After `init` the face is read-only: metrics are plain values, HarfBuzz objects are
/// immutable, and the `FT_Face` is only referenced and released under FreeType's lock.
package final class FontFace: Sendable {
    /// A number no other face in the process has; part of every cache key.
    let id: Int
    /// The file's path, or "font data (N bytes)".
    let source: String
    /// The file's path, when the face came from a file.
    package let path: String?
    /// The face index inside the file (named-instance bits included, as fontconfig gives it).
    package let index: Int
    /// The face's family name as FreeType reads it ("DejaVu Sans").
    let familyName: String
    /// The face's style name ("Bold").
    let styleName: String
    /// The face's PostScript name ("DejaVuSans-Bold"); the family and style when it has none.
    let postScriptName: String
    /// Design units per em.
    let unitsPerEm: Double
    /// Ascender, descender (negative) and line gap from hhea (or OS/2 when hhea has none), in font units.
    let ascender: Double
    let descender: Double
    let lineGap: Double
    /// Cap height and x-height in font units (OS/2, else measured from "H" and "x").
    let capHeight: Double
    let xHeight: Double
    /// OS/2 weight class (400 regular, 700 bold).
    let weightClass: Int
    /// True for italic or oblique faces.
    let isItalic: Bool
    /// True when the face has colour glyphs (emoji).
    let isColor: Bool
    /// Number of glyphs in the face.
    let glyphCount: Int

    /// HarfBuzz's face, shared by every size.
    let harfBuzzFace: HarfBuzzFace
    /// A HarfBuzz font at the face's own units, for coverage and extents queries.
    let unitFont: HarfBuzzFont

    private let ftFaceBits: UInt
    /// What drawing keeps for this face (BarGraphics' cairo font face), made on first use.
    private let drawingResource = Mutex<(any Sendable & AnyObject)?>(nil)
    /// The glyphs' ink boxes, read on first use (GlyphInk.swift).
    let glyphInk = Mutex(GlyphInkTable())
    private let namedInstance: Int

    private static let nextID = Atomic<Int>(1)

    // MARK: - Loading

    private struct CacheKey: Hashable {
        let path: String
        let index: Int
    }

    private static let cache = Mutex<[CacheKey: FontFace]>([:])

    /// The face `index` of the file at `path`, loaded once per process and then shared.
    static func load(path: String, index: Int = 0) throws(FontError) -> FontFace {
        let key = CacheKey(path: path, index: index)
        if let face = cache.withLock({ $0[key] }) { return face }
        let face = try FontFace(path: path, index: index)
        return cache.withLock { faces in
            if let existing = faces[key] { return existing }  // another thread was faster
            faces[key] = face
            return face
        }
    }

    /// Loads a face from a file, checking first that the file is there and readable.
    private convenience init(path: String, index: Int) throws(FontError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path: path, reason: "permission denied")
        }
        let ftFace: FT_Face
        do {
            ftFace = try FreeTypeLibrary.openFace(path: path, index: index)
        } catch {
            if case .invalidFont(_, 0x01, _) = error { throw .unreadable(path: path, reason: "cannot open") }
            throw error
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FreeTypeLibrary.release(ftFace)
            throw .unreadable(path: path, reason: "cannot map the file")
        }
        try self.init(ftFace: ftFace, blob: blob, source: path, path: path, index: index)
    }

    /// Loads a face from bytes in memory. Faces from data are not shared through the cache.
    convenience init(data: Data, index: Int = 0) throws(FontError) {
        let source = "font data (\(data.count) bytes)"
        let ftFace = try FreeTypeLibrary.openFace(data: data, index: index, source: source)
        let blob: OpaquePointer? = data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return nil }
            return hb_blob_create(
                base.assumingMemoryBound(to: CChar.self), UInt32(clamping: bytes.count),
                HB_MEMORY_MODE_DUPLICATE, nil, nil)
        }
        guard let blob else {
            FreeTypeLibrary.release(ftFace)
            throw .invalidFont(source: source, code: 0x40, message: FreeTypeLibrary.message(for: 0x40))
        }
        try self.init(ftFace: ftFace, blob: blob, source: source, path: nil, index: index)
    }

    /// Takes ownership of `ftFace` and `blob`; on failure both are released before throwing.
    private init(ftFace: FT_Face, blob: OpaquePointer, source: String, path: String?, index: Int) throws(FontError) {
        let ft = ftFace.pointee
        let hbFace = hb_face_create(blob, UInt32(truncatingIfNeeded: index & 0xFFFF))!
        hb_blob_destroy(blob)  // the face holds its own reference
        hb_face_make_immutable(hbFace)

        func fail(_ reason: String) -> FontError {
            hb_face_destroy(hbFace)
            FreeTypeLibrary.release(ftFace)
            return .unsupported(source: source, reason: reason)
        }
        guard ft.num_glyphs > 0 else { throw fail("no glyphs") }
        guard ft.num_charmaps > 0 else { throw fail("no character map") }
        // Bitmap-only faces (colour emoji) have no units per em in FreeType's record: read
        // the sfnt tables for those.
        let metrics = FontFace.unitMetrics(ftFace)
        guard metrics.unitsPerEm > 0 else { throw fail("no units per em") }
        let hbGlyphs = Int(hb_face_get_glyph_count(hbFace))
        guard hbGlyphs > 0 else { throw fail("HarfBuzz cannot read its OpenType tables") }

        self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.source = source
        self.path = path
        self.index = index
        self.namedInstance = index >> 16
        self.ftFaceBits = UInt(bitPattern: ftFace)
        self.glyphCount = hbGlyphs
        self.harfBuzzFace = HarfBuzzFace(hbFace)
        self.unitsPerEm = metrics.unitsPerEm
        self.familyName = ft.family_name.map { String(cString: $0) } ?? ""
        self.styleName = ft.style_name.map { String(cString: $0) } ?? ""
        if let name = FT_Get_Postscript_Name(ftFace) {
            self.postScriptName = String(cString: name)
        } else {
            self.postScriptName = (familyName + "-" + styleName).replacingOccurrences(of: " ", with: "")
        }
        self.ascender = metrics.ascender
        self.descender = metrics.descender
        self.lineGap = metrics.lineGap
        self.isColor = ft.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        self.isItalic = ft.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0

        let unitFont = hb_font_create(hbFace)!
        if index >> 16 > 0 { hb_font_set_var_named_instance(unitFont, UInt32(truncatingIfNeeded: (index >> 16) - 1)) }
        hb_font_make_immutable(unitFont)
        self.unitFont = HarfBuzzFont(unitFont)

        var capHeight = 0.0
        var xHeight = 0.0
        var weightClass = ft.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 ? 700 : 400
        if let raw = FT_Get_Sfnt_Table(ftFace, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                if os2.usWeightClass >= 1 && os2.usWeightClass <= 1000 { weightClass = Int(os2.usWeightClass) }
                if os2.version >= 2 {
                    capHeight = Double(os2.sCapHeight)
                    xHeight = Double(os2.sxHeight)
                }
            }
        }
        self.weightClass = weightClass
        self.capHeight = capHeight > 0 ? capHeight : FontFace.glyphTop(unitFont, 0x48) ?? ascender * 0.7
        self.xHeight = xHeight > 0 ? xHeight : FontFace.glyphTop(unitFont, 0x78) ?? ascender * 0.5
    }

    /// A face with no glyphs, used only when no font at all is installed, so that text
    /// still measures (every glyph is zero-width) instead of failing.
    static let empty = FontFace(emptyFace: ())

    private init(emptyFace: Void) {
        let hbFace = hb_face_get_empty()!
        let unitFont = hb_font_create(hbFace)!
        hb_font_make_immutable(unitFont)
        self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
        self.source = "no font"
        self.path = nil
        self.index = 0
        self.namedInstance = 0
        self.ftFaceBits = 0
        self.glyphCount = 0
        self.harfBuzzFace = HarfBuzzFace(hb_face_reference(hbFace)!)
        self.unitFont = HarfBuzzFont(unitFont)
        self.familyName = ""
        self.styleName = ""
        self.postScriptName = ""
        self.unitsPerEm = 1000
        self.ascender = 800
        self.descender = -200
        self.lineGap = 0
        self.capHeight = 700
        self.xHeight = 500
        self.weightClass = 400
        self.isItalic = false
        self.isColor = false
    }

    /// Units per em, ascender, descender and line gap in font units: FreeType's values (from
    /// hhea, or OS/2 when hhea has none) for scalable faces; for bitmap-only faces, read from
    /// the head, hhea and OS/2 tables in the same order of preference.
    private static func unitMetrics(
        _ face: FT_Face
    ) -> (unitsPerEm: Double, ascender: Double, descender: Double, lineGap: Double) {
        let ft = face.pointee
        if ft.units_per_EM > 0 && (ft.ascender != 0 || ft.descender != 0) {
            let gap = max(0, Double(ft.height) - Double(ft.ascender) + Double(ft.descender))
            return (Double(ft.units_per_EM), Double(ft.ascender), Double(ft.descender), gap)
        }
        var unitsPerEm = Double(ft.units_per_EM)
        if unitsPerEm == 0, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
            unitsPerEm = Double(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
            let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            if hhea.Ascender != 0 || hhea.Descender != 0 {
                return (unitsPerEm, Double(hhea.Ascender), Double(hhea.Descender), max(0, Double(hhea.Line_Gap)))
            }
        }
        if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF {
                if os2.sTypoAscender != 0 || os2.sTypoDescender != 0 {
                    return (
                        unitsPerEm, Double(os2.sTypoAscender), Double(os2.sTypoDescender),
                        max(0, Double(os2.sTypoLineGap))
                    )
                }
                return (unitsPerEm, Double(os2.usWinAscent), -Double(os2.usWinDescent), 0)
            }
        }
        return (unitsPerEm, unitsPerEm * 0.8, -unitsPerEm * 0.2, 0)
    }

    /// The top of the glyph for `codePoint` in font units, when the face has one with ink.
    private static func glyphTop(_ font: OpaquePointer, _ codePoint: UInt32) -> Double? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(font, codePoint, &glyph) != 0 else { return nil }
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(font, glyph, &extents) != 0, extents.y_bearing > 0 else { return nil }
        return Double(extents.y_bearing)
    }

    deinit {
        if let face = UnsafeMutablePointer<FT_FaceRec_>(bitPattern: ftFaceBits) { FreeTypeLibrary.release(face) }
    }

    // MARK: - Queries

    /// True when the face maps `codePoint` to a glyph.
    func hasGlyph(for codePoint: UInt32) -> Bool {
        glyph(for: codePoint) != nil
    }

    /// The glyph the face maps `codePoint` to, or nil when it has none.
    func glyph(for codePoint: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(unitFont.pointer, codePoint, &glyph) != 0 ? glyph : nil
    }

    /// A new immutable HarfBuzz font for this face whose scale is `scale` units per em
    /// (BarKit uses points × 64, so positions come out in 26.6 fixed point).
    func makeHarfBuzzFont(scale: Int32) -> HarfBuzzFont {
        let font = hb_font_create(harfBuzzFace.pointer)!
        hb_font_set_scale(font, scale, scale)
        if namedInstance > 0 { hb_font_set_var_named_instance(font, UInt32(truncatingIfNeeded: namedInstance - 1)) }
        hb_font_make_immutable(font)
        return HarfBuzzFont(font)
    }

    // MARK: - Drawing

    /// The object drawing keeps for this face, made by `make` on first use (under a lock, so once)
    /// and kept for the face's life. Nil while `make` fails. Not generic: it runs for every run
    /// drawn, and an unspecialized generic looks up its result's type metadata on each call.
    package func drawingResource(
        _ make: () -> (any Sendable & AnyObject)?
    ) -> (any Sendable & AnyObject)? {
        drawingResource.withLock { slot in
            if let kept = slot { return kept }
            let made = make()
            slot = made
            return made
        }
    }

    /// The `FT_Face`, with a reference taken for the caller, who gives it back with
    /// `releaseFreeTypeFace(_:)`. Nil for a face with no FreeType face.
    package func referencedFreeTypeFace() -> UnsafeMutableRawPointer? {
        guard let face = UnsafeMutablePointer<FT_FaceRec_>(bitPattern: ftFaceBits) else { return nil }
        FreeTypeLibrary.reference(face)
        return UnsafeMutableRawPointer(face)
    }

    /// Gives back a reference taken by `referencedFreeTypeFace()`.
    package static func releaseFreeTypeFace(_ face: UnsafeMutableRawPointer) {
        FreeTypeLibrary.release(face.assumingMemoryBound(to: FT_FaceRec_.self))
    }

    /// The FreeType load flags its glyphs are drawn with (colour glyphs for emoji faces).
    package var freeTypeLoadFlags: Int32 { isColor ? Int32(FT_LOAD_COLOR) : 0 }
}

/// An `hb_face_t` owned by one `FontFace`.
// @unchecked Sendable: the face is made immutable (hb_face_make_immutable) before it is
// wrapped, and HarfBuzz documents immutable objects as safe to share between threads; this
// class only ever passes the pointer to HarfBuzz calls that read it, and destroys it once.
final class HarfBuzzFace: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { hb_face_destroy(pointer) }
}

/// An `hb_font_t` owned by one `Font` (or a `FontFace` for its unit-scale font).
// @unchecked Sendable: the font is made immutable (hb_font_make_immutable) before it is
// wrapped; HarfBuzz documents that immutable fonts may be used by hb_shape and glyph queries
// from several threads at once. This class never mutates it and destroys it once.
final class HarfBuzzFont: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { hb_font_destroy(pointer) }
}
