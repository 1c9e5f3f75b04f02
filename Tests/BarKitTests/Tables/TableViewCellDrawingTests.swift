import BarKitTesting
import Foundation
import Testing

import BarKit
@testable import BarGeometry
@testable import BarGraphics
@testable import BarRendering
@testable import BarViews
@testable import BarLists
@testable import BarWidgets

/// What a cell draws: its background and corners, its selected background, its accessories and its
/// separator, read from rendered pixels.
@MainActor
@Suite struct TableViewCellDrawingTests {
    let white = PixelRGBA(white: 255)
    let selectionGray = PixelRGBA(Color(hex: 0xD1D1D6))
    let separatorGray = PixelRGBA(Color(hex: 0xC6C6C8))

    func cell(_ style: TableViewCell.CellStyle = .default, text: String? = nil) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = text
        return cell
    }

    /// How many pixels of `bitmap` inside `rect` are not white.
    func inkedPixels(_ bitmap: Bitmap, in rect: CGRect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where bitmap.pixel(x: x, y: y) != white { count += 1 }
        }
        return count
    }

    // MARK: - Background and separator

    @Test func aCellDrawsItsOwnWhiteBackgroundUnlessGivenOne() throws {
        let plain = cell()
        #expect(plain.backgroundColor == nil)
        #expect(try plain.snapshot(scale: 1).pixel(x: 5, y: 5) == white)
        plain.backgroundColor = .clear
        #expect(try plain.snapshot(scale: 1).pixel(x: 5, y: 5).alpha == 0, "a clear cell shows the table behind")
        let backed = cell()
        let background = View()
        background.backgroundColor = .red
        backed.backgroundView = background
        #expect(backed.subviews.first === background)
        #expect(try backed.snapshot(scale: 1).pixel(x: 5, y: 5) == PixelRGBA(Color.red))
        #expect(background.frame == backed.bounds)
    }

    @Test func theSeparatorIsOneDevicePixelAtTheBottomBetweenTheInsets() throws {
        let cell = cell(text: "Row")
        #expect(try cell.snapshot(scale: 1).pixel(x: 100, y: 43) == white, "no separator until the table asks")
        cell.drawsSeparator = true
        let one = try cell.snapshot(scale: 1)
        #expect(one.pixel(x: 15, y: 43) == white)
        #expect(one.pixel(x: 16, y: 43) == separatorGray)
        #expect(one.pixel(x: 319, y: 43) == separatorGray)
        #expect(one.pixel(x: 100, y: 42) == white)
        // At 2× the line is half a point: the last pixel row only.
        let two = try cell.snapshot(scale: 2)
        #expect(two.pixel(x: 31, y: 87) == white)
        #expect(two.pixel(x: 32, y: 87) == separatorGray)
        #expect(two.pixel(x: 100, y: 86) == white)
        // It takes no height from the content.
        #expect(cell.contentView.frame.height == 44)
        // Insets move its ends; negative ones count as 0; the table's colour is used.
        cell.separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 20)
        cell.separatorColor = .red
        let inset = try cell.snapshot(scale: 1)
        #expect(inset.pixel(x: 39, y: 43) == white && inset.pixel(x: 40, y: 43) == PixelRGBA(Color.red))
        #expect(inset.pixel(x: 299, y: 43) == PixelRGBA(Color.red) && inset.pixel(x: 300, y: 43) == white)
        cell.separatorInset = EdgeInsets(top: 0, left: -10, bottom: 0, right: -10)
        let negative = try cell.snapshot(scale: 1)
        #expect(negative.pixel(x: 0, y: 43) == PixelRGBA(Color.red) && negative.pixel(x: 319, y: 43) == PixelRGBA(Color.red))
        // Selected, the line stays on top of the selected background.
        cell.isSelected = true
        #expect(try cell.snapshot(scale: 1).pixel(x: 100, y: 43) == PixelRGBA(Color.red))
    }

    // MARK: - Highlight and selection

    @Test func highlightingShowsTheGraySelectedBackgroundBehindTheContent() throws {
        let cell = cell(.value1, text: "Title")
        cell.detailTextLabel?.text = "Detail"
        cell.isHighlighted = true
        let background = try #require(cell.selectedBackgroundView)
        #expect(background.superview === cell && cell.subviews.first === background, "behind everything else")
        #expect(background.frame == cell.bounds)
        #expect(cell.textLabel?.isHighlighted == true && cell.detailTextLabel?.isHighlighted == true)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == selectionGray)
        cell.isHighlighted = false
        #expect(background.superview == nil)
        #expect(cell.textLabel?.isHighlighted == false)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == white)
        // Selection shows the same background.
        cell.setSelected(true, animated: true)
        #expect(background.superview === cell)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == selectionGray)
        // Above a background view.
        let backing = View()
        cell.backgroundView = backing
        #expect(cell.subviews.first === backing && cell.subviews[1] === background)
    }

    @Test func selectionStyleNoneDrawsNothing() throws {
        let cell = cell(text: "Title")
        cell.imageView?.image = Image(size: CGSize(width: 10, height: 10)) { _ in }
        cell.selectionStyle = .none
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.selectedBackgroundView?.superview == nil)
        #expect(cell.textLabel?.isHighlighted == false && cell.imageView?.isHighlighted == false)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == white)
        // Another style shows it at once.
        cell.selectionStyle = .gray
        #expect(cell.selectedBackgroundView?.superview === cell)
        #expect(cell.textLabel?.isHighlighted == true && cell.imageView?.isHighlighted == true)
    }

    @Test func aCustomSelectedBackgroundViewReplacesTheDefault() throws {
        let cell = cell()
        let custom = View()
        custom.backgroundColor = .green
        cell.selectedBackgroundView = custom
        cell.isSelected = true
        #expect(custom.superview === cell && custom.frame == cell.bounds)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == PixelRGBA(Color.green))
        // nil brings a default back.
        cell.selectedBackgroundView = nil
        #expect(custom.superview == nil)
        #expect(try cell.snapshot(scale: 1).pixel(x: 3, y: 3) == selectionGray)
    }

    @Test func labelsInTheContentViewAreHighlightedWithTheCell() {
        let cell = cell()
        let own = Label()
        let holder = View()
        holder.addSubview(own)
        cell.contentView.addSubview(holder)
        cell.isHighlighted = true
        #expect(own.isHighlighted)
        cell.isHighlighted = false
        #expect(!own.isHighlighted)
    }

    // MARK: - Corners

    @Test func roundedCornersClipTheBackgroundsButNotTheContent() throws {
        let cell = cell(text: "First")
        cell.roundsTopCorners = true
        let top = try cell.snapshot(scale: 1)
        #expect(top.pixel(x: 0, y: 0).alpha == 0 && top.pixel(x: 319, y: 0).alpha == 0)
        #expect(top.pixel(x: 160, y: 0) == white && top.pixel(x: 0, y: 20) == white)
        #expect(top.pixel(x: 0, y: 43) == white, "the bottom corners stay square")
        cell.roundsBottomCorners = true
        cell.isSelected = true
        let both = try cell.snapshot(scale: 1)
        #expect(both.pixel(x: 0, y: 43).alpha == 0 && both.pixel(x: 319, y: 43).alpha == 0)
        #expect(both.pixel(x: 5, y: 22) == selectionGray)
        #expect(cell.contentView.frame == cell.bounds, "content is unaffected")
        // The default selected background follows later changes of the corners too.
        cell.roundsTopCorners = false
        #expect(try cell.snapshot(scale: 1).pixel(x: 0, y: 0) == selectionGray)
    }

    // MARK: - Accessories

    @Test func theDisclosureChevronIsGrayAndTheCheckmarkIsTinted() throws {
        let cell = cell(text: "Row")
        cell.accessoryType = .disclosureIndicator
        let chevron = try cell.snapshot(scale: 2)
        let box = CGRect(x: 296 * 2, y: 16 * 2, width: 8 * 2, height: 13 * 2)
        #expect(inkedPixels(chevron, in: box) > 20)
        #expect(inkedPixels(chevron, in: CGRect(x: 610, y: 0, width: 30, height: 88)) == 0, "nothing past the margin")
        let middle = chevron.pixel(x: 604, y: 45)  // the chevron's point, (302.25, 22.5) in points
        #expect(middle.red == middle.green && middle.red > 150 && middle.red < 230, "\(middle) is gray")
        cell.accessoryType = .checkmark
        cell.tintColor = .red
        let check = try cell.snapshot(scale: 2)
        var reds = 0
        for y in 34..<56 {
            for x in 580..<608 where check.pixel(x: x, y: y) == PixelRGBA(Color.red) { reds += 1 }
        }
        #expect(reds > 20, "the checkmark is drawn in the tint")
    }

    // MARK: - Golden

    @Test func stylesSnapshot() throws {
        let column = View(frame: CGRect(x: 0, y: 0, width: 320, height: 6 * 44))
        column.backgroundColor = Color(hex: 0xF2F2F7)
        let icon = Image(size: CGSize(width: 24, height: 24)) { context in
            context.fillColor = .systemBlue
            context.fillRoundedRect(CGRect(x: 0, y: 0, width: 24, height: 24), cornerRadius: 6)
        }
        var cells: [TableViewCell] = []
        func add(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String?) -> TableViewCell {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = text
            cell.detailTextLabel?.text = detail
            cell.frame = CGRect(x: 0, y: CGFloat(cells.count) * 44, width: 320, height: 44)
            cell.drawsSeparator = true
            column.addSubview(cell)
            cells.append(cell)
            return cell
        }
        add(.default, "Default with an image", nil).imageView?.image = icon
        add(.value1, "Wi-Fi", "Home").accessoryType = .disclosureIndicator
        add(.value2, "mobile", "555 0100").accessoryType = .detailButton
        add(.subtitle, "Subtitle", "Gray detail text").accessoryType = .checkmark
        add(.default, "Highlighted", nil).isHighlighted = true
        let last = add(.value1, "Inset grouped", "Last")
        last.frame = last.frame.insetBy(dx: 16, dy: 0)
        last.roundsBottomCorners = true
        last.drawsSeparator = false
        last.accessoryType = .detailDisclosureButton
        assertSnapshot(of: column, named: "cell-styles", scale: 2, maxDifferingPixels: 16)
    }
}
