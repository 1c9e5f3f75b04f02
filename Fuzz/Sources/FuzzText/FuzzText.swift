import BarKit
import Foundation
import FuzzSupport

// Text layout of hostile strings: the case itself is `TextFuzzCase` (Sources/BarKitFuzzing), which
// the test suite also replays over the kept corpus. Any problem it reports stops the fuzzer.

/// Loads the fallback fonts once before fuzzing, so their first use (up to two seconds in this
/// sanitized build) is not charged to the first input that needs them.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzTextInitialize(
    _ argc: UnsafeMutablePointer<Int32>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> Int32 {
    loadFallbackFontsBeforeFuzzing()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    playOneInput(data, size) { TextFuzzCase($0).run() }
}

/// The executable's entry point (SwiftPM links `main` to `FuzzText_main`): libFuzzer's driver.
@_cdecl("FuzzText_main")
public func fuzzTextMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzText)
}
