// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BarKit",
    products: [
        .library(name: "BarKit", targets: ["BarKit"]),
        .library(name: "BarKitTesting", targets: ["BarKitTesting"]),
        .library(name: "BarKitFuzzing", targets: ["BarKitFuzzing"]),
        .executable(name: "BarDemo", targets: ["BarDemo"]),
        .executable(name: "BarBench", targets: ["BarBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .target(
            name: "CUnicode",
            linkerSettings: [.linkedLibrary("icuuc")]),
        // HarfBuzz's calls for one run and the copy of its glyphs, in C (see the header).
        .target(name: "CShaping", dependencies: ["CHarfBuzz"]),
        // The layers, bottom to top; each imports only the ones below it (Docs/Architecture.md).
        .target(name: "BarGeometry"),
        .target(
            name: "BarText",
            dependencies: ["BarGeometry", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnicode", "CShaping"]),
        .target(name: "BarGraphics", dependencies: ["BarGeometry", "BarText", "CCairo"]),
        .target(name: "BarDocuments", dependencies: ["BarGeometry"]),
        .target(name: "BarViews", dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments"]),
        .target(name: "BarRendering", dependencies: ["BarGeometry", "BarGraphics", "BarViews"]),
        // The umbrella users import: it re-exports the layers.
        .target(
            name: "BarKit",
            dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews", "BarRendering"]),
        .target(name: "BarKitTesting", dependencies: ["BarKit"]),
        // What the fuzzers in Fuzz/ run per input, shared with the tests that replay their corpora.
        .target(name: "BarKitFuzzing", dependencies: ["BarKit"]),
        .executableTarget(name: "BarDemo", dependencies: ["BarKit"], resources: [.copy("Resources")]),
        // The same work as BarBench's cases done directly on HarfBuzz, FreeType and cairo.
        .target(
            name: "CBaselines", dependencies: ["CHarfBuzz", "CFreeType", "CCairo"],
            linkerSettings: [.linkedLibrary("icuuc")]),
        .executableTarget(name: "BarBench", dependencies: ["BarKit", "CBaselines"]),
        .testTarget(
            name: "BarKitTests", dependencies: ["BarKit", "BarKitTesting", "BarKitFuzzing", "BarDemo"],
            exclude: ["__Snapshots__", "Corpus"]),
    ],
    swiftLanguageModes: [.v6]
)
