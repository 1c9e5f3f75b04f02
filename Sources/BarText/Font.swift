import Foundation
import Synchronization

/// A typeface at a size, like `UIFont`: immutable, shareable between threads, with metrics
/// read from the face's own tables.
///
/// Faces are found through fontconfig and opened once per file; a `Font` adds only a size
/// (and HarfBuzz's font object at that size), so making fonts is cheap. Two fonts are equal
/// when they use the same face at the same size.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The face the font draws with.
    package let face: FontFace
    /// HarfBuzz's font at this size: scale = points × 64, so positions come out in 1/64 pt.
    let harfBuzzFont: HarfBuzzFont
    /// The HarfBuzz scale, points × 64.
    package let scale: Int32

    /// The size in points (em height).
    public let pointSize: CGFloat
    /// Distance from the baseline to the top of the line, in points (positive).
    public let ascender: CGFloat
    /// Distance from the baseline to the bottom of the line, in points (negative, like UIFont).
    public let descender: CGFloat
    /// The face's line gap (extra space between lines) at this size, in points.
    public let leading: CGFloat
    /// `ascender − descender + leading`, unrounded: the height of one line of text.
    public let lineHeight: CGFloat
    /// Height of capital letters above the baseline, in points.
    public let capHeight: CGFloat
    /// Height of lowercase letters such as "x" above the baseline, in points.
    public let xHeight: CGFloat

    /// The family name, e.g. "DejaVu Sans".
    public var familyName: String { face.familyName }
    /// The face's PostScript name, e.g. "DejaVuSans-Bold" (what `Font(name:size:)` accepts).
    public var fontName: String { face.postScriptName }

    /// The largest point size a font is given; larger requests are clamped to it.
    public static let maximumPointSize: CGFloat = 16384

    // MARK: - Creating fonts

    init(face: FontFace, size: CGFloat) {
        let size = Font.sanitized(size)
        self.face = face
        self.pointSize = size
        self.scale = Int32((size * 64).rounded())
        self.harfBuzzFont = face.makeHarfBuzzFont(scale: scale)
        let perUnit = size / CGFloat(face.unitsPerEm)
        self.ascender = CGFloat(face.ascender) * perUnit
        self.descender = CGFloat(face.descender) * perUnit
        self.leading = CGFloat(face.lineGap) * perUnit
        self.lineHeight = ascender - descender + leading
        self.capHeight = CGFloat(face.capHeight) * perUnit
        self.xHeight = CGFloat(face.xHeight) * perUnit
    }

    /// The font of `face` at `size`, shared with earlier requests for the same pair.
    static func instance(face: FontFace, size: CGFloat) -> Font {
        let key = InstanceKey(faceID: face.id, size: sanitized(size))
        if let font = instances.withLock({ $0.value(forKey: key) }), font.face === face { return font }
        let font = Font(face: face, size: size)
        instances.withLock { $0.insert(font, forKey: key) }
        return font
    }

    private struct InstanceKey: Hashable {
        let faceID: Int
        let size: CGFloat
    }

    private static let instances = Mutex(LRUCache<InstanceKey, Font>(capacity: 256))

    /// The system font (`systemFontFamily`) at `size` points and `weight`.
    /// Always returns a font: when the family is not installed, fontconfig's substitute is used.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        // The font asked for last comes back with one lock (every new label asks for the same one),
        // without the family's name copied out.
        let last: Font? = systemFamily.withLock { state in
            guard let last = state.lastFont, last.size == size, last.weight == weight else { return nil }
            return last.font
        }
        if let last { return last }
        let family = systemFamily.withLock { $0.family }
        let font = instance(face: systemFace(family: family, weight: weight), size: size)
        systemFamily.withLock { state in
            if state.family == family { state.lastFont = (size, weight, font) }
        }
        return font
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The font named `name` at `size` points, or nil when no installed face has that name.
    /// `name` is a PostScript name ("DejaVuSans-Bold"), a full name ("DejaVu Sans Bold") or a
    /// family name ("DejaVu Sans", which gives the family's regular face); case is ignored.
    /// Unlike fontconfig's matching, a name that is not installed never gives a substitute.
    public convenience init?(name: String, size: CGFloat) {
        guard let location = FontCatalog.location(named: name),
            let face = try? FontFace.load(path: location.path, index: location.index)
        else { return nil }
        self.init(face: face, size: size)
    }

    /// The font named `name` at `size` points, as `init?(name:size:)` finds it, or the reason there is
    /// none: `FontError.notInstalled` when no installed face has the name, `.invalidSize` for a NaN,
    /// infinite or negative size, or the error loading the face's file.
    public convenience init(named name: String, size: CGFloat) throws(FontError) {
        guard size.isFinite, size >= 0 else { throw .invalidSize(size) }
        guard let location = FontCatalog.location(named: name) else { throw .notInstalled(name: name) }
        let face = try FontFace.load(path: location.path, index: location.index)
        self.init(face: face, size: size)
    }

    /// The first face of the font file at `url` at `size` points.
    /// Throws `FontError` naming the file when it is missing, unreadable or not a usable font.
    public convenience init(contentsOf url: URL, size: CGFloat) throws(FontError) {
        guard url.isFileURL else { throw .unreadable(path: url.absoluteString, reason: "not a file URL") }
        let face = try FontFace.load(path: url.standardizedFileURL.path, index: 0)
        self.init(face: face, size: size)
    }

    /// The first face of a font file's bytes at `size` points. Throws `FontError` when the
    /// bytes are not a usable font; no partly made font is left behind.
    public convenience init(data: Data, size: CGFloat) throws(FontError) {
        let face = try FontFace(data: data, index: 0)
        self.init(face: face, size: size)
    }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> Font {
        Font.sanitized(size) == pointSize ? self : Font.instance(face: face, size: size)
    }

    // MARK: - The system family

    /// The family `systemFont(ofSize:weight:)` uses, "DejaVu Sans" unless changed.
    /// Safe to read and set from any thread; fonts made earlier keep their face.
    public static var systemFontFamily: String {
        get { systemFamily.withLock { $0.family } }
        set {
            systemFamily.withLock { state in
                state.family = newValue
                state.lastFont = nil
            }
        }
    }

    /// The family BarKit uses for the system font by default.
    public static let defaultSystemFontFamily = "DejaVu Sans"

    /// The system family, and the system font `systemFont(ofSize:weight:)` made last in it.
    private struct SystemFamilyState {
        var family = defaultSystemFontFamily
        var lastFont: (size: CGFloat, weight: Weight, font: Font)?
    }

    private static let systemFamily = Mutex(SystemFamilyState())

    private struct SystemFaceKey: Hashable {
        let family: String
        let weight: Int
    }

    private static let systemFaces = Mutex<[SystemFaceKey: FontFace]>([:])

    /// fontconfig's best face for `family` at `weight`, cached; the empty face when no font
    /// at all is installed.
    static func systemFace(family: String, weight: Weight) -> FontFace {
        let key = SystemFaceKey(family: family, weight: weight.openTypeWeight)
        if let face = systemFaces.withLock({ $0[key] }) { return face }
        var face = FontFace.empty
        if let location = FontCatalog.bestMatch(family: key.family, weight: key.weight),
            let loaded = try? FontFace.load(path: location.path, index: location.index)
        {
            face = loaded
        }
        systemFaces.withLock { $0[key] = face }
        return face
    }

    static func sanitized(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return Swift.min(size, maximumPointSize)
    }

    // MARK: - Equality

    /// True when both fonts use the same face at the same size.
    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.pointSize == b.pointSize }

    /// Hashes the face and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(face.id)
        hasher.combine(pointSize)
    }

    /// The PostScript name and size, e.g. "Font(DejaVuSans-Bold, 20pt)".
    public var description: String {
        let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(describing: pointSize)
        return "Font(\(fontName.isEmpty ? "none" : fontName), \(size)pt)"
    }
}
