import BarKit
import Foundation
import FuzzSupport

// Font loading from hostile bytes: `Font(data:size:)`, then measuring and drawing a string with it.
// Every input must give either a `FontError` or a font whose metrics and layout are finite.

private let strings = ["Hello", "AVA fi ffl", "Ünïcödé ★", "שלום abc", "مرحبا", "日本語", "a\u{301}\u{302}", "👍🏽", ""]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Data(bytes: data, count: size)
    let font: Font
    do {
        font = try Font(data: bytes, size: 17)
    } catch {
        precondition(!error.description.isEmpty)
        return 0
    }
    for metric in [font.ascender, font.descender, font.leading, font.lineHeight, font.capHeight, font.xHeight] {
        precondition(metric.isFinite, "non-finite metric in \(font)")
    }
    // The size comes from the last byte, so the corpus can explore sizes without changing the font.
    let sizes: [CGFloat] = [17, 0, 1, 0.01, 200, 16384, .nan]
    let sized = font.withSize(sizes[Int(data[size - 1]) % sizes.count])
    for string in strings {
        let layout = TextLayout(string: string, font: sized, width: 120, maximumNumberOfLines: 2)
        precondition(layout.size.width.isFinite && layout.size.height.isFinite, "non-finite size for \(string)")
    }
    let layout = TextLayout(string: strings[Int(data[0]) % strings.count], font: sized)
    MainActor.assumeIsolated {
        let label = Label(text: layout.string, font: sized)
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        _ = label.snapshot()
    }
    return 0
}

/// The executable's entry point (SwiftPM links `main` to `FuzzFont_main`): libFuzzer's driver.
@_cdecl("FuzzFont_main")
public func fuzzFontMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzFont)
}
