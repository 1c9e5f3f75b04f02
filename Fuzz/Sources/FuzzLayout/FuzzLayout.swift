import BarKit
import Foundation
import FuzzSupport

// Random view trees under random constraints, laid out again and again: the case itself is
// `playLayoutFuzzCase` (Sources/BarKitFuzzing/LayoutFuzzCase.swift), which the test suite also
// replays over the kept corpus. Any problem it reports stops the fuzzer.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    playOneInput(data, size) { playLayoutFuzzCase($0) }
}

/// The executable's entry point (SwiftPM links `main` to `FuzzLayout_main`): libFuzzer's driver.
@_cdecl("FuzzLayout_main")
public func fuzzLayoutMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzLayout)
}
