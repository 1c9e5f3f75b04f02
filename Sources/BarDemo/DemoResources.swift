import Foundation

/// Where the demo's resources (the icon toolbar's document and icons) are.
enum DemoResources {
    static var url: URL? {
        Bundle.module.url(forResource: "IconToolbar", withExtension: "json")?.deletingLastPathComponent()
    }
}
