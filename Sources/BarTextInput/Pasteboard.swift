import BarWidgets
import Foundation

/// The place copied text goes, as UIKit's `UIPasteboard`: `Pasteboard.general.string`.
///
/// Headless, the general pasteboard keeps its string in memory. A window backend connects it to the
/// system clipboard through `systemClipboard` (`BarKitSDL` with SDL's clipboard).
@MainActor
public final class Pasteboard {
    /// The pasteboard copy, cut and paste use.
    public static let general = Pasteboard()

    /// Reads and writes the system's clipboard instead of the pasteboard's own memory, when set by a
    /// window backend.
    package var systemClipboard: (read: @MainActor () -> String?, write: @MainActor (String?) -> Void)?

    private var storedString: String?

    /// A pasteboard of its own, empty.
    public init() {}

    /// The text on the pasteboard; nil when there is none. Setting it replaces what was there.
    public var string: String? {
        get { systemClipboard?.read() ?? storedString }
        set {
            storedString = newValue
            changeCount += 1
            systemClipboard?.write(newValue)
        }
    }

    /// Whether the pasteboard holds text.
    public var hasStrings: Bool { !(string ?? "").isEmpty }

    /// How many times the pasteboard's content was set.
    public private(set) var changeCount = 0
}
