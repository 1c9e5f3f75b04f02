import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// A cell subclass as users write one: made from its metatype, counting reuses and selections.
@MainActor
private final class CountingTableViewCell: TableViewCell {
    var madeWithStyle: CellStyle?
    var reuses = 0
    var selections: [Bool] = []

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
    }

    required init?(coder: Coder) { super.init(coder: coder) }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

@MainActor
@Suite struct TableViewCellTests {
    /// A laid-out cell of `style` with the given texts.
    func cell(_ style: TableViewCell.CellStyle, text: String? = "Title", detail: String? = "Detail") -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: "cell")
        cell.textLabel?.text = text
        if let detail { cell.detailTextLabel?.text = detail }
        cell.layoutIfNeeded()
        return cell
    }

    /// What `label` needs at `width`.
    func size(of label: Label?, width: CGFloat) -> CGSize {
        label!.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// `height` centred in a 44-point row, rounded half-up to the point.
    func centred(_ height: CGFloat, in row: CGFloat = 44) -> CGFloat { ((row - height) / 2).roundedToPixel() }

    func solidImage(_ size: CGSize) -> Image {
        Image(size: size) { context in
            context.fillColor = .red
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    /// The view drawing the cell's standard accessory, if it shows one.
    func glyph(of cell: TableViewCell) -> View? {
        cell.subviews.first { $0 is TableViewCell.AccessoryGlyphView }
    }

    // MARK: - Making cells

    @Test func aNewCellIs320By44WithUIKitsDefaults() {
        let cell = TableViewCell(style: .default, reuseIdentifier: "row")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.reuseIdentifier == "row")
        #expect(cell.detailTextLabel == nil, "a default cell has no detail label")
        #expect(cell.textLabel?.font.pointSize == 17)
        #expect(cell.layoutMargins.left == 16 && cell.layoutMargins.right == 16)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none && cell.accessoryView == nil)
        #expect(!cell.isSelected && !cell.isHighlighted)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == cell.bounds)
        #expect(cell.contentView.superview === cell)
        #expect(cell.textLabel?.superview === cell.contentView, "the style's labels live in the content view")
        // UIKit's init(frame:): a default cell without an identifier.
        let framed = TableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(framed.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(framed.reuseIdentifier == nil && framed.detailTextLabel == nil)
    }

    @Test func aTableMakesRegisteredSubclassesFromTheirMetatype() {
        let registered: TableViewCell.Type = CountingTableViewCell.self
        let cell = registered.init(style: .subtitle, reuseIdentifier: "counting")
        #expect(cell is CountingTableViewCell)
        #expect((cell as? CountingTableViewCell)?.madeWithStyle == .subtitle)
        #expect(cell.reuseIdentifier == "counting")
        #expect(cell.detailTextLabel != nil)
    }

    // MARK: - The styles at 320 × 44

    @Test func theDefaultStyleSpansItsTextAcrossTheMarginsAtFullHeight() {
        let cell = cell(.default)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
        // An image: 16 points in, centred; the text 16 points after it.
        cell.imageView?.image = solidImage(CGSize(width: 24, height: 24))
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(cell.textLabel?.frame == CGRect(x: 56, y: 0, width: 248, height: 44))
        // Without an image the image view shows nothing and the text moves back.
        cell.imageView?.image = nil
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == .zero)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
    }

    @Test func value1PutsTheGrayDetailAtTheTrailingMargin() {
        let cell = cell(.value1)
        let text = size(of: cell.textLabel, width: 288)
        let detail = size(of: cell.detailTextLabel, width: 288 - text.width - 8)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: centred(text.height), width: text.width, height: text.height))
        #expect(
            cell.detailTextLabel?.frame
                == CGRect(x: 304 - detail.width, y: centred(detail.height), width: detail.width, height: detail.height))
        #expect(cell.detailTextLabel?.textAlignment == .right)
        #expect(cell.detailTextLabel?.font.pointSize == 17)
        #expect(cell.detailTextLabel?.textColor == TableViewCell.secondaryTextColor)
        // A long text keeps its width; the detail gets what is left, 8 points after it, and truncates.
        cell.textLabel?.text = String(repeating: "Long title ", count: 3)
        cell.detailTextLabel?.text = "A detail that cannot fit"
        cell.layoutIfNeeded()
        let long = size(of: cell.textLabel, width: 288)
        let room = 288 - long.width - 8
        #expect(cell.textLabel?.frame.width == long.width)
        #expect(cell.detailTextLabel?.frame.width == room)
        #expect(cell.detailTextLabel?.frame.maxX == 304)
    }

    @Test func value2PutsATintedColumnBeforeTheDetail() {
        let cell = cell(.value2, text: "mobile", detail: "555 0100")
        let text = size(of: cell.textLabel, width: 67)
        let detail = size(of: cell.detailTextLabel, width: 215)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: centred(text.height), width: 67, height: text.height))
        #expect(cell.detailTextLabel?.frame == CGRect(x: 89, y: centred(detail.height), width: 215, height: detail.height))
        #expect(cell.textLabel?.textAlignment == .right)
        #expect(cell.textLabel?.font.pointSize == 15 && cell.detailTextLabel?.font.pointSize == 15)
        #expect(cell.textLabel?.textColor == .systemBlue)
        // The column follows the tint, unless given a colour of its own.
        cell.tintColor = .red
        #expect(cell.textLabel?.textColor == .red)
        cell.textLabel?.textColor = .black
        cell.tintColor = .green
        #expect(cell.textLabel?.textColor == .black)
    }

    @Test func subtitleStacksTheLabelsCentredTogether() {
        let cell = cell(.subtitle)
        let text = size(of: cell.textLabel, width: 288)
        let detail = size(of: cell.detailTextLabel, width: 288)
        let top = centred(text.height + detail.height)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: top, width: 288, height: text.height))
        #expect(cell.detailTextLabel?.frame == CGRect(x: 16, y: top + text.height, width: 288, height: detail.height))
        #expect(cell.detailTextLabel?.font.pointSize == 12)
        // Without a subtitle the text label is centred alone.
        cell.detailTextLabel?.text = nil
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: centred(text.height), width: 288, height: text.height))
    }

    @Test func newTextLaysTheLabelsOutAgain() {
        let cell = cell(.value1)
        cell.detailTextLabel?.text = "A much longer detail"
        cell.layoutIfNeeded()
        let text = size(of: cell.textLabel, width: 288)
        let detail = size(of: cell.detailTextLabel, width: 288 - text.width - 8)
        #expect(cell.detailTextLabel?.frame.minX == 304 - detail.width)
    }

    // MARK: - Accessories

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = cell(.value1)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        // The chevron 8 × 13 at the trailing margin, centred; the content ends 8 points before it.
        #expect(glyph(of: cell)?.frame == CGRect(x: 296, y: 16, width: 8, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 288, height: 44))
        #expect(cell.contentView.layoutMargins.right == 0, "next to an accessory the content needs no trailing margin")
        #expect(cell.detailTextLabel?.frame.maxX == 288)
        cell.accessoryType = .checkmark
        cell.layoutIfNeeded()
        #expect(glyph(of: cell)?.frame == CGRect(x: 290, y: 17, width: 14, height: 11))
        #expect(cell.contentView.frame.width == 282)
        cell.accessoryType = .detailButton
        cell.layoutIfNeeded()
        #expect(glyph(of: cell)?.frame == CGRect(x: 282, y: 11, width: 22, height: 22))
        cell.accessoryType = .detailDisclosureButton
        cell.layoutIfNeeded()
        #expect(glyph(of: cell)?.frame == CGRect(x: 262, y: 11, width: 42, height: 22))
        #expect(cell.contentView.frame.width == 254)
        cell.accessoryType = .none
        cell.layoutIfNeeded()
        #expect(glyph(of: cell) == nil)
        #expect(cell.contentView.frame == cell.bounds)
        #expect(cell.contentView.layoutMargins.right == 16)
    }

    @Test func anAccessoryViewReplacesTheStandardAccessoryAtItsOwnSize() {
        let cell = cell(.default)
        cell.accessoryType = .checkmark
        let toggle = View(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        cell.layoutIfNeeded()
        #expect(glyph(of: cell) == nil, "accessoryType is ignored while an accessory view is set")
        #expect(toggle.superview === cell)
        #expect(toggle.frame == CGRect(x: 253, y: 7, width: 51, height: 31))
        #expect(cell.contentView.frame.width == 245)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 229, height: 44))
        // Removing it brings the type's drawing back.
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(toggle.superview == nil)
        #expect(glyph(of: cell)?.frame == CGRect(x: 290, y: 17, width: 14, height: 11))
        #expect(cell.subviews.last is TableViewCell.SeparatorLineView, "the separator stays on top")
    }

    @Test func theContentMarginsFollowTheCellsSides() {
        let cell = cell(.default)
        cell.layoutMargins = EdgeInsets(top: 11, left: 20, bottom: 11, right: 24)
        cell.layoutIfNeeded()
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 20, bottom: 11, right: 24))
        #expect(cell.textLabel?.frame == CGRect(x: 20, y: 0, width: 276, height: 44))
        // Margins set on the content view itself stay until the cell's change.
        cell.contentView.layoutMargins = EdgeInsets(top: 4, left: 30, bottom: 4, right: 30)
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame == CGRect(x: 30, y: 0, width: 260, height: 44))
    }

    @Test func aCellNarrowerThanItsMarginsGivesNoPartANegativeSize() throws {
        for style in [TableViewCell.CellStyle.default, .value1, .value2, .subtitle] {
            let cell = cell(style)
            cell.accessoryType = .detailDisclosureButton
            cell.imageView?.image = solidImage(CGSize(width: 24, height: 24))
            cell.frame = CGRect(x: 0, y: 0, width: 20, height: 0)
            cell.layoutIfNeeded()
            let parts = [cell.contentView, cell.textLabel, cell.detailTextLabel].compactMap { $0 }
            #expect(parts.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 }, "\(style)")
            #expect(cell.contentView.frame.width == 0)
            _ = try cell.snapshot(scale: 2)
        }
    }

    // MARK: - Reuse

    @Test func prepareForReuseResetsHighlightAndSelectionAndRunsOverrides() {
        let cell = CountingTableViewCell(style: .default, reuseIdentifier: "counting")
        cell.textLabel?.text = "Kept"
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.selections == [true], "the property calls setSelected(_:animated:)")
        cell.prepareForReuse()
        #expect(cell.reuses == 1)
        #expect(!cell.isSelected && !cell.isHighlighted)
        #expect(cell.selections == [true, false])
        #expect(cell.selectedBackgroundView?.superview == nil)
        #expect(cell.textLabel?.isHighlighted == false)
        #expect(cell.textLabel?.text == "Kept", "content is the data source's to reset")
    }

    // MARK: - Documents

    @Test func aDocumentMakesACellWithItsStyleAndPutsItsSubviewsInTheContentView() throws {
        ViewDocument.register(TableViewCell.self)
        let json = """
            {"class": "TableViewCell", "style": "value1", "reuseIdentifier": "setting",
             "accessoryType": "disclosureIndicator", "selectionStyle": 0,
             "subviews": [{"class": "Label", "id": "badge", "text": "New"}]}
            """
        let document = try ViewDocument(jsonString: json)
        let cell = try #require(document.rootView as? TableViewCell)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.reuseIdentifier == "setting")
        #expect(cell.detailTextLabel != nil)
        #expect(cell.accessoryType == .disclosureIndicator)
        #expect(cell.selectionStyle == .none)
        #expect(document.view(withID: "badge")?.superview === cell.contentView)
    }
}
