import Foundation

/// Why a font could not be loaded. Each case names the file (or the data) it is about.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// FreeType rejected the font: `code` is FreeType's error code, `message` its meaning.
    /// `source` is the file's path, or "font data (N bytes)" for fonts made from bytes.
    case invalidFont(source: String, code: Int32, message: String)
    /// FreeType opened the font but it cannot be used for text (no scalable outlines or
    /// colour bitmaps, no character map, no glyphs, or tables HarfBuzz cannot read).
    case unsupported(source: String, reason: String)
    /// No installed face has the name asked for (`Font(named:size:)`).
    case notInstalled(name: String)
    /// The size asked for is not a finite number of points at least 0.
    case invalidSize(CGFloat)

    /// What went wrong and where, as a person can act on it.
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "font file \(path): no such file"
        case .unreadable(let path, let reason):
            return "font file \(path): cannot read (\(reason))"
        case .invalidFont(let source, let code, let message):
            return "\(FontError.describe(source)): FreeType error 0x\(String(format: "%02X", code)) (\(message))"
        case .unsupported(let source, let reason):
            return "\(FontError.describe(source)): unsupported font (\(reason))"
        case .notInstalled(let name):
            return "no installed font is named \"\(name)\" (a PostScript, full or family name)"
        case .invalidSize(let size):
            return "\(size) is not a font size (a finite number of points, at least 0)"
        }
    }

    /// The file path or data description this error is about.
    public var source: String {
        switch self {
        case .fileNotFound(let path), .unreadable(let path, _): return path
        case .invalidFont(let source, _, _), .unsupported(let source, _): return source
        case .notInstalled(let name): return name
        case .invalidSize(let size): return "\(size)"
        }
    }

    private static func describe(_ source: String) -> String {
        source.hasPrefix("font data") ? source : "font file \(source)"
    }
}
