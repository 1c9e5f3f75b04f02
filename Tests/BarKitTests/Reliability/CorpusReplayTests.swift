import Foundation
import Testing

@testable import BarKit

/// Replays the inputs the fuzzers (in `Fuzz/`) keep in `Tests/BarKitTests/Corpus/<target>/`: seeds
/// and inputs that once found a bug or new code. Each must give a typed error naming its input, or a
/// valid object that survives what the fuzzer does with it. The inputs are decoded the way each
/// fuzzer decodes them (`Fuzz/Sources/<Fuzzer>/<Fuzzer>.swift`); keep the two in step.
@MainActor
@Suite struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The files of one target's corpus, by name, sorted.
    func inputs(_ target: String) throws -> [(name: String, data: Data)] {
        let directory = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    @Test func fontCorpus() throws {
        let files = try inputs("font")
        #expect(files.count >= 5)
        var loaded = 0
        for (name, data) in files {
            let font: Font
            do {
                font = try Font(data: data, size: 17)
            } catch {
                #expect(error.source == "font data (\(data.count) bytes)", "\(name)")
                #expect(error.description.hasPrefix("font data (\(data.count) bytes): "), "\(name)")
                continue
            }
            loaded += 1
            for metric in [font.ascender, font.descender, font.lineHeight, font.capHeight, font.xHeight] {
                #expect(metric.isFinite, "\(name)")
            }
            for string in ["Hello", "שלום abc", "👍🏽", ""] {
                let size = TextLayout(string: string, font: font, width: 120, maximumNumberOfLines: 2).size
                #expect(size.width.isFinite && size.height.isFinite && size.width >= 0, "\(name)")
            }
            let label = Label(text: "Hello", font: font)
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            #expect(label.snapshot().width == 40, "\(name)")
        }
        #expect(loaded >= 5, "the subset DejaVu seeds load")
    }

    @Test func imageCorpus() throws {
        let files = try inputs("image")
        #expect(files.count >= 10)
        var decoded = 0
        for (name, data) in files {
            let image: Image
            do {
                image = try Image(data: data)
            } catch {
                #expect(error.source == ImageError.dataSource, "\(name)")
                #expect(error.description.hasPrefix("image data: "), "\(name)")
                continue
            }
            decoded += 1
            let bitmap = image.bitmap
            #expect(bitmap.width > 0 && bitmap.height > 0, "\(name)")
            #expect(bitmap.premultipliedBytes.count == bitmap.width * bitmap.height * 4, "\(name)")
            let context = GraphicsContext(size: CGSize(width: 16, height: 16), scale: 2)
            context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
            context.drawTemplate(image, in: CGRect(x: 2, y: 2, width: 7, height: 300), color: .systemBlue)
            #expect(context.makeBitmap().width == 32, "\(name)")
        }
        #expect(decoded >= 10, "the hand-made PNGs of every colour type decode")
    }

    @Test func documentCorpus() throws {
        let files = try inputs("document")
        #expect(files.count >= 10)
        var loaded = 0
        for (name, data) in files {
            let document: ViewDocument
            do {
                document = try ViewDocument(data: data, source: name)
            } catch let error as DocumentError {
                #expect(error.description.hasPrefix("view document \(name)"), "\(name)")
                continue
            }
            loaded += 1
            let window = Window(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
            window.addSubview(document.rootView)
            window.layoutIfNeeded()
            if let hit = window.hitTest(CGPoint(x: 24, y: 16), with: nil) {
                #expect(hit === window || hit.isDescendant(of: window), "\(name)")
            }
            #expect(!window.recursiveDescription().isEmpty)
            let bitmap = window.render()
            #expect(bitmap.width == 48 && bitmap.height == 32, "\(name)")
        }
        #expect(loaded >= 3, "the valid seeds load")
    }

    @Test func textCorpus() throws {
        let files = try inputs("text")
        #expect(files.count >= 10)
        for (name, data) in files {
            let input = TextFuzzInput(Array(data))
            let label = Label(text: input.text, font: input.font)
            label.numberOfLines = input.lines
            label.lineBreakMode = input.mode
            label.textAlignment = input.alignment
            label.adjustsFontSizeToFitWidth = input.adjustsFontSize
            label.minimumScaleFactor = 0.5
            label.preferredMaxLayoutWidth = input.width
            let fits = label.sizeThatFits(CGSize(width: input.width, height: .greatestFiniteMagnitude))
            #expect(fits.width.isFinite && fits.height.isFinite && fits.width >= 0 && fits.height >= 0, "\(name)")
            let intrinsic = label.intrinsicContentSize
            #expect(intrinsic.width.isFinite && intrinsic.height.isFinite, "\(name)")
            let width = input.width.isFinite ? min(max(input.width, 1), 320) : 320
            label.frame = CGRect(x: 0, y: 0, width: width, height: min(max(fits.height, 1), 120))
            #expect(label.snapshot().width == Int(width.rounded(.up)), "\(name)")
            let layout = TextLayout(
                string: input.text, font: input.font, width: input.width, maximumNumberOfLines: input.lines,
                alignment: input.alignment, lineBreakMode: input.mode)
            for line in layout.lines {
                #expect(line.characterRange.upperBound <= input.text.utf16.count, "\(name)")
            }
            if input.lines > 0 { #expect(layout.lines.count <= input.lines, "\(name)") }
        }
    }
}

/// The text fuzzer's reading of its input (`Fuzz/Sources/FuzzText/FuzzText.swift`): a header of
/// settings, then the text as UTF-8 or UTF-16, optionally with hostile characters spliced in and
/// repeated.
@MainActor
struct TextFuzzInput {
    static let fonts: [Font] = [
        .systemFont(ofSize: 17), .boldSystemFont(ofSize: 9), .systemFont(ofSize: 0.5), .systemFont(ofSize: 300),
    ]
    static let modes: [LineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]
    static let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified]
    static let maximumLength = 3_000
    static let hostile: [String] = [
        "\u{301}", "\u{200D}", "\u{202E}", "\u{2067}", "\u{FEFF}", "\u{0}", "\n", "\u{2028}", "\u{FE0F}",
        "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{0627}", "\u{5D0}", "\t", "\u{AD}", "\u{1F1FA}",
    ]

    let text: String
    let font: Font
    let width: CGFloat
    let lines: Int
    let mode: LineBreakMode
    let alignment: TextAlignment
    let adjustsFontSize: Bool

    init(_ data: [UInt8]) {
        var input = FuzzBytes(data)
        func byte() -> UInt8 { input.byte() }
        func int(_ range: ClosedRange<Int>) -> Int { input.int(in: range) }
        func coordinate(upTo limit: Double) -> Double { input.coordinate(upTo: limit) }
        let header = byte()
        width = coordinate(upTo: 320)
        lines = int(-1...6)
        mode = Self.modes[Int(byte()) % Self.modes.count]
        alignment = Self.alignments[Int(byte()) % Self.alignments.count]
        font = Self.fonts[Int(header >> 4) % Self.fonts.count]
        let repeats = int(1...24)
        let splice = Self.hostile[Int(byte()) % Self.hostile.count]
        let spliceCount = int(0...3000)
        let body = input.rest()
        var text: String
        if header & 1 == 0 {
            text = String(decoding: body, as: UTF8.self)
        } else {
            let units = stride(from: 0, to: body.count - 1, by: 2).map { UInt16(body[$0]) | UInt16(body[$0 + 1]) << 8 }
            text = String(decoding: units, as: UTF16.self)
        }
        if header & 2 != 0 { text += String(repeating: splice, count: spliceCount) }
        if header & 4 != 0, text.utf16.count * repeats <= Self.maximumLength { text = String(repeating: text, count: repeats) }
        self.text = text
        adjustsFontSize = header & 8 != 0
    }
}

/// The fuzzers' reader of typed values (`FuzzInput` in `Fuzz/Sources/FuzzSupport/FuzzInput.swift`):
/// each read takes what it needs from the front and gives zero when the bytes run out.
struct FuzzBytes {
    var bytes: ArraySlice<UInt8>

    init(_ data: [UInt8]) { bytes = ArraySlice(data) }

    var isEmpty: Bool { bytes.isEmpty }

    mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound
        guard span > 0 else { return range.lowerBound }
        let raw = span > 255 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % (span + 1)
    }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func coordinate(upTo limit: Double) -> Double {
        switch byte() {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -Double(int(in: 0...1000))
        case 5: return .greatestFiniteMagnitude
        case 6: return 0
        default: return Double(int(in: 0...Int(limit * 4))) / 4
        }
    }

    mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}
