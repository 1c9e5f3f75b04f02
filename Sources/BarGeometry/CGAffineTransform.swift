import Foundation

#if !canImport(CoreGraphics)
    /// A 2-D affine transform, laid out as CoreGraphics does:
    /// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    ///
    /// Defined only where CoreGraphics is absent (Linux), so code written for UIKit ports unchanged.
    public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
        public var a: CGFloat
        public var b: CGFloat
        public var c: CGFloat
        public var d: CGFloat
        public var tx: CGFloat
        public var ty: CGFloat

        @inlinable
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        @inlinable
        public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

        /// The transform that leaves everything where it is.
        public static let identity = CGAffineTransform()

        @inlinable
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        @inlinable
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians; positive angles turn x towards y (clockwise on screen, y down).
        public init(rotationAngle angle: CGFloat) {
            let cosine = Foundation.cos(angle)
            let sine = Foundation.sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        @inlinable
        public var isIdentity: Bool { a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0 }

        /// `self` followed by `t2`: a point is transformed by `self` first, then by `t2`.
        @inlinable
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A translation applied before `self`.
        @inlinable
        public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: x, y: y).concatenating(self)
        }

        /// A scale applied before `self`.
        @inlinable
        public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: x, y: y).concatenating(self)
        }

        /// A rotation applied before `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform, or `self` unchanged when it cannot be inverted (as CoreGraphics does).
        @inlinable
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id))
        }

        public var description: String {
            "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
        }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`'s linear part (no translation); components may become negative.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rect that contains the four transformed corners of this rect.
        @inlinable
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if t.isIdentity { return self }
            let r = standardized
            if t.b == 0 && t.c == 0 {
                // Scales and translations (every view that is not rotated): the corners' box directly.
                let x0 = t.a * r.minX + t.tx
                let x1 = t.a * r.maxX + t.tx
                let y0 = t.d * r.minY + t.ty
                let y1 = t.d * r.maxY + t.ty
                let minX = Swift.min(x0, x1)
                let minY = Swift.min(y0, y1)
                return CGRect(x: minX, y: minY, width: Swift.max(x0, x1) - minX, height: Swift.max(y0, y1) - minY)
            }
            let corners = [
                CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
                CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
            ]
            return CGRect.boundingBox(of: corners)
        }
    }
#endif

extension CGRect {
    /// The smallest rect containing all `points` (`.null` when there are none).
    @usableFromInline
    package static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
