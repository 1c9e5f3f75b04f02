import BarGeometry
import Foundation

/// The rule deciding which regions of a self-intersecting or nested path are inside it.
public enum FillRule: Sendable, Hashable {
    /// Non-zero winding (the default): a point is inside when the path winds around it at all.
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times,
    /// so a rect inside a rect makes a frame.
    case evenOdd
}

/// A shape made of straight lines and Bézier curves, in points, y growing downward: the value type
/// behind `UIBezierPath`/`CGPath`. Fill, stroke or clip to it with a `GraphicsContext`.
///
/// Arcs, ellipses and rounded corners are stored as cubic Bézier curves (as CoreGraphics does), so
/// `elements` holds only moves, lines, curves and closes.
public struct Path: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the start of the current subpath, closing it.
        case closeSubpath
    }

    /// The steps of the path, in order.
    public private(set) var elements: [Element] = []
    /// The start of the current subpath (where `closeSubpath()` returns to).
    private var subpathStart: CGPoint?
    /// The end of the last element, or nil when the path is empty.
    public private(set) var currentPoint: CGPoint?

    // MARK: - Creating

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public init(rect: CGRect) {
        addRect(rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (limited to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `build`, for example `Path { $0.move(to: a); $0.addLine(to: b) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line to `point`. Starts a subpath there when the path is empty.
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve to `point` bending towards `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
        currentPoint = point
    }

    /// Adds a cubic Bézier curve to `point` with the two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        currentPoint = point
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard let start = subpathStart, currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians; 0 points along +x).
    /// `clockwise` is as seen on screen (y down), as `UIBezierPath`'s: a clockwise arc runs from 0 towards
    /// π/2, i.e. downward from the right-hand point. When the path already has a current point, a line
    /// joins it to the start of the arc. An arc of 2π or more draws a full circle.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = Swift.abs(radius)
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * Foundation.cos(angle), y: center.y + r * Foundation.sin(angle))
        }
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep < 0 { sweep = fullTurn - (-sweep).truncatingRemainder(dividingBy: fullTurn) }
            sweep = Swift.min(sweep, fullTurn)
        } else {
            if sweep > 0 { sweep = -(fullTurn - sweep.truncatingRemainder(dividingBy: fullTurn)) }
            sweep = Swift.max(sweep, -fullTurn)
        }
        let start = point(startAngle)
        if currentPoint == nil { move(to: start) } else if currentPoint != start { addLine(to: start) }
        guard sweep != 0, r > 0 else { return }
        // Split into segments of at most 90° and approximate each with one cubic curve.
        let segments = Swift.max(1, Int((Swift.abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4.0 / 3.0 * Foundation.tan(step / 4) * r
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle)
            let p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * Foundation.sin(angle), y: p0.y + k * Foundation.cos(angle))
            let c2 = CGPoint(x: p3.x + k * Foundation.sin(next), y: p3.y - k * Foundation.cos(next))
            elements.append(.curve(to: p3, control1: c1, control2: c2))
            currentPoint = p3
            angle = next
        }
    }

    /// Adds a closed rectangle as its own subpath (clockwise on screen from the top-left corner).
    public mutating func addRect(_ rect: CGRect) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with circular corners of `cornerRadius`, limited to half the shorter side.
    /// (UIKit's rounded rects use continuous "squircle" corners; BarKit's are circular.)
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let radius = Swift.min(Swift.max(0, cornerRadius.isFinite ? cornerRadius : 0), r.width / 2, r.height / 2)
        guard radius > 0 else { return addRect(r) }
        let half = CGFloat.pi / 2
        move(to: CGPoint(x: r.minX + radius, y: r.minY))
        addArc(
            center: CGPoint(x: r.maxX - radius, y: r.minY + radius), radius: radius, startAngle: -half, endAngle: 0,
            clockwise: true)
        addArc(
            center: CGPoint(x: r.maxX - radius, y: r.maxY - radius), radius: radius, startAngle: 0, endAngle: half,
            clockwise: true)
        addArc(
            center: CGPoint(x: r.minX + radius, y: r.maxY - radius), radius: radius, startAngle: half,
            endAngle: .pi, clockwise: true)
        addArc(
            center: CGPoint(x: r.minX + radius, y: r.minY + radius), radius: radius, startAngle: .pi,
            endAngle: 3 * half, clockwise: true)
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four curves, starting at the right.
    public mutating func addEllipse(in rect: CGRect) {
        guard rect.isFinite, !rect.isNull else { return }
        let r = rect.standardized
        let kappa: CGFloat = 0.552_284_749_830_793_4
        let cx = r.midX
        let cy = r.midY
        let rx = r.width / 2
        let ry = r.height / 2
        let ox = rx * kappa
        let oy = ry * kappa
        move(to: CGPoint(x: r.maxX, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + oy),
            control2: CGPoint(x: cx + ox, y: r.maxY))
        addCurve(
            to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - ox, y: r.maxY),
            control2: CGPoint(x: r.minX, y: cy + oy))
        addCurve(
            to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - oy),
            control2: CGPoint(x: cx - ox, y: r.minY))
        addCurve(
            to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + ox, y: r.minY),
            control2: CGPoint(x: r.maxX, y: cy - oy))
        closeSubpath()
    }

    /// Adds a polyline through `points` as a new open subpath.
    public mutating func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends all of `other`'s subpaths.
    public mutating func addPath(_ other: Path) {
        for element in other.elements { append(element) }
    }

    // MARK: - Inspecting

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rect containing every point of the path, control points included
    /// (`CGPath.boundingBox`); `.null` when empty.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// The path with every point transformed by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c):
                result.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                result.addCurve(
                    to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    /// `Path(<n> elements, bounding box <rect>)`.
    public var description: String {
        "Path(\(elements.count) elements, bounding box \(boundingBox))"
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Paths are equal when their elements are.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
