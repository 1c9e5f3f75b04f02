import BarGeometry
import BarGraphics
import Foundation

/// What the tree's walks read of every view — hit testing, layout and rendering visit each view and
/// read these — kept together in one stored property of `View` (`View.tree`).
///
/// One value, so the dynamic exclusivity check a class's stored property costs on each access in a
/// release build is skipped for all of them by one attribute (`Docs/Performance.md` gives the
/// figures); debug builds keep the checks. The rule that makes skipping them sound: the state is
/// touched only on the main actor, and no code reads or writes a view's `tree` while a write to the
/// same view's `tree` is in progress (no callout runs inside a write). The fields are read and
/// written through `View`'s accessors (`storedBounds`, `storedSubviews`, …).
package struct ViewTreeState {
    /// Bounds, centre and transform, as UIKit stores them (`View+Geometry.swift`).
    var bounds: CGRect
    var center: CGPoint
    var transform: CGAffineTransform = .identity
    var subviews: [View] = []
    /// The superview and the window, not retained: the tree keeps them valid (see `Unretained`).
    var superview = Unretained<View>(nil)
    var window = Unretained<Window>(nil)
    var alpha: CGFloat = 1
    var backgroundColor: Color?
    var isHidden = false
    var clipsToBounds = false
    var isUserInteractionEnabled = true
    var autoresizingMask: AutoresizingMask = []
    var autoresizesSubviews = true
    /// Set by `setNeedsLayout()`; cleared just before `layoutSubviews()` runs.
    var needsLayout = false
    /// True when this view or a descendant needs layout, so a pass can skip clean subtrees.
    var subtreeNeedsLayout = false
    /// How many subviews have `subtreeNeedsLayout` set (at least; see `View.countMarkedSubview()`).
    var markedSubviews: Int32 = 0
    /// True while the view's `layoutSubviews()` runs (its subviews' size changes then do not mark it).
    var isLayingOutSubviews = false
    /// True while the view is a view controller's root view: its layout is wrapped in the
    /// controller's `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`.
    var isControllerRootView = false
    /// Set by `setNeedsDisplay()`; the rendering pass redraws what is marked.
    var needsDisplay = true
    /// Whether the default hit test walks into this view in place (its class declares it keeps the
    /// defaults, `keepsDefaultHitTesting`) rather than calling its `hitTest(_:with:)`. Set once, when
    /// the view is made: a lookup inside the walk is a call the optimizer cannot see through, and it
    /// then retains every subview it passes.
    var walksDefaultHitTest = false
    /// The part of the bounds that must be redrawn, in the view's own coordinates (`.null` = none):
    /// the first rect, and up to `View.maximumDirtyRects - 1` more kept apart from it
    /// (`View.addDirtyRect(_:)`).
    var dirtyRect: CGRect = .null
    var moreDirtyRects: [CGRect] = []
    /// Equal to the window's `listedForDisplayMark` while the view is in its list of views to redraw.
    /// (32 bits, beside the index, so the two take one word: a mark comes back after 2³² renders.)
    var displayListMark: UInt32 = 0
    /// This view's index in its window's list while it is listed (see `displayListMark`).
    var displayListIndex: Int32 = 0
    /// Where the subviews are, for a view with many (`View+SubviewIndex.swift`); nil until asked.
    var subviewIndex: SubviewIndex?

    init(bounds: CGRect, center: CGPoint) {
        self.bounds = bounds
        self.center = center
    }
}
