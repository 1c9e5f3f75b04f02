import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Defaults follow UIKit (Docs/Behaviors.md §5): no text, the 17-point system font, black text,
/// natural alignment, one line, truncation at the tail, no shadow (offset (0, −1) once a
/// shadow colour is set), touches passing through (`isUserInteractionEnabled` false) and
/// `clipsToBounds` true.
///
/// Sizing: `intrinsicContentSize` and `sizeThatFits(_:)` give the text's bounding size with
/// each dimension rounded up. One line gives the natural width even when wider than offered;
/// N lines cap the height at N lines. Measurements are cached until the text, the font or
/// another property that changes the layout changes.
@MainActor
open class Label: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `Label`, so the hit test walks into
    /// labels without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may override
    /// it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier { ObjectIdentifier(Label.self) }

    /// Whether the label is on its window's `labelsAwaitingMeasure`.
    var isListedForMeasure = false

    /// Joining a window unmeasured lists the label to be measured with the window's other new labels.
    override func didJoin(_ window: Window) { listForMeasure(in: window) }

    // MARK: - Creating a label

    /// A label with the given frame and UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    /// A label with `text`, sized to fit it.
    public convenience init(text: String?, font: Font? = nil) {
        self.init(frame: .zero)
        if let font { self.font = font }
        self.text = text
        sizeToFit()
    }

    /// Decodes, after the keys of `View`: `text` (a string), `font` (a number for the system
    /// font at that size, or `{"name": …, "size": …}` for a named font, or
    /// `{"size": …, "weight": "bold"}` for the system font at a weight), `textColor`,
    /// `highlightedTextColor`, `isHighlighted`, `shadowColor`, `shadowOffset` (a size),
    /// `textAlignment` (`"left"`, `"center"`, `"right"`, `"justified"`, `"natural"`, or UIKit's
    /// raw number), `numberOfLines`, `lineBreakMode` (`"byWordWrapping"` … `"byTruncatingMiddle"`,
    /// or UIKit's raw number), `adjustsFontSizeToFitWidth`, `minimumScaleFactor` and
    /// `preferredMaxLayoutWidth`. Absent keys keep UIKit's defaults; a bad value fails the
    /// document with the node's path and key.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        if !coder.containsValue(forKey: "isUserInteractionEnabled") { isUserInteractionEnabled = false }
        if !coder.containsValue(forKey: "clipsToBounds") { clipsToBounds = true }
        text = coder.decodeString(forKey: "text")
        if let font = coder.decodeFont(forKey: "font") { self.font = font }
        if let color = coder.decodeColor(forKey: "textColor") { textColor = color }
        highlightedTextColor = coder.decodeColor(forKey: "highlightedTextColor")
        isHighlighted = coder.decodeBool(forKey: "isHighlighted")
        shadowColor = coder.decodeColor(forKey: "shadowColor")
        coder.decode("shadowOffset", into: \.shadowOffset, on: self)
        if let alignment = coder.decodeNamed(forKey: "textAlignment", names: Coder.textAlignmentNames) {
            textAlignment = alignment
        }
        if let lines = coder.decodeIfPresent(Int.self, forKey: "numberOfLines") {
            if lines < 0 { coder.failInvalidValue(forKey: "numberOfLines", reason: "\(lines) is negative") }
            numberOfLines = max(0, lines)
        }
        if let mode = coder.decodeNamed(forKey: "lineBreakMode", names: Coder.lineBreakModeNames) {
            lineBreakMode = mode
        }
        adjustsFontSizeToFitWidth = coder.decodeBool(forKey: "adjustsFontSizeToFitWidth")
        coder.decode("minimumScaleFactor", into: \.minimumScaleFactor, on: self)
        coder.decode("preferredMaxLayoutWidth", into: \.preferredMaxLayoutWidth, on: self)
    }

    // MARK: - Configuring the text

    // The label's storage is one value, `content`; the label reads its text and line count from
    // it, as UIKit's does, not through the overridable accessors.

    /// Where the shadow is drawn relative to the text, in points; (0, −1), one point above, by default.
    ///
    /// Read by `drawText(in:)` each time it draws a shadow. The setter redraws when a shadow colour is
    /// set. Overrides must call `super` (observe with `didSet`), which holds the value.
    open var shadowOffset: CGSize {
        _read { yield content.shadowOffset }
        set { setContent(\.shadowOffset, newValue) { if content.shadowColor != nil { setNeedsDisplay() } } }
    }
    /// What measuring and drawing read, in one value (see `LabelText`). Release builds skip the
    /// exclusivity checks on it (`Docs/Performance.md`); debug builds keep them.
    #if DEBUG
        final private var content = LabelText()
    #else
        @exclusivity(unchecked) final private var content = LabelText()
    #endif

    var storedText: String? {
        _read { yield content.text }
        _modify { yield &content.text }
    }
    /// The size for an unlimited width (`intrinsicContentSize`, one-line `sizeThatFits`) and the
    /// line count it was measured with; other widths' sizes are in `measuredSizes`.
    private var unlimitedSize: UnlimitedSize {
        _read { yield content.unlimitedSize }
        _modify { yield &content.unlimitedSize }
    }
    var storedFont: Font {
        _read { yield content.font }
        _modify { yield &content.font }
    }
    private var storedNumberOfLines: Int {
        _read { yield content.numberOfLines }
        _modify { yield &content.numberOfLines }
    }
    /// Measured sizes by width and line count, for limited widths (see `layouts` below).
    private var measuredSizes: InlineCache<MeasureKey, CGSize> {
        _read { yield content.measuredSizes }
        _modify { yield &content.measuredSizes }
    }

    /// The text shown; nil (the default) shows nothing.
    ///
    /// The setter drops the measured sizes and layouts, invalidates the intrinsic size and redraws;
    /// measuring and drawing read the stored text, not this accessor. Overrides must call `super`
    /// (observe with `didSet`).
    open var text: String? {
        get { storedText }
        set { setContent(\.text, newValue) { contentDidChange() } }
    }

    /// The font of the text; the 17-point system font by default. Setting nil restores it.
    ///
    /// The setter drops the measured sizes and layouts, invalidates the intrinsic size and redraws;
    /// measuring and drawing read the stored font, not this accessor. Overrides must call `super`
    /// (observe with `didSet`).
    open var font: Font! {
        get { storedFont }
        set { setContent(\.font, newValue ?? Font.systemFont(ofSize: 17)) { contentDidChange() } }
    }

    /// The colour of the text; black by default. Setting nil restores it.
    ///
    /// Read by `drawText(in:)` each time it draws. The setter redraws. Overrides must call `super`
    /// (observe with `didSet`), which holds the value.
    open var textColor: Color! {
        get { content.textColor }
        set { setContent(\.textColor, newValue ?? .black) { setNeedsDisplay() } }
    }

    /// The colour of the text while `isHighlighted`; nil (the default) keeps `textColor`.
    ///
    /// Read by `drawText(in:)` each time it draws. The setter redraws a highlighted label. Overrides must
    /// call `super` (observe with `didSet`), which holds the value.
    open var highlightedTextColor: Color? {
        _read { yield content.highlightedTextColor }
        set { setContent(\.highlightedTextColor, newValue) { if content.isHighlighted { setNeedsDisplay() } } }
    }

    /// Whether the text is drawn in `highlightedTextColor` (default false).
    ///
    /// Read by `drawText(in:)` each time it draws. The setter redraws when a highlighted colour is set.
    /// Overrides must call `super` (observe with `didSet`), which holds the value.
    open var isHighlighted: Bool {
        _read { yield content.isHighlighted }
        set { setContent(\.isHighlighted, newValue) { if content.highlightedTextColor != nil { setNeedsDisplay() } } }
    }

    /// Whether the label draws its text enabled (default true). A disabled label draws its text dimmed,
    /// at half its colour's alpha; nothing else changes (a label takes no touches anyway).
    ///
    /// Read by `drawText(in:)` each time it draws. The setter redraws. Overrides must call `super`
    /// (observe with `didSet`), which holds the value.
    open var isEnabled: Bool {
        _read { yield content.isEnabled }
        set { setContent(\.isEnabled, newValue) { setNeedsDisplay() } }
    }

    /// The colour of the text's shadow; nil (the default) draws no shadow.
    ///
    /// Read by `drawText(in:)` each time it draws. The setter redraws. Overrides must call `super`
    /// (observe with `didSet`), which holds the value.
    open var shadowColor: Color? {
        _read { yield content.shadowColor }
        set { setContent(\.shadowColor, newValue) { setNeedsDisplay() } }
    }

    /// How lines sit horizontally in the label; `.natural` by default.
    ///
    /// Read when the text is laid out and drawn. The setter drops the kept layouts (not the sizes) and
    /// redraws. Overrides must call `super` (observe with `didSet`), which holds the value.
    open var textAlignment: TextAlignment {
        _read { yield content.textAlignment }
        set {
            setContent(\.textAlignment, newValue) {
                layouts.removeAll()  // positions change; sizes do not
                setNeedsDisplay()
            }
        }
    }

    /// The most lines to show; 1 by default, 0 for as many as the text needs (and the bounds hold).
    /// Negative values count as 0.
    ///
    /// Read by `drawText(in:)`; measuring reads the stored value. The setter drops the measured sizes and
    /// layouts, invalidates the intrinsic size and redraws. Overrides must call `super` (observe with
    /// `didSet`).
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            let lines = max(0, newValue)
            guard lines != storedNumberOfLines else { return }
            storedNumberOfLines = lines
            contentDidChange()
        }
    }

    /// How lines wrap and how the last line is cut; `.byTruncatingTail` by default.
    ///
    /// Read each time the text is laid out. The setter drops the measured sizes and layouts, invalidates
    /// the intrinsic size and redraws. Overrides must call `super` (observe with `didSet`), which holds
    /// the value.
    open var lineBreakMode: LineBreakMode {
        _read { yield content.lineBreakMode }
        set { setContent(\.lineBreakMode, newValue) { contentDidChange() } }
    }

    /// Whether a single line of text that is too wide is drawn in a smaller font (down to
    /// `minimumScaleFactor` × the font size) before it is truncated. False by default. The label's
    /// measured size stays that of the full-size text.
    ///
    /// Read each time the text is laid out. The setter drops the kept layouts and redraws. Overrides must
    /// call `super` (observe with `didSet`), which holds the value.
    open var adjustsFontSizeToFitWidth: Bool {
        _read { yield content.adjustsFontSizeToFitWidth }
        set { setContent(\.adjustsFontSizeToFitWidth, newValue) { layoutAttributesDidChange() } }
    }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to; 0 (the default)
    /// does not shrink. Values are clamped to 0…1.
    ///
    /// Read each time the text is laid out. The setter drops the kept layouts and redraws. Overrides must
    /// call `super` (observe with `didSet`), which holds the value.
    open var minimumScaleFactor: CGFloat {
        _read { yield content.minimumScaleFactor }
        set {
            let clamped = newValue.isFinite ? min(1, max(0, newValue)) : 0
            setContent(\.minimumScaleFactor, clamped) { layoutAttributesDidChange() }
        }
    }

    /// The width `intrinsicContentSize` wraps a label of several lines at; 0 (the default) lays its text
    /// out on lines as wide as the text needs.
    ///
    /// Read by `intrinsicContentSize`, by baseline constraints and by the constraint engine, which wraps
    /// a label without one at the width it gives it. The setter invalidates the intrinsic size. Overrides
    /// must call `super` (observe with `didSet`), which holds the value.
    open var preferredMaxLayoutWidth: CGFloat {
        _read { yield content.preferredMaxLayoutWidth }
        set { setContent(\.preferredMaxLayoutWidth, newValue) { invalidateIntrinsicContentSize() } }
    }

    // MARK: - Sizing

    /// The text's size, each dimension rounded up: lines as wide as the text needs (or
    /// `preferredMaxLayoutWidth` for a label of several lines), at most `numberOfLines` of them. (0, 0)
    /// with no text.
    ///
    /// Read by the constraint engine and by containers (as `View`'s); measured once and kept until the
    /// text or a property that changes its size changes. Overrides need not call `super`; call it and
    /// adjust the size (to add insets, say).
    open override var intrinsicContentSize: CGSize {
        fittingSize(width: intrinsicWidthLimit)
    }

    /// The width the intrinsic size wraps at: `preferredMaxLayoutWidth` for several lines, else the
    /// width constraints last gave a label of several lines (Docs/Layout.md), else none.
    var intrinsicWidthLimit: CGFloat {
        guard storedNumberOfLines != 1 else { return .greatestFiniteMagnitude }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if wrapsToEngineWidth, let width = autoLayout?.engineWidth, width > 0 { return width }
        return .greatestFiniteMagnitude
    }

    /// True for a label of several lines with no `preferredMaxLayoutWidth` that constraints lay
    /// out: it wraps at the width they give it.
    override package var wrapsToEngineWidth: Bool {
        storedNumberOfLines != 1 && preferredMaxLayoutWidth <= 0 && !translatesAutoresizingMaskIntoConstraints
    }

    /// The baselines of the text as the label draws it, centred vertically, measured from the centre: the
    /// first and last lines' baselines at the intrinsic size; the font's baseline in one line when there
    /// is no text.
    ///
    /// Called by the constraint engine for baseline constraints (as `View`'s). Overrides need not call
    /// `super`; a subclass that moves its text calls it and adjusts.
    @_spi(CoreHooks) override open func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
        if let measure = measuredText, TextLayout.isUnlimited(width: intrinsicWidthLimit) {
            // Measured with no width limit: one line, whose baseline the measure knows.
            let half = measure.size.height.rounded(.up) / 2
            return (measure.ascender - half, measure.ascender - half)
        }
        let bounds = CGRect(x: 0, y: 0, width: intrinsicWidthLimit, height: .greatestFiniteMagnitude)
        guard let layout = textLayout(forBounds: bounds, limitedToNumberOfLines: storedNumberOfLines),
            let first = layout.lines.first, let last = layout.lines.last
        else {
            // No text: the font's baseline in a line of it.
            let half = font.lineHeight.rounded(.up) / 2
            return (font.ascender - half, font.ascender - half)
        }
        let half = layout.size.height.rounded(.up) / 2
        return (first.baseline - half, last.baseline - half)
    }

    /// The size that fits the text within `size`'s width, each dimension rounded up. One line always
    /// gives the natural width, even when wider than offered; several lines wrap at `size.width` (a width
    /// of 0 or less counts as unlimited). The height offered is not a limit: the text needs its lines, at
    /// most `numberOfLines`. (0, 0) with no text.
    ///
    /// Called by `sizeToFit()` and by your code (as `View`'s). Overrides need not call `super`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let offered = size.width.isFinite && size.width > 0 ? size.width : .greatestFiniteMagnitude
        return fittingSize(width: storedNumberOfLines == 1 ? .greatestFiniteMagnitude : offered)
    }

    private func fittingSize(width: CGFloat) -> CGSize {
        let lines = storedNumberOfLines
        let unlimited = width == .greatestFiniteMagnitude
        let key = MeasureKey(width: width, lines: lines)
        // Only sizes of non-empty text are kept, and they are dropped when the text changes.
        if unlimited {
            if unlimitedSize.lines == lines { return unlimitedSize.size }
        } else if let size = measuredSizes.value(forKey: key) {
            return size
        }
        guard storedText?.isEmpty == false else { return .zero }
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        let rect = textRect(forBounds: bounds, limitedToNumberOfLines: lines)
        let size = CGSize(width: rect.width.finiteOr(0).rounded(.up), height: rect.height.finiteOr(0).rounded(.up))
        if unlimited {
            unlimitedSize = UnlimitedSize(lines: lines, size: size)
        } else {
            measuredSizes.insert(size, forKey: key)
        }
        return size
    }

    /// The rect the text occupies when laid out in `bounds` with at most `numberOfLines` lines (0 for no
    /// limit beyond what fits in the bounds' height; at least one line always shows).
    ///
    /// Called by `sizeThatFits(_:)` and `intrinsicContentSize` (with an unlimited height, and an
    /// unlimited width for one line) and, when drawing, by `drawText(in:)` with the label's bounds. The
    /// default lays the text out in `bounds.width` with the label's font (shrunk when
    /// `adjustsFontSizeToFitWidth` asks), alignment and line break mode, and returns a rect at
    /// `bounds.origin` as large as the text, unrounded. Overrides need not call `super`; call it and
    /// adjust the rect (to inset the text, say). They must not change the label's properties from here.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let origin = bounds.origin.isFinite ? bounds.origin : .zero
        // Measuring with no width limit (intrinsicContentSize, one-line sizeThatFits): a text of one
        // paragraph is one line, whose size comes straight from the shaped text.
        if TextLayout.isUnlimited(width: bounds.width), let text = storedText, !text.isEmpty {
            // Measured already: by the last call, or with the window's other new labels (Window+LabelMeasuring.swift).
            if let size = content.measuredText?.size { return CGRect(origin: origin, size: size) }
            if let measure = TextLayout.unwrappedMeasure(of: text, font: storedFont) {
                let size = measure.size
                measuredText = consume measure
                return CGRect(origin: origin, size: size)
            }
        }
        // Measured, and the one run fits the width: one line of it, the size measured (no layout).
        // Asked of the kept measure in place (copying it out would retain what it holds).
        if let size = measuredOneRun?.size(width: layoutWidth(bounds), alignment: textAlignment) {
            return CGRect(origin: origin, size: size)
        }
        if let size = layouts.withValue(forKey: layoutKey(forBounds: bounds, lines: numberOfLines), \.size) {
            return CGRect(origin: origin, size: size)  // from the kept layout, without copying it
        }
        guard let layout = textLayout(forBounds: bounds, limitedToNumberOfLines: numberOfLines) else {
            return CGRect(origin: origin, size: .zero)
        }
        return CGRect(origin: origin, size: layout.size)
    }

    // MARK: - Drawing

    /// Called by the rendering pass (as `View`'s). Draws the label by calling `drawText(in: bounds)`.
    ///
    /// Changes to the text's drawing belong in `drawText(in:)`. An override of this that draws more calls
    /// `super` to keep the text. Do not call this directly; call `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text (its shadow first, then the text) in `rect`: the text rect from
    /// `textRect(forBounds:limitedToNumberOfLines:)` is centred vertically at `y = round((H − ceil(h)) /
    /// 2)` and drawn in `textColor` (`highlightedTextColor` while highlighted), with the shadow offset by
    /// `shadowOffset` in `shadowColor`, unblurred.
    ///
    /// Called by `draw(_:)` with the bounds. Overrides may change the rect or the context and call
    /// `super` to draw the text, as UIKit's insetting subclasses do; do not call `super` when you draw
    /// the text yourself. Do not call this directly.
    open func drawText(in rect: CGRect) {
        drawTextContent(in: rect)
    }

    // MARK: - The text's layout

    /// The layout of the text in `bounds` with at most `lines` lines (0: as many as fit in the
    /// bounds' height, at least one), cached until the text or a layout property changes; nil
    /// with no text. What `textRect(forBounds:limitedToNumberOfLines:)` measures and what
    /// drawing will show.
    func textLayout(forBounds bounds: CGRect, limitedToNumberOfLines lines: Int) -> TextLayout? {
        guard let text = storedText, !text.isEmpty else { return nil }
        let key = layoutKey(forBounds: bounds, lines: lines)
        if let layout = layouts.value(forKey: key) { return layout }
        let width = key.width
        let height = key.height

        let font = fittingFont(for: text, width: width)
        var layout = TextLayout(
            string: text, font: font, width: width, maximumNumberOfLines: key.lines, alignment: textAlignment,
            lineBreakMode: lineBreakMode, measured: measuredText)
        // Lines below the bounds are not shown: cut the text at the last line that fits.
        if layout.lines.count > 1, layout.size.height > height + 0.001 {
            var fitting = 0
            for line in layout.lines where line.rect.maxY <= height + 0.001 { fitting += 1 }
            layout = TextLayout(
                string: text, font: font, width: width, maximumNumberOfLines: max(1, fitting),
                alignment: textAlignment, lineBreakMode: lineBreakMode)
        }
        layouts.insert(layout, forKey: key)
        return layout
    }

    /// The width a layout for `bounds` is broken to (no limit for one that is not finite).
    func layoutWidth(_ bounds: CGRect) -> CGFloat {
        bounds.width.isFinite && bounds.width >= 0 ? bounds.width : .greatestFiniteMagnitude
    }

    /// The key of the layout for `bounds` and `lines` (no limit for a size that is not finite).
    private func layoutKey(forBounds bounds: CGRect, lines: Int) -> LayoutKey {
        let width = layoutWidth(bounds)
        let height = bounds.height.isFinite && bounds.height >= 0 ? bounds.height : .greatestFiniteMagnitude
        return LayoutKey(width: width, height: height, lines: max(0, lines))
    }

    /// The layout drawing the label will show: the text in the label's bounds.
    var textLayoutForDrawing: TextLayout? {
        textLayout(forBounds: bounds, limitedToNumberOfLines: storedNumberOfLines)
    }

    /// The font for one line of `text` in `width`: the label's font, or with
    /// `adjustsFontSizeToFitWidth` a smaller size (down to `minimumScaleFactor`) at which the
    /// line fits, in steps of 0.5 pt.
    private func fittingFont(for text: String, width: CGFloat) -> Font {
        let font = storedFont
        guard adjustsFontSizeToFitWidth, storedNumberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
            width < .greatestFiniteMagnitude
        else { return font }
        let natural = TextLayout(string: text, font: font).size.width
        guard natural > width, natural > 0 else { return font }
        let smallest = font.pointSize * minimumScaleFactor
        // Widths scale with the size: start from the proportional size, then step down.
        var size = max(smallest, ((font.pointSize * width / natural) * 2).rounded(.down) / 2)
        while true {
            let candidate = font.withSize(size)
            if size <= smallest || TextLayout(string: text, font: candidate).size.width <= width { return candidate }
            size = max(smallest, size - 0.5)
        }
    }

    fileprivate struct UnlimitedSize {
        /// −1 when nothing is measured.
        var lines = -1
        var size = CGSize.zero
    }

    fileprivate struct MeasureKey: Equatable {
        let width: CGFloat
        let lines: Int
    }

    fileprivate struct LayoutKey: Equatable {
        let width: CGFloat
        let height: CGFloat
        let lines: Int
    }

    /// Sizes and layouts by the bounds they were made for, 8 of each at most: a label is measured
    /// and drawn at one or two sizes, so the newest entry, kept inline, nearly always answers.
    private var layouts: InlineCache<LayoutKey, TextLayout> {
        _read { yield content.layouts }
        _modify { yield &content.layouts }
    }
    /// What measuring the text with no width limit shaped, kept until its text or font changes (or
    /// it draws from a layout, which then holds the run), so that drawing shows the same run without
    /// shaping it again, however many other texts were shaped in between (a screen of new labels is
    /// measured, then drawn). A one-line text that fits draws straight from it, with no layout.
    var measuredText: TextLayout.UnwrappedMeasure? {
        _read { yield content.measuredText }
        _modify { yield &content.measuredText }
    }
    /// The parts of `measuredText` drawing and layout read, each read straight from storage: a read
    /// through `measuredText` copies (and so retains) all the measure holds.
    var measuredOneRun: TextLayout.OneRun? { content.measuredText?.oneRun }
    /// Whether `measuredText` holds a measure (asked without copying it).
    var isMeasured: Bool { content.measuredText != nil }
    var measuredRun: (run: ShapedRun, font: Font)? {
        guard let run = content.measuredText?.run, let font = content.measuredText?.font else { return nil }
        return (run, font)
    }
    /// What a label measures and draws from, kept in one stored property (`content`) so that one
    /// attribute skips the exclusivity checks of all of it in release builds. The rule that makes
    /// that sound: touched only on the main actor, and never read while a write to the same label's
    /// `content` is in progress (no callout runs inside a write).
    fileprivate struct LabelText {
        // What measuring reads and writes first, together, so that a label measured for the first
        // time (its object out of the cache) brings in few cache lines.
        var text: String?
        var unlimitedSize = UnlimitedSize()
        var font = Font.systemFont(ofSize: 17)
        var numberOfLines = 1
        var measuredText: TextLayout.UnwrappedMeasure?
        var measuredSizes = InlineCache<MeasureKey, CGSize>(capacity: 8)
        var layouts = InlineCache<LayoutKey, TextLayout>(capacity: 8)
        var shadowOffset = CGSize(width: 0, height: -1)
        var textColor: Color = .black
        var highlightedTextColor: Color?
        var isHighlighted = false
        var shadowColor: Color?
        var isEnabled = true
        var textAlignment = TextAlignment.natural
        var lineBreakMode = LineBreakMode.byTruncatingTail
        var adjustsFontSizeToFitWidth = false
        var minimumScaleFactor: CGFloat = 0
        var preferredMaxLayoutWidth: CGFloat = 0
    }

    /// Sets one of the label's content values and, when that changed it, calls `changed` (which
    /// drops what the change makes stale). Inlined, so that each setter's key path is resolved when
    /// compiled into a direct access, not projected at run time.
    @inline(__always)
    private func setContent<Value: Equatable>(
        _ key: WritableKeyPath<LabelText, Value>, _ value: Value, changed: () -> Void
    ) {
        guard content[keyPath: key] != value else { return }
        content[keyPath: key] = value
        changed()
    }

    /// The text, font, line count or line break mode changed: sizes and layouts are stale.
    private func contentDidChange() {
        unlimitedSize = UnlimitedSize()
        measuredSizes.removeAll()
        layouts.removeAll()
        measuredText = nil
        if let window = storedWindow { listForMeasure(in: window) }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Something that changes only the drawn layout (not the measured size) changed.
    private func layoutAttributesDidChange() {
        layouts.removeAll()
        setNeedsDisplay()
    }

    // MARK: - Describing

    /// The view's attributes plus the text (up to 40 characters), the font and the line count.
    ///
    /// Read each time a description is built (as `View`'s). Overrides should call `super` and append
    /// their own to its answer.
    open override var descriptionAttributes: [String] {
        var attributes = super.descriptionAttributes
        if let text {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            attributes.append("text = \(shown.debugDescription)")
        }
        attributes.append("font = \(storedFont.fontName) \(View.format(storedFont.pointSize))pt")
        if numberOfLines != 1 { attributes.append("numberOfLines = \(numberOfLines)") }
        return attributes
    }

}
