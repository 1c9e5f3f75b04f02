import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

// Frame, bounds, center and transform (Docs/Behaviors.md §1), and conversion between views.
//
// Non-finite geometry is rejected: assigning a frame, bounds, center or transform with a NaN or
// infinite component leaves the property unchanged, so one bad value never poisons a tree.

extension View {
    // MARK: - Geometry

    /// The view's rect in its superview's coordinates. With a non-identity `transform`, reading gives
    /// the bounding box of the transformed bounds; setting sets the bounds size and the center.
    public var frame: CGRect {
        get {
            let size = storedBounds.size
            if storedTransform.isIdentity {
                return CGRect(
                    x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2,
                    width: size.width, height: size.height)
            }
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard newValue.isFinite else { return }
            let f = newValue.standardized
            let (newCenter, size) = View.centerAndSize(
                forFrame: f, transform: storedTransform, keeping: storedBounds.size)
            // A finite frame near the largest CGFloat can have a centre that is not (its midpoint
            // overflows): refused like any non-finite geometry.
            guard newCenter.isFinite, size.width.isFinite, size.height.isFinite else { return }
            guard newCenter != storedCenter || size != storedBounds.size else {
                if View.animationHookActive { animatableSetUnchanged() }
                return
            }
            if View.animationHookActive {
                if newCenter != storedCenter { animatableWillChange(.center) }
                if size != storedBounds.size { animatableWillChange(.bounds) }
            }
            invalidateVisualExtent()
            storedCenter = newCenter
            setBoundsSize(size)
            invalidateVisualExtent()
            if autoLayout != nil { autoLayoutFrameDidChange() }
        }
    }

    /// The view's rect in its own coordinates: the origin is what its top-left corner shows.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            guard newValue.isFinite else { return }
            let b = newValue.standardized
            if View.animationHookActive {
                if b != storedBounds { animatableWillChange(.bounds) } else { animatableSetUnchanged() }
            }
            if b.origin != storedBounds.origin {
                let old = storedBounds.origin
                storedBounds.origin = b.origin
                // The subviews moved: what the view draws moved with them unless it clips them.
                if !clipsToBounds && !storedSubviews.isEmpty { subviewIndexNoteMoved() }
                setNeedsLayout()
                boundsOriginDidChange(from: old)
            }
            guard b.size != storedBounds.size else { return }
            setBoundsSize(b.size)
            // Only a new size concerns constraints: a scroll (a new origin) solves nothing.
            if autoLayout != nil { autoLayoutFrameDidChange() }
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { storedCenter }
        set {
            guard newValue.isFinite else { return }
            guard newValue != storedCenter else {
                if View.animationHookActive { animatableSetUnchanged() }
                return
            }
            if View.animationHookActive { animatableWillChange(.center) }
            invalidateVisualExtent()
            storedCenter = newValue
            invalidateVisualExtent()
            if autoLayout != nil { autoLayoutFrameDidChange() }
        }
    }

    /// A transform applied about the centre; `frame` then reads as the bounding box.
    public var transform: CGAffineTransform {
        get { storedTransform }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite)
            else { return }
            guard newValue != storedTransform else {
                if View.animationHookActive { animatableSetUnchanged() }
                return
            }
            if View.animationHookActive { animatableWillChange(.transform) }
            invalidateVisualExtent()
            storedTransform = newValue
            invalidateVisualExtent()
        }
    }

    func setBoundsSize(_ size: CGSize) {
        let old = storedBounds.size
        guard size != old else { return }
        storedBounds.size = size
        subviewIndexNoteMoved()
        setNeedsLayout()
        // The superview lays out again too, as UIKit's does, unless the change comes from its own
        // `layoutSubviews()` (which placed this view, and must not be asked to run again for it).
        if let superview = storedSuperview, !superview.tree.isLayingOutSubviews { superview.setNeedsLayout() }
        setNeedsDisplay()
        if autoresizesSubviews { resizeSubviews(from: old) }
    }

    /// The centre and bounds size that make a view with `transform` have `frame` (standardized,
    /// finite), as `CALayer` does: the frame's centre less the transform's translation, and the
    /// bounding box of the frame under the inverse of the transform's linear part — exact for scales
    /// and multiples of 90°, the smallest size covering the frame otherwise. A transform that
    /// collapses the plane keeps `current` as the size.
    static func centerAndSize(
        forFrame frame: CGRect, transform: CGAffineTransform, keeping current: CGSize
    ) -> (CGPoint, CGSize) {
        guard !transform.isIdentity else { return (CGPoint(x: frame.midX, y: frame.midY), frame.size) }
        let center = CGPoint(x: frame.midX - transform.tx, y: frame.midY - transform.ty)
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return (center, current) }
        // Rotations by multiples of 90° leave noise of about 1e-16 in their sines and cosines; taken
        // as zero, such a rotation gives the exact size.
        func snap(_ v: CGFloat) -> CGFloat { abs(v) < 1e-12 ? 0 : v }
        let linear = CGAffineTransform(
            a: snap(transform.a), b: snap(transform.b), c: snap(transform.c), d: snap(transform.d), tx: 0, ty: 0)
        let local = CGRect(x: -frame.width / 2, y: -frame.height / 2, width: frame.width, height: frame.height)
        let size = local.applying(linear.inverted()).size
        guard size.width.isFinite, size.height.isFinite else { return (center, current) }
        return (center, size)
    }

    // MARK: - Converting between coordinate systems

    /// The transform from this view's coordinates to its superview's.
    package var transformToSuperview: CGAffineTransform {
        let b = storedBounds
        if storedTransform.isIdentity {
            return CGAffineTransform(
                translationX: storedCenter.x - b.midX, y: storedCenter.y - b.midY)
        }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY).concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// The transform from the superview's coordinates to this view's.
    var transformFromSuperview: CGAffineTransform {
        if storedTransform.isIdentity {
            let b = storedBounds
            return CGAffineTransform(translationX: b.midX - storedCenter.x, y: b.midY - storedCenter.y)
        }
        return transformToSuperview.inverted()
    }

    /// The transform from this view's coordinates to its root view's (the window when there is one).
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: View? = self
        while let v = view, let parent = v.storedSuperview {
            t = t.concatenating(v.transformToSuperview)
            view = parent
        }
        return t
    }

    /// The root of this view's tree (itself when it has no superview).
    var rootView: View {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// The transform from this view's coordinates to `view`'s (nil: the window, or the root).
    func transform(to view: View?) -> CGAffineTransform {
        guard let view, view !== self else {
            return view === self ? .identity : transformToRoot
        }
        // Fast paths: parent and child.
        if view === storedSuperview { return transformToSuperview }
        if view.storedSuperview === self { return view.transformToSuperview.inverted() }
        return transformToRoot.concatenating(view.transformToRoot.inverted())
    }

    /// `point`, given in this view's coordinates, in `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        // Between views of one tree with no transforms on the way (the usual case: a touch's
        // location in the view it hit), the conversion is a difference of offsets, computed exactly
        // as the transforms would be.
        if let view, let here = offsetToRoot(), let there = view.offsetToRoot(), here.root === there.root {
            return CGPoint(x: point.x + (here.offset.x - there.offset.x), y: point.y + (here.offset.y - there.offset.y))
        }
        return point.applying(transform(to: view))
    }

    /// The translation from this view's coordinates to its root's and the root, when no view on the
    /// way (the root excepted) has a transform; nil otherwise.
    func offsetToRoot() -> (offset: CGPoint, root: View)? {
        var x: CGFloat = 0
        var y: CGFloat = 0
        var view = self
        while let parent = view.storedSuperview {
            guard view.storedTransform.isIdentity else { return nil }
            let b = view.storedBounds
            x += view.storedCenter.x - b.midX
            y += view.storedCenter.y - b.midY
            view = parent
        }
        return (CGPoint(x: x, y: y), view)
    }

    /// `point`, given in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        return point.applying(transformToRoot.inverted())
    }

    /// `rect`, given in this view's coordinates, in `view`'s: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        rect.applying(transform(to: view))
    }

    /// `rect`, given in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        return rect.applying(transformToRoot.inverted())
    }
}
