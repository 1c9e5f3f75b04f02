import BarGeometry
import BarGraphics
import BarText
import BarViews
import BarWidgets
import Foundation

// Where a cell's parts go (Docs/Behaviors.md, "Table view cells"). The cell places the backgrounds,
// the content view, the accessory and the separator; the style's labels and image are placed inside
// the content view by the same rules the self-sizing measure uses (`styleFrames(in:margins:)`).

extension TableViewCell {
    // MARK: - Metrics (UIKit's where it has them, else BarKit's choice)

    /// A new cell's frame: UIKit's 320 × 44.
    static let defaultFrame = CGRect(x: 0, y: 0, width: 320, height: 44)
    /// The least height the styles' self-sizing gives: UIKit's default row height.
    static let minimumStyleHeight: CGFloat = 44
    /// The cell's margins: 16 points at the sides (UIKit's), 11 above and below.
    static let defaultLayoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// The content view's margins: the cell's sides, 11 points above and below (UIKit's).
    static let defaultContentMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    /// Between the content view's trailing edge and the accessory.
    static let accessorySpacing: CGFloat = 8
    /// Between the image and the text after it.
    static let imageSpacing: CGFloat = 16
    /// The least space between a `.value1` text label and its detail label.
    static let value1Spacing: CGFloat = 8
    /// The width of a `.value2` cell's text column, and the space after it.
    static let value2ColumnWidth: CGFloat = 67
    static let value2Spacing: CGFloat = 6
    /// The labels' fonts: 17-point text, 15-point in `.value2`; 12-point subtitles.
    static let textFontSize: CGFloat = 17
    static let value2FontSize: CGFloat = 15
    static let subtitleFontSize: CGFloat = 12
    /// UIKit's secondary label colour (#3C3C43 at 60%) for gray detail text.
    static let secondaryTextColor = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)

    // MARK: - The content view

    /// The content view: a plain view that has the cell place the style's labels and image whenever it
    /// lays out (a label's new text or font marks it, through its intrinsic size).
    final class CellContentView: View {
        override func layoutSubviews() {
            super.layoutSubviews()
            (superview as? TableViewCell)?.layoutStyleContent()
        }
    }

    /// A label for the style, in `contentView`.
    func makeLabel(detail: Bool) -> Label {
        let label = Label(frame: .zero)
        switch (cellStyle, detail) {
        case (.value2, false):
            label.font = .systemFont(ofSize: TableViewCell.value2FontSize)
            label.textAlignment = .right
            label.textColor = tintColor
            appliedTextTint = tintColor
        case (.value2, true):
            label.font = .systemFont(ofSize: TableViewCell.value2FontSize)
        case (.value1, true):
            label.font = .systemFont(ofSize: TableViewCell.textFontSize)
            label.textAlignment = .right
            label.textColor = TableViewCell.secondaryTextColor
        case (.subtitle, true):
            label.font = .systemFont(ofSize: TableViewCell.subtitleFontSize)
            label.textColor = TableViewCell.secondaryTextColor
        default:
            label.font = .systemFont(ofSize: TableViewCell.textFontSize)
        }
        label.isHighlighted = showsSelectionAppearance
        contentView.addSubview(label)
        return label
    }

    /// Colours a `.value2` text label with the tint, unless its colour is no longer the tint it was given.
    func retintTextLabel() {
        guard cellStyle == .value2, let label = storedTextLabel, let applied = appliedTextTint,
            label.textColor == applied, applied != tintColor
        else { return }
        label.textColor = tintColor
        appliedTextTint = tintColor
    }

    // MARK: - The cell's parts

    /// The view shown as the accessory: `accessoryView`, else the drawing of `accessoryType`.
    var shownAccessory: View? { accessoryView ?? (accessoryType == .none ? nil : accessoryGlyph) }

    /// Puts the accessory in the cell: `accessoryView` if set, else a view drawing `accessoryType`.
    func updateAccessory() {
        if let view = accessoryView {
            accessoryGlyph?.removeFromSuperview()
            if view.superview !== self { insertSubview(view, belowSubview: separatorLine) }
        } else if accessoryType != .none {
            let glyph = accessoryGlyph ?? AccessoryGlyphView(frame: .zero)
            accessoryGlyph = glyph
            glyph.type = accessoryType
            if glyph.superview !== self { insertSubview(glyph, belowSubview: separatorLine) }
        } else {
            accessoryGlyph?.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// The accessory's frame (nil without one) and the content view's, in a cell of `size`: the
    /// accessory at the trailing margin, centred vertically; the content view from the leading edge to
    /// `accessorySpacing` before it, the cell's full height.
    func partFrames(for size: CGSize) -> (accessory: CGRect?, content: CGRect) {
        guard let accessory = shownAccessory else { return (nil, CGRect(origin: .zero, size: size)) }
        let accessorySize = accessory === accessoryGlyph ? AccessoryGlyphView.size(of: accessoryType) : accessory.frame.size
        let scale = contentScaleFactor
        let x = (size.width - layoutMargins.right - accessorySize.width).roundedToPixel(scale: scale)
        let y = ((size.height - accessorySize.height) / 2).roundedToPixel(scale: scale)
        let frame = CGRect(origin: CGPoint(x: x, y: y), size: accessorySize)
        let contentWidth = max(0, x - TableViewCell.accessorySpacing)
        return (frame, CGRect(x: 0, y: 0, width: contentWidth, height: size.height))
    }

    /// Gives `contentView` the cell's side margins, the trailing one 0 next to an accessory, when they
    /// differ from what it last gave (so margins you set on the content view stay until the cell's
    /// margins or accessory change). The top and bottom margins are the content view's own.
    func updateContentMargins(hasAccessory: Bool) {
        let wanted = (left: layoutMargins.left, right: hasAccessory ? 0 : layoutMargins.right)
        if let applied = appliedContentSideMargins, applied == wanted { return }
        appliedContentSideMargins = wanted
        var margins = contentView.layoutMargins
        margins.left = wanted.left
        margins.right = wanted.right
        contentView.layoutMargins = margins
    }

    /// Places every part (`layoutSubviews()`).
    func layoutCell() {
        let size = bounds.size
        backgroundView?.frame = bounds
        if let selected = storedSelectedBackgroundView, selected.superview === self { selected.frame = bounds }
        let parts = partFrames(for: size)
        if let frame = parts.accessory { shownAccessory?.frame = frame }
        updateContentMargins(hasAccessory: parts.accessory != nil)
        contentView.frame = parts.content
        layoutSeparator()
        layoutStyleContent()
    }

    // MARK: - The style's labels and image

    /// Where the style puts its image and labels in a content view of `size` with `margins`, and the
    /// height the content needs (the tallest part; the two subtitle labels together).
    struct StyleFrames {
        var image: CGRect?
        var text = CGRect.zero
        var detail = CGRect.zero
        var contentHeight: CGFloat = 0
    }

    /// The style's frames (Docs/Behaviors.md, "Table view cells"): the image 16 points in (the leading
    /// margin), the text after it; `.default` text spans the full height; `.value1` text at its width,
    /// the detail at the trailing margin in what is left; `.value2` text right-aligned in a 67-point
    /// column, the detail 6 points after it; `.subtitle` the two labels stacked, centred as one.
    func styleFrames(in size: CGSize, margins: EdgeInsets) -> StyleFrames {
        let scale = contentScaleFactor
        func centred(_ height: CGFloat) -> CGFloat { ((size.height - height) / 2).roundedToPixel(scale: scale) }
        var frames = StyleFrames()
        var leading = margins.left
        var imageHeight: CGFloat = 0
        if let image = storedImageView?.image {
            let imageSize = image.size
            frames.image = CGRect(x: margins.left, y: centred(imageSize.height), width: imageSize.width, height: imageSize.height)
            leading = margins.left + imageSize.width + TableViewCell.imageSpacing
            imageHeight = imageSize.height
        }
        let trailing = size.width - margins.right
        let available = max(0, trailing - leading)
        switch cellStyle {
        case .default:
            let text = measure(storedTextLabel, width: available)
            frames.text = CGRect(x: leading, y: 0, width: available, height: size.height)
            frames.contentHeight = max(text.height, imageHeight)
        case .value1:
            let text = measure(storedTextLabel, width: available)
            let textWidth = min(text.width, available)
            let room = textWidth > 0 ? max(0, available - textWidth - TableViewCell.value1Spacing) : available
            let detail = measure(storedDetailTextLabel, width: room)
            let detailWidth = min(detail.width, room)
            frames.text = CGRect(x: leading, y: centred(text.height), width: textWidth, height: text.height)
            frames.detail = CGRect(x: trailing - detailWidth, y: centred(detail.height), width: detailWidth, height: detail.height)
            frames.contentHeight = max(text.height, detail.height, imageHeight)
        case .value2:
            let column = min(TableViewCell.value2ColumnWidth, available)
            let text = measure(storedTextLabel, width: column)
            let detailX = leading + column + TableViewCell.value2Spacing
            let room = max(0, trailing - detailX)
            let detail = measure(storedDetailTextLabel, width: room)
            frames.text = CGRect(x: leading, y: centred(text.height), width: column, height: text.height)
            frames.detail = CGRect(x: detailX, y: centred(detail.height), width: room, height: detail.height)
            frames.contentHeight = max(text.height, detail.height, imageHeight)
        case .subtitle:
            let text = measure(storedTextLabel, width: available)
            let detail = measure(storedDetailTextLabel, width: available)
            let top = centred(text.height + detail.height)
            frames.text = CGRect(x: leading, y: top, width: available, height: text.height)
            frames.detail = CGRect(x: leading, y: top + text.height, width: available, height: detail.height)
            frames.contentHeight = max(text.height + detail.height, imageHeight)
        }
        return frames
    }

    /// The size `label` needs at `width` (its lines wrapped there; one line keeps its natural width);
    /// zero for a missing or empty label.
    private func measure(_ label: Label?, width: CGFloat) -> CGSize {
        guard let label, label.text?.isEmpty == false else { return .zero }
        // A width of 0 would count as unlimited: the narrowest wrap is one point.
        return label.sizeThatFits(CGSize(width: max(1, width), height: .greatestFiniteMagnitude))
    }

    /// Places the style's labels and image in `contentView`.
    func layoutStyleContent() {
        guard storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView != nil else { return }
        let frames = styleFrames(in: contentView.bounds.size, margins: contentView.layoutMargins)
        storedImageView?.frame = frames.image ?? .zero
        storedTextLabel?.frame = frames.text
        storedDetailTextLabel?.frame = frames.detail
    }
}
