import Foundation

/// Why a window could not be shown.
public enum WindowHostError: Error, Equatable, CustomStringConvertible {
    /// SDL's video subsystem could not start (no display: `DISPLAY` unset or the server refused), with
    /// SDL's reason.
    case videoUnavailable(String)
    /// SDL could not make the window or its surface, with SDL's reason.
    case windowFailed(String)
    /// `BARKIT_SCALE` or the scale given is not a positive, finite number.
    case invalidScale(String)

    public var description: String {
        switch self {
        case .videoUnavailable(let reason): "cannot open a display: \(reason)"
        case .windowFailed(let reason): "cannot create the window: \(reason)"
        case .invalidScale(let value): "the scale \(value) is not a positive, finite number"
        }
    }
}
