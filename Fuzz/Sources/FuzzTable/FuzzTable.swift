import BarKit
import Foundation
import FuzzSupport

// Scripts of batch updates, moves, reloads, snapshots, scrolls and time against a table, checked
// against a plain array after every step: the case itself is `playTableFuzzCase`
// (Sources/BarKitFuzzing/TableFuzzCase.swift), which the test suite also replays over the kept corpus
// and plays from seeds (TableModelBasedTests). Any problem it reports stops the fuzzer.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTable(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    playOneInput(data, size) { playTableFuzzCase($0) }
}

/// The executable's entry point (SwiftPM links `main` to `FuzzTable_main`): libFuzzer's driver.
@_cdecl("FuzzTable_main")
public func fuzzTableMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTable)
}
