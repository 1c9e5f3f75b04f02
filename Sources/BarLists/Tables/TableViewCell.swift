import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import BarWidgets
import Foundation

/// One row of a table view, as UIKit's `UITableViewCell`.
///
/// A cell holds a `contentView` (everything but the accessory: the style's labels and image, and the
/// views you add), an accessory on the trailing side (`accessoryType` or `accessoryView`), an optional
/// `backgroundView`, and, while highlighted or selected, its `selectedBackgroundView`. It draws its own
/// white background and, when its table asks, its separator line and rounded corners.
///
/// The concerns live beside this file: `+Types` (the styles and kinds), `+Layout` (where the parts go,
/// the style metrics), `+Sizing` (self-sizing), `+Accessory` (the drawn accessories), `+Selection`
/// (highlight and selection), `+Drawing` (background, corners, separator) and `+Coding` (documents).
@MainActor
open class TableViewCell: View {
    /// This class keeps View's `hitTest(_:with:)` and `point(inside:with:)`; remove this line when
    /// overriding either (see `View.keepsDefaultHitTesting`).
    ///
    /// Read once per view by its superview's default hit test. Names `TableViewCell`, so the hit test
    /// walks into cells without calling their `hitTest(_:with:)`. A subclass that keeps both defaults may
    /// override it to name itself; do not call `super`, whose answer names the superclass.
    @_spi(CoreHooks) override open class var keepsDefaultHitTesting: ObjectIdentifier {
        ObjectIdentifier(TableViewCell.self)
    }

    // MARK: - Stored state

    /// The style the cell was made with; it fixes which labels exist and where they go.
    let cellStyle: CellStyle
    var storedTextLabel: Label?
    var storedDetailTextLabel: Label?
    var storedImageView: ImageView?
    var storedSelected = false
    var storedHighlighted = false
    var storedSelectedBackgroundView: View?
    /// The view that draws `accessoryType`, kept while no `accessoryView` replaces it.
    var accessoryGlyph: AccessoryGlyphView?
    /// The separator line, always the topmost subview; hidden unless `drawsSeparator`.
    let separatorLine = SeparatorLineView(frame: .zero)
    /// The side margins the cell last gave `contentView` (see `updateContentMargins(hasAccessory:)`).
    var appliedContentSideMargins: (left: CGFloat, right: CGFloat)?
    /// The tint a `.value2` text label was last coloured with, so a colour the user set is kept.
    var appliedTextTint: Color?

    // MARK: - Creating a cell

    /// A cell of `style`, 320 × 44 points, which a table keeps for reuse under `reuseIdentifier`.
    ///
    /// Required, because a table makes the classes registered with it from their metatype. Subclasses
    /// override it as `required init(style:reuseIdentifier:)` (Swift implies `override` there and warns
    /// when it is written), calling `super` first, and then also implement `required init?(coder:)`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = CellContentView(frame: TableViewCell.defaultFrame)
        super.init(frame: TableViewCell.defaultFrame)
        setUpCell()
    }

    /// A `.default` cell without a reuse identifier, with `frame` (UIKit's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decodes, after the keys of `View`, `style` (`"default"`, `"value1"`, `"value2"`, `"subtitle"` or
    /// UIKit's number), `reuseIdentifier`, `accessoryType`, `selectionStyle` and `separatorInset`. The
    /// node's `subviews` go into `contentView`; without a `frame` the cell is 320 × 44.
    public required init?(coder: Coder) {
        cellStyle = coder.decodeNamed(forKey: "style", names: TableViewCell.styleNames) ?? .default
        reuseIdentifier = coder.decodeString(forKey: "reuseIdentifier")
        contentView = CellContentView(frame: TableViewCell.defaultFrame)
        super.init(coder: coder)
        if !coder.containsValue(forKey: "frame") { frame = TableViewCell.defaultFrame }
        let decoded = subviews
        setUpCell()
        for view in decoded { contentView.addSubview(view) }
        decodeCellKeys(from: coder)
    }

    /// The parts every cell has, in their order: content, then the separator on top.
    private func setUpCell() {
        layoutMargins = TableViewCell.defaultLayoutMargins
        contentView.layoutMargins = TableViewCell.defaultContentMargins
        contentView.frame = bounds
        addSubview(contentView)
        separatorLine.isHidden = true
        separatorLine.color = separatorColor
        addSubview(separatorLine)
    }

    // MARK: - Reuse

    /// The identifier the table keeps this cell for reuse under; fixed when the cell is made.
    public let reuseIdentifier: String?

    /// Readies the cell to show another row. Called by the table just before `dequeueReusableCell`
    /// returns a cell it set aside (not a new one).
    ///
    /// The default resets the state that is not content, as UIKit's: highlight and selection go back
    /// to false. Set the row's content in the data source, not here. Overrides must call `super`.
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    // MARK: - Content

    /// The view that holds the cell's content: the style's labels and image, and the views you add
    /// (with frames or constraints). It spans the cell but for the accessory's room; its side margins
    /// follow the cell's `layoutMargins` (the trailing one is 0 next to an accessory).
    public let contentView: View

    /// The main label, made on first use in `contentView`: 17-point text (15-point tinted and
    /// right-aligned in `.value2`).
    public var textLabel: Label? {
        if let label = storedTextLabel { return label }
        let label = makeLabel(detail: false)
        storedTextLabel = label
        return label
    }

    /// The secondary label, made on first use; nil for `.default` cells. `.value1`: 17-point gray,
    /// right-aligned at the trailing side; `.value2`: 15-point black after the text column;
    /// `.subtitle`: 12-point gray under the text label.
    public var detailTextLabel: Label? {
        guard cellStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = makeLabel(detail: true)
        storedDetailTextLabel = label
        return label
    }

    /// The image view at the leading side, made on first use; shown only while it has an image, 16
    /// points from the leading edge with the text 16 points after it.
    public var imageView: ImageView? {
        if let view = storedImageView { return view }
        let view = ImageView(frame: .zero)
        view.isHighlighted = showsSelectionAppearance
        storedImageView = view
        contentView.addSubview(view)
        return view
    }

    // MARK: - Accessory

    /// The standard accessory drawn at the trailing side (default `.none`); ignored while `accessoryView`
    /// is set. `contentView` narrows to leave it room.
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { updateAccessory() } }
    }

    /// A view shown at the trailing side in place of `accessoryType`'s drawing, at its frame's size,
    /// centred vertically.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            updateAccessory()
        }
    }

    // MARK: - Selection and highlight

    /// How the cell shows that it is highlighted or selected (default `.default`): every style but
    /// `.none` shows `selectedBackgroundView`.
    public var selectionStyle: SelectionStyle = .default {
        didSet { if selectionStyle != oldValue { updateSelectionAppearance() } }
    }

    /// Whether the cell is selected. Setting it calls `setSelected(_:animated:)` without animation.
    public var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (touched). Setting it calls `setHighlighted(_:animated:)` without
    /// animation.
    public var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state. Called by the `isSelected` setter, by `prepareForReuse()` and by the
    /// table when it selects or deselects the row.
    ///
    /// The default stores the state and shows or hides the selected background and the labels' and
    /// images' highlight (`animated` changes nothing: BarKit shows the new state at once). Overrides
    /// must call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != storedSelected else { return }
        storedSelected = selected
        updateSelectionAppearance()
    }

    /// Sets the highlighted state. Called by the `isHighlighted` setter, by `prepareForReuse()` and by
    /// the table while a touch is down on the row.
    ///
    /// The default stores the state and updates the appearance as `setSelected(_:animated:)` does
    /// (`animated` changes nothing). Overrides must call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != storedHighlighted else { return }
        storedHighlighted = highlighted
        updateSelectionAppearance()
    }

    // MARK: - Backgrounds

    /// A view behind everything else, sized to the cell; nil (the default) shows the cell's own white
    /// background. The cell's rounded corners do not apply to it.
    public var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if let old = oldValue, old.superview === self { old.removeFromSuperview() }
            if let view = backgroundView {
                view.frame = bounds
                insertSubview(view, at: 0)
            }
            updateSelectionAppearance()
            setNeedsDisplay()
        }
    }

    /// The view shown behind the content while the cell is highlighted or selected (unless
    /// `selectionStyle` is `.none`), just above `backgroundView`. By default a light gray (#D1D1D6)
    /// view made on first use, rounded with the cell's corners; setting nil brings the default back.
    public var selectedBackgroundView: View? {
        get {
            if let view = storedSelectedBackgroundView { return view }
            let view = SelectedBackgroundView(frame: bounds)
            view.roundsTopCorners = roundsTopCorners
            view.roundsBottomCorners = roundsBottomCorners
            storedSelectedBackgroundView = view
            return view
        }
        set {
            guard newValue !== storedSelectedBackgroundView else { return }
            if let old = storedSelectedBackgroundView, old.superview === self { old.removeFromSuperview() }
            storedSelectedBackgroundView = newValue
            updateSelectionAppearance()
        }
    }

    // MARK: - Separator and corners (set by the table)

    /// How far the separator line stays from the cell's left and right edges; top and bottom are
    /// ignored and negative values count as 0 (as UIKit documents). BarKit's default: left 16, right 0.
    public var separatorInset = TableViewCell.defaultSeparatorInset {
        didSet { if separatorInset != oldValue { setNeedsLayout() } }
    }

    /// Whether the cell draws its separator line (the table sets it; default false).
    var drawsSeparator = false {
        didSet { separatorLine.isHidden = !drawsSeparator }
    }

    /// The separator line's colour (the table sets it): UIKit's opaque separator by default.
    var separatorColor: Color = TableViewCell.defaultSeparatorColor {
        didSet { separatorLine.color = separatorColor }
    }

    /// Whether the background and the default selected background round their top corners (the table
    /// sets it for the first row of an `.insetGrouped` section).
    var roundsTopCorners = false {
        didSet { if roundsTopCorners != oldValue { cornersDidChange() } }
    }

    /// Whether the background and the default selected background round their bottom corners (the
    /// table sets it for the last row of an `.insetGrouped` section).
    var roundsBottomCorners = false {
        didSet { if roundsBottomCorners != oldValue { cornersDidChange() } }
    }

    // MARK: - Override points

    /// Places the backgrounds, `contentView`, the accessory, the separator and the style's labels and
    /// image (`TableViewCell+Layout.swift`). Called by the layout pass.
    ///
    /// Overrides should call `super` first, then adjust; views you add to `contentView` are yours to
    /// place (or constrain).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutCell()
    }

    /// The cell's size at `targetSize`'s width when `horizontal` is `.required` (else at its current
    /// width): with constraints among `contentView` and its subviews, the height they give the content
    /// view at the content width; otherwise the style's height from its labels, at least 44 points. A
    /// `.required` vertical priority keeps the target's height. Frames are not changed.
    ///
    /// Called by the table to size self-sizing rows. Overrides need not call `super`; call it for the
    /// cell's measure and adjust.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        cellFittingSize(targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// Draws the cell's own white background (rounded on the corners the table asks for) while it has
    /// no `backgroundColor` and no `backgroundView`. Called by the rendering pass.
    ///
    /// Overrides drawing more call `super` to keep the background. Do not call this directly; call
    /// `setNeedsDisplay()`.
    open override func draw(_ rect: CGRect) {
        drawCellBackground()
    }

    /// Keeps a `.value2` text label in the new tint (unless you gave it another colour). Called when the
    /// effective tint changes (as `View`'s).
    ///
    /// Overrides must call `super`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        retintTextLabel()
    }
}
