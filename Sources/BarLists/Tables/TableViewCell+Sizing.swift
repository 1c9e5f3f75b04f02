import BarGeometry
import BarViews
import BarWidgets
import Foundation

// Self-sizing (Docs/Behaviors.md, "Table view cells"): the height a table gives a row whose height is
// `TableView.automaticDimension`, from `systemLayoutSizeFitting` at the table's width.

extension TableViewCell {
    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` returns:
    /// the width asked for (when required and usable, else the cell's own), and the height of the
    /// content at the content width: from constraints when the content view has any, else the style's.
    func cellFittingSize(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let width = horizontal == .required && target.width.isFinite && target.width >= 0 ? target.width : bounds.width
        if vertical == .required, target.height.isFinite, target.height >= 0 {
            return CGSize(width: width, height: target.height)
        }
        let parts = partFrames(for: CGSize(width: width, height: bounds.height))
        updateContentMargins(hasAccessory: parts.accessory != nil)
        let contentWidth = parts.content.width
        let height: CGFloat
        if contentHasConstraints {
            height = contentView.systemLayoutSizeFitting(
                CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        } else {
            height = styleHeight(contentWidth: contentWidth)
        }
        return CGSize(width: width, height: height)
    }

    /// Whether any constraint is installed on `contentView` or a view inside it: the content is then
    /// measured by Auto Layout rather than by the style.
    var contentHasConstraints: Bool {
        var pending = [contentView]
        while let view = pending.popLast() {
            if !view.constraints.isEmpty { return true }
            pending.append(contentsOf: view.subviews)
        }
        return false
    }

    /// The style's height for a content view `contentWidth` wide: its labels (wrapped at their widths)
    /// and image with the content view's top and bottom margins, at least 44 points.
    func styleHeight(contentWidth: CGFloat) -> CGFloat {
        let margins = contentView.layoutMargins
        let frames = styleFrames(in: CGSize(width: contentWidth, height: 0), margins: margins)
        let height = (frames.contentHeight + margins.top + margins.bottom).ceiledToPixel(scale: contentScaleFactor)
        return max(TableViewCell.minimumStyleHeight, height)
    }
}
