import BarKit
import Foundation

// Pattern 1: a title on a toolbar that looks exactly like a navigation bar's title.
//
// A label in the silver bar's title style (bold 20-point system font, #717880, a #E6E7EB shadow one
// pixel below, centred, on a clear background), 23 points tall, inside a container one point taller.
// The container is what the toolbar centres: a 24-point view sits at y = 10 in a 44-point bar, which
// is where a navigation bar puts its title. The bare 23-point label would sit at y = 11.

extension BarItem {
    /// A toolbar item showing `title` as a navigation bar would, `width` points wide.
    ///
    /// Read the label back with `titleLabel` to change the title later.
    public convenience init(title: String, width: CGFloat) {
        let container = View(frame: CGRect(x: 0, y: 0, width: width, height: 24))
        container.addSubview(BarItem.makeToolbarTitleLabel(title, width: width))
        self.init(customView: container)
    }

    /// The title label of an item made by `init(title:width:)`.
    public var titleLabel: Label? { customView?.subviews.last as? Label }

    /// The label on its own: 23 points tall, styled like the silver bar's title.
    public static func makeToolbarTitleLabel(_ title: String, width: CGFloat) -> Label {
        let label = Label(frame: CGRect(x: 0, y: 0, width: width, height: 23))
        label.text = title
        label.backgroundColor = .clear
        label.textColor = Color(hex: 0x717880)
        label.shadowColor = Color(hex: 0xE6E7EB)
        label.shadowOffset = CGSize(width: 0, height: 1)
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 20)
        return label
    }
}
