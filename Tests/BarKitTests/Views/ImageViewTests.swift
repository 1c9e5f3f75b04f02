import BarKitTesting
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

@MainActor
@Suite struct ImageViewTests {
    /// A 20×10 image: left half red, right half blue.
    func twoTone(_ mode: Image.RenderingMode = .alwaysOriginal) -> Image {
        Image(size: CGSize(width: 20, height: 10), renderingMode: mode) { context in
            context.fillColor = .red
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.fillColor = .blue
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    /// A 12×12 template: an opaque disc.
    func disc() -> Image {
        Image(size: CGSize(width: 12, height: 12), renderingMode: .alwaysTemplate) { context in
            context.fillColor = .black
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 12, height: 12))
        }
    }

    @Test func intrinsicSizeIsTheImageSizeInPoints() {
        let view = ImageView(image: twoTone())
        #expect(view.frame.size == CGSize(width: 20, height: 10))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
        view.image = nil
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(!view.isUserInteractionEnabled)
        let highlighted = ImageView(image: twoTone(), highlightedImage: disc())
        highlighted.isHighlighted = true
        #expect(highlighted.intrinsicContentSize == CGSize(width: 12, height: 12))
    }

    @Test func contentModesPlaceTheImage() {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let size = CGSize(width: 20, height: 10)
        #expect(ContentMode.scaleToFill.rect(forContentSize: size, in: bounds) == bounds)
        #expect(ContentMode.scaleAspectFit.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(ContentMode.scaleAspectFill.rect(forContentSize: size, in: bounds) == CGRect(x: -20, y: 0, width: 80, height: 40))
        #expect(ContentMode.center.rect(forContentSize: size, in: bounds) == CGRect(x: 10, y: 15, width: 20, height: 10))
        #expect(ContentMode.topLeft.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(ContentMode.bottomRight.rect(forContentSize: size, in: bounds) == CGRect(x: 20, y: 30, width: 20, height: 10))
        #expect(ContentMode.top.rect(forContentSize: size, in: bounds) == CGRect(x: 10, y: 0, width: 20, height: 10))
        #expect(ContentMode.left.rect(forContentSize: size, in: bounds) == CGRect(x: 0, y: 15, width: 20, height: 10))
    }

    @Test func imageViewsInSeveralContentModesSnapshot() {
        let strip = View(frame: CGRect(x: 0, y: 0, width: 4 * 34 + 2, height: 34))
        strip.backgroundColor = Color(white: 0.9)
        for (i, mode) in [ContentMode.scaleToFill, .scaleAspectFit, .scaleAspectFill, .bottomRight].enumerated() {
            let view = ImageView(frame: CGRect(x: CGFloat(i) * 34 + 2, y: 2, width: 30, height: 30))
            view.image = twoTone()
            view.contentMode = mode
            view.clipsToBounds = true
            view.backgroundColor = .white
            strip.addSubview(view)
        }
        let bitmap = strip.snapshot()
        // scaleAspectFill (third) covers its whole square: red on the left edge, blue on the right.
        #expect(bitmap.pixel(x: 70, y: 3).red == 255 && bitmap.pixel(x: 70, y: 3).blue == 0)
        #expect(bitmap.pixel(x: 99, y: 30).blue == 255)
        // scaleAspectFit (second) leaves white above and below.
        #expect(bitmap.pixel(x: 50, y: 4) == PixelRGBA(red: 255, green: 255, blue: 255, alpha: 255))
        assertSnapshot(of: strip, named: "content-modes")
    }

    @Test func aTemplateImageIsTintedTwoWays() {
        let row = View(frame: CGRect(x: 0, y: 0, width: 32, height: 16))
        row.backgroundColor = .white
        let inherits = ImageView(image: disc())
        inherits.frame.origin = CGPoint(x: 2, y: 2)
        let own = ImageView(image: disc())
        own.frame.origin = CGPoint(x: 18, y: 2)
        own.tintColor = .red
        row.addSubview(inherits)
        row.addSubview(own)
        row.tintColor = Color(hex: 0x008000)
        let bitmap = row.snapshot()
        #expect(bitmap.pixel(x: 8, y: 8) == PixelRGBA(red: 0, green: 0x80, blue: 0, alpha: 255))
        #expect(bitmap.pixel(x: 24, y: 8) == PixelRGBA(red: 255, green: 0, blue: 0, alpha: 255))
        // An original-mode image ignores the tint.
        let original = ImageView(image: twoTone())
        original.tintColor = .green
        #expect(original.snapshot().pixel(x: 2, y: 2).red == 255)
        assertSnapshot(of: row, named: "template-tints", scale: 2)
    }

    @Test func decodesItsKeysWithImagesBesideTheDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("barkit-iv-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(twoTone().pngData()).write(to: folder.appendingPathComponent("tone.png"))
        let json = #"{"class": "ImageView", "frame": [0, 0, 40, 40], "image": "tone", "contentMode": "center"}"#
        let url = folder.appendingPathComponent("doc.json")
        try Data(json.utf8).write(to: url)
        let view = try #require(try ViewDocument(contentsOf: url).rootView as? ImageView)
        #expect(view.image?.size == CGSize(width: 20, height: 10))
        #expect(view.contentMode == .center)
        #expect(!view.isUserInteractionEnabled)
        do {
            _ = try ViewDocument(data: Data(#"{"class": "ImageView", "image": "missing"}"#.utf8), resourceDirectory: folder)
            Issue.record("a missing image must fail the document")
        } catch let error as DocumentError {
            guard case .invalidValue(_, "$", "image", let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason.contains("missing"))
        }
    }
}
