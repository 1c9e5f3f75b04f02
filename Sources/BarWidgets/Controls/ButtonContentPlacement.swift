import BarDocuments
import BarGeometry
import BarGraphics
import BarText
import BarViews
import Foundation

/// Where a button puts its image and title inside its content rect (Docs/Behaviors.md §4), as plain
/// arithmetic over sizes so it can be checked on its own. `Button.imageRect(forContentRect:)` and
/// `Button.titleRect(forContentRect:)` use it.
///
/// - The image and title are placed side by side, image first; by default the pair is centred as a
///   group: imageX = C.x + (C.w − I.w − T.w)/2, titleX = imageX + I.w. `.left`, `.right` and `.fill`
///   align the pair (fill stretches the title over the rest of the width, or the image over the whole
///   width when there is no title).
/// - Each part is placed vertically on its own: centred, top, bottom or stretched (`.fill`).
/// - The title's width is clamped so the pair fits; a part larger than its rect is clamped to it.
/// - `imageEdgeInsets` and `titleEdgeInsets` shrink the rect each part is placed in (so a left inset of
///   10 moves a centred part 5 points right).
/// - The resulting rects are rounded to device pixels (half-up, each edge).
struct ButtonContentPlacement {
    var contentRect: CGRect
    var imageSize: CGSize
    var titleSize: CGSize
    var imageEdgeInsets: EdgeInsets = .zero
    var titleEdgeInsets: EdgeInsets = .zero
    /// Already resolved: `.leading`/`.trailing` are `.left`/`.right`.
    var horizontal: Control.ContentHorizontalAlignment = .center
    var vertical: Control.ContentVerticalAlignment = .center
    var scale: CGFloat = 1

    private var imageArea: CGRect { contentRect.inset(by: imageEdgeInsets) }
    private var titleArea: CGRect { contentRect.inset(by: titleEdgeInsets) }
    private var hasTitle: Bool { titleSize.width > 0 && titleSize.height > 0 }

    /// The image's width as placed: its own, clamped to its rect (the whole rect for `.fill` without a title).
    private var imageWidth: CGFloat {
        if horizontal == .fill && !hasTitle { return imageArea.width }
        return min(max(0, imageSize.width.finiteOr(0)), imageArea.width)
    }

    /// The title's width as placed: clamped so that image and title fit side by side.
    private var titleWidth: CGFloat {
        let room = max(0, titleArea.width - imageWidth)
        if horizontal == .fill { return hasTitle ? room : 0 }
        return min(max(0, titleSize.width.finiteOr(0)), room)
    }

    /// The image's rect in the button's coordinates.
    var imageRect: CGRect {
        rowPartRect(in: imageArea, width: imageWidth, height: imageSize.height, before: 0, after: titleWidth)
    }

    /// The title's rect in the button's coordinates.
    var titleRect: CGRect {
        rowPartRect(in: titleArea, width: titleWidth, height: titleSize.height, before: imageWidth, after: 0)
    }

    /// One part of the image-and-title row placed in `area`: across by the horizontal alignment
    /// (`before` and `after` are the widths of the row ahead of the part and behind it, so the row is
    /// `before + width + after` wide without working the widths out again), along by
    /// the vertical one at its height clamped to the area, rounded to pixels.
    private func rowPartRect(
        in area: CGRect, width: CGFloat, height: CGFloat, before: CGFloat, after: CGFloat
    ) -> CGRect {
        let x: CGFloat
        switch horizontal {
        case .left, .leading, .fill: x = area.minX + before
        case .right, .trailing: x = area.maxX - after - width
        case .center: x = area.minX + (area.width - before - width - after) / 2 + before
        }
        let (y, h) = place(min(max(0, height.finiteOr(0)), area.height), in: area)
        return CGRect(x: x, y: y, width: width, height: h).roundedToPixel(scale: scale)
    }

    private func place(_ height: CGFloat, in area: CGRect) -> (CGFloat, CGFloat) {
        switch vertical {
        case .center: (area.minY + (area.height - height) / 2, height)
        case .top: (area.minY, height)
        case .bottom: (area.maxY - height, height)
        case .fill: (area.minY, area.height)
        }
    }

    /// A button's natural size (§4): the content insets plus the image and title side by side, as tall
    /// as the taller of them; at least the background image's size. Title and image insets do not count.
    static func intrinsicSize(
        contentEdgeInsets: EdgeInsets, imageSize: CGSize, titleSize: CGSize, backgroundSize: CGSize
    ) -> CGSize {
        var width = contentEdgeInsets.horizontal + imageSize.width + titleSize.width
        var height = contentEdgeInsets.vertical + max(imageSize.height, titleSize.height)
        // UIKit's implicit padding, which content edge insets of their own replace: a button with
        // nothing to show is 30 × 34, and a title that is the only content gets 6 points above and
        // below its line. Images are not padded.
        if contentEdgeInsets == .zero {
            let hasTitle = titleSize.width > 0 || titleSize.height > 0
            let hasImage = imageSize.width > 0 || imageSize.height > 0
            if !hasTitle && !hasImage {
                width = emptySize.width
                height = emptySize.height
            } else if hasTitle && !hasImage {
                height += 2 * titleVerticalPadding
            }
        }
        return CGSize(width: max(width, backgroundSize.width), height: max(height, backgroundSize.height))
    }

    /// The intrinsic size of a button with no title, image or insets (UIKit's).
    static let emptySize = CGSize(width: 30, height: 34)
    /// The space above and below a title that is a button's only content (UIKit's).
    static let titleVerticalPadding: CGFloat = 6
}
