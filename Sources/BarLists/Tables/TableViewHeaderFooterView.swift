import BarGeometry
import BarGraphics
import BarText
import BarViews
import BarWidgets
import Foundation

/// A section's header or footer, as UIKit's `UITableViewHeaderFooterView`: the view a table shows
/// for a section title, or one a delegate returns with its own content in `contentView`.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was made with.
    public let reuseIdentifier: String?
    /// Holds the content; add your subviews here.
    public let contentView = View()
    /// The title, made the first time it is asked for.
    public private(set) lazy var textLabel: Label? = {
        let label = Label()
        label.numberOfLines = 0
        contentView.addSubview(label)
        return label
    }()

    /// Whether the table made it to show a title (and keeps it for reuse).
    var isTitleView = false

    /// How the title is placed: set by the table for its style and for header or footer.
    var titlePlacement = TitlePlacement.plainHeader {
        didSet { applyTitleStyle() }
    }

    /// The title's look in each place (BarKit's figures after UIKit's, Docs/Behaviors.md §11).
    enum TitlePlacement: Equatable {
        /// Bold 15 pt on a light gray band, vertically centered.
        case plainHeader
        /// 13 pt gray, upper case, resting 6 pt above the section.
        case groupedHeader
        /// 13 pt gray, 6 pt below the section.
        case footer
    }

    /// A header or footer for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A header or footer from a view document: `View`'s keys.
    public required init?(coder: Coder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Places `contentView` over the whole view and the title inside the margins.
    ///
    /// Called by the layout pass; do not call it directly. Overrides must call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = textLabel, label.superview != nil else { return }
        let inset = titleInset
        let width = max(0, bounds.width - inset * 2)
        let height = min(bounds.height, label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        let y: CGFloat
        switch titlePlacement {
        case .plainHeader: y = (bounds.height - height) / 2
        case .groupedHeader: y = bounds.height - height - 6
        case .footer: y = 6
        }
        label.frame = CGRect(x: inset, y: max(0, y), width: width, height: height)
    }

    /// The title's distance from the sides: 16 pt, 36 in an inset grouped table.
    var titleInset: CGFloat = 16

    /// Gives the title the font, color and background of `titlePlacement`.
    func applyTitleStyle() {
        guard let label = textLabel else { return }
        switch titlePlacement {
        case .plainHeader:
            label.font = .boldSystemFont(ofSize: 15)
            label.textColor = .black
            backgroundColor = Color(red: 247 / 255, green: 247 / 255, blue: 247 / 255)
        case .groupedHeader, .footer:
            label.font = .systemFont(ofSize: 13)
            label.textColor = Color(red: 109 / 255, green: 109 / 255, blue: 114 / 255)
            backgroundColor = nil
        }
        setNeedsLayout()
    }
}
