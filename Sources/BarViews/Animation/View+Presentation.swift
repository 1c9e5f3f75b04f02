import BarGeometry
import BarGraphics
import Foundation

// What the screen shows of an animating view (its presentation values), as against the values
// its properties hold (the model). A view that has never animated keeps nil in `animationState`.

/// The values a view is drawn with at one moment.
package struct PresentationSample {
    package var center: CGPoint
    package var bounds: CGRect
    package var transform: CGAffineTransform
    package var alpha: CGFloat
    package var backgroundColor: Color?

    /// The transform from the view's coordinates to its superview's, as `View.transformToSuperview`.
    package var transformToSuperview: CGAffineTransform {
        if transform.isIdentity {
            return CGAffineTransform(translationX: center.x - bounds.midX, y: center.y - bounds.midY)
        }
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY).concatenating(transform)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The frame these values give (the bounding box of the transformed bounds).
    var frame: CGRect {
        let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }
}

/// A view's animations in flight, one slot per property, and what it was last drawn with: the
/// one reference a view holds for animation (`View.animationState`), nil when nothing animates.
@MainActor
final class ViewAnimationState {
    weak var view: View?
    /// The running animation of each `AnimatedProperty`, by raw value.
    var slots: [PropertyAnimation?] = Array(repeating: nil, count: AnimatedProperty.allCases.count)
    /// The values the next render draws (set by the engine when it samples).
    var sample: PresentationSample
    /// A transition's old picture (an `Image` of the bounds) and its opacity, drawn over the view's
    /// new content and subviews (set with `sample`). Kept apart so a sample holds no reference.
    var dissolve: (image: Image, alpha: CGFloat)?
    /// Where the view's subtree was marked for drawing last, in its superview's coordinates (so a
    /// scroll of an ancestor, which moves the drawn pixels, moves it along): the next sample marks
    /// this and its new place.
    var lastExtent: CGRect = .null
    /// The superview `lastExtent` is in (an identity: a weak reference would give it a side table).
    var lastExtentParent: ObjectIdentifier?
    /// Set once the state left its view (its animations ended or were dropped).
    var isRetired = false

    init(view: View) {
        self.view = view
        sample = view.modelSample
    }

    var isEmpty: Bool { !slots.contains { $0 != nil } }

    /// Whether an animation that does not allow user interaction is running (hit testing skips the view).
    var blocksInteraction: Bool {
        slots.contains { slot in
            guard let slot else { return false }
            return !slot.group.allowsUserInteraction
        }
    }

    /// The presentation values at `now`, and a transition's old picture and its opacity.
    func values(at now: TimeInterval, of view: View) -> PresentationSample {
        valuesAndDissolve(at: now, of: view).sample
    }

    func valuesAndDissolve(
        at now: TimeInterval, of view: View
    ) -> (sample: PresentationSample, dissolve: (image: Image, alpha: CGFloat)?) {
        var s = view.modelSample
        var dissolve: (image: Image, alpha: CGFloat)?
        for case let animation? in slots {
            switch (animation.property, animation.value(at: now)) {
            case (.center, .point(let p)): s.center = p
            case (.bounds, .rect(let r)): s.bounds = r
            case (.transform, .transform(let t)): s.transform = t
            case (.alpha, .number(let a)): s.alpha = a
            case (.backgroundColor, .color(let c)): s.backgroundColor = c
            case (.contents, .number(let p)):
                if let image = animation.snapshot as? Image { dissolve = (image, 1 - p) }
            default: break
            }
        }
        return (s, dissolve)
    }
}

extension View {
    /// The model values as a sample (what a view that does not animate is drawn with).
    var modelSample: PresentationSample {
        PresentationSample(
            center: storedCenter, bounds: storedBounds, transform: storedTransform, alpha: storedAlpha,
            backgroundColor: tree.backgroundColor)
    }

    /// What the renderer draws this view with when it animates (nil: its model values). Sampled by
    /// the engine before each frame (`Window.prepareAnimationFrame()`).
    package var renderSample: PresentationSample? { animationState?.sample }

    /// A transition's old picture and its opacity, drawn over the view (nil: none).
    package var renderDissolve: (image: Image, alpha: CGFloat)? { animationState?.dissolve }

    /// The presentation values now: the model's, or where running animations put the view.
    private var presentationNow: PresentationSample {
        guard let state = animationState, let clock = state.slots.lazy.compactMap({ $0 }).first?.group.clock
        else { return modelSample }
        return state.values(at: clock.now, of: self)
    }

    /// The frame the view is drawn with now: while its frame, centre, bounds or transform animate,
    /// where the animation has it (what the next render draws); otherwise `frame`.
    public var presentationFrame: CGRect {
        guard animationState != nil else { return frame }
        return presentationNow.frame
    }

    /// The opacity the view is drawn with now (`alpha` unless it animates).
    public var presentationAlpha: CGFloat {
        guard animationState != nil else { return alpha }
        return presentationNow.alpha
    }

    /// The transform the view is drawn with now (`transform` unless it animates).
    public var presentationTransform: CGAffineTransform {
        guard animationState != nil else { return transform }
        return presentationNow.transform
    }

    /// The transform from this view's coordinates to its window's as drawn (presentation values of
    /// the view and its ancestors).
    func presentationTransformToRoot() -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var view: View? = self
        while let v = view, let parent = v.storedSuperview {
            t = t.concatenating(v.animationState?.sample.transformToSuperview ?? v.transformToSuperview)
            view = parent
        }
        return t
    }
}
