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

extension Graphics {
    @Suite struct BitmapTests {
        @Test func storesPremultipliedRGBABytesRowByRow() {
            var bitmap = Bitmap(width: 3, height: 2, scale: 2)
            #expect(bitmap.size == CGSize(width: 1.5, height: 1))
            #expect(bitmap.premultipliedBytes.count == 24 && bitmap.premultipliedBytes.allSatisfy { $0 == 0 })
            bitmap.setPixel(PixelRGBA(red: 255, green: 0, blue: 100, alpha: 128), x: 2, y: 1)
            #expect(Array(bitmap.premultipliedBytes[20..<24]) == [128, 0, 50, 128])
            #expect(bitmap.premultipliedPixel(x: 2, y: 1) == PixelRGBA(red: 128, green: 0, blue: 50, alpha: 128))
            #expect(bitmap.pixel(x: 2, y: 1) == PixelRGBA(red: 255, green: 0, blue: 100, alpha: 128))
            #expect(bitmap.color(x: 2, y: 1) == PixelRGBA(red: 255, green: 0, blue: 100, alpha: 128).color)
            #expect(!bitmap.isOpaque && Bitmap(width: 2, height: 2, fill: .white).isOpaque)
        }

        @Test func rejectsBytesOfTheWrongCount() {
            #expect(Bitmap(width: 2, height: 2, premultipliedBytes: [0, 0, 0]) == nil)
            #expect(
                Bitmap(width: 1, height: 1, premultipliedBytes: [1, 2, 3, 4])?.premultipliedPixel(x: 0, y: 0)
                    == PixelRGBA(red: 1, green: 2, blue: 3, alpha: 4))
        }

        @Test func contextPixelsComeOutInRGBAOrder() {
            let bitmap = render(width: 3, height: 1) { context in
                for (i, color) in [Color.red, .green, .blue].enumerated() {
                    context.fillColor = color
                    context.fill(CGRect(x: CGFloat(i), y: 0, width: 1, height: 1))
                }
            }
            #expect(bitmap.premultipliedBytes == [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])
        }

        // MARK: - PNG

        /// Every valid premultiplied value: x is the colour, y the alpha (colour ≤ alpha).
        static func everyPremultipliedValue() -> Bitmap {
            var bitmap = Bitmap(width: 256, height: 256)
            for a in 0..<256 {
                for c in 0...a {
                    let p = PixelRGBA(red: UInt8(c), green: UInt8(a - c), blue: UInt8(c / 2), alpha: UInt8(a))
                    bitmap.setPremultipliedPixel(p, x: c, y: a)
                }
            }
            return bitmap
        }

        @Test func pngRoundTripIsLossless() throws {
            let bitmap = Self.everyPremultipliedValue()
            let data = try #require(bitmap.pngData())
            #expect(Array(data.prefix(8)) == PNGCodec.signature)
            let decoded = try Bitmap(pngData: data, scale: 3)
            #expect(decoded.scale == 3)
            #expect(decoded.width == 256 && decoded.height == 256)
            #expect(decoded.premultipliedBytes == bitmap.premultipliedBytes)
            #expect(decoded.difference(from: bitmap).isIdentical)
        }

        @Test func writesAndReadsFiles() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("pixels.png")
            let bitmap = render(width: 5, height: 3, background: .orange) {
                $0.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
            }
            try bitmap.write(to: url)
            let read = try Bitmap(contentsOf: url)
            #expect(read == bitmap)
        }

        @Test func emptyOrUnwritableBitmapsGiveErrorsNotCrashes() throws {
            #expect(Bitmap(width: 0, height: 5).pngData() == nil)
            #expect(Bitmap(width: -3, height: 5).width == 0)
            let url = URL(fileURLWithPath: "/nonexistent-dir-\(UUID().uuidString)/x.png")
            #expect {
                try Bitmap(width: 2, height: 2).write(to: url)
            } throws: { error in
                guard case .writeFailed(let path, _) = error as? ImageError else { return false }
                return path == url.path
            }
            #expect {
                try Bitmap(width: 0, height: 0).write(to: url)
            } throws: { error in
                (error as? ImageError)?.description.contains("empty") == true
            }
        }

        @Test func decodesGreyAndOpaquePNGsToRGBA() throws {
            // An 8-bit greyscale 2×1 PNG (colour type 0), pixels 0x00 and 0xFF, made with Python's zlib.
            let grey: [UInt8] = [
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x01, 0x08, 0x00, 0x00, 0x00, 0x00, 0xD1, 0x49, 0x20,
                0x56, 0x00, 0x00, 0x00, 0x0B, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x60, 0xF8, 0x0F, 0x00,
                0x01, 0x02, 0x01, 0x00, 0x42, 0xBE, 0xBC, 0x68, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44,
                0xAE, 0x42, 0x60, 0x82,
            ]
            // An 8-bit RGB 1×1 PNG (colour type 2, no alpha), pixel #102030.
            let rgb: [UInt8] = [
                0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
                0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
                0xDE, 0x00, 0x00, 0x00, 0x0C, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x10, 0x50, 0x30, 0x00,
                0x00, 0x00, 0xA4, 0x00, 0x61, 0x34, 0x66, 0x7D, 0x72, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E,
                0x44, 0xAE, 0x42, 0x60, 0x82,
            ]
            #expect(try Bitmap(pngData: Data(rgb)).pixel(x: 0, y: 0) == PixelRGBA(red: 0x10, green: 0x20, blue: 0x30))
            let bitmap = try Bitmap(pngData: Data(grey))
            #expect(bitmap.width == 2 && bitmap.height == 1)
            #expect(bitmap.pixel(x: 0, y: 0) == .black && bitmap.pixel(x: 1, y: 0) == .white)
        }
    }
}
