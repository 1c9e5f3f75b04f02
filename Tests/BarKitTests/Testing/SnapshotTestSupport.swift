import BarKit
import Foundation
import Testing

@testable import BarKitTesting

/// The snapshot-testing library's tests (`swift test --filter SnapshotTesting`).
@Suite enum SnapshotTesting {}

extension SnapshotTesting {
    /// A small picture to snapshot: a blue badge on white.
    static func badge(color: Color = .systemBlue) -> Bitmap {
        let context = GraphicsContext(size: CGSize(width: 24, height: 16), scale: 2)
        context.fillColor = .white
        context.fill(context.bounds)
        context.fillColor = color
        context.fillRoundedRect(CGRect(x: 2, y: 2, width: 20, height: 12), cornerRadius: 6)
        context.fillColor = .white
        context.fillEllipse(in: CGRect(x: 9, y: 5, width: 6, height: 6))
        return context.makeBitmap()
    }

    /// A fresh, empty temporary directory; remove it when done.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("BarKitSnapshots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func exists(_ url: URL?) -> Bool {
        guard let url else { return false }
        return FileManager.default.fileExists(atPath: url.path)
    }
}
