import CFreeType
import Foundation
import Synchronization

/// The process's one FreeType library.
///
/// FreeType requires that creating and destroying faces on one `FT_Library` be serialised,
/// so every such call goes through `lock`. Faces are opened here and handed to `FontFace`,
/// which reads what it needs once and afterwards touches the `FT_Face` only to give cairo
/// its own reference (`reference(_:)`) and to release it (`release(_:)`).
enum FreeTypeLibrary {
    private struct Handle {
        var library: FT_Library?
        var initError: FT_Error = 0
    }

    private static let lock = Mutex<Handle>(FreeTypeLibrary.makeHandle())

    private static func makeHandle() -> Handle {
        var handle = Handle()
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        if error == 0 { handle.library = library } else { handle.initError = error }
        return handle
    }

    /// Opens face `index` of the file at `path`. Throws the FreeType error with the path.
    static func openFace(path: String, index: Int) throws(FontError) -> FT_Face {
        let outcome: Result<UInt, FontError> = lock.withLock { handle in
            guard let library = handle.library else {
                return .failure(.invalidFont(source: path, code: handle.initError, message: "FreeType did not start"))
            }
            var face: FT_Face?
            let error = FT_New_Face(library, path, FT_Long(index), &face)
            guard error == 0, let face else {
                return .failure(.invalidFont(source: path, code: error, message: message(for: error)))
            }
            return .success(UInt(bitPattern: face))
        }
        return try face(from: outcome)
    }

    /// Opens face `index` of a font held in memory. The bytes are copied into a buffer the
    /// face owns (freed by the face's finalizer), so `data` need not outlive the call.
    static func openFace(data: Data, index: Int, source: String) throws(FontError) -> FT_Face {
        guard !data.isEmpty else {
            throw .invalidFont(source: source, code: 0x02, message: message(for: 0x02))
        }
        guard let buffer = malloc(data.count) else {
            throw .invalidFont(source: source, code: 0x40, message: message(for: 0x40))
        }
        data.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memcpy(buffer, base, bytes.count) }
        }
        let bufferBits = UInt(bitPattern: buffer)
        let count = data.count
        let outcome: Result<UInt, FontError> = lock.withLock { handle in
            guard let library = handle.library else {
                return .failure(.invalidFont(source: source, code: handle.initError, message: "FreeType did not start"))
            }
            var face: FT_Face?
            let bytes = UnsafePointer<FT_Byte>(bitPattern: bufferBits)
            let error = FT_New_Memory_Face(library, bytes, FT_Long(count), FT_Long(index), &face)
            guard error == 0, let face else {
                return .failure(.invalidFont(source: source, code: error, message: message(for: error)))
            }
            // FreeType calls the finalizer with the face when the face is finally done.
            face.pointee.generic.data = UnsafeMutableRawPointer(bitPattern: bufferBits)
            face.pointee.generic.finalizer = { object in
                guard let object else { return }
                let face = object.assumingMemoryBound(to: FT_FaceRec_.self)
                free(face.pointee.generic.data)
            }
            return .success(UInt(bitPattern: face))
        }
        if case .failure = outcome { free(buffer) }
        return try face(from: outcome)
    }

    private static func face(from outcome: Result<UInt, FontError>) throws(FontError) -> FT_Face {
        switch outcome {
        case .success(let bits):
            // The pointer travels as its bit pattern only to leave the lock's closure.
            return UnsafeMutablePointer<FT_FaceRec_>(bitPattern: bits)!
        case .failure(let error):
            throw error
        }
    }

    /// Adds a reference to `face` (FT_Reference_Face), for a holder that releases it later.
    static func reference(_ face: FT_Face) {
        let bits = UInt(bitPattern: face)
        lock.withLock { _ in
            _ = FT_Reference_Face(UnsafeMutablePointer<FT_FaceRec_>(bitPattern: bits))
        }
    }

    /// Drops one reference to `face` (FT_Done_Face); the last one frees it.
    static func release(_ face: FT_Face) {
        let bits = UInt(bitPattern: face)
        lock.withLock { _ in
            _ = FT_Done_Face(UnsafeMutablePointer<FT_FaceRec_>(bitPattern: bits))
        }
    }

    /// FreeType's description of an error code (the library is built without its own strings).
    static func message(for error: FT_Error) -> String {
        switch error {
        case 0x00: return "no error"
        case 0x01: return "cannot open resource"
        case 0x02: return "unknown file format"
        case 0x03: return "broken file"
        case 0x04: return "invalid FreeType version"
        case 0x05: return "module version is too low"
        case 0x06: return "invalid argument"
        case 0x07: return "unimplemented feature"
        case 0x08: return "broken table"
        case 0x09: return "broken offset within table"
        case 0x0A: return "array allocation size too large"
        case 0x0B: return "missing module"
        case 0x0C: return "missing property"
        case 0x10: return "invalid glyph index"
        case 0x11: return "invalid character code"
        case 0x12: return "unsupported glyph image format"
        case 0x13: return "cannot render this glyph format"
        case 0x14: return "invalid outline"
        case 0x15: return "invalid composite glyph"
        case 0x17: return "invalid pixel size"
        case 0x23: return "invalid face handle"
        case 0x40: return "out of memory"
        case 0x51: return "cannot open stream"
        case 0x52: return "invalid stream seek"
        case 0x53: return "invalid stream skip"
        case 0x54: return "invalid stream read"
        case 0x55: return "invalid stream operation"
        case 0x56: return "invalid frame operation"
        case 0x57: return "nested frame access"
        case 0x58: return "invalid frame read"
        case 0x8E: return "SFNT font table missing"
        case 0x8F: return "horizontal header (hhea) table missing"
        case 0x90: return "locations (loca) table missing"
        case 0x91: return "name table missing"
        case 0x92: return "character map (cmap) table missing"
        case 0x93: return "horizontal metrics (hmtx) table missing"
        case 0x94: return "PostScript (post) table missing"
        case 0x95: return "invalid horizontal metrics"
        case 0x96: return "invalid character map (cmap) format"
        case 0x97: return "invalid ppem value"
        case 0x98: return "invalid vertical metrics"
        case 0x9A: return "invalid PostScript (post) table format"
        case 0x9B: return "invalid PostScript (post) table"
        default: return "FreeType error \(error)"
        }
    }
}
