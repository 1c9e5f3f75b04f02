import BarDocuments
import BarGeometry
import BarGraphics
import BarViews
import Foundation

/// A view whose content is larger than itself, dragged, flung and bounced as on iOS, as UIKit's
/// `UIScrollView` (Docs/Scrolling.md; the rules in Docs/Behaviors.md §10).
///
/// Add the content as subviews and set `contentSize`. The content offset is the bounds' origin:
/// scrolling moves the bounds over the content. Dragging is `panGestureRecognizer`'s; what follows
/// a drag (deceleration, the bounce back, paging) runs frame by frame on the application's clock, so
/// tests advance an `EventSimulator` instead of waiting.
@MainActor
open class ScrollView: View {
    /// How quickly a fling slows down: the fraction of its speed kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default: a fling at 1,000 pt/s travels about 500 pt.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quick to stop: a fling at 1,000 pt/s travels about 100 pt.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which safe-area insets `adjustedContentInset` adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, CaseIterable {
        /// As `scrollableAxes` (BarKit has no navigation or tab bar controllers to adjust for).
        case automatic
        /// The safe area's insets on the axes the content scrolls along (or always bounces along).
        case scrollableAxes
        /// No adjustment: `adjustedContentInset` is `contentInset`.
        case never
        /// The safe area's insets on every edge.
        case always
    }

    /// Told of the motion; held weakly. Subclasses override it to see their own delegate protocol
    /// (as `TableView` does); an override must call `super`'s setter by keeping the stored value.
    open weak var delegate: ScrollViewDelegate?

    /// The point of the content shown at the view's top-left corner: the bounds' origin. Setting it
    /// moves the content at once (it is not clamped, as in UIKit) and stops a deceleration or an
    /// animation in progress. Non-finite values are ignored.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The size of the content (default zero). Negative or non-finite sizes are ignored. Constraints
    /// on `contentLayoutGuide` set it in the layout pass, on the axes they determine.
    public var contentSize: CGSize = .zero {
        didSet {
            if !(contentSize.width.isFinite && contentSize.height.isFinite && contentSize.width >= 0
                && contentSize.height >= 0)
            {
                contentSize = oldValue
            }
            if contentSize != oldValue { setNeedsLayout() }
        }
    }

    /// Extra room around the content, inside which it may rest (default zero). Non-finite insets are
    /// ignored.
    public var contentInset: EdgeInsets = .zero {
        didSet {
            if ![contentInset.top, contentInset.left, contentInset.bottom, contentInset.right].allSatisfy(\.isFinite) {
                contentInset = oldValue
            }
            if contentInset != oldValue { adjustedContentInsetMayHaveChanged() }
        }
    }

    /// Which safe-area insets join `contentInset` in `adjustedContentInset` (default `.automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { adjustedContentInsetMayHaveChanged() } }
    }

    /// The insets the offset limits use: `contentInset` plus the safe area's insets that
    /// `contentInsetAdjustmentBehavior` calls for.
    public var adjustedContentInset: EdgeInsets {
        var insets = contentInset
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return insets
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height + contentInset.vertical > bounds.height
            horizontal = alwaysBounceHorizontal || contentSize.width + contentInset.horizontal > bounds.width
        }
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// Whether dragging scrolls (default true): the pan recognizer's `isEnabled`.
    public var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether a drag comes to rest on a multiple of the bounds' size (default false).
    public var isPagingEnabled = false
    /// Whether the content goes past its edges and springs back (default true); without it the
    /// content stops at the edges.
    public var bounces = true
    /// Whether the content bounces vertically even when it is not taller than the view (default false).
    public var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// Whether the content bounces horizontally even when it is not wider than the view (default false).
    public var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { adjustedContentInsetMayHaveChanged() } }
    }
    /// How fast a fling slows down (default `.normal`).
    public var decelerationRate: DecelerationRate = .normal

    /// Whether a finger is on the scroll view (it may not have started dragging yet).
    public var isTracking: Bool { touchDelayRecognizer.numberOfTouches > 0 || panGestureRecognizer.numberOfTouches > 0 }
    /// Whether a drag is moving the content.
    public internal(set) var isDragging = false
    /// Whether the content moves on its own after a drag (a fling, a bounce back, paging).
    public internal(set) var isDecelerating = false

    /// Whether the vertical indicator shows while scrolling (default true).
    public var showsVerticalScrollIndicator = true { didSet { setNeedsLayout() } }
    /// Whether the horizontal indicator shows while scrolling (default true).
    public var showsHorizontalScrollIndicator = true { didSet { setNeedsLayout() } }
    /// How far the indicators keep from the edges, besides their own margin (default zero).
    public var scrollIndicatorInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// Whether a touch reaches the content only after a short wait (0.15 s) in which a drag may
    /// start instead (default true): a quick drag on a button scrolls, and the button never sees it.
    public var delaysContentTouches = true {
        didSet { touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches }
    }
    /// Whether a drag may take a touch the content has already started tracking (default true),
    /// subject to `touchesShouldCancel(in:)`.
    public var canCancelContentTouches = true

    /// The recognizer that drags the content. Its delegate is the scroll view's business.
    public let panGestureRecognizer: PanGestureRecognizer

    /// Holds touches back from the content (see `delaysContentTouches`).
    let touchDelayRecognizer: ScrollViewTouchDelayRecognizer
    /// The motion after a drag or of an animation, frame by frame.
    var motion: ScrollMotion?
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The indicators, made the first time they show.
    package internal(set) var indicators: ScrollIndicators?
    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedContentInset = EdgeInsets.zero
    /// `contentLayoutGuide` and `frameLayoutGuide`, each made the first time it is asked for.
    var madeContentLayoutGuide: LayoutGuide?
    var madeFrameLayoutGuide: LayoutGuide?

    // MARK: - Creating

    public override init(frame: CGRect) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        touchDelayRecognizer = ScrollViewTouchDelayRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        setUpScrolling()
    }

    /// A scroll view from a view document: `View`'s keys, then `contentSize`, `contentInset`,
    /// `contentOffset`, `contentInsetAdjustmentBehavior`, `isScrollEnabled`, `isPagingEnabled`,
    /// `bounces`, `alwaysBounceVertical`, `alwaysBounceHorizontal`, `decelerationRate` ("normal",
    /// "fast" or a number), the indicator flags, `delaysContentTouches`, `canCancelContentTouches`.
    public required init?(coder: Coder) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer()
        touchDelayRecognizer = ScrollViewTouchDelayRecognizer()
        super.init(coder: coder)
        if !coder.containsValue(forKey: "clipsToBounds") { clipsToBounds = true }
        setUpScrolling()
        decodeScrolling(from: coder)
    }

    private func setUpScrolling() {
        touchDelayRecognizer.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(touchDelayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addTarget(self, action: ScrollView.handlePan)
        reportedAdjustedContentInset = adjustedContentInset
    }

    // MARK: - Override points

    /// Whether `touches`, beginning on `view` in the content, reach it.
    ///
    /// Called when the touches would be delivered to the content (at once, or after the delay of
    /// `delaysContentTouches`); a touch refused here never reaches the view. The default returns true.
    /// Overrides need not call `super`.
    open func touchesShouldBegin(_ touches: Set<Touch>, with event: Event?, in view: View) -> Bool { true }

    /// Whether a drag may take a touch that `view` in the content is already tracking (the view is then
    /// sent `touchesCancelled`).
    ///
    /// Called when a drag would begin, only if `canCancelContentTouches` is true. The default returns
    /// false for controls and true for other views. Overrides need not call `super`.
    open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

    /// Called after `adjustedContentInset` changed (the content inset, the behaviour, the safe area or
    /// the scrollable axes): by those properties' setters and by `layoutSubviews()`, once the scroll view
    /// is marked for layout.
    ///
    /// The default tells the delegate (`scrollViewDidChangeAdjustedContentInset(_:)`). Overrides must
    /// call `super`, as UIKit's.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Applies the size the content guide's constraints give to `contentSize` (and keeps the frame
    /// guide on the bounds), places the scroll indicators and reports a change of
    /// `adjustedContentInset` (the safe area changes through layout).
    ///
    /// Called by the layout pass (as `View`'s), also after each scroll; do not call it directly.
    /// Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateLayoutGuides()
        adjustedContentInsetMayHaveChanged()
        layoutScrollIndicators()
    }

    // MARK: - Moving the content

    /// Moves the content so `contentOffset` is `offset`; with `animated`, over 0.3 s (then
    /// `scrollViewDidEndScrollingAnimation`). Stops a deceleration or an earlier animation.
    /// Non-finite offsets are ignored.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard offset.isFinite else { return }
        stopMotion(reportingEnd: false)
        if animated && offset != contentOffset {
            startAnimation(to: offset)
        } else {
            applyContentOffset(offset)
        }
    }

    /// Scrolls the least that brings `rect` (in the content's coordinates) into the area inside the
    /// adjusted inset, within the offset limits; a rect larger than that area shows its top-left
    /// part. Does nothing for a null, empty or non-finite rect.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFinite, !rect.isNull, rect.width > 0 || rect.height > 0 else { return }
        let inset = adjustedContentInset
        let visibleWidth = bounds.width - inset.horizontal
        let visibleHeight = bounds.height - inset.vertical
        func axis(_ offset: CGFloat, _ lower: CGFloat, _ length: CGFloat, _ leadInset: CGFloat, _ visible: CGFloat) -> CGFloat {
            let visibleMin = offset + leadInset
            if length >= visible || lower < visibleMin { return lower - leadInset }
            if lower + length > visibleMin + visible { return lower + length - visible - leadInset }
            return offset
        }
        let r = rect.standardized
        let target = CGPoint(
            x: axis(contentOffset.x, r.minX, r.width, inset.left, visibleWidth),
            y: axis(contentOffset.y, r.minY, r.height, inset.top, visibleHeight))
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    /// Shows the scroll indicators for a moment.
    public func flashScrollIndicators() {
        showScrollIndicators()
        scheduleScrollIndicatorFade()
    }

    // MARK: - Internals

    /// Sets the bounds' origin and tells the delegate; the indicators show while the content moves
    /// under a drag, a deceleration or an animation.
    func applyContentOffset(_ offset: CGPoint) {
        guard offset.isFinite, offset != bounds.origin else { return }
        bounds.origin = offset
        // The new origin marked the view for layout, which places the indicators.
        if isDragging || motion != nil { showScrollIndicators(layingOut: false) }
        delegate?.scrollViewDidScroll(self)
    }

    /// `offset` on the device-pixel grid of the window's last frame (points at 1x), so moving
    /// content moves whole pixels (and the window can move them rather than draw them again).
    func alignedToPixels(_ offset: CGPoint) -> CGPoint {
        let scale = window?.lastRender?.scale ?? 1
        return CGPoint(x: (offset.x * scale).rounded() / scale, y: (offset.y * scale).rounded() / scale)
    }

    /// Compares the adjusted inset with the last one reported and reports a change.
    func adjustedContentInsetMayHaveChanged() {
        let now = adjustedContentInset
        guard now != reportedAdjustedContentInset else { return }
        reportedAdjustedContentInset = now
        setNeedsLayout()
        adjustedContentInsetDidChange()
    }
}
