import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// Highlight and selection as UIKit shows them (Docs/Behaviors.md, "Table view cells"): while the cell
// is highlighted or selected and its style is not `.none`, `selectedBackgroundView` sits behind the
// content (just above `backgroundView`, as UIKit documents) and the content's labels and image views
// are highlighted.

extension TableViewCell {
    /// The default selected background: UIKit's system gray 4.
    static let selectedBackgroundColor = Color(hex: 0xD1D1D6)

    /// Whether the cell shows its selected appearance now.
    var showsSelectionAppearance: Bool {
        (storedSelected || storedHighlighted) && selectionStyle != .none
    }

    /// Shows or hides the selected background and highlights the content to match the state.
    func updateSelectionAppearance() {
        let shows = showsSelectionAppearance
        if shows, let background = selectedBackgroundView {
            background.frame = bounds
            if let below = backgroundView, below.superview === self {
                insertSubview(background, aboveSubview: below)
            } else if subviews.first !== background {
                insertSubview(background, at: 0)
            }
        } else if let background = storedSelectedBackgroundView, background.superview === self {
            background.removeFromSuperview()
        }
        highlightContent(shows)
    }

    /// Sets `isHighlighted` on every label and image view in `contentView`, as UIKit does.
    private func highlightContent(_ highlighted: Bool) {
        var pending = contentView.subviews
        while let view = pending.popLast() {
            if let label = view as? Label {
                label.isHighlighted = highlighted
            } else if let image = view as? ImageView {
                image.isHighlighted = highlighted
            }
            pending.append(contentsOf: view.subviews)
        }
    }

    /// The corners changed: the background and the default selected background are drawn again.
    func cornersDidChange() {
        if let view = storedSelectedBackgroundView as? SelectedBackgroundView {
            view.roundsTopCorners = roundsTopCorners
            view.roundsBottomCorners = roundsBottomCorners
        }
        setNeedsDisplay()
    }

    /// The default selected background: system gray 4, rounded on the corners its cell rounds. Draws
    /// its colour only while it has no `backgroundColor` (one you set fills it, square, as any view's).
    final class SelectedBackgroundView: View {
        var roundsTopCorners = false {
            didSet { if roundsTopCorners != oldValue { setNeedsDisplay() } }
        }
        var roundsBottomCorners = false {
            didSet { if roundsBottomCorners != oldValue { setNeedsDisplay() } }
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
        }

        required init?(coder: Coder) { super.init(coder: coder) }

        override func draw(_ rect: CGRect) {
            guard backgroundColor == nil, let context = GraphicsContext.current else { return }
            context.fillColor = TableViewCell.selectedBackgroundColor
            TableViewCell.fill(bounds, roundingTop: roundsTopCorners, bottom: roundsBottomCorners, in: context)
        }
    }
}
