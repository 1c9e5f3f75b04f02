import BarDocuments
import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import Foundation

/// A control that shows a title, an image and a background image per state and sends
/// `.touchUpInside` and `.primaryActionTriggered` when tapped, as UIKit's `UIButton`.
///
/// The title is drawn by `titleLabel` (one line, truncated in the middle) and the image by
/// `imageView`, both subviews placed by `layoutSubviews()` through the override points
/// `contentRect(forBounds:)`, `titleRect(forContentRect:)` and `imageRect(forContentRect:)`
/// (Docs/Behaviors.md §4); the background image is drawn by `draw(_:)` in `backgroundRect(forBounds:)`.
///
/// Per-state values (`setTitle(_:for:)` and friends) are looked up for the exact current state, then
/// `.normal`, then the default — title colour white for `.custom` buttons, the tint colour for
/// `.system` ones. The concerns live in `Button+State.swift` (per-state values and what is shown),
/// `Button+Layout.swift` (the rects and sizes) and `Button+Drawing.swift` (image adjustments, the
/// touch glow, the background image).
@MainActor
open class Button: Control {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `Button`, so the hit test walks into
    /// buttons without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may override
    /// it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(Button.self) }

    /// The kinds of button, as UIKit's `UIButton.ButtonType` (same raw values).
    public enum ButtonType: Int, Sendable {
        /// No styling: white title by default, images drawn as they are.
        case custom = 0
        /// Tinted: the title and template images use the tint colour, and the content dims while
        /// highlighted.
        case system = 1
    }

    /// The per-state tables, the parts and the caches, in one value (see `ButtonContent`). Release
    /// builds skip its exclusivity checks (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        final private var content = ButtonContent()
    #else
        @exclusivity(unchecked) final private var content = ButtonContent()
    #endif

    var titles: StateTable<String> {
        _read { yield content.titles }
        _modify { yield &content.titles }
    }
    var titleColors: StateTable<Color> {
        _read { yield content.titleColors }
        _modify { yield &content.titleColors }
    }
    var titleShadowColors: StateTable<Color> {
        _read { yield content.titleShadowColors }
        _modify { yield &content.titleShadowColors }
    }
    var images: StateTable<Image> {
        _read { yield content.images }
        _modify { yield &content.images }
    }
    var backgroundImages: StateTable<Image> {
        _read { yield content.backgroundImages }
        _modify { yield &content.backgroundImages }
    }
    var storedTitleLabel: Label? {
        _read { yield content.storedTitleLabel }
        _modify { yield &content.storedTitleLabel }
    }
    var storedImageView: ImageView? {
        _read { yield content.storedImageView }
        _modify { yield &content.storedImageView }
    }
    var glowView: ButtonGlowView? {
        _read { yield content.glowView }
        _modify { yield &content.glowView }
    }
    /// The last adjusted image (darkened, lightened), kept while the inputs are the same.
    var adjustedImageCache: AdjustedImage? {
        _read { yield content.adjustedImageCache }
        _modify { yield &content.adjustedImageCache }
    }
    /// The content sizes the intrinsic size was last invalidated for.
    var measuredContentSizes: ContentSizes {
        _read { yield content.measuredContentSizes }
        _modify { yield &content.measuredContentSizes }
    }

    /// What a button shows per state and the parts showing it, in one stored property so one
    /// attribute covers them. Sound because they are touched only on the main actor and never read
    /// while a write to the same button's content is in progress (no callout runs inside a write).
    private struct ButtonContent {
        var titles: StateTable<String> = StateTable<String>()
        var titleColors: StateTable<Color> = StateTable<Color>()
        var titleShadowColors: StateTable<Color> = StateTable<Color>()
        var images: StateTable<Image> = StateTable<Image>()
        var backgroundImages: StateTable<Image> = StateTable<Image>()
        var storedTitleLabel: Label? = nil
        var storedImageView: ImageView? = nil
        var glowView: ButtonGlowView? = nil
        var adjustedImageCache: AdjustedImage? = nil
        var measuredContentSizes: ContentSizes = ContentSizes(title: .zero, image: .zero, background: .zero)
        var contentEdgeInsets: EdgeInsets = .zero
        var titleEdgeInsets: EdgeInsets = .zero
        var imageEdgeInsets: EdgeInsets = .zero
    }

    // MARK: - Creating a button

    /// A button of `type` with a zero frame (made with `init(frame:)`, so subclasses that override it
    /// get their setup).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        updateContent()
    }

    /// A `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A button decoded from a view document node: the keys of `Control` and `View`, plus, for the
    /// normal state, `title`, `titleColor`, `titleShadowColor`, `image` and `backgroundImage` (resource
    /// names looked up beside the document); `type` (`"custom"`, `"system"`), `contentEdgeInsets`,
    /// `titleEdgeInsets`, `imageEdgeInsets`, `fontSize`, `showsTouchWhenHighlighted`,
    /// `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`; and `states`: an object from state
    /// names (`"highlighted"`, `"selected"`, `"disabled"`) to objects with the same per-state keys.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeButtonKeys(from: coder)
    }

    /// The kind of button, fixed when it is made.
    public internal(set) var buttonType: ButtonType = .custom

    // MARK: - Configuring the title (per-state storage in Button+State.swift)

    /// Sets the title shown in `state` (nil removes it, so the state falls back to `.normal`).
    ///
    /// Called by your code. The default stores it and updates what is shown (and the intrinsic size when
    /// it changed). Overrides must call `super`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        contentDidChange(sizeMayChange: true)
    }

    /// The title for `state`: the one set for exactly that state, else the normal title, else nil.
    ///
    /// Read through `currentTitle` each time the button updates what it shows. Overrides need not call
    /// `super`; call it and change the answer.
    open func title(for state: State) -> String? {
        titles.value(for: state)
    }

    /// Sets the title colour for `state` (nil removes it).
    ///
    /// Called by your code. The default stores it and updates what is shown. Overrides must call `super`.
    open func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        contentDidChange(sizeMayChange: false)
    }

    /// The title colour for `state`: the one set for exactly that state, else the normal one, else white
    /// (`.custom`), or for `.system` the tint colour, dimmed to the system grey when `state` holds
    /// `.disabled`.
    ///
    /// Read through `currentTitleColor` each time the button updates what it shows. Overrides need not
    /// call `super`; call it and change the answer.
    open func titleColor(for state: State) -> Color? {
        titleColors.value(for: state) ?? defaultTitleColor(for: state)
    }

    /// Sets the colour of the title's shadow for `state` (nil removes it). The shadow's offset is the
    /// title label's `shadowOffset`.
    ///
    /// Called by your code. The default stores it and updates what is shown. Overrides must call `super`.
    open func setTitleShadowColor(_ color: Color?, for state: State) {
        titleShadowColors[state] = color
        contentDidChange(sizeMayChange: false)
    }

    /// The title shadow colour for `state`: exact state, else normal, else nil (the title label's own
    /// `shadowColor` is then left as it is).
    ///
    /// Read through `currentTitleShadowColor` each time the button updates what it shows. Overrides need
    /// not call `super`; call it and change the answer.
    open func titleShadowColor(for state: State) -> Color? {
        titleShadowColors.value(for: state)
    }

    // MARK: - Configuring images

    /// Sets the image shown in `state` (nil removes it).
    ///
    /// Called by your code. The default stores it and updates what is shown (and the intrinsic size when
    /// it changed). Overrides must call `super`.
    open func setImage(_ image: Image?, for state: State) {
        images[state] = image
        contentDidChange(sizeMayChange: true)
    }

    /// The image for `state`: exact state, else normal, else nil.
    ///
    /// Read through `currentImage` each time the button updates what it shows, lays out or measures.
    /// Overrides need not call `super`; call it and change the answer.
    open func image(for state: State) -> Image? {
        images.value(for: state)
    }

    /// Sets the background image for `state` (nil removes it); it is drawn stretched over
    /// `backgroundRect(forBounds:)`.
    ///
    /// Called by your code. The default stores it, redraws and updates the intrinsic size when it
    /// changed. Overrides must call `super`.
    open func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
        contentDidChange(sizeMayChange: true)
    }

    /// The background image for `state`: exact state, else normal, else nil.
    ///
    /// Read through `currentBackgroundImage` each time the button draws or measures. Overrides need not
    /// call `super`; call it and change the answer.
    open func backgroundImage(for state: State) -> Image? {
        backgroundImages.value(for: state)
    }

    // MARK: - Configuring edge insets

    /// Space around the content (image and title together), inside the bounds. Counts in
    /// `intrinsicContentSize`. Insets with a NaN or infinite value are ignored (the old ones stay).
    public var contentEdgeInsets: EdgeInsets {
        _read { yield content.contentEdgeInsets }
        set { if storeInsets(newValue, at: \.contentEdgeInsets) { invalidateIntrinsicContentSize() } }
    }

    /// Shrinks the rect the title is placed in (a left inset of 10 moves a centred title 5 points
    /// right). Does not count in `intrinsicContentSize`.
    public var titleEdgeInsets: EdgeInsets {
        _read { yield content.titleEdgeInsets }
        set { if storeInsets(newValue, at: \.titleEdgeInsets) { setNeedsLayout() } }
    }

    /// Shrinks the rect the image is placed in. Does not count in `intrinsicContentSize`.
    public var imageEdgeInsets: EdgeInsets {
        _read { yield content.imageEdgeInsets }
        set { if storeInsets(newValue, at: \.imageEdgeInsets) { setNeedsLayout() } }
    }

    /// Stores `insets` at `field` when they are finite and differ from what is there; whether they
    /// were stored.
    private func storeInsets(_ insets: EdgeInsets, at field: WritableKeyPath<ButtonContent, EdgeInsets>) -> Bool {
        guard insets.isFinite, insets != content[keyPath: field] else { return false }
        content[keyPath: field] = insets
        return true
    }

    // MARK: - Configuring the appearance

    /// Whether a soft white glow (radius 20 points, white at 0.8 alpha in the centre fading to 0) shows
    /// in the middle of the button while it is highlighted. Default false.
    public var showsTouchWhenHighlighted = false {
        didSet { if showsTouchWhenHighlighted != oldValue { updateGlow() } }
    }

    /// Whether the image is drawn darker while highlighted when no image is set for the highlighted
    /// state. Default true. (System buttons dim instead.)
    public var adjustsImageWhenHighlighted = true {
        didSet { if adjustsImageWhenHighlighted != oldValue { contentDidChange(sizeMayChange: false) } }
    }

    /// Whether the image is drawn lighter while disabled when no image is set for the disabled state.
    /// Default true.
    public var adjustsImageWhenDisabled = true {
        didSet { if adjustsImageWhenDisabled != oldValue { contentDidChange(sizeMayChange: false) } }
    }

    // MARK: - Override points: layout (defaults in Button+Layout.swift)

    /// The rect the background image is drawn in.
    ///
    /// Called by `draw(_:)` each time a background image is drawn. The default returns `bounds`.
    /// Overrides need not call `super`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rect the image and title are placed in.
    ///
    /// Called by `layoutSubviews()` (and by subclasses sizing themselves). The default is `bounds` inset
    /// by `contentEdgeInsets`. Overrides need not call `super`; call it and adjust the rect.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// The rect for the title inside `contentRect`.
    ///
    /// Called by `layoutSubviews()` to place `titleLabel`. The default places image and title side by
    /// side, centred as a group (Docs/Behaviors.md §4), following the content alignments and
    /// `titleEdgeInsets`, rounded to pixels. Overrides need not call `super`; call it for the default and
    /// adjust it. What they return is used as is.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        placement(in: contentRect).titleRect
    }

    /// The rect for the image inside `contentRect`.
    ///
    /// Called by `layoutSubviews()` to place `imageView`. The default places it left of the title, the
    /// pair centred as a group (Docs/Behaviors.md §4), following the content alignments and
    /// `imageEdgeInsets`, rounded to pixels. Overrides need not call `super`; call it for the default and
    /// adjust it. What they return is used as is.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        placement(in: contentRect).imageRect
    }

    /// Places `imageView` at `imageRect(forContentRect:)` and `titleLabel` at
    /// `titleRect(forContentRect:)` of `contentRect(forBounds: bounds)`, and the touch glow in the
    /// middle.
    ///
    /// Called by the layout pass (as `View`'s). Overrides must call `super`. Do not call this directly;
    /// call `setNeedsLayout()`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    /// The content insets plus the image and title side by side, as tall as the taller of them; at least
    /// the background image's size (Docs/Behaviors.md §4).
    ///
    /// Read by the constraint engine, by `sizeThatFits(_:)` and by containers (as `View`'s). Overrides
    /// need not call `super`; call it and adjust the size.
    open override var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    /// The title's baselines (Docs/Layout.md): the title label's, moved by the content and title insets
    /// that move the centred title; nil (the bottom) for a button without a title.
    ///
    /// Called by the constraint engine for baseline constraints (as `View`'s). Overrides need not call
    /// `super`.
    @_spi(CoreHooks) override open func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
        guard let label = titleLabel, label.text?.isEmpty == false, let offsets = label.baselineOffsetsFromCenter()
        else { return nil }
        let shift =
            (contentEdgeInsets.top - contentEdgeInsets.bottom + titleEdgeInsets.top - titleEdgeInsets.bottom) / 2
        return (offsets.first + shift, offsets.last + shift)
    }

    /// `intrinsicContentSize`, whatever size is offered (so `sizeToFit()` gives the natural size, and a
    /// subclass overriding `intrinsicContentSize` is sized by it).
    ///
    /// Called by `sizeToFit()` and by your code (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Drawing (Button+Drawing.swift)

    /// Draws the current background image in `backgroundRect(forBounds:)`; the image and the title are
    /// subviews.
    ///
    /// Called by the rendering pass (as `View`'s). Overrides drawing more should call `super` first; do
    /// not call `super` when you draw your own background. Do not call this directly; call
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drawBackgroundImage()
    }

    /// Re-tints the title (system buttons) and template images.
    ///
    /// Called when the effective tint changes (as `View`'s). Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange(sizeMayChange: false)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        contentDidChange(sizeMayChange: true)
    }

    /// Adds the button type and the current title to the control's attributes.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if buttonType != .custom { attributes.append("type = \(buttonType)") }
        if let title = currentTitle { attributes.append("title = '\(title)'") }
        return attributes
    }
}
