import BarKit
import Foundation

/// One input of the text fuzzer (`Fuzz/Sources/FuzzText`), also replayed by the test suite: a header
/// of settings — width, line limit, break mode, alignment, font — then the text, decoded as UTF-8 or
/// UTF-16 (lone surrogates included), optionally with a hostile character spliced in by the
/// thousand and the whole repeated.
@MainActor
public struct TextFuzzCase {
    static let fonts: [Font] = [
        .systemFont(ofSize: 17), .boldSystemFont(ofSize: 9), .systemFont(ofSize: 0.5), .systemFont(ofSize: 300),
    ]
    static let modes: [LineBreakMode] = [
        .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
    ]
    static let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified]
    /// Characters spliced in: the ones text engines choke on.
    static let hostile: [String] = [
        "\u{301}", "\u{200D}", "\u{202E}", "\u{2067}", "\u{FEFF}", "\u{0}", "\n", "\u{2028}", "\u{FE0F}",
        "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{0627}", "\u{5D0}", "\t", "\u{AD}", "\u{1F1FA}",
    ]
    /// The longest text repetition makes (UTF-16 units). Laying out thousands of lines of one wide
    /// glyph each costs about 0.1 ms a line under ASan and coverage, five times over (the label's
    /// sizing and drawing); longer repeated texts only measure that cost against the 1 s timeout.
    static let maximumLength = 3_000

    public let text: String
    public let font: Font
    public let width: CGFloat
    public let lines: Int
    public let mode: LineBreakMode
    public let alignment: TextAlignment
    public let adjustsFontSize: Bool

    public init(_ input: FuzzInput) {
        var input = input
        let header = input.byte()
        width = input.coordinate(upTo: 320)
        lines = input.int(in: -1...6)
        mode = Self.modes[Int(input.byte()) % Self.modes.count]
        alignment = Self.alignments[Int(input.byte()) % Self.alignments.count]
        font = Self.fonts[Int(header >> 4) % Self.fonts.count]
        let repeats = input.int(in: 1...24)
        let splice = Self.hostile[Int(input.byte()) % Self.hostile.count]
        let spliceCount = input.int(in: 0...3000)
        let body = input.rest()
        var text: String
        if header & 1 == 0 {
            text = String(decoding: body, as: UTF8.self)
        } else {
            var units: [UInt16] = []
            units.reserveCapacity(body.count / 2)
            var i = body.startIndex
            while i + 1 < body.endIndex {
                units.append(UInt16(body[i]) | UInt16(body[i + 1]) << 8)
                i += 2
            }
            text = String(decoding: units, as: UTF16.self)
        }
        if header & 2 != 0 { text += String(repeating: splice, count: spliceCount) }
        if header & 4 != 0, text.utf16.count * repeats <= Self.maximumLength {
            text = String(repeating: text, count: repeats)
        }
        self.text = text
        adjustsFontSize = header & 8 != 0
    }

    /// Lays out some text in every font, so the fallback faces are loaded before fuzzing: the first use
    /// of one (fontconfig's search, then opening a face such as the 10 MB colour emoji font) takes up
    /// to two seconds in a sanitized build, once per process.
    public static func loadFonts() {
        let sample = "Latin Ünïcödé שלום مرحبا 日本語 한국어 ไทย देवनागरी Ελληνικά Кириллица 👍🏽 👩‍👩‍👧 🇺🇸 ❤️ ∑ ★"
        for font in fonts { _ = TextLayout(string: sample, font: font, width: 100).size }
    }

    /// Sizes the text with a `Label` (`sizeThatFits`, `intrinsicContentSize`), draws it and lays it out
    /// with `TextLayout`; returns what was wrong (empty when every size is finite and not negative,
    /// the drawing has the label's width and every line lies inside the string).
    public func run() -> [String] {
        var failures: [String] = []
        func check(_ size: CGSize, _ what: String) {
            if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
                failures.append("\(what) gave \(size)")
            }
        }
        let label = Label(text: text, font: font)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        label.adjustsFontSizeToFitWidth = adjustsFontSize
        label.minimumScaleFactor = 0.5
        label.preferredMaxLayoutWidth = width

        let fits = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        check(fits, "sizeThatFits")
        check(label.intrinsicContentSize, "intrinsicContentSize")
        let finiteWidth = width.isFinite ? min(max(width, 1), 320) : 320
        label.frame = CGRect(x: 0, y: 0, width: finiteWidth, height: min(max(fits.height, 1), 120))
        let bitmap = label.snapshot()
        if bitmap.width != Int(finiteWidth.rounded(.up)) {
            failures.append("the drawing is \(bitmap.width) pixels wide, not \(finiteWidth)")
        }
        let layout = TextLayout(
            string: text, font: font, width: width, maximumNumberOfLines: lines, alignment: alignment,
            lineBreakMode: mode)
        check(layout.size, "TextLayout.size")
        for line in layout.lines
        where line.characterRange.lowerBound < 0 || line.characterRange.upperBound > text.utf16.count {
            failures.append("line range \(line.characterRange) is outside the string")
        }
        if lines > 0 && layout.lines.count > lines {
            failures.append("\(layout.lines.count) lines for a limit of \(lines)")
        }
        return failures
    }
}
