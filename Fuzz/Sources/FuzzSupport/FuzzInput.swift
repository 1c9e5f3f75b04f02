@_exported import BarKitFuzzing
@_exported import FuzzDriver

/// Hands the command line to libFuzzer's driver with `test` as the fuzz target.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    bk_fuzz_main(argc, argv, test)
}

/// Plays `play` on one input on the main actor; any problem it reports stops the fuzzer. What each
/// model-checked target's `LLVMFuzzerTestOneInput` does.
public func playOneInput(
    _ data: UnsafePointer<UInt8>?, _ size: Int, _ play: @MainActor (FuzzInput) -> [String]
) -> Int32 {
    let input = FuzzInput(data, size)
    MainActor.assumeIsolated {
        let failures = play(input)
        precondition(failures.isEmpty, failures.joined(separator: "; "))
    }
    return 0
}

/// Loads the fallback fonts once before fuzzing, so their first use (up to two seconds in a
/// sanitized build) is not charged to the first input that needs them. What the text targets'
/// `LLVMFuzzerInitialize` does.
public func loadFallbackFontsBeforeFuzzing() -> Int32 {
    MainActor.assumeIsolated { TextFuzzCase.loadFonts() }
    return 0
}
