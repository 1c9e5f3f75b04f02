import BarGeometry
import Foundation

/// How the ends of stroked open lines are drawn (`CGLineCap`).
public enum LineCap: Sendable, Hashable {
    /// The stroke stops exactly at the end point (the default).
    case butt
    /// A half circle of the line's width is added at each end.
    case round
    /// A half square of the line's width is added at each end.
    case square
}

/// How the corners of stroked paths are drawn (`CGLineJoin`).
public enum LineJoin: Sendable, Hashable {
    /// Sharp corners, cut off by the miter limit (the default).
    case miter
    /// Rounded corners.
    case round
    /// Corners cut off flat.
    case bevel
}
