import BarKit
import Foundation
import FuzzSupport

// PNG decoding of hostile bytes with `Image(data:scale:)`, then drawing the image into a small context
// (plain, scaled, as a template, through an image view). Every input must give an `ImageError` or an
// image whose size matches its bitmap.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    // The scale comes from the byte after the PNG's 8-byte signature, so it varies with the header.
    let scales: [CGFloat] = [1, 2, 3, 0.5, 0, -1, .nan, .infinity]
    let scale = size > 8 ? scales[Int(bytes[bytes.startIndex + 8]) % scales.count] : 1
    let image: Image
    do {
        image = try Image(data: bytes, scale: scale)
    } catch {
        precondition(error.source == ImageError.dataSource, "\(error) does not name the data")
        return 0
    }
    let bitmap = image.bitmap
    precondition(bitmap.width > 0 && bitmap.height > 0, "decoded an empty image: \(image)")
    precondition(bitmap.premultipliedBytes.count == bitmap.width * bitmap.height * 4)
    precondition(image.size.width.isFinite && image.size.height.isFinite)

    let context = GraphicsContext(size: CGSize(width: 16, height: 16), scale: 2)
    context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
    context.draw(image, at: CGPoint(x: -3, y: 5))
    context.drawTemplate(image, in: CGRect(x: 2, y: 2, width: 7, height: 300), color: .systemBlue)
    context.interpolationQuality = .none
    context.draw(
        image.withRenderingMode(.alwaysTemplate), in: CGRect(x: 1, y: 1, width: 1e-3, height: 9), tintColor: .red)
    _ = context.makeBitmap()
    MainActor.assumeIsolated {
        let view = ImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 12, height: 9)
        view.contentMode = .scaleAspectFit
        _ = view.snapshot()
        _ = view.intrinsicContentSize
    }
    return 0
}

/// The executable's entry point (SwiftPM links `main` to `FuzzImage_main`): libFuzzer's driver.
@_cdecl("FuzzImage_main")
public func fuzzImageMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzImage)
}
