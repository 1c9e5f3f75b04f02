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

/// Runs the `hb-shape` tool on a font file and reads its JSON, as the reference that BarKit's
/// shaping must agree with. Sizes are passed as points × 64, so values are in 1/64 pt — the
/// same scale BarKit gives HarfBuzz.
enum HarfBuzzReference {
    struct Glyph: Decodable, Equatable {
        let g: UInt32
        let cl: Int
        let dx: Int
        let dy: Int
        let ax: Int
        let ay: Int
    }

    static let tool = "/usr/bin/hb-shape"

    static func shape(
        fontFile: String, size: CGFloat, text: String, direction: String? = nil, script: String? = nil,
        features: String? = nil
    ) throws -> [Glyph] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        var arguments = [
            "--font-size=\(Int((size * 64).rounded()))", "--output-format=json", "--no-glyph-names",
        ]
        if let direction { arguments.append("--direction=\(direction)") }
        if let script { arguments.append("--script=\(script)") }
        if let features { arguments.append("--features=\(features)") }
        arguments += [fontFile, text]
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONDecoder().decode([Glyph].self, from: data)
    }

    /// The ISO 15924 tag of an `hb_script_t` value ("Latn").
    static func tag(_ script: UInt32) -> String {
        String(decoding: [24, 16, 8, 0].map { UInt8((script >> UInt32($0)) & 0xFF) }, as: UTF8.self)
    }

    /// Shapes `text` as one paragraph with `font` and checks every item against hb-shape run
    /// on that item's text with the item's script and direction. Returns the items.
    @discardableResult
    static func expectItemsMatch(
        _ text: String, fontFile: String, size: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [ShapedItem] {
        let font = try Font(contentsOf: URL(fileURLWithPath: fontFile), size: size)
        let units = Array(text.utf16)
        let paragraph = units.withUnsafeBufferPointer {
            ShapedParagraph(text: $0, range: 0..<units.count, font: font, baseLevel: nil, cache: .shared)
        }
        #expect(!paragraph.items.isEmpty, sourceLocation: sourceLocation)
        for item in paragraph.items {
            #expect(item.font.face === font.face, "fallback used for \(text)", sourceLocation: sourceLocation)
            let itemText = String(decoding: units[item.range], as: UTF16.self)
            let reference = try shape(
                fontFile: fontFile, size: size, text: itemText, direction: item.isRightToLeft ? "rtl" : "ltr",
                script: tag(item.script))
            let glyphs = item.run.glyphs
            #expect(glyphs.count == reference.count, "glyph count for \(itemText)", sourceLocation: sourceLocation)
            for (ours, theirs) in zip(glyphs, reference) {
                #expect(ours.glyph == theirs.g, "glyph id in \(itemText)", sourceLocation: sourceLocation)
                #expect(Int(ours.cluster) == theirs.cl, "cluster in \(itemText)", sourceLocation: sourceLocation)
                #expect(
                    abs(Int(ours.advance) - theirs.ax) <= 1, "advance in \(itemText)", sourceLocation: sourceLocation)
                #expect(
                    abs(Int(ours.xOffset) - theirs.dx) <= 1, "x offset in \(itemText)", sourceLocation: sourceLocation)
                #expect(
                    abs(Int(ours.yOffset) - theirs.dy) <= 1, "y offset in \(itemText)", sourceLocation: sourceLocation)
            }
        }
        return paragraph.items
    }
}

/// Font files the tests use (installed by scripts/setup.sh).
enum FontFiles {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let dejaVuSerif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
    static let notoSansArabic = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    static let notoSansHebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    static let notoSansDevanagari = "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"
    static let notoSansThai = "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf"
    static let notoSansCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
}
