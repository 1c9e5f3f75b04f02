import CUnicode
import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// The analyses' shortcuts (memoised scripts, right-to-left levels without ICU's bidi algorithm)
/// must answer exactly as the general paths do.
@Suite struct UnicodeAnalysisFastPathTests {
    static let pieces = [
        "a", "W", "fi", " ", "é", "Ω", "ж", "ש", "ע", "ب", "ع", "ﻻ", "1", "٣", "۴", "(", ")", "[", "!", ",", ".", "-",
        "+", "%", "$", "#", "\t", "\u{301}", "\u{5B7}", "\u{64E}", "\u{200D}", "\u{200F}", "\u{200E}", "\u{202B}",
        "\u{202C}", "\u{2067}", "\u{2069}", "\u{AD}", "😀", "👍🏽", "中", "…", "«", "»", "\u{FEFF}", "𐤀", "",
    ]

    static func randomStrings(count: Int, seed: UInt64) -> [[UInt16]] {
        var generator = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 1...10, using: &generator)
            var units: [UInt16] = []
            for _ in 0..<length {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                units += piece.isEmpty ? [0xD800] : Array(piece.utf16)  // "" stands for an unpaired surrogate
            }
            return units
        }
    }

    static let fixed: [String] = [
        "דואר נכנס", "البريد الوارد", "שלום, עולם!", "(مرحبا)", "שלום world", "abc אבג 123", "Arabic ١٢٣ digits",
        "שנה 2024", "سعر $", "ש\u{5B7}ל", "‏rtl mark", "\u{202B}עברית\u{202C}", "ש\u{200D}ל", "عربي 😀", "  ש  ", "ש\t.",
        "…", "((", "ש-ל", "ש+ל", "ש%", "ש,ל", "a", "",
    ]

    @Test func rightToLeftLevelsAgreeWithTheBidiAlgorithm() {
        var shortcuts = 0
        let strings =
            UnicodeAnalysisFastPathTests.fixed.map { Array($0.utf16) }
            + UnicodeAnalysisFastPathTests.randomStrings(count: 3_000, seed: 0xB1D1)
        for units in strings {
            for baseLevel: UInt8? in [nil, 0, 1] {
                units.withUnsafeBufferPointer { text in
                    let fast = UnicodeAnalysis.bidiLevels(text, baseLevel: baseLevel)
                    let icu = UnicodeAnalysis.icuBidiLevels(text, baseLevel: baseLevel)
                    #expect(fast?.base == icu?.base, "\(units) base \(String(describing: baseLevel))")
                    #expect(fast?.levels == icu?.levels, "\(units) base \(String(describing: baseLevel))")
                    if let base = text.baseAddress, bk_all_right_to_left(base, Int32(text.count), -1) == 1 {
                        shortcuts += 1
                    }
                }
            }
        }
        // The shortcut must be taken for plain right-to-left text, not only declined.
        #expect(shortcuts >= 30)
        for string in ["דואר נכנס", "البريد الوارد", "שלום, עולם!", "(مرحبا)", "  ש  "] {
            let units = Array(string.utf16)
            #expect(units.withUnsafeBufferPointer { bk_all_right_to_left($0.baseAddress!, Int32($0.count), -1) } == 1)
        }
        for string in ["שנה 2024", "abc אבג 123", "ש\u{200D}ל", "\u{202B}עברית\u{202C}", "‏rtl mark", "…"] {
            let units = Array(string.utf16)
            #expect(units.withUnsafeBufferPointer { bk_all_right_to_left($0.baseAddress!, Int32($0.count), -1) } == 0)
        }
    }

    @Test func decodingFindsWhatTheSeparateScansFind() {
        var generator = SeededRandom(seed: 0xDEC0DE)
        let extra = [
            "\n", "\u{7F}", "\u{85}", "\u{2028}", "\u{2029}", "\u{9F}", "©", "Ā", "ɐ", "\u{2066}", "\u{1E900}",
        ]
        let pieces = UnicodeAnalysisFastPathTests.pieces.filter { !$0.isEmpty } + extra
        var strings = UnicodeAnalysisFastPathTests.fixed
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...10, using: &generator)
            strings.append(
                (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined())
        }
        let rightToLeft = strings.reduce(0) { $0 + Self.checkDecodingFacts(of: $1) }
        #expect(rightToLeft >= 10)
    }

    @Test func decodingEightASCIIBytesAtATimeMissesNothing() {
        // Every ASCII character at every position of texts long enough to be read eight bytes at a
        // time, among neutrals alone and between right-to-left letters, so that each analysis
        // (controls, Latin letters, digits ending a right-to-left paragraph) meets it wherever it falls.
        let neutrals = Array(" .-!".utf8)
        var strings: [String] = []
        for length in [8, 11, 16, 17] {
            for position in 0..<length {
                for code in UInt8(0)...0x7F {
                    var bytes = (0..<length).map { neutrals[$0 % neutrals.count] }
                    bytes[position] = code
                    let ascii = String(decoding: bytes, as: UTF8.self)
                    strings += [ascii, "ש" + ascii + "ע"]
                }
            }
        }
        let rightToLeft = strings.reduce(0) { $0 + Self.checkDecodingFacts(of: $1) }
        #expect(rightToLeft >= 1_000)
    }

    /// Checks what decoding `string` found against the separate scans; 1 when it found the text all
    /// right-to-left.
    private static func checkDecodingFacts(of string: String) -> Int {
        let expected = Array(string.utf16)
        return TextLayout.withDecodedUnits(of: string) { units, facts in
            #expect(Array(units) == expected, "\(string)")
            let text = UnsafeBufferPointer(units)
            #expect(facts.flags == UnicodeAnalysis.flags(text).rawValue, "\(string)")
            #expect(facts.script == (UnicodeAnalysis.singleScript(text) ?? 0), "\(string)")
            let plain = !expected.contains { $0 < 0x20 || (0x7F...0x9F).contains($0) || $0 == 0x2028 || $0 == 0x2029 }
            #expect((facts.plain == 1) == plain, "\(string)")
            let mayNeedBidi = UnicodeAnalysis.flags(text).contains(.mayNeedBidi)
            let all = text.isEmpty ? 0 : bk_all_right_to_left(text.baseAddress!, Int32(text.count), -1)
            #expect(facts.rightToLeft == (plain && mayNeedBidi ? all : 0), "\(string)")
            return Int(facts.rightToLeft)
        }
    }

    @Test func memoisedDirectionsAreICUs() {
        for codePoint in UInt32(0)...0xFFFF {
            if bk_char_direction(codePoint, 1) != bk_char_direction(codePoint, 0) {
                Issue.record("U+\(String(codePoint, radix: 16))")
                return
            }
        }
    }

    @Test func memoisedScriptsAreICUs() {
        for codePoint in UInt32(0)...0xFFFF {
            if UnicodeAnalysis.script(of: codePoint) != UnicodeAnalysis.icuScript(of: codePoint) {
                Issue.record("U+\(String(codePoint, radix: 16))")
                return
            }
        }
        for codePoint: UInt32 in [0x1_0900, 0x1_F600, 0x2_0000, 0x1_E900, 0x10_FFFF, 0x11_0000] {
            #expect(UnicodeAnalysis.script(of: codePoint) == UnicodeAnalysis.icuScript(of: codePoint))
        }
        #expect(UnicodeAnalysis.script(of: 0x41) == 0x4C61_746E)  // 'Latn'
        #expect(UnicodeAnalysis.script(of: 0x5D0) == 0x4865_6272)  // 'Hebr'
    }

    @Test func scriptRunsOfMixedTextAreUnchanged() {
        let cases: [(String, [UInt32])] = [
            ("Ρυθμίσεις ήχου", [0x4772_656B]), ("Учётная запись", [0x4379_726C]), ("(دواء)", [0x4172_6162]),
            ("abc אבג", [0x4C61_746E, 0x4865_6272]), ("123", [0x5A79_7979]), ("e\u{301}", [0x4C61_746E]),
        ]
        for (string, scripts) in cases {
            let units = Array(string.utf16)
            let runs = units.withUnsafeBufferPointer { UnicodeAnalysis.scriptRuns($0) }
            #expect(runs.map(\.script) == scripts, "\(string)")
            let single = units.withUnsafeBufferPointer { UnicodeAnalysis.singleScript($0) }
            #expect(single == (scripts.count == 1 ? scripts[0] : nil), "\(string)")
        }
    }
}
