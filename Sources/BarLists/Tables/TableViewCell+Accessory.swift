import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// The standard accessories, drawn in code (Docs/Behaviors.md, "Table view cells"): a gray chevron, a
// checkmark and an info button in the tint colour. Sizes are BarKit's, close to UIKit's images.

extension TableViewCell {
    /// The view that draws a cell's `accessoryType`. Touches pass through to the cell.
    final class AccessoryGlyphView: DecorationView {
        /// The chevron's colour: UIKit's tertiary label gray, opaque on white.
        static let chevronColor = Color(hex: 0xC4C4C7)
        /// The width of the chevron, the info button, and the space between them.
        static let chevronSize = CGSize(width: 8, height: 13)
        static let checkmarkSize = CGSize(width: 14, height: 11)
        static let infoButtonSize = CGSize(width: 22, height: 22)
        static let infoToChevron: CGFloat = 12

        var type: AccessoryType = .none {
            didSet { if type != oldValue { setNeedsDisplay() } }
        }

        /// The size an accessory of `type` is drawn at.
        static func size(of type: AccessoryType) -> CGSize {
            switch type {
            case .none: .zero
            case .disclosureIndicator: chevronSize
            case .checkmark: checkmarkSize
            case .detailButton: infoButtonSize
            case .detailDisclosureButton:
                CGSize(width: infoButtonSize.width + infoToChevron + chevronSize.width, height: infoButtonSize.height)
            }
        }

        override func tintColorDidChange() {
            super.tintColorDidChange()
            if type != .disclosureIndicator { setNeedsDisplay() }
        }

        override func draw(_ rect: CGRect) {
            guard let context = GraphicsContext.current else { return }
            context.lineWidth = 2
            context.lineCap = .round
            context.lineJoin = .round
            switch type {
            case .none: break
            case .disclosureIndicator: drawChevron(in: context, at: CGPoint(x: 0, y: (bounds.height - 13) / 2))
            case .checkmark: drawCheckmark(in: context)
            case .detailButton: drawInfoButton(in: context)
            case .detailDisclosureButton:
                drawInfoButton(in: context)
                let size = AccessoryGlyphView.chevronSize
                drawChevron(in: context, at: CGPoint(x: bounds.width - size.width, y: (bounds.height - size.height) / 2))
            }
        }

        /// A chevron pointing right in an 8 × 13 box whose top-left corner is `origin`.
        private func drawChevron(in context: GraphicsContext, at origin: CGPoint) {
            context.strokeColor = AccessoryGlyphView.chevronColor
            var path = Path()
            path.move(to: CGPoint(x: origin.x + 1.5, y: origin.y + 1.5))
            path.addLine(to: CGPoint(x: origin.x + 6.5, y: origin.y + 6.5))
            path.addLine(to: CGPoint(x: origin.x + 1.5, y: origin.y + 11.5))
            context.stroke(path)
        }

        /// A checkmark filling the 14 × 11 box, in the tint colour.
        private func drawCheckmark(in context: GraphicsContext) {
            context.strokeColor = tintColor
            var path = Path()
            path.move(to: CGPoint(x: 1.5, y: 6))
            path.addLine(to: CGPoint(x: 5, y: 9.5))
            path.addLine(to: CGPoint(x: 12.5, y: 1.5))
            context.stroke(path)
        }

        /// An "i" in a circle, 22 points across at the left, in the tint colour.
        private func drawInfoButton(in context: GraphicsContext) {
            let size = AccessoryGlyphView.infoButtonSize
            let top = (bounds.height - size.height) / 2
            context.strokeColor = tintColor
            context.lineWidth = 1
            context.strokeEllipse(in: CGRect(x: 0.5, y: top + 0.5, width: size.width - 1, height: size.height - 1))
            context.fillColor = tintColor
            context.fillEllipse(in: CGRect(x: 9.75, y: top + 5.5, width: 2.5, height: 2.5))
            context.fill(CGRect(x: 10, y: top + 9.5, width: 2, height: 7.5))
        }
    }
}
