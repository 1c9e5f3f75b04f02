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

@Suite struct FontTests {
    // MARK: - Metrics

    @Test func boldSystemFontMetricsComeFromTheFaceUnits() {
        let font = Font.boldSystemFont(ofSize: 20)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVuSans-Bold")
        #expect(font.pointSize == 20)
        // DejaVu Sans Bold: hhea ascender 1901, descender −483, line gap 0, 2048 units per em.
        #expect(abs(font.ascender - 18.56) < 0.01)
        #expect(abs(font.descender + 4.72) < 0.01)
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - 23.28) < 0.01)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
    }

    @Test func capAndXHeightAreBelowTheAscender() {
        let font = Font.systemFont(ofSize: 17)
        // DejaVu Sans: "H" is 1493 units tall, "x" 1120 (2048 per em).
        #expect(abs(font.capHeight - 1493.0 / 2048 * 17) < 0.01)
        #expect(abs(font.xHeight - 1120.0 / 2048 * 17) < 0.01)
        #expect(font.xHeight < font.capHeight && font.capHeight < font.ascender)
    }

    @Test func withSizeScalesMetricsLinearly() {
        let font = Font.systemFont(ofSize: 10)
        let bigger = font.withSize(30)
        #expect(bigger.fontName == font.fontName)
        #expect(bigger.pointSize == 30)
        #expect(abs(bigger.lineHeight - 3 * font.lineHeight) < 1e-9)
        #expect(font.withSize(10) === font)
    }

    @Test func equalityIsFaceAndSize() {
        #expect(Font.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17))
        #expect(Font.systemFont(ofSize: 17) != Font.systemFont(ofSize: 18))
        #expect(Font.systemFont(ofSize: 17) != Font.boldSystemFont(ofSize: 17))
        #expect(Set([Font.systemFont(ofSize: 17), Font.systemFont(ofSize: 17)]).count == 1)
    }

    @Test func badSizesAreSanitised() {
        #expect(Font.systemFont(ofSize: .nan).pointSize == 0)
        #expect(Font.systemFont(ofSize: -4).pointSize == 0)
        #expect(Font.systemFont(ofSize: .infinity).pointSize == 0)
        #expect(Font.systemFont(ofSize: 1e12).pointSize == Font.maximumPointSize)
        #expect(Font.systemFont(ofSize: 0).lineHeight == 0)
    }

    // MARK: - Weights and names

    @Test func weightsMapToRealFaces() {
        #expect(Font.systemFont(ofSize: 12).fontName == "DejaVuSans")
        #expect(Font.systemFont(ofSize: 12, weight: .bold).fontName == "DejaVuSans-Bold")
        #expect(Font.systemFont(ofSize: 12, weight: .heavy).fontName == "DejaVuSans-Bold")
        #expect(Font.systemFont(ofSize: 12, weight: .ultraLight).fontName == "DejaVuSans-ExtraLight")
        #expect(Font.Weight.regular.openTypeWeight == 400)
        #expect(Font.Weight.bold.openTypeWeight == 700)
        #expect(Font.Weight.ultraLight.openTypeWeight == 100)
        #expect(Font.Weight.black.openTypeWeight == 900)
        #expect(Font.Weight(rawValue: 0.115).openTypeWeight == 450)
    }

    @Test func systemFamilyCanBeAnotherFamily() {
        // The lookup behind `systemFontFamily` (changing the static itself would race with
        // tests running in parallel).
        let serif = Font.instance(face: Font.systemFace(family: "DejaVu Serif", weight: .bold), size: 12)
        #expect(serif.fontName == "DejaVuSerif-Bold")
        #expect(Font.systemFontFamily == Font.defaultSystemFontFamily)
    }

    @Test func namedFontsAreFoundByPostScriptFullOrFamilyName() throws {
        let bold = try #require(Font(name: "DejaVuSans-Bold", size: 14))
        #expect(bold.fontName == "DejaVuSans-Bold")
        #expect(bold.pointSize == 14)
        #expect(Font(name: "dejavusans-bold", size: 14)?.fontName == "DejaVuSans-Bold")
        #expect(Font(name: "DejaVu Sans Bold", size: 14)?.fontName == "DejaVuSans-Bold")
        #expect(Font(name: "DejaVu Serif", size: 14)?.fontName == "DejaVuSerif")
        #expect(Font(name: "Noto Sans Thai", size: 14)?.familyName == "Noto Sans Thai")
    }

    @Test func unknownNamesGiveNilNotASubstitute() {
        #expect(Font(name: "Helvetica", size: 14) == nil)
        #expect(Font(name: "No Such Font Family", size: 14) == nil)
        #expect(Font(name: "DejaVuSans-Bol", size: 14) == nil)
        #expect(Font(name: "", size: 14) == nil)
        #expect(Font(name: "sans-serif", size: 14) == nil)
    }

    @Test func fontsFromFilesAndDataAgree() throws {
        let url = URL(fileURLWithPath: FontFiles.dejaVuSansBold)
        let fromFile = try Font(contentsOf: url, size: 20)
        let fromData = try Font(data: Data(contentsOf: url), size: 20)
        #expect(fromFile.fontName == "DejaVuSans-Bold")
        #expect(fromData.fontName == "DejaVuSans-Bold")
        #expect(fromData.lineHeight == fromFile.lineHeight)
        // A file is opened once: the same face as the system bold font.
        #expect(fromFile.face === Font.boldSystemFont(ofSize: 20).face)
        let a = TextLayout(string: "Wave", font: fromFile)
        let b = TextLayout(string: "Wave", font: fromData)
        #expect(a.size == b.size)
        #expect(a.glyphRuns.map(\.glyphs) == b.glyphRuns.map(\.glyphs))
    }

    @Test func colourEmojiFontLoads() throws {
        let emoji = try Font(contentsOf: URL(fileURLWithPath: FontFiles.notoColorEmoji), size: 17)
        #expect(emoji.face.isColor)
        #expect(emoji.lineHeight > 0)
        #expect(emoji.face.hasGlyph(for: 0x1F600))
    }

    // MARK: - Errors

    /// Writes `bytes` to a file named `name` in a new temporary directory and returns its path;
    /// `removeTemporaryFile` removes both.
    private func temporaryFile(_ bytes: Data, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "barkit-font-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try bytes.write(to: url)
        return url.path
    }

    private func removeTemporaryFile(_ path: String) {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    @Test func missingFileIsFileNotFound() {
        let path = "/nonexistent/dir/font.ttf"
        #expect(throws: FontError.fileNotFound(path: path)) {
            try Font(contentsOf: URL(fileURLWithPath: path), size: 12)
        }
        #expect(FontError.fileNotFound(path: path).description == "font file /nonexistent/dir/font.ttf: no such file")
    }

    @Test func garbageFileIsUnknownFormat() throws {
        let path = try temporaryFile(
            Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }), name: "garbage.ttf")
        defer { removeTemporaryFile(path) }
        do {
            _ = try Font(contentsOf: URL(fileURLWithPath: path), size: 12)
            Issue.record("garbage loaded as a font")
        } catch {
            #expect(error == .invalidFont(source: path, code: 0x02, message: "unknown file format"))
            #expect(error.description == "font file \(path): FreeType error 0x02 (unknown file format)")
        }
    }

    @Test func truncatedFileIsRejectedWithItsPath() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSans))
        for length in [12, 200, 1000, 20_000] {
            let path = try temporaryFile(whole.prefix(length), name: "truncated-\(length).ttf")
            defer { removeTemporaryFile(path) }
            do {
                _ = try Font(contentsOf: URL(fileURLWithPath: path), size: 12)
                Issue.record("a \(length)-byte prefix of DejaVu Sans loaded as a font")
            } catch {
                #expect(error.source == path)
                #expect(error.description.hasPrefix("font file \(path): "))
            }
        }
    }

    @Test func directoryIsUnreadable() throws {
        let path = FileManager.default.temporaryDirectory.path
        #expect(throws: FontError.unreadable(path: path, reason: "is a directory")) {
            try Font(contentsOf: URL(fileURLWithPath: path), size: 12)
        }
    }

    @Test func badDataNamesTheData() {
        for bytes in [Data(), Data([0, 1, 0, 0]), Data(repeating: 0x41, count: 300)] {
            do {
                _ = try Font(data: bytes, size: 12)
                Issue.record("\(bytes.count) bytes loaded as a font")
            } catch {
                #expect(error.source == "font data (\(bytes.count) bytes)")
                #expect(error.description.hasPrefix("font data (\(bytes.count) bytes): "))
            }
        }
    }

    @Test func mutatedFontDataNeverCrashes() throws {
        // A small fuzz: corrupt bytes across a real font; loading either fails with a
        // FontError or gives a font that lays out text.
        var generator = SeededRandom(seed: 0xBA5_C0DE)
        let original = try Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVuSansBold))
        var loaded = 0
        for _ in 0..<20 {
            var bytes = original
            for _ in 0..<50 {
                let i = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[bytes.startIndex + i] = UInt8.random(in: 0...255, using: &generator)
            }
            if let font = try? Font(data: bytes, size: 15) {
                loaded += 1
                let layout = TextLayout(string: "Hello, wörld ★", font: font, width: 80)
                #expect(layout.size.width.isFinite && layout.size.height.isFinite)
            }
        }
        // Most corruptions hit glyph data, which FreeType reads only when drawing.
        #expect(loaded > 0)
    }

    /// A face FreeType opens but text cannot use: DejaVu Sans cut to one glyph without its `cmap`
    /// (made with `hb-subset --drop-tables+=cmap`, kept in the font corpus).
    @Test func aFontWithoutACharacterMapIsUnsupported() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/font/no-cmap.ttf")
        let data = try Data(contentsOf: url)
        #expect(throws: FontError.unsupported(source: "font data (\(data.count) bytes)", reason: "no character map")) {
            try Font(data: data, size: 12)
        }
        do {
            _ = try Font(contentsOf: url, size: 12)
            Issue.record("expected an error")
        } catch {
            #expect(error == .unsupported(source: url.path, reason: "no character map"))
            #expect(error.description == "font file \(url.path): unsupported font (no character map)")
        }
    }
}
