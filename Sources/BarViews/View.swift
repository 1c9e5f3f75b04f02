import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// A rectangular area of the screen and the object that manages its content, as UIKit's `UIView`.
///
/// The class is split by concern: geometry (`View+Geometry.swift`), the tree (`View+Hierarchy.swift`),
/// layout (`View+Layout.swift`), hit testing (`View+HitTesting.swift`), drawing (`View+Drawing.swift`)
/// and descriptions (`View+Description.swift`).
@MainActor
open class View: Responder, @MainActor CustomStringConvertible {
    // MARK: - Stored state (read and written through the extensions)

    /// What the tree's walks read of every view (hit testing, layout, rendering), in one value: see
    /// `ViewTreeState`. Release builds skip the exclusivity checks on it (`Docs/Performance.md`);
    /// debug builds keep them, so a test that overlaps two accesses to it fails.
    #if DEBUG
        final package var tree: ViewTreeState
    #else
        @exclusivity(unchecked) final package var tree: ViewTreeState
    #endif

    // Changes to the geometry and the subviews keep the ancestors' subview indexes true
    // (`View+SubviewIndex.swift`): a frame that changes sets the view aside in its superview's (and
    // in those above whose entries are extents it is part of), new subviews drop this view's index
    // (and set this view aside above, as what it draws changed).
    /// Set in two places only (`View+Geometry.swift`), which keep the indexes true themselves.
    package var storedBounds: CGRect {
        _read { yield tree.bounds }
        _modify { yield &tree.bounds }
    }
    var storedCenter: CGPoint {
        _read { yield tree.center }
        _modify {
            yield &tree.center
            subviewIndexNoteMoved()
        }
    }
    package var storedTransform: CGAffineTransform {
        _read { yield tree.transform }
        _modify {
            yield &tree.transform
            subviewIndexNoteMoved()
        }
    }
    package var storedSubviews: [View] {
        _read { yield tree.subviews }
        _modify {
            yield &tree.subviews
            dropSubviewIndex()
            subviewIndexNoteMoved()
        }
    }
    var storedSuperview: View? {
        _read { yield tree.superview.target }
        set { tree.superview = Unretained(newValue) }
    }
    var storedWindow: Window? {
        _read { yield tree.window.target }
        set { tree.window = Unretained(newValue) }
    }
    package var storedAlpha: CGFloat {
        _read { yield tree.alpha }
        _modify { yield &tree.alpha }
    }
    var needsLayoutFlag: Bool {
        _read { yield tree.needsLayout }
        _modify { yield &tree.needsLayout }
    }
    var subtreeNeedsLayout: Bool {
        _read { yield tree.subtreeNeedsLayout }
        _modify { yield &tree.subtreeNeedsLayout }
    }
    package var needsDisplayFlag: Bool {
        _read { yield tree.needsDisplay }
        _modify { yield &tree.needsDisplay }
    }
    var walksDefaultHitTest: Bool {
        _read { yield tree.walksDefaultHitTest }
        _modify { yield &tree.walksDefaultHitTest }
    }
    package var dirtyRect: CGRect {
        _read { yield tree.dirtyRect }
        _modify { yield &tree.dirtyRect }
    }
    package var moreDirtyRects: [CGRect] {
        _read { yield tree.moreDirtyRects }
        _modify { yield &tree.moreDirtyRects }
    }
    var displayListMark: UInt32 {
        _read { yield tree.displayListMark }
        _modify { yield &tree.displayListMark }
    }
    var displayListIndex: Int32 {
        _read { yield tree.displayListIndex }
        _modify { yield &tree.displayListIndex }
    }

    /// The view controller whose root view this is (set by `ViewController`).
    weak var storedViewController: ViewController?
    package var storedTintColor: Color?
    /// The tint this view shows, kept up to date on assignment and on moves so reading is O(1).
    var effectiveTintColor: Color = .systemBlue

    // MARK: - Creating a view

    /// A view with the given frame in its superview's coordinates.
    /// A frame with NaN or infinite components becomes `.zero` (see `frame`).
    public init(frame: CGRect) {
        // A finite frame whose midpoint overflows (near the largest CGFloat) counts as non-finite.
        let f = frame.isFinite && CGPoint(x: frame.midX, y: frame.midY).isFinite ? frame.standardized : .zero
        tree = ViewTreeState(bounds: CGRect(origin: .zero, size: f.size), center: CGPoint(x: f.midX, y: f.midY))
        super.init()
        walksDefaultHitTest = type(of: self).keepsDefaultHitTesting == ObjectIdentifier(type(of: self))
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// A view decoded from a node of a view document.
    ///
    /// Decodes `frame`, `backgroundColor`, `alpha`, `isHidden`, `tag`, `autoresizingMask`,
    /// `clipsToBounds`, `isUserInteractionEnabled`, `tintColor`, `translatesAutoresizingMaskIntoConstraints`,
    /// `constraints` (made once the whole document is loaded; Docs/Layout.md) and `subviews`. Subclasses must call
    /// `super.init(coder:)` and then decode their own keys; a subclass returns nil only when the node
    /// cannot make a view at all (the document then fails with the node's path).
    public required init?(coder: Coder) {
        tree = ViewTreeState(bounds: .zero, center: .zero)
        super.init()
        walksDefaultHitTest = type(of: self).keepsDefaultHitTesting == ObjectIdentifier(type(of: self))
        // Each key through its property's setter (none of these has observers in this class).
        coder.decode("frame", into: \.frame, on: self)
        coder.decode("backgroundColor", into: \.backgroundColor, on: self)
        coder.decode("alpha", into: \.alpha, on: self)
        coder.decode("isHidden", into: \.isHidden, on: self)
        coder.decode("tag", into: \.tag, on: self)
        coder.decode("autoresizingMask", into: \.autoresizingMask, on: self)
        coder.decode("clipsToBounds", into: \.clipsToBounds, on: self)
        coder.decode("isUserInteractionEnabled", into: \.isUserInteractionEnabled, on: self)
        coder.decode("tintColor", into: \.tintColor, on: self)
        if let mode = coder.decodeEnum(ContentMode.self, forKey: "contentMode") { contentMode = mode }
        if let translates = coder.decodeIfPresent(Bool.self, forKey: "translatesAutoresizingMaskIntoConstraints") {
            translatesAutoresizingMaskIntoConstraints = translates
            coder.context.explicitTranslation.insert(ObjectIdentifier(self))
        }
        coder.deferConstraints(forKey: "constraints", of: self)
        coder.addSubviews(forKey: "subviews", to: self)
    }

    /// Releases the subtree without recursion, so dropping a very deep chain cannot overflow the
    /// stack: subviews nobody else holds are emptied one by one before they are released.
    ///
    /// Every subview reached here loses its superview (which is this view, or one emptied here and
    /// released) before it can run any code, and, when this view is a window, its window; a subview
    /// held elsewhere lives on as the root of its own tree, outside any window.
    isolated deinit {
        autoLayout?.itemLink.clear()
        if !storedGestureRecognizers.isEmpty {
            View.liveGestureRecognizerCount -= storedGestureRecognizers.count
            // A recognizer kept elsewhere has no view from now on.
            for recognizer in storedGestureRecognizers where recognizer.viewLink.refers(to: self) {
                recognizer.viewLink = Unretained(nil)
            }
        }
        guard !storedSubviews.isEmpty else { return }
        let isWindow = self is Window
        var pending = storedSubviews
        storedSubviews = []
        while var view = pending.popLast() {
            view.storedSuperview = nil
            if isKnownUniquelyReferenced(&view) {
                if isWindow { view.storedWindow = nil }
                if !view.storedSubviews.isEmpty {
                    pending.append(contentsOf: view.storedSubviews)
                    view.storedSubviews = []
                }
            } else if isWindow {
                view.forEachInSubtree { descendant in
                    descendant.storedWindow = nil
                    return true
                }
            }
        }
    }

    // MARK: - Configuring the view's visual appearance

    /// How content of the view's own size is placed when the bounds differ (default `.scaleToFill`).
    public var contentMode: ContentMode = .scaleToFill {
        didSet { if contentMode != oldValue { contentModeDidChange() } }
    }

    /// A number that identifies the view in `viewWithTag(_:)`.
    public var tag = 0

    /// Whether the view fills its bounds with opaque content (default true, as UIKit's). A hint to
    /// drawing code; BarKit's renderer draws every view in full whatever it says.
    public var isOpaque = true

    /// The layout margins (see `View+Margins.swift`); 8 points on each side.
    var storedLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The gesture recognizers attached (`Gestures/View+Gestures.swift`).
    var storedGestureRecognizers: [GestureRecognizer] = []

    /// Auto Layout state, made when the view first uses constraints (`Layout/AutoLayoutState.swift`).
    var autoLayout: AutoLayoutState?

    /// The animations in flight and the presentation values (`Animation/View+Presentation.swift`);
    /// nil while nothing animates, so a view that never animates pays one word.
    var animationState: ViewAnimationState?

    /// The scale from points to device pixels used when rendering this view (default 1).
    public var contentScaleFactor: CGFloat = 1 {
        didSet {
            if !(contentScaleFactor > 0 && contentScaleFactor.isFinite) { contentScaleFactor = oldValue }
        }
    }

    /// Called when the effective `tintColor` of this view changes, whether set on it or inherited: by the
    /// `tintColor` setter, on this view and on each descendant that inherits the colour, and when the
    /// view moves under an ancestor with another tint.
    ///
    /// The default does nothing. Overrides redraw what uses the tint and should call `super`, which in
    /// BarKit's subclasses (buttons, bars, image views) re-tints their content.
    open func tintColorDidChange() {}

    // MARK: - Override points: layout and sizing (defaults in View+Layout.swift)

    /// Called by the `layoutMargins` (and `directionalLayoutMargins`) setter after the margins changed,
    /// once the view is marked for layout and constraints to its margins were updated.
    ///
    /// The default does nothing. Overrides need not call `super`.
    open func layoutMarginsDidChange() {}

    /// The natural size of the view's content; `noIntrinsicMetric` on an axis with none.
    ///
    /// Read by the constraint engine when it makes the view's content-size constraints (hugging and
    /// compression resistance), by bars sizing their items and by subclasses' `sizeThatFits(_:)`. The
    /// default is (`noIntrinsicMetric`, `noIntrinsicMetric`). Overrides compute it from their content and
    /// need not call `super`; call `invalidateIntrinsicContentSize()` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// Tells the view that its content changed size: marks the view and its superview for layout, has
    /// constraints measure it again, and tells the superview
    /// (`subviewIntrinsicContentSizeDidChange(_:)`).
    ///
    /// Called by subclasses when their text, font, image or the like change (labels, buttons and image
    /// views do). Overrides must call `super`.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
        autoLayoutIntrinsicSizeChanged()
        storedSuperview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// The size that best fits `size`. Called by `sizeToFit()` and by your code.
    ///
    /// The default returns the current bounds size. Overrides return their preferred size and need not
    /// call `super`. Do not change the view's frame from here.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the constraints inside the view (those between the view and its subtree, its
    /// intrinsic size, its subviews' autoresizing) give it, each axis pulled towards `targetSize` at
    /// its priority (`.required` fixes that axis). Frames are not changed.
    ///
    /// Called by `systemLayoutSizeFitting(_:)` and by tables and collection views sizing a
    /// self-sizing cell. Override to size a view by other means; an override need not call `super`.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        constraintFittingSize(
            targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame's origin; a size that is not
    /// finite is ignored.
    ///
    /// Called by your code (and by `Label(text:font:)`). Prefer overriding `sizeThatFits(_:)`, as UIKit
    /// advises; an override of this must call `super` or set the size itself.
    open func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        guard fitted.isFinite else { return }
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    /// Lays out the subviews. Called by `layoutIfNeeded()` (and so by the window before it renders or
    /// dispatches) on views marked by `setNeedsLayout()`, parents before children.
    ///
    /// The default does nothing: autoresizing was already applied when the bounds changed, and the frames
    /// constraints give the subviews are applied just before this runs, so Auto Layout does not depend on
    /// it. Overrides set their subviews' frames and should call `super` first, which does the layout of
    /// BarKit's own subclasses (buttons, bars, scroll views). Do not call this directly; call
    /// `setNeedsLayout()` and `layoutIfNeeded()`.
    open func layoutSubviews() {}

    // MARK: - Override points: Auto Layout (defaults in Layout/View+Constraints.swift)

    /// Updates the view's constraints. Called by the update pass, leaves first, on views marked by
    /// `setNeedsUpdateConstraints()`: before each solve of the layout pass, and before
    /// `systemLayoutSizeFitting(_:)` measures.
    ///
    /// The default records that it ran; debug builds assert that every override reached it. Overrides
    /// change or activate constraints here (changing only what changed is cheapest) and must call `super`
    /// as their last step, as UIKit's. Do not call this directly; call `setNeedsUpdateConstraints()` and
    /// `updateConstraintsIfNeeded()`.
    open func updateConstraints() {
        autoLayout?.didCallSuperUpdateConstraints = true
    }

    /// How far the view's alignment rectangle (what constraints position) lies inside its frame: positive
    /// values shrink it, for content such as a shadow that should not count in alignment.
    ///
    /// Read by the constraint engine when it builds the view's constraints and applies their frames, and
    /// by `alignmentRect(forFrame:)` and `frame(forAlignmentRect:)`. The default is `.zero`. Overrides
    /// return their insets and need not call `super`.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// Whether the view's intrinsic height depends on the width constraints give it (a label of
    /// several lines without `preferredMaxLayoutWidth`): the engine then measures it again at that
    /// width and solves again.
    package var wrapsToEngineWidth: Bool { false }

    /// Whether this view sets its subviews' frames itself in `layoutSubviews()` even when they do not
    /// translate their autoresizing masks (a bar placing its items): constraints then take those frames
    /// as given, as for a view that translates its frame.
    ///
    /// Read by the constraint engine when it builds the subviews' constraints, and before each
    /// `layoutSubviews()`, where true skips applying constraint frames to the subviews. The default is
    /// false. Overrides return a constant and need not call `super`.
    @_spi(CoreHooks) open var placesSubviewsByFrame: Bool { false }

    /// Called on the superview by a subview's `isHidden` setter, after the value changed (a stack view
    /// collapses the subview).
    ///
    /// The default does nothing. Overrides need not call `super`; call it in a subclass of a view that
    /// uses it (`StackView`).
    @_spi(CoreHooks) open func subviewIsHiddenDidChange(_ subview: View) {}

    /// Called on the superview by a subview's `invalidateIntrinsicContentSize()`, after the subview was
    /// marked for layout (a proportional stack view arranges again).
    ///
    /// The default does nothing. Overrides need not call `super`; call it in a subclass of a view that
    /// uses it (`StackView`).
    @_spi(CoreHooks) open func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// How much this view raises a subview's hugging and compression resistance on `axis` when the engine
    /// makes its content-size constraints: a stack view breaks ties by position (below half a point, so
    /// no set priority is overtaken).
    ///
    /// Read by the constraint engine each time it makes the subview's content-size constraints. The
    /// default is 0. Overrides need not call `super`.
    @_spi(CoreHooks) open func contentPriorityOffset(ofSubview subview: View, axis: LayoutConstraint.Axis) -> Float { 0 }

    /// The distances of the first and last baselines below the view's centre, for a view whose text is
    /// centred vertically; nil for a view without text (its baselines are its bottom).
    ///
    /// Called by the constraint engine when it adds a first- or last-baseline constraint for the view.
    /// The default is nil; labels and buttons answer from their text. Overrides need not call `super`.
    @_spi(CoreHooks) open func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? { nil }

    // MARK: - Override points: gestures (Gestures/)

    /// Whether `recognizer` (attached to this view or an ancestor) may recognize touches that began in
    /// this view.
    ///
    /// Called by the recognizer when it is about to leave `.possible`, on the view each of its touches
    /// began on, after its delegate agreed. The default is true; controls refuse single taps of
    /// recognizers on other views, so their own taps win. Overrides need not call `super`.
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    // MARK: - Override points: hit testing (defaults in View+HitTesting.swift)

    /// The farthest descendant (or self) that contains `point`, given in this view's coordinates.
    ///
    /// Called by the window when a touch begins, and by a superview's default hit test on subviews whose
    /// class does not keep the defaults (see `keepsDefaultHitTesting`). The default returns nil when the
    /// view is hidden, has user interaction disabled, has alpha below 0.01, animates without
    /// `.allowUserInteraction`, or `point(inside:with:)` is false (model values, not presentation
    /// ones); otherwise it asks the subviews from the topmost down, each with the point converted
    /// into it, and returns the first non-nil answer, else self. Overrides need not call `super`; call it for
    /// the default search and adjust its answer.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view.
    ///
    /// Called by this view's default `hitTest(_:with:)`. The default is `bounds.contains(point)`,
    /// half-open: points on the maximum edges are outside. Overrides may widen or narrow the touchable
    /// area and need not call `super`.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        boundsContains(point)
    }

    /// The class that declares it keeps the default `hitTest(_:with:)` and `point(inside:with:)`.
    ///
    /// The default hit test walks down into a view in a loop, without calling its `hitTest`, only when
    /// this names the view's own class: each BarKit class that keeps both defaults overrides this to name
    /// itself, in its own body, beside its other overrides. A subclass that does not (every class outside
    /// the core and widget modules) inherits its superclass's answer, which names another class, so its
    /// `hitTest` is called and any override of either method is honoured.
    ///
    /// Read once per view, when it is made (the answer is kept). The default names
    /// `View`. Overrides return `ObjectIdentifier` of their own class; do not call `super`, whose answer
    /// names the superclass.
    @_spi(CoreHooks) open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(View.self) }

    // MARK: - Override points: drawing (invalidation in View+Drawing.swift)

    /// Draws the view's own content into `GraphicsContext.current`, in the view's coordinates.
    ///
    /// Called by the rendering pass after the background colour is filled and before the subviews are
    /// drawn; `rect` is the part that needs drawing (the bounds on a full redraw). The default draws
    /// nothing, so overrides of a direct subclass need not call `super`; subclasses of BarKit views that
    /// draw (labels, buttons, bars, image views) call it to keep that drawing. Do not call this directly;
    /// call `setNeedsDisplay()`.
    open func draw(_ rect: CGRect) {}

    /// Called by the `contentMode` setter after the value changed.
    ///
    /// The default does nothing; views whose drawing depends on the mode override this to call
    /// `setNeedsDisplay()`. Overrides should call `super` (an image view's redraws).
    open func contentModeDidChange() {}

    // MARK: - Override points: observing the hierarchy (moves in View+Hierarchy.swift)

    /// Called just before the view's superview changes (nil: it is being removed), by `addSubview(_:)`,
    /// the `insertSubview` methods and `removeFromSuperview()`, after `willMove(toWindow:)`; not for a
    /// reorder within the same superview.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called just after the view's superview changed, before `didMoveToWindow()` and the new superview's
    /// `didAddSubview(_:)`; not for a reorder within the same superview.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func didMoveToSuperview() {}

    /// Called just before the view's window changes, on every view of the moving subtree, parents first,
    /// before `willMove(toSuperview:)` on the view that moves.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called just after the view's window changed, on every view of the moving subtree, parents first,
    /// after `didMoveToSuperview()` on the view that moved.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func didMoveToWindow() {}

    /// Called on this view after `subview` was added to it by `addSubview(_:)` or an `insertSubview`
    /// method, after the subview's `didMoveToSuperview()` and `didMoveToWindow()`; not for a reorder.
    ///
    /// The default does nothing; overrides need not call `super`.
    open func didAddSubview(_ subview: View) {}

    /// Called on this view before `subview` leaves it: removed with `removeFromSuperview()`, or added to
    /// another view.
    ///
    /// The default does nothing. Overrides need not call `super`; a subclass of `StackView` must, to keep
    /// its arranged subviews.
    open func willRemoveSubview(_ subview: View) {}

    /// The library's own hook: called on each view of a subtree that joins `window`, as its window
    /// is set (before `didMoveToWindow()`). The default does nothing.
    func didJoin(_ window: Window) {}

    // MARK: - Override points: accessibility (defaults in Accessibility/View+Accessibility.swift)

    /// The accessibility values set on this view; nil until one is set (most views).
    var accessibilityOverrides: AccessibilityOverrides?

    /// Whether assistive technologies see this view as one element (its subviews are then not
    /// walked); read on each walk of the tree. The default is the class's, as UIKit's: false for a
    /// plain view, true for labels, buttons, fields and cells. Overrides need not call `super`.
    open var isAccessibilityElement: Bool {
        get { accessibilityOverrides?.isElement ?? defaultAccessibility.isElement }
        set { accessibilityOverridesOrNew.isElement = newValue }
    }

    /// What the element is called (spoken first); read when an assistive technology asks. The default
    /// is the class's (a label's text, a button's title); nil sets it back. Overrides need not call `super`.
    open var accessibilityLabel: String? {
        get { accessibilityOverrides?.label ?? defaultAccessibility.label }
        set { accessibilityOverridesOrNew.label = newValue }
    }

    /// The element's current value (a field's text); read when asked. The default is the class's
    /// (nil for a plain view); nil sets it back. Overrides need not call `super`.
    open var accessibilityValue: String? {
        get { accessibilityOverrides?.value ?? defaultAccessibility.value }
        set { accessibilityOverridesOrNew.value = newValue }
    }

    /// What using the element does, spoken after a pause; read when asked. The default is nil.
    /// Overrides need not call `super`.
    open var accessibilityHint: String? {
        get { accessibilityOverrides?.hint }
        set { accessibilityOverridesOrNew.hint = newValue }
    }

    /// A name for tests and tools to find the element by, never spoken; read when asked. The
    /// default is nil. Overrides need not call `super`.
    open var accessibilityIdentifier: String? {
        get { accessibilityOverrides?.identifier }
        set { accessibilityOverridesOrNew.identifier = newValue }
    }

    /// What kind of element this is and its state; read when asked. The default is the class's
    /// (`.button` and `.notEnabled`/`.selected` for a button, `.staticText` for a label); setting a
    /// value replaces it. Overrides usually add to `super`'s value.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibilityOverrides?.traits ?? defaultAccessibility.traits }
        set { accessibilityOverridesOrNew.traits = newValue }
    }

    /// The element's frame in screen coordinates; read when asked. The default is the view's bounds
    /// in window coordinates moved by the window's frame origin, following the view; a set value
    /// stays put. Overrides need not call `super`.
    open var accessibilityFrame: CGRect {
        get { accessibilityOverrides?.frame ?? defaultAccessibilityFrame }
        set { accessibilityOverridesOrNew.frame = newValue }
    }

    /// The elements inside this container, in order, instead of its subviews' (read on each walk);
    /// the default is nil (walk the subviews). Overrides need not call `super`.
    open var accessibilityElements: [View]? {
        get { accessibilityOverrides?.elements }
        set { accessibilityOverridesOrNew.elements = newValue }
    }

    /// Whether this view's subtree, the view included, is left out of the tree; read on each walk.
    /// The default is false. Overrides need not call `super`.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityOverrides?.elementsHidden ?? false }
        set { accessibilityOverridesOrNew.elementsHidden = newValue }
    }

    /// Whether this view, while shown, hides its siblings from the tree, as a modal view does; read
    /// on each walk. The default is false. Overrides need not call `super`.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityOverrides?.viewIsModal ?? false }
        set { accessibilityOverridesOrNew.viewIsModal = newValue }
    }

    /// Called when an assistive technology activates the element (AT-SPI's "click"). Return true
    /// when it was handled; false has a tap sent at the element's centre. The default is the class's
    /// (a button sends its actions; a plain view returns false). Overrides need not call `super`.
    open func accessibilityActivate() -> Bool { defaultAccessibilityActivate() }

    /// Called when an assistive technology raises an `.adjustable` element's value. The default does
    /// nothing. Overrides need not call `super`.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology lowers an `.adjustable` element's value. The default does
    /// nothing. Overrides need not call `super`.
    open func accessibilityDecrement() {}

    // MARK: - Override points: describing (View+Description.swift)

    /// The `name = value` pairs shown in `description` and `recursiveDescription()` after the frame.
    ///
    /// Read each time a description is built. The default lists the properties that differ from their
    /// defaults (hidden, alpha, tag, background colour, …). Overrides should call `super` and append
    /// their own to its answer.
    open var descriptionAttributes: [String] { defaultDescriptionAttributes }

    /// One line: `<ClassName: frame = (x y; w h); attributes…>`.
    public var description: String { describeSelf() }

    // MARK: - Responder

    /// A view's next responder: its view controller when it is that controller's root view, else its
    /// superview (Docs/Behaviors.md §2).
    ///
    /// Read by the default touch and press methods forwarding events, and by nil-targeted actions walking
    /// the chain. Overrides need not call `super`; call it to keep the controller and superview links.
    open override var next: Responder? {
        if let controller = storedViewController, controller.storedView === self { return controller }
        return storedSuperview
    }

    // MARK: - Traversal

    /// Visits this view and its descendants in pre-order without recursion (safe for very deep
    /// trees). `body` returns false to skip a view's descendants.
    func forEachInSubtree(_ body: (View) -> Bool) {
        // This view first: a leaf, or a walk that stops here, needs no stack.
        guard body(self), !storedSubviews.isEmpty else { return }
        // Each level's subviews as they were when their superview was visited (what `body` does to
        // the tree does not change the walk), and the next one to visit: the arrays are shared,
        // not copied.
        var levels: [(subviews: [View], next: Int)] = [(storedSubviews, 0)]
        while let top = levels.indices.last {
            let next = levels[top].next
            guard next < levels[top].subviews.count else {
                levels.removeLast()
                continue
            }
            levels[top].next = next + 1
            let view = levels[top].subviews[next]
            if body(view), !view.storedSubviews.isEmpty { levels.append((view.storedSubviews, 0)) }
        }
    }
}
