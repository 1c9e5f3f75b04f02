import BarGeometry
import BarViews
import Foundation

// The content and frame layout guides (Docs/Behaviors.md §10), as UIKit's `contentLayoutGuide` and
// `frameLayoutGuide`. Both are guides the engine keeps in step with the scroll view
// (`LayoutGuide.content(of:identifier:)`, `.bounds(of:identifier:)`); the scroll view's
// `layoutSubviews()` moves the frame guide to the offset, solves, and reads the content guide's size
// back into `contentSize`.

extension ScrollView {
    /// The content area, as UIKit's `contentLayoutGuide`: its origin is the content's (0, 0) and its
    /// size `contentSize`. Constraints from the content to its edges, or on its width and height, set
    /// `contentSize` in the layout pass (a column pinned from its top to its bottom makes the content
    /// as tall as the column); on an axis they leave free, the guide keeps the `contentSize` set in
    /// code. Its width equal to `frameLayoutGuide`'s makes the content as wide as the scroll view.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = madeContentLayoutGuide { return guide }
        let guide = LayoutGuide.content(of: self, identifier: "ContentLayoutGuide")
        guide.proposedSize = contentSize
        madeContentLayoutGuide = guide
        return guide
    }

    /// The scroll view's frame, as UIKit's `frameLayoutGuide`: in the scroll view's coordinates, its
    /// bounds (the origin is `contentOffset`), so a view pinned to it stays put on screen while the
    /// content scrolls, and its width and height are the scroll view's.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = madeFrameLayoutGuide { return guide }
        let guide = LayoutGuide.bounds(of: self, identifier: "FrameLayoutGuide")
        madeFrameLayoutGuide = guide
        return guide
    }

    /// Called by `layoutSubviews()`: a `contentSize` set in code becomes the content guide's size on
    /// its free axes; the frame guide moves to the offset; the engine solves; and the content guide's
    /// solved size (on the pixel grid) becomes `contentSize`. Nothing when no constraint uses a guide.
    func updateLayoutGuides() {
        let content = madeContentLayoutGuide
        guard content != nil || madeFrameLayoutGuide != nil else { return }
        if let content, content.proposedSize != contentSize { content.proposedSize = contentSize }
        _ = madeFrameLayoutGuide?.solveForOwner()
        guard let content, let solved = content.solveForOwner() else { return }
        let size = solved.size.roundedToPixel(scale: contentScaleFactor)
        if size != contentSize { contentSize = size }
        // The size it keeps if its constraints go.
        content.proposedSize = contentSize
    }
}
