import BarGeometry
import BarGraphics
import Foundation

// A view's visual appearance: background, opacity, hiding, clipping, interaction, autoresizing and
// the tint (the stored state is in View.swift; `tintColorDidChange()` is an override point there).

extension View {
    /// The colour filled behind the view's content; nil (the default) fills nothing.
    public var backgroundColor: Color? {
        _read { yield tree.backgroundColor }
        set {
            guard newValue != tree.backgroundColor else {
                if View.animationHookActive { animatableSetUnchanged() }
                return
            }
            if View.animationHookActive { animatableWillChange(.backgroundColor) }
            tree.backgroundColor = newValue
            setNeedsDisplay()
        }
    }

    /// The opacity of the view and its whole subtree, 0…1 (applied as a group). NaN becomes 0.
    /// Views with alpha below 0.01 do not receive touches.
    public var alpha: CGFloat {
        get { storedAlpha }
        set {
            let clamped = newValue.isNaN ? 0 : min(1, max(0, newValue))
            guard clamped != storedAlpha else {
                if View.animationHookActive { animatableSetUnchanged() }
                return
            }
            if View.animationHookActive { animatableWillChange(.alpha) }
            storedAlpha = clamped
            invalidateVisualExtent()
        }
    }

    /// Whether the view (and its subtree) is hidden: not drawn and not hit-tested.
    public var isHidden: Bool {
        _read { yield tree.isHidden }
        set {
            let old = tree.isHidden
            guard newValue != old else { return }
            if !old { invalidateVisualExtent() }
            tree.isHidden = newValue
            if !newValue { invalidateVisualExtent() }
            // A hidden view takes no part in its ancestors' extents.
            subviewIndexNoteMoved()
            storedSuperview?.subviewIsHiddenDidChange(self)
        }
    }

    /// Whether subviews and drawing are clipped to the bounds. Plays no part in hit testing.
    public var clipsToBounds: Bool {
        _read { yield tree.clipsToBounds }
        set {
            if newValue != tree.clipsToBounds {
                invalidateVisualExtent()
                subviewIndexNoteMoved()
            }
            tree.clipsToBounds = newValue
        }
    }

    /// Whether touches reach this view and its subtree (default true; false for labels and image views).
    public var isUserInteractionEnabled: Bool {
        _read { yield tree.isUserInteractionEnabled }
        _modify { yield &tree.isUserInteractionEnabled }
    }

    /// Which parts of the frame stretch when the superview's bounds change size (default none).
    public var autoresizingMask: AutoresizingMask {
        _read { yield tree.autoresizingMask }
        _modify { yield &tree.autoresizingMask }
    }

    /// Whether subviews are resized by their `autoresizingMask` when the bounds size changes (default true).
    public var autoresizesSubviews: Bool {
        _read { yield tree.autoresizesSubviews }
        _modify { yield &tree.autoresizesSubviews }
    }

    /// The tint colour: this view's own when set, else the nearest ancestor's, else the system blue.
    ///
    /// Setting it (or nil to inherit again) calls `tintColorDidChange()` on this view and on every
    /// descendant that inherits it, when the colour they show changes.
    public var tintColor: Color! {
        get { effectiveTintColor }
        set {
            storedTintColor = newValue
            updateEffectiveTintColor()
        }
    }

    /// Recomputes the effective tint of this view (own, else the superview's, else the system blue)
    /// and, when it changed, of the descendants that inherit it, calling `tintColorDidChange()` on each.
    func updateEffectiveTintColor() {
        forEachInSubtree { view in
            let resolved = view.storedTintColor ?? view.storedSuperview?.effectiveTintColor ?? .systemBlue
            guard resolved != view.effectiveTintColor else { return false }
            view.effectiveTintColor = resolved
            view.tintColorDidChange()
            return true
        }
    }
}
