// swift-tools-version:6.2
import PackageDescription

// Warnings fail every build of this package, so the demo, the tests and the benchmarks share one
// build (SwiftPM applies this to the root package only, never to a package that depends on BarKit).
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "BarKit",
    products: [
        .library(name: "BarKit", targets: ["BarKit"]),
        .library(name: "BarKitTesting", targets: ["BarKitTesting"]),
        .library(name: "BarKitFuzzing", targets: ["BarKitFuzzing"]),
        .library(name: "BarKitSDL", targets: ["BarKitSDL"]),
        .library(name: "BarKitAccessibility", targets: ["BarKitAccessibility"]),
        .executable(name: "BarDemo", targets: ["BarDemo"]),
        .executable(name: "BarBench", targets: ["BarBench"]),
        .executable(name: "BarMemoryProbe", targets: ["BarMemoryProbe"]),
    ],
    targets: [
        // The C libraries, each imported only by the module that wraps it.
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
        // Pango, only for BarBench's baseline of what GTK pays to lay out and draw labels.
        .systemLibrary(
            name: "CPango", pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]),
        // SDL2's headers by their <SDL2/…> path, so no pkg-config flags (its -D_REENTRANT is refused).
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        // libdbus-1, for the AT-SPI2 accessibility bridge alone.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .target(
            name: "CUnicode",
            linkerSettings: [.linkedLibrary("icuuc")]),
        // HarfBuzz's calls for one run and the copy of its glyphs, in C (see the header).
        .target(name: "CShaping", dependencies: ["CHarfBuzz"]),
        // kiwi's Cassowary solver behind a C face; scripts/fetch-kiwi.sh puts its headers in vendor/.
        .target(
            name: "CKiwi", exclude: ["vendor/kiwi/LICENSE"],
            cxxSettings: [.headerSearchPath("vendor")]),

        // The layers, bottom to top; each imports only the ones below it (Docs/Architecture.md).
        .target(name: "BarGeometry", swiftSettings: strict),
        .target(
            name: "BarText",
            dependencies: ["BarGeometry", "CFreeType", "CHarfBuzz", "CFontconfig", "CUnicode", "CShaping"],
            swiftSettings: strict),
        .target(name: "BarGraphics", dependencies: ["BarGeometry", "BarText", "CCairo"], swiftSettings: strict),
        .target(name: "BarDocuments", dependencies: ["BarGeometry"], swiftSettings: strict),
        .target(name: "BarSolver", dependencies: ["CKiwi"], swiftSettings: strict),
        .target(
            name: "BarViews", dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarSolver"],
            swiftSettings: strict),
        // The widgets built on the core: controls, bars, stacks, scrolling and documents.
        .target(
            name: "BarWidgets",
            dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews"],
            swiftSettings: strict),
        // Lists of any length on top of the widgets: tables, collection views and diffable data sources.
        .target(
            name: "BarLists",
            dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews", "BarWidgets"],
            swiftSettings: strict),
        // Text input: fields and text views, their editing, undo and the pasteboard.
        .target(
            name: "BarTextInput",
            dependencies: ["BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews", "BarWidgets"],
            swiftSettings: strict),
        // Navigation: navigation and tab bar controllers, the tab bar and their transitions.
        .target(
            name: "BarNavigation",
            dependencies: [
                "BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews", "BarWidgets", "BarLists",
                "BarTextInput",
            ],
            swiftSettings: strict),
        // View trees from JSON documents; the one module that knows every widget module's classes.
        .target(
            name: "BarViewDocuments",
            dependencies: [
                "BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarViews", "BarWidgets", "BarLists",
                "BarTextInput", "BarNavigation",
            ],
            swiftSettings: strict),
        .target(
            name: "BarRendering", dependencies: ["BarGeometry", "BarGraphics", "BarViews"], swiftSettings: strict),
        // The umbrella users import: it re-exports the layers (and Foundation, as UIKit does).
        .target(
            name: "BarKit",
            dependencies: [
                "BarGeometry", "BarText", "BarGraphics", "BarDocuments", "BarSolver", "BarViews", "BarWidgets",
                "BarLists", "BarTextInput", "BarNavigation", "BarViewDocuments", "BarRendering",
            ],
            swiftSettings: strict),

        // The on-screen window backend, outside the umbrella: the core stays headless.
        .target(
            name: "BarKitSDL",
            dependencies: ["BarGeometry", "BarGraphics", "BarViews", "BarTextInput", "BarRendering", "CSDL2"],
            swiftSettings: strict),
        // The AT-SPI2 bridge: windows' accessibility trees over D-Bus, outside the umbrella.
        .target(
            name: "BarKitAccessibility",
            dependencies: [
                "BarGeometry", "BarViews", "BarWidgets", "BarLists", "BarTextInput", "BarNavigation", "BarKitSDL",
                "CDBus",
            ],
            swiftSettings: strict),

        .target(name: "BarKitTesting", dependencies: ["BarKit"], swiftSettings: strict),
        // What the fuzzers in Fuzz/ run per input, shared with the tests that replay their corpora.
        .target(name: "BarKitFuzzing", dependencies: ["BarKit"], swiftSettings: strict),
        .executableTarget(
            name: "BarDemo", dependencies: ["BarKit", "BarKitSDL", "BarKitAccessibility"], resources: [.copy("Resources")],
            swiftSettings: strict),
        // The README's example as a program of its own, so every build compiles it.
        .executableTarget(name: "ReadmeExample", dependencies: ["BarKit"], swiftSettings: strict),
        // The same work as BarBench's cases done directly on HarfBuzz, FreeType and cairo.
        .target(
            name: "CBaselines", dependencies: ["CHarfBuzz", "CFreeType", "CCairo", "CPango"],
            linkerSettings: [.linkedLibrary("icuuc")]),
        // The constraints BarKit's engine makes, fed to kiwi directly from C++.
        .target(name: "CKiwiBaselines", cxxSettings: [.headerSearchPath("../CKiwi/vendor")]),
        // The benchmarks' view trees, shared by BarBench and the memory probe.
        .target(name: "BarBenchScenes", dependencies: ["BarKit", "BarRendering"], swiftSettings: strict),
        .executableTarget(
            name: "BarBench",
            dependencies: [
                "BarKit", "BarText", "BarGraphics", "BarViews", "BarRendering", "BarKitSDL", "BarKitTesting",
                "BarBenchScenes", "CBaselines", "CKiwiBaselines",
            ],
            swiftSettings: strict),
        // memory-peak's child process: BarKit alone, as a user's program links it.
        .executableTarget(name: "BarMemoryProbe", dependencies: ["BarBenchScenes"], swiftSettings: strict),
        .testTarget(
            name: "BarKitTests",
            dependencies: ["BarKit", "BarKitTesting", "BarKitFuzzing", "BarDemo", "BarKitAccessibility", "BarSolver", "CKiwiBaselines"],
            exclude: ["__Snapshots__", "Corpus"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)
