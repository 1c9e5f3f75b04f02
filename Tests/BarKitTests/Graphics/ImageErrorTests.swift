import Foundation
import Testing

@testable import BarKit

extension Graphics {
    /// Bad input to `Image` and `Bitmap` gives the right `ImageError`, naming the input, and never crashes.
    @Suite struct ImageErrorTests {
        /// A valid PNG of a few hundred bytes.
        static let validPNG: Data = Graphics.render(width: 24, height: 16, background: .white) { context in
            context.fillColor = .red
            context.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 12))
        }.pngData()!

        /// Writes `bytes` to a new file and returns its path.
        func file(_ bytes: Data, in dir: URL, named name: String = "input.png") throws -> String {
            let url = dir.appendingPathComponent(name)
            try bytes.write(to: url)
            return url.path
        }

        func loadError(_ path: String) -> ImageError? {
            do {
                _ = try Image(contentsOfFile: path)
                return nil
            } catch {
                return error
            }
        }

        func dataError(_ data: Data) -> ImageError? {
            do {
                _ = try Image(data: data)
                return nil
            } catch {
                return error
            }
        }

        @Test func missingFile() {
            let path = "/nonexistent/\(UUID().uuidString)/icon.png"
            #expect(loadError(path) == .fileNotFound(path: path))
            #expect(loadError(path)?.description == "image file \(path): no such file")
        }

        @Test func directoryIsUnreadable() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            #expect(loadError(dir.path) == .unreadable(path: dir.path, reason: "it is a directory"))
        }

        @Test func emptyFileAndEmptyData() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = try file(Data(), in: dir)
            #expect(loadError(path) == .empty(source: path))
            #expect(loadError(path)?.description.contains(path) == true)
            #expect(dataError(Data()) == .empty(source: "data"))
            #expect(dataError(Data())?.description == "image data: empty (0 bytes)")
        }

        @Test func truncatedPNG() throws {
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let half = Self.validPNG.prefix(Self.validPNG.count / 2)
            let path = try file(Data(half), in: dir)
            #expect(loadError(path) == .truncated(source: path))
            #expect(dataError(Data(half)) == .truncated(source: "data"))
            // Cut inside the signature or the header.
            #expect(dataError(Self.validPNG.prefix(5)) == .truncated(source: "data"))
            #expect(dataError(Self.validPNG.prefix(20)) == .truncated(source: "data"))
        }

        @Test func garbageBytes() throws {
            var generator = SystemRandomNumberGenerator()
            var garbage = Data((0..<500).map { _ in UInt8.random(in: 0...255, using: &generator) })
            garbage[0] = 0x00  // never the PNG signature by chance
            let dir = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = try file(garbage, in: dir, named: "garbage.png")
            guard case .notPNG(let source, let reason)? = loadError(path) else {
                Issue.record("expected notPNG, got \(String(describing: loadError(path)))")
                return
            }
            #expect(source == path && reason.contains("signature"))
        }

        @Test func otherImageFormatsAreNamed() {
            let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00])
            #expect(dataError(jpeg) == .notPNG(source: "data", reason: "it is a JPEG image; only PNG is supported"))
            guard case .notPNG(_, let reason)? = dataError(Data("GIF89a....".utf8)) else {
                Issue.record("GIF not recognised")
                return
            }
            #expect(reason.contains("GIF"))
            guard case .notPNG(_, let text)? = dataError(Data("hello, world".utf8)) else {
                Issue.record("text not refused")
                return
            }
            #expect(text.contains("first bytes: 68 65 6C 6C"))
        }

        @Test func corruptPNG() throws {
            // A flipped byte inside the compressed image data breaks its checksum.
            var damaged = Self.validPNG
            damaged[damaged.count - 20] ^= 0xFF
            guard case .corrupt(let source, let reason)? = dataError(damaged) else {
                Issue.record("expected corrupt, got \(String(describing: dataError(damaged)))")
                return
            }
            #expect(source == "data" && reason.contains("damaged"))
            // The signature followed by something that is not a header.
            var noHeader = Data(PNGCodec.signature)
            noHeader.append(Data(repeating: 0x41, count: 40))
            #expect(dataError(noHeader) == .corrupt(source: "data", reason: "the first chunk is not IHDR"))
        }

        @Test func absurdDimensionsAreRefusedBeforeDecoding() {
            var huge = Self.validPNG
            huge.replaceSubrange(16..<20, with: [0x00, 0x01, 0x00, 0x00])  // width 65536
            #expect(dataError(huge) == .tooLarge(source: "data", width: 65536, height: 16))
            var zero = Self.validPNG
            zero.replaceSubrange(20..<24, with: [0, 0, 0, 0])
            guard case .corrupt? = dataError(zero) else {
                Issue.record("zero height accepted")
                return
            }
        }

        @Test func bitmapReportsTheSameErrors() {
            let path = "/nonexistent/\(UUID().uuidString).png"
            #expect(throws: ImageError.fileNotFound(path: path)) {
                try Bitmap(contentsOf: URL(fileURLWithPath: path))
            }
            #expect(throws: ImageError.empty(source: "data")) { try Bitmap(pngData: Data()) }
        }
        @Test func everyTruncationIsAnErrorNamingTheData() {
            let png = Self.validPNG
            for length in 0..<png.count {
                switch dataError(png.prefix(length)) {
                case .empty?: #expect(length == 0)
                case .truncated?: break
                case let other: Issue.record("cut at \(length) of \(png.count): \(String(describing: other))")
                }
            }
        }

        @Test func damagedBytesNeverCrash() {
            var generator = SystemRandomNumberGenerator()
            for _ in 0..<300 {
                var damaged = Self.validPNG
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let i = Int.random(in: 0..<damaged.count, using: &generator)
                    damaged[i] = UInt8.random(in: 0...255, using: &generator)
                }
                do {
                    let bitmap = try Bitmap(pngData: damaged)
                    #expect(!bitmap.isEmpty)  // a byte in an ancillary field may not matter
                } catch {
                    #expect(error.source == "data")
                }
            }
        }
    }
}
