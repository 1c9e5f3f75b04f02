import BarGeometry
import CSDL2
import Foundation

/// The scale a window backend draws at (Docs/Window.md): `BARKIT_SCALE` when set, else the X
/// server's `Xft.dpi` ÷ 96 rounded to a whole scale (1, 2, 3), else 1.
public enum DisplayScale {
    /// The scale for windows on this display.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws(WindowHostError)
        -> CGFloat
    {
        if let text = environment["BARKIT_SCALE"] {
            guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value > 0, value.isFinite else {
                throw .invalidScale("\"\(text)\" (BARKIT_SCALE)")
            }
            return CGFloat(value)
        }
        return scale(forXftDPI: xftDPI()) ?? 1
    }

    /// The whole scale for a resource DPI (96 per scale step), or nil for none.
    public static func scale(forXftDPI dpi: Double?) -> CGFloat? {
        guard let dpi, dpi.isFinite, dpi > 0 else { return nil }
        return CGFloat(min(3, max(1, (dpi / 96).rounded())))
    }

    /// `Xft.dpi` from the X server's resource database, read through a connection of its own.
    static func xftDPI() -> Double? {
        guard let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        guard let resources = XResourceManagerString(display) else { return nil }
        return parseXftDPI(String(cString: resources))
    }

    /// The value of the `Xft.dpi` line of an X resource string.
    public static func parseXftDPI(_ resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
