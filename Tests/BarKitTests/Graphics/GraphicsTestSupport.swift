import Foundation
import Testing

import BarKit
@testable import BarDocuments
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarText
@testable import BarViews
@testable import BarWidgets

/// The Graphics layer's tests (`swift test --filter Graphics`).
@Suite enum Graphics {}

extension Graphics {
    /// Draws with `body` into a fresh context, optionally on an opaque `background`, and returns the pixels.
    static func render(
        width: CGFloat, height: CGFloat, scale: CGFloat = 1, background: Color? = nil,
        _ body: (GraphicsContext) -> Void
    ) -> Bitmap {
        let context = GraphicsContext(size: CGSize(width: width, height: height), scale: scale)
        if let background {
            context.withSavedGState {
                context.fillColor = background
                context.fill(context.bounds)
            }
        }
        body(context)
        return context.makeBitmap()
    }

    /// A fresh, empty temporary directory; remove it when done.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("BarKitTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The rows `y` in which column `x` has a pixel with alpha > 0.
    static func paintedRows(_ bitmap: Bitmap, x: Int) -> [Int] {
        (0..<bitmap.height).filter { bitmap.pixel(x: x, y: $0).alpha > 0 }
    }

    /// The columns `x` in which row `y` has a pixel with alpha > 0.
    static func paintedColumns(_ bitmap: Bitmap, y: Int) -> [Int] {
        (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y).alpha > 0 }
    }

    /// True when the channels of `a` and `b` differ by at most `tolerance`.
    static func close(_ a: PixelRGBA, _ b: PixelRGBA, tolerance: UInt8 = 2) -> Bool {
        a.maxChannelDifference(to: b) <= tolerance
    }
}
