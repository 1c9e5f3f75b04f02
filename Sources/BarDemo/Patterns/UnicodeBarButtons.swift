import BarKit
import Foundation

// Pattern 2: bar buttons drawn from Unicode symbols instead of images.
//
// A 32×32 custom button whose title is one symbol in the 20-point system font with a black shadow one
// point above, glowing while touched. The inverted variant turns the title label upside down, so ◀ and
// ▶ (or ▲ and ▼) come from one glyph. A glyph's ink is not centred in its line box (a triangle sits
// low), and the label turns about its box's centre, so both variants move the title by the ink's
// offset (titleEdgeInsets) to centre what is drawn: the pair then lines up.

extension BarItem {
    /// A bar item showing the symbol `title` on a 32×32 button; tapping it sends `action` to `target`
    /// (nil: along the responder chain). `inverted` rotates the symbol by π.
    public static func symbolItem(
        _ title: String, inverted: Bool = false, target: AnyObject?, action: ActionName
    ) -> BarItem {
        let button = Button(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 20)
        button.titleLabel?.shadowColor = .black
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: -1)
        if inverted {
            button.titleLabel?.transform = CGAffineTransform(rotationAngle: .pi)
        }
        // The ink's offset from the centre of the title label, which the button sizes to fit (its
        // line box rounded up to whole points, the text at its top left); turned by π the offset
        // points the other way.
        let layout = TextLayout(string: title, font: .systemFont(ofSize: 20))
        let box = CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up))
        let ink = CGPoint(x: layout.imageBounds.midX - box.width / 2, y: layout.imageBounds.midY - box.height / 2)
        let shift = inverted ? ink : CGPoint(x: -ink.x, y: -ink.y)
        button.titleEdgeInsets = EdgeInsets(top: shift.y, left: shift.x, bottom: -shift.y, right: -shift.x)
        button.addTarget(target, action: action, for: .touchUpInside)
        button.showsTouchWhenHighlighted = true
        return BarItem(customView: button)
    }
}
