import BarGeometry
import Foundation

/// How drawn colour combines with the pixels already there (`CGBlendMode`).
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// Source over destination: ordinary painting (the default).
    case normal
    /// Multiplies colours: darkens.
    case multiply
    /// Inverse of multiply: lightens.
    case screen
    /// Multiply or screen depending on the destination.
    case overlay
    /// The darker of the two colours.
    case darken
    /// The lighter of the two colours.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The absolute difference of the colours.
    case difference
    /// Like difference with lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clears the drawn area to transparent.
    case clear
    /// Replaces the destination with the source, alpha included.
    case copy
    /// Source only where the destination is opaque.
    case sourceIn
    /// Source only where the destination is transparent.
    case sourceOut
    /// Source over the destination, only where the destination is.
    case sourceAtop
    /// Destination over the source.
    case destinationOver
    /// Keeps the destination where the source is.
    case destinationIn
    /// Keeps the destination where the source is not: erases with the drawn shape.
    case destinationOut
    /// Destination over the source, only where the source is.
    case destinationAtop
    /// Source and destination where they do not overlap.
    case xor
    /// Adds the colours, saturating at white.
    case plusLighter
}
