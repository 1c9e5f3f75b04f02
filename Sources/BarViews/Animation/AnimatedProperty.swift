import BarGeometry
import BarGraphics
import Foundation

/// The view properties an animation can move, as a layer's keys: a frame is its centre and bounds.
enum AnimatedProperty: Int, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor
    /// A transition's cross-dissolve: from 0 (the old picture) to 1 (the new).
    case contents
}

/// A value of an animated property, and the straight-line blend between two of them.
enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case number(CGFloat)
    /// nil: no colour (clear).
    case color(Color?)

    /// The value `progress` of the way from `self` to `end` (progress may leave 0…1: springs
    /// overshoot).
    func blended(to end: AnimatableValue, progress p: Double) -> AnimatableValue {
        let f = CGFloat(p)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, end) {
        case (.point(let a), .point(let b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                CGRect(
                    x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: max(0, mix(a.width, b.width)),
                    height: max(0, mix(a.height, b.height))))
        case (.transform(let a), .transform(let b)):
            return .transform(
                CGAffineTransform(
                    a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d), tx: mix(a.tx, b.tx),
                    ty: mix(a.ty, b.ty)))
        case (.number(let a), .number(let b)):
            return .number(min(1, max(0, mix(a, b))))
        case (.color(let a), .color(let b)):
            // No colour blends as the other colour made transparent, as a layer's clear colour does.
            let from = a ?? b.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }
            let to = b ?? a.map { Color(red: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }
            guard let from, let to else { return .color(nil) }
            let clamp = { (v: CGFloat) in min(1, max(0, v)) }
            return .color(
                Color(
                    red: clamp(mix(from.red, to.red)), green: clamp(mix(from.green, to.green)),
                    blue: clamp(mix(from.blue, to.blue)), alpha: clamp(mix(from.alpha, to.alpha))))
        default:
            return p < 1 ? self : end
        }
    }
}

extension View {
    /// The model value of `property`.
    func modelValue(of property: AnimatedProperty) -> AnimatableValue {
        switch property {
        case .center: .point(storedCenter)
        case .bounds: .rect(storedBounds)
        case .transform: .transform(storedTransform)
        case .alpha: .number(storedAlpha)
        case .backgroundColor: .color(tree.backgroundColor)
        case .contents: .number(1)
        }
    }

    /// Sets the model value of `property` through its setter, animating nothing.
    func setModelValue(_ value: AnimatableValue, of property: AnimatedProperty) {
        View.withoutRecording {
            switch (property, value) {
            case (.center, .point(let p)): center = p
            case (.bounds, .rect(let r)): bounds = r
            case (.transform, .transform(let t)): transform = t
            case (.alpha, .number(let a)): alpha = a
            case (.backgroundColor, .color(let c)): backgroundColor = c
            default: break
            }
        }
    }
}
