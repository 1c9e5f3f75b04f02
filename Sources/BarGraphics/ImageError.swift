import BarGeometry
import Foundation

/// Why an image or bitmap could not be read or written.
///
/// Each case names its input: `source` is the file path, or `"data"` for bytes passed in memory.
/// `description` says what was wrong in words a person can act on, for example
/// `image file /res/star.png: truncated: the data ends before the image is complete`.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but could not be read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The input has no bytes at all.
    case empty(source: String)
    /// The input is not a PNG; `reason` says what it looks like instead when that is recognisable.
    case notPNG(source: String, reason: String)
    /// The input starts as a PNG but ends before the image is complete.
    case truncated(source: String)
    /// The input is a PNG but damaged or unsupported; `reason` is the decoder's explanation.
    case corrupt(source: String, reason: String)
    /// The image is larger than BarKit can hold (32767 pixels a side).
    case tooLarge(source: String, width: Int, height: Int)
    /// Writing a PNG to `path` failed.
    case writeFailed(path: String, reason: String)

    /// The file path, or `"data"`, the error is about.
    public var source: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _), .writeFailed(let path, _): return path
        case .empty(let source), .notPNG(let source, _), .truncated(let source), .corrupt(let source, _),
            .tooLarge(let source, _, _):
            return source
        }
    }

    /// What went wrong and with which input, e.g. `image data: not a PNG: it is a JPEG image; …`.
    public var description: String {
        let subject = source == ImageError.dataSource ? "image data" : "image file \(source)"
        switch self {
        case .fileNotFound:
            return "\(subject): no such file"
        case .unreadable(_, let reason):
            return "\(subject): cannot be read: \(reason)"
        case .empty:
            return "\(subject): empty (0 bytes)"
        case .notPNG(_, let reason):
            return "\(subject): not a PNG: \(reason)"
        case .truncated:
            return "\(subject): truncated: the data ends before the image is complete"
        case .corrupt(_, let reason):
            return "\(subject): corrupt PNG: \(reason)"
        case .tooLarge(_, let width, let height):
            return "\(subject): \(width)×\(height) pixels is larger than the limit of "
                + "\(Bitmap.maximumDimension) pixels a side or the pixel budget of \(PixelBudget.limit) pixels"
        case .writeFailed(_, let reason):
            return "cannot write PNG to \(source): \(reason)"
        }
    }

    /// The `source` used for bytes passed in memory.
    public static let dataSource = "data"
}
