import BarKit
import Foundation
import FuzzSupport

// View documents from hostile JSON: `ViewDocument(data:)`, then laying the tree out in a small window,
// hit testing, describing and rendering it. Every input must give a `DocumentError` that names the
// document, or a view tree that survives all of that.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocument(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    MainActor.assumeIsolated {
        let document: ViewDocument
        do {
            document = try ViewDocument(data: bytes, source: "fuzz.json")
        } catch {
            precondition("\(error)".contains("fuzz.json"), "\(error) does not name the document")
            return
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
        window.addSubview(document.rootView)
        window.layoutIfNeeded()
        for point in [CGPoint(x: 1, y: 1), CGPoint(x: 24, y: 16), CGPoint(x: 47.5, y: 31.5)] {
            if let hit = window.hitTest(point, with: nil) {
                precondition(hit === window || hit.isDescendant(of: window))
            }
        }
        _ = window.recursiveDescription()
        _ = document.rootView.sizeThatFits(CGSize(width: 100, height: 100))
        _ = document.rootView.intrinsicContentSize
        let bitmap = window.render()
        precondition(bitmap.width == 48 && bitmap.height == 32)
        for view in document.viewsByID.values { precondition(view.isDescendant(of: window)) }
    }
    return 0
}

/// The executable's entry point (SwiftPM links `main` to `FuzzDocument_main`): libFuzzer's driver.
@_cdecl("FuzzDocument_main")
public func fuzzDocumentMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzDocument)
}
