import BarKit
import Foundation
import FuzzSupport

// Text layout of hostile strings: the input's bytes decoded as UTF-8 or as UTF-16 (lone surrogates,
// marks by the thousand, bidi controls, ZWJ sequences, long runs), sized by a `Label`
// (`sizeThatFits`, `intrinsicContentSize`) and drawn (`snapshot`) at a width, line limit, break mode,
// alignment and font taken from the input's first bytes. Sizes must be finite and not negative.

private let fonts: [Font] = [
    .systemFont(ofSize: 17), .boldSystemFont(ofSize: 9), .systemFont(ofSize: 0.5), .systemFont(ofSize: 300),
]
private let modes: [LineBreakMode] = [
    .byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle,
]
private let alignments: [TextAlignment] = [.natural, .left, .center, .right, .justified]

/// Characters spliced in by the amplifier: the ones text engines choke on.
private let hostile: [String] = [
    "\u{301}", "\u{200D}", "\u{202E}", "\u{2067}", "\u{FEFF}", "\u{0}", "\n", "\u{2028}", "\u{FE0F}",
    "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{0627}", "\u{5D0}", "\t", "\u{AD}", "\u{1F1FA}",
]

/// The longest text repetition makes (UTF-16 units). Laying out thousands of lines of one wide
/// glyph each costs about 0.1 ms a line under ASan and coverage, five times over (the label's sizing
/// and drawing); longer repeated texts only measure that cost against the 1 s timeout.
private let maximumLength = 3_000

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let header = input.byte()
    let width = input.coordinate(upTo: 320)
    let lines = input.int(in: -1...6)
    let mode = modes[Int(input.byte()) % modes.count]
    let alignment = alignments[Int(input.byte()) % alignments.count]
    let font = fonts[Int(header >> 4) % fonts.count]
    let repeats = input.int(in: 1...24)
    let splice = hostile[Int(input.byte()) % hostile.count]
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
    if header & 4 != 0, text.utf16.count * repeats <= maximumLength { text = String(repeating: text, count: repeats) }

    MainActor.assumeIsolated {
        let label = Label(text: text, font: font)
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.textAlignment = alignment
        label.adjustsFontSizeToFitWidth = header & 8 != 0
        label.minimumScaleFactor = 0.5
        label.preferredMaxLayoutWidth = width

        let fits = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        check(fits, "sizeThatFits")
        check(label.intrinsicContentSize, "intrinsicContentSize")
        let finiteWidth = width.isFinite ? min(max(width, 1), 320) : 320
        label.frame = CGRect(x: 0, y: 0, width: finiteWidth, height: min(max(fits.height, 1), 120))
        let bitmap = label.snapshot(scale: 1)
        precondition(bitmap.width == Int(finiteWidth.rounded(.up)))
        let layout = TextLayout(
            string: text, font: font, width: width, maximumNumberOfLines: lines, alignment: alignment,
            lineBreakMode: mode)
        check(layout.size, "TextLayout.size")
        for line in layout.lines {
            precondition(
                line.characterRange.lowerBound >= 0 && line.characterRange.upperBound <= text.utf16.count,
                "line range out of the string")
        }
    }
    return 0
}

private func check(_ size: CGSize, _ what: String) {
    precondition(
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0, "\(what) gave \(size)")
}

/// The executable's entry point (SwiftPM links `main` to `FuzzText_main`): libFuzzer's driver.
@_cdecl("FuzzText_main")
public func fuzzTextMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzText)
}
