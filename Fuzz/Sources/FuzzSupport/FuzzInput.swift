@_exported import BarKitFuzzing
@_exported import FuzzDriver

/// Hands the command line to libFuzzer's driver with `test` as the fuzz target.
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32 {
    bk_fuzz_main(argc, argv, test)
}
