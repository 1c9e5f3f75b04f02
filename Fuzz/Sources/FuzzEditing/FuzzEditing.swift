import BarKit
import Foundation
import FuzzSupport

// Keys, typed text, input-method compositions, pastes, selections, taps, undo and redo against a text
// field and a text view, checked against a string model after every step: the case itself is
// `playEditingFuzzCase` (Sources/BarKitFuzzing/EditingFuzzCase.swift), which the test suite also
// replays over the kept corpus and plays from seeds (EditingModelBasedTests). Any problem it reports
// stops the fuzzer.

/// Loads the fallback fonts once before fuzzing (the emoji and Hangul the case types need them), so
/// their first use is not charged to the first input that types one.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzEditingInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    loadFallbackFontsBeforeFuzzing()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEditing(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    playOneInput(data, size) { playEditingFuzzCase($0) }
}

/// The executable's entry point (SwiftPM links `main` to `FuzzEditing_main`): libFuzzer's driver.
@_cdecl("FuzzEditing_main")
public func fuzzEditingMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzEditing)
}
