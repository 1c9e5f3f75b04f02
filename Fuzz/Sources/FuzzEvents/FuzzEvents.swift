import BarKit
import Foundation
import FuzzSupport

// Touch sequences against a toolbar whose actions change it during dispatch: the case itself is
// `playEventsFuzzCase` (Sources/BarKitFuzzing/EventsFuzzCase.swift), which the test suite also
// replays over the kept corpus. Any problem it reports stops the fuzzer.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvents(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    playOneInput(data, size) { playEventsFuzzCase($0) }
}

/// The executable's entry point (SwiftPM links `main` to `FuzzEvents_main`): libFuzzer's driver.
@_cdecl("FuzzEvents_main")
public func fuzzEventsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzEvents)
}
