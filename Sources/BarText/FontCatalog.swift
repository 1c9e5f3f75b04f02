import CFontconfig
import Foundation
import Synchronization

/// Finding font files through fontconfig: the best face for a family and weight, a face by
/// its exact name, and the faces that can show a character the primary font lacks.
///
/// fontconfig is only asked on slow paths (creating a font, a character seen for the first
/// time); its calls are serialised here, and callers cache what they get back.
enum FontCatalog {
    /// Where a face lives: a file and the face's index in it.
    struct Location: Hashable, Sendable {
        let path: String
        let index: Int
    }

    /// One installed face as fontconfig lists it, for exact-name lookup.
    private struct Entry {
        let location: Location
        let families: [String]
        let fullNames: [String]
        let postScriptName: String
        let weight: Int32
        let slant: Int32
        let width: Int32
    }

    private struct NameIndex {
        var entries: [Entry] = []
        var byPostScriptName: [String: Int] = [:]
        var byFullName: [String: Int] = [:]
        var byFamily: [String: [Int]] = [:]
    }

    private struct State {
        var ready = false
        var names: NameIndex?
    }

    private static let state = Mutex<State>(State())

    private static func withFontconfig<R>(_ body: (inout State) -> R) -> R {
        state.withLock { state in
            if !state.ready { state.ready = FcInit() != 0 }
            return body(&state)
        }
    }

    // MARK: - Matching

    /// fontconfig's best face for `family` at OpenType `weight` (100…900), upright or italic.
    /// fontconfig always answers with something when any font is installed (a substitute for
    /// a family it does not know); nil only when there are no fonts at all.
    static func bestMatch(family: String, weight: Int, italic: Bool = false) -> Location? {
        withFontconfig { _ in
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            addString(pattern, FC_FAMILY, family)
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(clamping: weight)))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            return location(of: match)
        }
    }

    /// The face whose PostScript name, full name or family is exactly `name` (ignoring case);
    /// for a family, its regular upright face (or the closest to it). Nil when nothing
    /// installed has that name: unlike fontconfig's matching, this never substitutes.
    static func location(named name: String) -> Location? {
        let key = name.lowercased()
        guard !key.isEmpty else { return nil }
        let candidates: [Location]? = withFontconfig { state in
            if state.names == nil { state.names = buildNameIndex() }
            guard let names = state.names else { return nil }
            if let i = names.byPostScriptName[key] { return [names.entries[i].location] }
            if let i = names.byFullName[key] { return [names.entries[i].location] }
            guard let members = names.byFamily[key], !members.isEmpty else { return nil }
            // Closest to regular, upright, normal width first.
            let ranked = members.sorted { a, b in
                score(names.entries[a]) < score(names.entries[b])
            }
            return ranked.map { names.entries[$0].location }
        }
        guard let candidates, let first = candidates.first else { return nil }
        if candidates.count > 1, let match = bestMatch(family: name, weight: 400), candidates.contains(match) {
            return match
        }
        return first
    }

    private static func score(_ entry: Entry) -> Int32 {
        abs(entry.weight - FC_WEIGHT_REGULAR) + (entry.slant != FC_SLANT_ROMAN ? 1000 : 0)
            + abs(entry.width - FC_WIDTH_NORMAL) * 2
    }

    /// Faces that claim to have `codePoint`, best first: fontconfig's sort for a pattern
    /// asking for that character, near `family`, `weight` and slant, in colour or not.
    static func fallbackCandidates(
        for codePoint: UInt32, family: String, weight: Int, italic: Bool, color: Bool, limit: Int = 8
    ) -> [Location] {
        withFontconfig { _ in
            guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            FcCharSetAddChar(charset, codePoint)
            FcPatternAddCharSet(pattern, FC_CHARSET, charset)
            FcCharSetDestroy(charset)
            if color { addString(pattern, FC_FAMILY, "emoji") }
            addString(pattern, FC_FAMILY, family)
            FcPatternAddBool(pattern, FC_COLOR, color ? 1 : 0)
            FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(clamping: weight)))
            FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
            FcConfigSubstitute(nil, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let set = FcFontSort(nil, pattern, 1, nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var found: [Location] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var fontCharset: OpaquePointer?
                guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                    let fontCharset, FcCharSetHasChar(fontCharset, codePoint) != 0,
                    let location = location(of: font)
                else { continue }
                if !found.contains(location) { found.append(location) }
                if found.count >= limit { break }
            }
            return found
        }
    }

    // MARK: - fontconfig plumbing

    private static func buildNameIndex() -> NameIndex? {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for object in [FC_FAMILY, FC_FULLNAME, FC_POSTSCRIPT_NAME, FC_FILE, FC_INDEX, FC_WEIGHT, FC_SLANT, FC_WIDTH] {
            FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(nil, pattern, objects) else { return nil }
        defer { FcFontSetDestroy(set) }
        var index = NameIndex()
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i], let location = location(of: font) else { continue }
            let entry = Entry(
                location: location,
                families: strings(font, FC_FAMILY),
                fullNames: strings(font, FC_FULLNAME),
                postScriptName: strings(font, FC_POSTSCRIPT_NAME).first ?? "",
                weight: integer(font, FC_WEIGHT) ?? FC_WEIGHT_REGULAR,
                slant: integer(font, FC_SLANT) ?? FC_SLANT_ROMAN,
                width: integer(font, FC_WIDTH) ?? FC_WIDTH_NORMAL)
            let n = index.entries.count
            index.entries.append(entry)
            if !entry.postScriptName.isEmpty { index.byPostScriptName[entry.postScriptName.lowercased()] = n }
            for name in entry.fullNames { index.byFullName[name.lowercased()] = n }
            for family in entry.families { index.byFamily[family.lowercased(), default: []].append(n) }
        }
        // Prefer stable results whatever order fontconfig listed the files in.
        for (key, members) in index.byFamily {
            index.byFamily[key] = members.sorted {
                (index.entries[$0].location.path, index.entries[$0].location.index)
                    < (index.entries[$1].location.path, index.entries[$1].location.index)
            }
        }
        return index
    }

    private static func location(of pattern: OpaquePointer) -> Location? {
        guard let path = strings(pattern, FC_FILE).first else { return nil }
        return Location(path: path, index: Int(integer(pattern, FC_INDEX) ?? 0))
    }

    private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
        var values: [String] = []
        var n: Int32 = 0
        while true {
            var value: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
            values.append(String(cString: value))
            n += 1
        }
        return values
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int32? {
        var value: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch { return value }
        var double: Double = 0
        if FcPatternGetDouble(pattern, object, 0, &double) == FcResultMatch { return Int32(double) }
        return nil
    }

    private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
        value.withCString { chars in
            chars.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { bytes in
                _ = FcPatternAddString(pattern, object, bytes)
            }
        }
    }
}
