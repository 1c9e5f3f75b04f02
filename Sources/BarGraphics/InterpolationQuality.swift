import BarGeometry
import Foundation

/// How smoothly images are resampled when drawn at another size (`CGInterpolationQuality`).
public enum InterpolationQuality: Sendable, Hashable {
    /// Nearest pixel: hard pixel edges, for pixel art and exact copies.
    case none
    /// Fast bilinear filtering.
    case low
    /// Good filtering, box-filtered when shrinking (the default).
    case `default`
    /// The best filtering cairo offers.
    case high
}
