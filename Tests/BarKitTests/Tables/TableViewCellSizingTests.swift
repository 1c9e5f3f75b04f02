import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

@MainActor
@Suite struct TableViewCellSizingTests {
    let longText = String(repeating: "Words that wrap onto more lines. ", count: 8)

    /// The cell's height at a required width, as a table asks for it.
    func fittedHeight(_ cell: TableViewCell, width: CGFloat = 320) -> CGFloat {
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == width)
        return size.height
    }

    func size(of label: Label?, width: CGFloat) -> CGSize {
        label!.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    @Test func aOneLineStyleCellIs44PointsTall() {
        for style in [TableViewCell.CellStyle.default, .value1, .value2] {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            #expect(fittedHeight(cell) == 44, "\(style)")
        }
        #expect(fittedHeight(TableViewCell(style: .default, reuseIdentifier: nil)) == 44, "an empty cell")
    }

    @Test func aSubtitleCellGrowsWithAThreeLineTextLabel() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 3
        cell.textLabel?.text = longText
        cell.detailTextLabel?.text = "Subtitle"
        let text = size(of: cell.textLabel, width: 288)
        let detail = size(of: cell.detailTextLabel, width: 288)
        let lineHeight = cell.textLabel!.font.lineHeight
        #expect(text.height > 2 * lineHeight && text.height < 4 * lineHeight, "three lines at 288 points")
        let height = fittedHeight(cell)
        #expect(height == text.height + detail.height + 22, "the labels and the 11-point margins")
        // Laid out at that height, the labels sit where the measure put them.
        cell.frame.size.height = height
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 11, width: 288, height: text.height))
        #expect(cell.detailTextLabel?.frame == CGRect(x: 16, y: 11 + text.height, width: 288, height: detail.height))
        // With a disclosure indicator the text wraps at the narrower content: 288 − 16 = 272 points.
        cell.accessoryType = .disclosureIndicator
        let narrow = size(of: cell.textLabel, width: 272)
        #expect(fittedHeight(cell) == narrow.height + detail.height + 22)
    }

    @Test func aWrappingDefaultCellGrowsWithItsText() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = longText
        let text = size(of: cell.textLabel, width: 288)
        #expect(fittedHeight(cell) == text.height + 22)
        // A wider table wraps it at its own width.
        let wide = size(of: cell.textLabel, width: 568)
        #expect(fittedHeight(cell, width: 600) == max(44, wide.height + 22))
    }

    @Test func constraintsInTheContentViewGiveTheHeight() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let body = Label()
        body.numberOfLines = 0
        body.text = longText
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(body)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 12),
            body.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -12),
            body.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -12),
        ])
        let wrapped = size(of: body, width: 296)
        #expect(wrapped.height > 2 * body.font.lineHeight, "several lines at 296 points")
        let height = fittedHeight(cell)
        #expect(height == wrapped.height + 24)
        #expect(body.frame == .zero, "measuring moves nothing")
        // Laid out at that height, the label fills the content view 12 points in.
        cell.frame.size.height = height
        cell.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 12, y: 12, width: 296, height: wrapped.height))
        // An accessory narrows the content, so the text wraps at 320 − 16 − 14 − 8 − 24 = 258 points.
        cell.accessoryType = .checkmark
        let narrow = size(of: body, width: 258)
        #expect(fittedHeight(cell) == narrow.height + 24)
    }

    @Test func aRequiredHeightOrAnUnusableWidthIsHonouredOrIgnored() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        let fixed = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: 60), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .required)
        #expect(fixed == CGSize(width: 300, height: 60))
        // A width that is not a number, or one asked for below required, gives the cell's own width.
        let nan = cell.systemLayoutSizeFitting(
            CGSize(width: CGFloat.nan, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(nan == CGSize(width: 320, height: 44))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 320, height: 44))
    }
}
