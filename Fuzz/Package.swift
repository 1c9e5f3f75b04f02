// swift-tools-version:6.0
// libFuzzer targets for BarKit, kept out of the root package so `swift build` and `swift test` there
// are unaffected. Build and run them with `make fuzz` (or see Docs/Reliability.md):
//
//     swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
//     .build/release/FuzzFont Corpus/FuzzFont -timeout=1 -max_total_time=600
import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones and worktrees.
let rootIdentity = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let fuzzers = [
    "FuzzFont", "FuzzImage", "FuzzDocument", "FuzzText", "FuzzEvents", "FuzzLayout", "FuzzTable", "FuzzEditing",
]

let package = Package(
    name: "BarKitFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["FuzzDriver", .product(name: "BarKitFuzzing", package: rootIdentity)],
            path: "Sources/FuzzSupport"),
    ]
        + fuzzers.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "BarKit", package: rootIdentity)],
                path: "Sources/\(name)")
        },
    swiftLanguageModes: [.v6]
)
