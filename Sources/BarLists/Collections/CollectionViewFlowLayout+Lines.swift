import BarGeometry
import BarViews
import BarWidgets
import Foundation

// How the flow layout breaks items into lines and places them (Docs/Behaviors.md, "Flow layout").
// "Along" is the direction of a line (x when the content scrolls vertically), "across" the
// direction lines stack in, which is the scroll direction.

/// One line of a section: where it runs across (its thickness is its thickest item's) and which
/// items it holds.
struct FlowLine {
    var start: CGFloat
    var end: CGFloat
    var first: Int
    var count: Int
}

/// One section as the last `prepare()` left it: where it runs across (insets included), its lines,
/// and its items' frames in content coordinates.
struct FlowSection {
    var start: CGFloat
    var end: CGFloat
    /// The room along a line inside the section insets.
    var lineRoom: CGFloat
    var lines: [FlowLine]
    var frames: [CGRect]
}

extension CollectionViewFlowLayout {
    /// Whether cells are measured (`estimatedItemSize` is not zero).
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    /// The size an unmeasured self-sizing item has.
    var estimatedSize: CGSize { estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize }

    /// Two items fit on a line when they overshoot it by less than this (sums of fractions).
    static let fitTolerance: CGFloat = 0.001

    /// Works out every section, as `prepare()` describes.
    func build() {
        sections = []
        guard let collectionView else {
            preparedContentSize = .zero
            preparedBoundsSize = nil
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        preparedBoundsSize = bounds.size
        let lineLength = max(0, vertical ? bounds.width - inset.horizontal : bounds.height - inset.vertical)
        if measuredLineLength != lineLength {
            measuredSizes.removeAll()
            measuredLineLength = lineLength
        }
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let sectionCount = collectionView.numberOfSections
        sections.reserveCapacity(sectionCount)
        // The measured sizes by section, read once (an index path per item would cost an allocation).
        var measured: [Int: [(item: Int, size: CGSize)]] = [:]
        if isSelfSizing {
            for (path, size) in measuredSizes { measured[path.section, default: []].append((path.item, size)) }
        }
        var cursor: CGFloat = 0
        for section in 0..<sectionCount {
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize]
            if isSelfSizing {
                sizes = [CGSize](repeating: estimatedSize, count: count)
                for (item, size) in measured[section] ?? [] where item < count { sizes[item] = size }
            } else if let delegate {
                sizes = []
                sizes.reserveCapacity(count)
                for item in 0..<count {
                    sizes.append(delegateSize(of: IndexPath(item: item, section: section), delegate: delegate, in: collectionView))
                }
            } else {
                sizes = [CGSize](repeating: itemSize, count: count)
            }
            var insets = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            if !insets.isFinite { insets = .zero }
            let lineSpacing = usable(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing)
            let itemSpacing = usable(
                delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing)
            let built = buildSection(
                sizes: sizes, start: cursor, lineLength: lineLength, insets: insets, lineSpacing: lineSpacing,
                itemSpacing: itemSpacing, vertical: vertical)
            sections.append(built)
            cursor = built.end
        }
        preparedContentSize = vertical
            ? CGSize(width: lineLength, height: cursor) : CGSize(width: cursor, height: lineLength)
    }

    /// Breaks one section's items into lines from `start` across, and places them.
    private func buildSection(
        sizes: [CGSize], start: CGFloat, lineLength: CGFloat, insets: EdgeInsets, lineSpacing: CGFloat,
        itemSpacing: CGFloat, vertical: Bool
    ) -> FlowSection {
        let leadAlong = vertical ? insets.left : insets.top
        let room = lineLength - leadAlong - (vertical ? insets.right : insets.bottom)
        let leadAcross = vertical ? insets.top : insets.left
        let trailAcross = vertical ? insets.bottom : insets.right
        func along(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var lines: [FlowLine] = []
        var lineStart = start + leadAcross
        var index = 0
        while index < sizes.count {
            // As many items as fit with the least spacing; always at least one.
            let first = index
            var used = along(sizes[index])
            var total = used
            var thickness = across(sizes[index])
            index += 1
            while index < sizes.count {
                let length = along(sizes[index])
                guard used + itemSpacing + length <= room + Self.fitTolerance else { break }
                used += itemSpacing + length
                total += length
                thickness = max(thickness, across(sizes[index]))
                index += 1
            }
            let count = index - first
            // A line that is not the section's last and holds two items or more is spread to both
            // insets; the others keep the least spacing from the leading inset.
            let gap = index < sizes.count && count > 1 ? (room - total) / CGFloat(count - 1) : itemSpacing
            var before: CGFloat = 0
            for k in 0..<count {
                let size = sizes[first + k]
                let a = leadAlong + before + CGFloat(k) * gap
                let c = lineStart + (thickness - across(size)) / 2
                frames[first + k] = vertical
                    ? CGRect(x: a, y: c, width: size.width, height: size.height)
                    : CGRect(x: c, y: a, width: size.width, height: size.height)
                before += along(size)
            }
            lines.append(FlowLine(start: lineStart, end: lineStart + thickness, first: first, count: count))
            lineStart += thickness
            if index < sizes.count { lineStart += lineSpacing }
        }
        return FlowSection(start: start, end: lineStart + trailAcross, lineRoom: max(0, room), lines: lines, frames: frames)
    }

    /// The delegate's size for the item at `path`; one that is negative or not finite is reported
    /// and taken as zero.
    private func delegateSize(
        of path: IndexPath, delegate: CollectionViewDelegateFlowLayout, in collectionView: CollectionView
    ) -> CGSize {
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: path)
        guard Self.isUsable(size) else {
            CollectionView.report(.invalidItemSize(path, size))
            return .zero
        }
        return size
    }

    private func usable(_ length: CGFloat) -> CGFloat { Self.isUsable(length) ? length : 0 }

    /// Measures a self-sizing cell: its compressed size (each axis pulled weakly toward the estimate);
    /// when that is longer than the room along a line, measured again at exactly that length (where
    /// labels of several lines wrap).
    func measuredSize(of cell: CollectionViewCell, at path: IndexPath) -> CGSize {
        let estimate = estimatedSize
        var size = cell.systemLayoutSizeFitting(
            estimate, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        let room = path.section < sections.count ? sections[path.section].lineRoom : .infinity
        if scrollDirection == .vertical, size.width > room {
            size = cell.systemLayoutSizeFitting(
                CGSize(width: room, height: estimate.height), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        } else if scrollDirection == .horizontal, size.height > room {
            size = cell.systemLayoutSizeFitting(
                CGSize(width: estimate.width, height: room), withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .required)
        }
        guard Self.isUsable(size) else {
            CollectionView.report(.invalidItemSize(path, size))
            return estimate
        }
        return size
    }
}
