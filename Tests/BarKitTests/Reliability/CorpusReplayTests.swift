import BarKitFuzzing
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

/// Replays the inputs the fuzzers (in `Fuzz/`) keep in `Tests/BarKitTests/Corpus/<target>/`: seeds
/// and inputs that once found a bug or new code. Each must give a typed error naming its input, or a
/// valid object that survives what the fuzzer does with it. The text and events fuzzers' cases are
/// shared (`BarKitFuzzing`); the font, image and document fuzzers (`Fuzz/Sources/<Fuzzer>`) are a
/// call each, repeated here with the checks they make.
@MainActor
@Suite struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The files of one target's corpus, by name, sorted.
    func inputs(_ target: String) throws -> [(name: String, data: Data)] {
        let directory = Self.corpus.appendingPathComponent(target)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { ($0, try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    @Test func fontCorpus() throws {
        let files = try inputs("font")
        #expect(files.count >= 5)
        var loaded = 0
        for (name, data) in files {
            let font: Font
            do {
                font = try Font(data: data, size: 17)
            } catch {
                #expect(error.source == "font data (\(data.count) bytes)", "\(name)")
                #expect(error.description.hasPrefix("font data (\(data.count) bytes): "), "\(name)")
                continue
            }
            loaded += 1
            for metric in [font.ascender, font.descender, font.lineHeight, font.capHeight, font.xHeight] {
                #expect(metric.isFinite, "\(name)")
            }
            for string in ["Hello", "שלום abc", "👍🏽", ""] {
                let size = TextLayout(string: string, font: font, width: 120, maximumNumberOfLines: 2).size
                #expect(size.width.isFinite && size.height.isFinite && size.width >= 0, "\(name)")
            }
            let label = Label(text: "Hello", font: font)
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            #expect(label.snapshot().width == 40, "\(name)")
        }
        #expect(loaded >= 5, "the subset DejaVu seeds load")
    }

    @Test func imageCorpus() throws {
        let files = try inputs("image")
        #expect(files.count >= 10)
        var decoded = 0
        for (name, data) in files {
            let image: Image
            do {
                image = try Image(data: data)
            } catch {
                #expect(error.source == ImageError.dataSource, "\(name)")
                #expect(error.description.hasPrefix("image data: "), "\(name)")
                continue
            }
            decoded += 1
            let bitmap = image.bitmap
            #expect(bitmap.width > 0 && bitmap.height > 0, "\(name)")
            #expect(bitmap.premultipliedBytes.count == bitmap.width * bitmap.height * 4, "\(name)")
            let context = GraphicsContext(size: CGSize(width: 16, height: 16), scale: 2)
            context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
            context.drawTemplate(image, in: CGRect(x: 2, y: 2, width: 7, height: 300), color: .systemBlue)
            #expect(context.makeBitmap().width == 32, "\(name)")
        }
        #expect(decoded >= 10, "the hand-made PNGs of every colour type decode")
    }

    @Test func documentCorpus() throws {
        let files = try inputs("document")
        #expect(files.count >= 10)
        var loaded = 0
        for (name, data) in files {
            let document: ViewDocument
            do {
                document = try ViewDocument(data: data, source: name)
            } catch let error as DocumentError {
                #expect(error.description.hasPrefix("view document \(name)"), "\(name)")
                continue
            }
            loaded += 1
            let window = Window(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
            window.addSubview(document.rootView)
            window.layoutIfNeeded()
            if let hit = window.hitTest(CGPoint(x: 24, y: 16), with: nil) {
                #expect(hit === window || hit.isDescendant(of: window), "\(name)")
            }
            #expect(!window.recursiveDescription().isEmpty)
            let bitmap = window.render()
            #expect(bitmap.width == 48 && bitmap.height == 32, "\(name)")
        }
        #expect(loaded >= 3, "the valid seeds load")
    }

    /// The text fuzzer's kept inputs (`TextFuzzCase`, the fuzzer's own case).
    @Test func textCorpus() throws {
        let files = try inputs("text")
        #expect(files.count >= 10)
        for (name, data) in files {
            let failures = TextFuzzCase(FuzzInput(bytes: data)).run()
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
    }
}
