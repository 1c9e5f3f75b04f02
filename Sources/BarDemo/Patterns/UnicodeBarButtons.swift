import BarKit
import Foundation

// Pattern 2: bar buttons drawn from Unicode symbols instead of images.
//
// A 32×32 custom button whose title is one symbol in the 20-point system font with a black shadow one
// point above, glowing while touched. The inverted variant turns the title label upside down, so ◀ and
// ▶ (or ▲ and ▼) come from one glyph and match exactly.

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
        button.addTarget(target, action: action, for: .touchUpInside)
        button.showsTouchWhenHighlighted = true
        return BarItem(customView: button)
    }
}
