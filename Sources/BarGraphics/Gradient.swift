import BarGeometry
import Foundation

/// Colours blended along a line or between circles: the value drawn by
/// `GraphicsContext.drawLinearGradient(_:start:end:options:)` and `drawRadialGradient(...)`,
/// like `CGGradient`. Colours are interpolated in sRGB.
public struct Gradient: Equatable, Hashable, Sendable {
    /// A colour at a position along the gradient, 0 (start) … 1 (end).
    public struct Stop: Equatable, Hashable, Sendable {
        /// The colour at `location`.
        public var color: Color
        /// Where along the gradient the colour is reached, clamped to 0…1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location.isFinite ? Swift.min(1, Swift.max(0, location)) : 0
        }
    }

    /// The stops, sorted by location.
    public var stops: [Stop] {
        didSet { stops = Gradient.sorted(stops) }
    }

    /// A gradient through `stops` (sorted by location; stable for equal locations).
    public init(stops: [Stop]) {
        self.stops = Gradient.sorted(stops)
    }

    /// A gradient through `colors`, evenly spaced from 0 to 1 (a single colour is a solid fill).
    public init(colors: [Color]) {
        let n = colors.count
        self.init(
            stops: colors.enumerated().map { i, c in
                Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
            })
    }

    /// A gradient through `colors` at the matching `locations`; extra entries of the longer array are ignored.
    public init(colors: [Color], locations: [CGFloat]) {
        self.init(stops: zip(colors, locations).map { Stop(color: $0, location: $1) })
    }

    private static func sorted(_ stops: [Stop]) -> [Stop] {
        stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }
}

/// Whether a gradient also paints beyond its start and end (`CGGradientDrawingOptions`).
/// With neither option, only the band between start and end is painted.
public struct GradientDrawingOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Creates options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Extend the first colour before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the last colour past the end point (or outside the end circle).
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}
