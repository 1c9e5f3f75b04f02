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
    @Suite struct ImageTests {
        /// A 4×4-point square of `color` at `scale`.
        static func square(_ color: Color, scale: CGFloat) -> Image {
            Image(size: CGSize(width: 4, height: 4), scale: scale) { context in
                context.fillColor = color
                context.fill(context.bounds)
            }
        }

        @Test func drawnImageHasItsSizeInPointsAndPixelsByScale() {
            let image = Self.square(.red, scale: 2)
            #expect(image.size == CGSize(width: 4, height: 4) && image.scale == 2)
            #expect(image.bitmap.width == 8 && image.bitmap.height == 8)
            #expect(image.bitmap.pixel(x: 7, y: 7) == PixelRGBA(.red))
            #expect(image.renderingMode == .automatic)
            #expect(image.description == "Image(4.0×4.0 pt @2.0x)")
        }

        @Test func drawingClosureSeesItsContextAsCurrent() {
            var sawCurrent = false
            _ = Image(size: CGSize(width: 1, height: 1)) { context in
                sawCurrent = GraphicsContext.current === context
            }
            #expect(sawCurrent && GraphicsContext.current == nil)
        }

        @Test func pngDataRoundTrips() throws {
            let image = Self.square(.blue, scale: 2)
            let data = try #require(image.pngData())
            let decoded = try Image(data: data, scale: 2)
            #expect(decoded.size == image.size && decoded.bitmap == image.bitmap)
        }

        @Test func fileNameGivesTheScale() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let url = dir.appendingPathComponent("tab@2x.png")
            try Self.square(.green, scale: 2).bitmap.write(to: url)
            let image = try Image(contentsOfFile: url.path)
            #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 4))
            #expect(try Image(contentsOf: url, scale: 1).size == CGSize(width: 8, height: 8))
        }

        @Test func renderingModeCopiesShareThePixels() {
            let image = Self.square(.red, scale: 1)
            let template = image.withRenderingMode(.alwaysTemplate)
            #expect(template.renderingMode == .alwaysTemplate && template.bitmap == image.bitmap)
            #expect(template.surfaceCache === image.surfaceCache)
            #expect(template.withRenderingMode(.alwaysTemplate) === template)
        }

        // MARK: - Finding images by name

        @Test func namedLookupPrefersTheRequestedScaleThenLowerThenHigher() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Self.square(.red, scale: 1).bitmap.write(to: dir.appendingPathComponent("star.png"))
            try Self.square(.blue, scale: 2).bitmap.write(to: dir.appendingPathComponent("star@2x.png"))
            try Self.square(.green, scale: 2).bitmap.write(to: dir.appendingPathComponent("only@2x.png"))

            let two = try #require(Image(named: "star", in: dir, scale: 2))
            #expect(two.scale == 2 && two.bitmap.pixel(x: 0, y: 0) == PixelRGBA(.blue))
            #expect(two.size == CGSize(width: 4, height: 4))
            let one = try #require(Image(named: "star.png", in: dir))
            #expect(one.scale == 1 && one.bitmap.pixel(x: 0, y: 0) == PixelRGBA(.red))
            #expect(Image(named: "star", in: dir, scale: 3)?.scale == 2)
            #expect(Image(named: "only", in: dir, scale: 1)?.scale == 2)
            #expect(Image(named: "star@2x", in: dir)?.scale == 2)
            #expect(Image(named: "missing", in: dir) == nil)
            #expect(Image(named: "", in: dir) == nil)
        }

        @Test func namedLookupReturnsNilForUnreadableFiles() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data("not a png".utf8).write(to: dir.appendingPathComponent("broken.png"))
            #expect(Image(named: "broken", in: dir) == nil)
        }

        @Test func namedLookupOrder() {
            var tried: [String] = []
            _ = Image.lookup(name: "icon", scale: 2) {
                tried.append($0); return nil
            }
            #expect(tried == ["icon@2x.png", "icon.png", "icon@3x.png"])
            tried = []
            _ = Image.lookup(name: "icon.PNG", scale: 3) {
                tried.append($0); return nil
            }
            #expect(tried == ["icon@3x.PNG", "icon@2x.PNG", "icon.PNG"])
        }

        @Test func bundleLookup() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Self.square(.red, scale: 1).bitmap.write(to: dir.appendingPathComponent("dot.png"))
            try Self.square(.red, scale: 2).bitmap.write(to: dir.appendingPathComponent("dot@2x.png"))
            let bundle = try #require(Bundle(path: dir.path))
            #expect(Image(named: "dot", in: bundle, scale: 2)?.scale == 2)
            #expect(Image(named: "dot", in: bundle)?.scale == 1)
            #expect(Image(named: "anything", in: bundle) == nil)
        }

        // MARK: - Drawing

        @Test func templateImageTakesTheTintWhereItsMaskIsOpaque() {
            // A green disc on transparent: its alpha is the mask.
            let disc = Image(size: CGSize(width: 8, height: 8)) { context in
                context.fillColor = .green
                context.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
            }
            for tint in [Color.red, Color.systemBlue] {
                let bitmap = render(width: 8, height: 8) {
                    $0.drawTemplate(disc, in: CGRect(x: 0, y: 0, width: 8, height: 8), color: tint)
                }
                #expect(bitmap.pixel(x: 4, y: 4) == PixelRGBA(tint))
                #expect(bitmap.pixel(x: 0, y: 0) == .clear)
                // Partly covered edge pixels keep the disc's coverage as alpha and the tint as colour.
                let edge = bitmap.pixel(x: 1, y: 1)
                #expect(edge.alpha == disc.bitmap.pixel(x: 1, y: 1).alpha)
                #expect(
                    close(PixelRGBA(red: edge.red, green: edge.green, blue: edge.blue), PixelRGBA(tint), tolerance: 3))
            }
            // Rendering mode decides what draw(_:in:tintColor:) does.
            let rect = CGRect(x: 0, y: 0, width: 8, height: 8)
            let original = render(width: 8, height: 8) { $0.draw(disc, in: rect, tintColor: .red) }
            #expect(original.pixel(x: 4, y: 4) == PixelRGBA(.green))
            let tinted = render(width: 8, height: 8) {
                $0.draw(disc.withRenderingMode(.alwaysTemplate), in: rect, tintColor: .red)
            }
            #expect(tinted.pixel(x: 4, y: 4) == PixelRGBA(.red))
        }

        @Test func imageIsScaledToFillTheRectWithCrispEdges() {
            let image = Self.square(.red, scale: 1)  // 4×4 pixels
            let bitmap = render(width: 12, height: 12) { context in
                context.interpolationQuality = .none
                context.draw(image, in: CGRect(x: 2, y: 2, width: 8, height: 8))
            }
            #expect(paintedColumns(bitmap, y: 5) == Array(2..<10))
            #expect(bitmap.pixel(x: 2, y: 2) == PixelRGBA(.red) && bitmap.pixel(x: 9, y: 9) == PixelRGBA(.red))
            // Smooth scaling keeps the edges crisp too (the image is padded, not faded, at its borders).
            let smooth = render(width: 12, height: 12) { $0.draw(image, in: CGRect(x: 2, y: 2, width: 8, height: 8)) }
            #expect(smooth.pixel(x: 2, y: 2) == PixelRGBA(.red) && smooth.pixel(x: 1, y: 2) == .clear)
        }

        @Test func imageDrawnAtScaleTwoKeepsItsPointSize() {
            let image = Self.square(.red, scale: 2)  // 8×8 px, 4×4 pt
            let bitmap = render(width: 8, height: 8) { $0.draw(image, at: CGPoint(x: 1, y: 1)) }
            #expect(paintedColumns(bitmap, y: 2) == [1, 2, 3, 4])
        }

        @Test func imageAlphaAndNearestNeighbourResampling() {
            var checker = Bitmap(width: 2, height: 1)
            checker.setPixel(.black, x: 0, y: 0)
            checker.setPixel(.white, x: 1, y: 0)
            let image = Image(bitmap: checker)
            let bitmap = render(width: 4, height: 1, background: .white) { context in
                context.interpolationQuality = .none
                context.alpha = 0.5
                context.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 1))
            }
            #expect(
                (127...128).contains(bitmap.pixel(x: 0, y: 0).red) && (127...128).contains(bitmap.pixel(x: 1, y: 0).red)
            )
            #expect(bitmap.pixel(x: 2, y: 0) == .white && bitmap.pixel(x: 3, y: 0) == .white)
        }
        @Test func drawingIntoAVanishinglySmallRectDoesNotBreakTheContext() {
            let image = Self.square(.red, scale: 1)
            let bitmap = render(width: 4, height: 4) { context in
                context.draw(image, in: CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300))
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
            #expect(bitmap.pixel(x: 0, y: 0) == .black)
        }
    }
}
