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
    /// Bad input to `Image` and `Bitmap` gives the right `ImageError`, naming the input, and never crashes.
    @Suite struct ImageErrorTests {
        /// A valid PNG of a few hundred bytes. Made on each use rather than kept in a static, which
        /// LeakSanitizer reported as leaked at exit in `make asan`.
        static var validPNG: Data {
            Graphics.render(width: 24, height: 16, background: .white) { context in
                context.fillColor = .red
                context.fillEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 12))
            }.pngData()!
        }

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

        @Test func aDamagedChunkHeaderIsCorruptNotTruncated() throws {
            // The second chunk's type (after the signature and the 25-byte IHDR chunk) made unreadable.
            var damaged = Self.validPNG
            let secondType = 8 + 25 + 4
            damaged[secondType] = 0x01
            #expect(
                dataError(damaged)
                    == .corrupt(source: "data", reason: "the chunk header at byte 33 is damaged (its type is not four letters)"))
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
        /// A PNG chunk: length, type, data and CRC.
        static func chunk(_ type: String, _ body: [UInt8], length: UInt32? = nil) -> [UInt8] {
            let typed = Array(type.utf8) + body
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in typed {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            crc = ~crc
            let n = length ?? UInt32(body.count)
            func be(_ v: UInt32) -> [UInt8] {
                [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
            }
            return be(n) + typed + be(crc)
        }

        static func header(width: UInt32, height: UInt32) -> [UInt8] {
            func be(_ v: UInt32) -> [UInt8] {
                [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
            }
            return PNGCodec.signature + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
        }

        /// The peak resident size of the process so far, in bytes.
        static func peakResidentBytes() -> Int {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return usage.ru_maxrss * 1024
        }

        /// A chunk whose length says 738 MB in a file of 150 bytes: libpng would allocate and clear
        /// that much before finding the data missing.
        @Test func aChunkLongerThanTheDataIsTruncatedWithoutAllocatingIt() {
            let before = Self.peakResidentBytes()
            let png =
                Self.header(width: 2, height: 2) + Self.chunk("tEXt", Array("Comment\0fuzz".utf8), length: 0x2C00_000C)
                + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00]) + Self.chunk("IEND", [])
            #expect(dataError(Data(png)) == .truncated(source: "data"))
            #expect(Self.peakResidentBytes() - before < 256 << 20)
        }

        /// A 16000×16000 header (within the pixel budget) with a few bytes of image data: cairo would
        /// allocate 1 GB for the pixels before libpng found the data short. No deflate stream of
        /// 5 bytes holds 1 GB. (A 30000×30000 one is over the pixel budget, refused before that.)
        @Test func imageDataTooShortForTheSizeIsTruncatedBeforeDecoding() {
            let before = Self.peakResidentBytes()
            let png =
                Self.header(width: 16_000, height: 16_000) + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00])
                + Self.chunk("IEND", [])
            #expect(dataError(Data(png)) == .truncated(source: "data"))
            let huge =
                Self.header(width: 30_000, height: 30_000) + Self.chunk("IDAT", [0x78, 0x9C, 0x63, 0x00, 0x00])
                + Self.chunk("IEND", [])
            #expect(dataError(Data(huge)) == .tooLarge(source: "data", width: 30_000, height: 30_000))
            #expect(Self.peakResidentBytes() - before < 256 << 20)
            // A file missing its IEND chunk is cut short too.
            #expect(
                dataError(Data(Self.header(width: 1, height: 1) + Self.chunk("IDAT", [1, 2])))
                    == .truncated(source: "data"))
        }

        /// Found by fuzzing: 24 bytes whose IHDR declares a length over 2^31, which the chunk walk
        /// accepted as final and then read the bit depth past the end of the data.
        @Test func aHeaderEndingAfterItsSizeWithAnInvalidLengthIsAnError() {
            let bytes: [UInt8] =
                PNGCodec.signature + [
                    0xFB, 0xFF, 0xFF, 0xF2, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x30, 0x00, 0x00, 0x00, 0x00, 0x82,
                ]
            switch dataError(Data(bytes)) {
            case .corrupt?, .truncated?: break
            case let other: Issue.record("expected corrupt or truncated, got \(String(describing: other))")
            }
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
