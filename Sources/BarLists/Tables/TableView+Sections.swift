import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// Section headers and footers (Docs/Tables.md, "Sections"): their heights, the title views the
// table makes for titles, and the floating header of `.plain`.

extension TableView {
    /// The header's height: the delegate's, else `sectionHeaderHeight`; `automaticDimension` gives
    /// each style's figure (Docs/Behaviors.md §11).
    func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked != TableView.automaticDimension { return asked.isFinite && asked >= 0 ? asked : 0 }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            return fittedHeight(of: view)
        }
        switch style {
        case .plain: return titled ? 28 : 0
        case .grouped, .insetGrouped: return titled ? 38 : 18
        }
    }

    /// The footer's height, as `headerHeight(_:)`.
    func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked != TableView.automaticDimension { return asked.isFinite && asked >= 0 ? asked : 0 }
        let title = dataSource?.tableView(self, titleForFooterInSection: section)
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            return fittedHeight(of: view)
        }
        switch style {
        case .plain: return title != nil ? 28 : 0
        case .grouped, .insetGrouped:
            guard let title else { return 18 }
            let label = Label(text: title, font: .systemFont(ofSize: 13))
            label.numberOfLines = 0
            let width = max(0, bounds.width - 2 * (16 + rowSideInset))
            return ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height) + 18
        }
    }

    /// A header or footer view's height at the table's width, from its constraints.
    private func fittedHeight(of view: View) -> CGFloat {
        let size = view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite && size.height > 0 ? size.height : view.frame.height
    }

    /// Shows the header or footer in `slot`; false when the section has none (zero height or no
    /// view or title).
    func placeSupplement(atSlot slot: Int, section: Int, isHeader: Bool) -> Bool {
        let height = CGFloat(model.height(ofSlot: slot))
        guard height > 0 else { return false }
        let view: View
        var entering = false
        if let shown = visibleSupplements[slot] {
            view = shown
        } else {
            guard let made = makeSupplement(section: section, isHeader: isHeader) else { return false }
            view = made
            addSubview(view)
            visibleSupplements[slot] = view
            entering = rowUpdate != nil
        }
        var y = CGFloat(model.top(of: slot))
        if isHeader && style == .plain {
            // Floats at the top of the visible area while its section is in sight, pushed up by the
            // section's end.
            let sectionEnd = CGFloat(model.top(of: model.footerSlot(section) + 1))
            y = min(max(y, bounds.minY + adjustedContentInset.top), sectionEnd - height)
        }
        let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
        if entering {
            placeEntering(view, frame: frame)
        } else {
            view.frame = frame
        }
        return true
    }

    /// The delegate's view for the section, else a title view, else nil.
    private func makeSupplement(section: Int, isHeader: Bool) -> View? {
        if let view = isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        {
            return view
        }
        let title = isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view = titleViewPool.popLast() ?? TableViewHeaderFooterView(reuseIdentifier: nil)
        view.isTitleView = true
        view.isHidden = false
        view.titlePlacement = !isHeader ? .footer : style == .plain ? .plainHeader : .groupedHeader
        view.titleInset = 16 + rowSideInset
        view.textLabel?.text = style == .plain || !isHeader ? title : title.uppercased()
        view.applyTitleStyle()
        return view
    }

    /// Takes the header or footer in `slot` off screen; title views are kept for reuse.
    func endDisplayingSupplement(atSlot slot: Int) {
        guard let view = visibleSupplements.removeValue(forKey: slot) else { return }
        setAsideSupplement(view)
    }

    /// Sets aside a header or footer view that has left the screen.
    func setAsideSupplement(_ view: View) {
        if let titleView = view as? TableViewHeaderFooterView, titleView.isTitleView,
            titleViewPool.count < 8
        {
            titleView.isHidden = true
            titleViewPool.append(titleView)
        } else {
            view.removeFromSuperview()
        }
    }
}
