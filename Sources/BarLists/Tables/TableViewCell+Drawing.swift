import BarGeometry
import BarGraphics
import BarViews
import BarWidgets
import Foundation

// What a cell draws itself (Docs/Behaviors.md, "Table view cells"): its white background, rounded on
// the corners an inset-grouped table asks for, and its separator, one device pixel at its bottom edge.

extension TableViewCell {
    /// The cell's own background: white (UIKit's system background in light mode).
    static let defaultBackgroundColor = Color.white
    /// The radius of the corners an inset-grouped table rounds (UIKit's 10 points).
    static let cornerRadius: CGFloat = 10
    /// UIKit's opaque separator colour.
    static let defaultSeparatorColor = Color(hex: 0xC6C6C8)
    /// BarKit's default separator inset: from 16 points in on the left to the right edge.
    static let defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// Fills the cell's white background unless a `backgroundColor` or `backgroundView` replaces it.
    func drawCellBackground() {
        guard backgroundColor == nil, backgroundView == nil, let context = GraphicsContext.current else { return }
        context.fillColor = TableViewCell.defaultBackgroundColor
        TableViewCell.fill(bounds, roundingTop: roundsTopCorners, bottom: roundsBottomCorners, in: context)
    }

    /// Fills `rect` with the context's fill colour, its top and/or bottom corners rounded with
    /// `cornerRadius` (at most half the shorter side).
    static func fill(_ rect: CGRect, roundingTop top: Bool, bottom: Bool, in context: GraphicsContext) {
        let radius = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard top || bottom, radius > 0 else { return context.fill(rect) }
        let rt = top ? radius : 0
        let rb = bottom ? radius : 0
        let half = CGFloat.pi / 2
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rt, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rt, y: rect.minY))
        if rt > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - rt, y: rect.minY + rt), radius: rt, startAngle: -half, endAngle: 0,
                clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - rb))
        if rb > 0 {
            path.addArc(
                center: CGPoint(x: rect.maxX - rb, y: rect.maxY - rb), radius: rb, startAngle: 0, endAngle: half,
                clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.minX + rb, y: rect.maxY))
        if rb > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + rb, y: rect.maxY - rb), radius: rb, startAngle: half, endAngle: .pi,
                clockwise: true)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + rt))
        if rt > 0 {
            path.addArc(
                center: CGPoint(x: rect.minX + rt, y: rect.minY + rt), radius: rt, startAngle: .pi,
                endAngle: 3 * half, clockwise: true)
        }
        path.closeSubpath()
        context.fill(path)
    }

    /// Places the separator line along the bottom edge between the insets (negative ones count as 0),
    /// on top of every other subview.
    func layoutSeparator() {
        let size = bounds.size
        let left = max(0, separatorInset.left.isFinite ? separatorInset.left : 0)
        let right = max(0, separatorInset.right.isFinite ? separatorInset.right : 0)
        let height = min(1, size.height)
        separatorLine.frame = CGRect(
            x: left, y: size.height - height, width: max(0, size.width - left - right), height: height)
        if subviews.last !== separatorLine { bringSubviewToFront(separatorLine) }
    }

    /// A view that draws part of the cell (its separator, its accessory): not opaque, and touches
    /// pass through it to the cell.
    class DecorationView: View {
        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isOpaque = false
        }

        required init?(coder: Coder) {
            super.init(coder: coder)
            isUserInteractionEnabled = false
        }
    }

    /// The separator: a view one point tall at the cell's bottom that fills its bottom device pixel
    /// (1/scale points, at the scale it is rendered at), so the line takes no height from the content.
    final class SeparatorLineView: DecorationView {
        var color: Color = TableViewCell.defaultSeparatorColor {
            didSet { if color != oldValue { setNeedsDisplay() } }
        }

        override func draw(_ rect: CGRect) {
            guard let context = GraphicsContext.current else { return }
            let thickness = min(bounds.height, 1 / max(1, context.scale))
            context.fillColor = color
            context.fill(CGRect(x: 0, y: bounds.height - thickness, width: bounds.width, height: thickness))
        }
    }
}
