import BarGeometry
import CCairo
import Foundation

// PNG reading and writing, done by cairo (which uses libpng).

extension Bitmap {
    // MARK: - Reading PNG

    /// Decodes a PNG. `scale` is the pixels-per-point to give the result (a PNG does not carry one).
    /// Throws `ImageError` naming `"data"` when the bytes are empty, not a PNG, truncated or corrupt.
    public init(pngData data: Data, scale: CGFloat = 1) throws(ImageError) {
        self = try PNGCodec.decode(data, source: ImageError.dataSource, scale: scale)
    }

    /// Reads and decodes a PNG file. Throws `ImageError` naming the file when it is missing,
    /// unreadable, empty, not a PNG, truncated or corrupt.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws(ImageError) {
        let data = try PNGCodec.readFile(url)
        self = try PNGCodec.decode(data, source: url.path, scale: scale)
    }

    // MARK: - Writing PNG

    /// The bitmap encoded as an 8-bit RGBA PNG (straight alpha, as PNG requires), or nil when the
    /// bitmap is empty or too large to encode.
    public func pngData() -> Data? {
        try? PNGCodec.encode(self)
    }

    /// Writes the bitmap as a PNG file, replacing any file at `url`; throws `ImageError.writeFailed`.
    public func write(to url: URL) throws(ImageError) {
        let data: Data
        do {
            data = try PNGCodec.encode(self)
        } catch {
            throw .writeFailed(path: url.path, reason: error.reason)
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: url.path, reason: PNGCodec.describe(error))
        }
    }
}

/// The glue between `Bitmap` and cairo's PNG stream functions.
enum PNGCodec {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct EncodingError: Error {
        let reason: String
    }

    // MARK: Files

    static func readFile(_ url: URL) throws(ImageError) -> Data {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: path)
        }
        if isDirectory.boolValue { throw .unreadable(path: path, reason: "it is a directory") }
        // Foundation's Data(contentsOf:) leaks its 4 KB read buffer for an empty file; an empty file
        // needs no reading.
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size == 0,
            FileManager.default.isReadableFile(atPath: path)
        {
            return Data()
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: describe(error))
        }
    }

    static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let message = strerror(Int32(underlying.code))
        {
            return String(cString: message)
        }
        return ns.localizedDescription
    }

    // MARK: Decoding

    /// What the read callback needs, passed to cairo as a pointer to this value.
    private struct Reader {
        let data: Data
        var offset = 0
        var ranOut = false
        init(_ data: Data) { self.data = data }
    }

    static func decode(_ data: Data, source: String, scale: CGFloat) throws(ImageError) -> Bitmap {
        try checkHeader(data, source: source)
        var reader = Reader(data)
        let surface = withUnsafeMutablePointer(to: &reader) { context in
            cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = closure.assumingMemoryBound(to: Reader.self)
                    let count = Int(length)
                    guard reader.pointee.offset + count <= reader.pointee.data.count else {
                        reader.pointee.ranOut = true
                        return CAIRO_STATUS_READ_ERROR
                    }
                    reader.pointee.data.withUnsafeBytes { bytes in
                        let start = bytes.baseAddress!.advanced(by: reader.pointee.offset)
                        UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: count)
                    }
                    reader.pointee.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, context)
        }
        guard let surface else { throw .corrupt(source: source, reason: "the decoder returned nothing") }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if reader.ranOut { throw .truncated(source: source) }
            throw .corrupt(source: source, reason: decodingFailure(status))
        }
        guard let owned = CairoSurface(adopting: surface) else {
            throw .corrupt(source: source, reason: "the decoded image could not be converted to RGBA")
        }
        return owned.makeBitmap(scale: scale)
    }

    /// Why cairo's PNG reader failed. It reports every libpng error (bad checksum, bad compressed
    /// data, invalid header field) as "out of memory" or "error reading/writing", which would mislead.
    private static func decodingFailure(_ status: cairo_status_t) -> String {
        switch status {
        case CAIRO_STATUS_NO_MEMORY, CAIRO_STATUS_READ_ERROR, CAIRO_STATUS_PNG_ERROR:
            return "damaged data: libpng rejected it (bad checksum, compressed data or header field)"
        case CAIRO_STATUS_INVALID_SIZE:
            return "the image size is invalid"
        default:
            return String(cString: cairo_status_to_string(status))
        }
    }

    /// Checks the signature and the IHDR chunk before handing the data to libpng, so that the common
    /// mistakes get a precise error and absurd dimensions are refused before any allocation.
    private static func checkHeader(_ data: Data, source: String) throws(ImageError) {
        let bytes = [UInt8](data.prefix(24))
        if bytes.isEmpty { throw .empty(source: source) }
        let n = Swift.min(bytes.count, signature.count)
        guard Array(bytes[0..<n]) == Array(signature[0..<n]) else {
            throw .notPNG(source: source, reason: guessFormat(bytes))
        }
        guard bytes.count >= 24 else { throw .truncated(source: source) }
        guard bytes[12...15].elementsEqual("IHDR".utf8) else {
            throw .corrupt(source: source, reason: "the first chunk is not IHDR")
        }
        func uint32(_ i: Int) -> Int {
            Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        }
        let width = uint32(16)
        let height = uint32(20)
        guard width > 0, height > 0 else {
            throw .corrupt(source: source, reason: "the header gives a size of \(width)×\(height) pixels")
        }
        guard PixelBudget.allows(width: Double(width), height: Double(height)) else {
            throw .tooLarge(source: source, width: width, height: height)
        }
        try checkChunks(data, source: source, width: width, height: height)
    }

    /// Walks the chunk list before libpng sees it. libpng allocates (and clears) a buffer of a
    /// chunk's declared length before reading it, and cairo allocates the whole image before reading
    /// the pixels, so a few hundred bytes declaring a 700 MB chunk, or a 30000×30000 image with a
    /// handful of compressed bytes, would cost gigabytes and seconds before failing. Here a chunk that
    /// runs past the end of the data, or image data too short to hold the pixels even at deflate's
    /// best ratio (1032:1), is reported as truncated without allocating anything.
    private static func checkChunks(_ data: Data, source: String, width: Int, height: Int) throws(ImageError) {
        let count = data.count
        var compressedBytes = 0
        /// What the walk found: the end chunk, the data ending first, or a damaged chunk header.
        enum Walk { case complete, endsEarly, damaged(offset: Int) }
        let walk: Walk = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Walk in
            func uint32(_ i: Int) -> Int {
                Int(raw[i]) << 24 | Int(raw[i + 1]) << 16 | Int(raw[i + 2]) << 8 | Int(raw[i + 3])
            }
            func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
            var offset = signature.count
            while offset + 8 <= count {
                let length = uint32(offset)
                // A chunk's type is four ASCII letters (PNG 5.3); anything else is a damaged header,
                // not a short file.
                guard (4..<8).allSatisfy({ isLetter(raw[offset + $0]) }) else { return .damaged(offset: offset) }
                // Lengths over 2^31 − 1 are invalid PNG; libpng rejects them without allocating.
                guard length <= 0x7FFF_FFFF else { return .complete }
                guard length + 12 <= count - offset else { return .endsEarly }
                let type = uint32(offset + 4)
                if type == 0x4944_4154 { compressedBytes += length }  // IDAT
                if type == 0x4945_4E44 { return .complete }  // IEND
                offset += length + 12
            }
            return .endsEarly
        }
        switch walk {
        case .complete: break
        case .endsEarly: throw .truncated(source: source)
        case .damaged(let offset):
            throw .corrupt(source: source, reason: "the chunk header at byte \(offset) is damaged (its type is not four letters)")
        }
        // The bit depth and colour type follow width and height; a header too short to hold them is
        // left for libpng to reject.
        guard count >= 26 else { return }
        // The smallest possible size of the decompressed pixels (without the filter byte of each row).
        let bitsPerSample = Int(data[data.startIndex + 24])
        let samples: Int
        switch data[data.startIndex + 25] {
        case 0, 3: samples = 1
        case 2: samples = 3
        case 4: samples = 2
        case 6: samples = 4
        default: return  // an invalid colour type: libpng says so
        }
        let pixelBytes = width * height * samples * bitsPerSample / 8
        if compressedBytes * 1032 + 1032 < pixelBytes { throw .truncated(source: source) }
    }

    /// A short phrase saying what `bytes` (the start of a file) looks like.
    static func guessFormat(_ bytes: [UInt8]) -> String {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) { return "it is a JPEG image; only PNG is supported" }
        if starts(Array("GIF8".utf8)) { return "it is a GIF image; only PNG is supported" }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            return "it is a WebP image; only PNG is supported"
        }
        if starts(Array("BM".utf8)) { return "it looks like a BMP image; only PNG is supported" }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            return "it is a TIFF image; only PNG is supported"
        }
        if starts(Array("<svg".utf8)) || starts(Array("<?xml".utf8)) {
            return "it looks like SVG/XML text; only PNG is supported"
        }
        let hex = bytes.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
        return "it does not start with the PNG signature (first bytes: \(hex))"
    }

    // MARK: Encoding

    static func encode(_ bitmap: Bitmap) throws(EncodingError) -> Data {
        guard !bitmap.isEmpty else {
            throw EncodingError(reason: "the bitmap is empty (\(bitmap.width)×\(bitmap.height) pixels)")
        }
        guard let surface = CairoSurface(bitmap: bitmap) else {
            throw EncodingError(
                reason: "the bitmap (\(bitmap.width)×\(bitmap.height) pixels) is larger than "
                    + "\(Bitmap.maximumDimension) pixels a side")
        }
        var data = Data()
        let status = withUnsafeMutablePointer(to: &data) { context in
            cairo_surface_write_to_png_stream(
                surface.pointer,
                { closure, bytes, length in
                    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                    closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
                    return CAIRO_STATUS_SUCCESS
                }, context)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw EncodingError(reason: String(cString: cairo_status_to_string(status)))
        }
        return data
    }
}
