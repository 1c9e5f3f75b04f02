import BarKit
import Foundation

/// BarDemo's list scene (`DemoScenes+List.swift`) rebuilt for the benchmarks: a 360 × 480 window, a
/// navigation bar, and under it a scroll view of rows, each a number, a title, a detail and a star
/// button, 45 pt apart. The rows are the demo's stack views (`.autoLayout`) or a view that places
/// the same four views by frames (`.frames`); either way rows, bar and scroll view follow the
/// window's width by their autoresizing masks.
@MainActor
package final class ListScreen {
    /// How a row places its four views.
    package enum RowKind: Sendable {
        /// A `StackView` (spacing 10, centred, margins 12), as the demo builds it.
        case autoLayout
        /// A `FrameListRow`: the same places, worked out in `layoutSubviews()`.
        case frames
    }

    nonisolated package static let size = CGSize(width: 360, height: 480)
    /// How far one row is below the one before (a row is 1 pt shorter: the separator).
    nonisolated package static let rowPitch: CGFloat = 45

    static let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
    static let subjects = [
        "Lunch on Friday?", "Slides for the talk", "Re: the build", "Photos", "Invoice 1024", "Meeting moved",
        "Κρυπτογραφία", "Привет из Москвы",
    ]

    package let kind: RowKind
    package let window: Window
    package let bar = NavigationBar()
    package let scrollView: ScrollView
    /// The rows, top to bottom: `StackView`s or `FrameListRow`s.
    package private(set) var rows: [View] = []
    /// Each row's detail label, the one view whose width follows the row's.
    package private(set) var details: [Label] = []

    package init(rows count: Int, kind: RowKind, application: Application) {
        self.kind = kind
        window = Window(frame: CGRect(origin: .zero, size: Self.size), application: application)
        window.backgroundColor = Color(hex: 0xDADDE2)
        window.rootViewController = ViewController()
        let root: View = window.rootViewController!.view
        bar.title = "Messages"
        bar.frame = CGRect(x: 0, y: 0, width: Self.size.width, height: Bar.defaultHeight)
        bar.autoresizingMask = .flexibleWidth
        root.addSubview(bar)

        scrollView = ScrollView(
            frame: CGRect(
                x: 0, y: Bar.defaultHeight, width: Self.size.width, height: Self.size.height - Bar.defaultHeight))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.backgroundColor = Color(hex: 0xE5E5EA)
        scrollView.contentSize = CGSize(width: Self.size.width, height: CGFloat(count) * Self.rowPitch)
        for i in 0..<count {
            let views = Self.rowViews(i)
            let row: View
            switch kind {
            case .autoLayout:
                views.number.widthAnchor.constraint(equalToConstant: FrameListRow.numberWidth).isActive = true
                views.detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                let stack = StackView(arrangedSubviews: [views.number, views.title, views.detail, views.star])
                stack.spacing = FrameListRow.spacing
                stack.alignment = .center
                stack.isLayoutMarginsRelativeArrangement = true
                stack.layoutMargins = EdgeInsets(
                    top: 0, left: FrameListRow.margin, bottom: 0, right: FrameListRow.margin)
                row = stack
            case .frames:
                row = FrameListRow(number: views.number, title: views.title, detail: views.detail, star: views.star)
            }
            row.backgroundColor = .white
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowPitch, width: Self.size.width, height: Self.rowPitch - 1)
            row.autoresizingMask = .flexibleWidth
            scrollView.addSubview(row)
            rows.append(row)
            details.append(views.detail)
        }
        root.addSubview(scrollView)
    }

    /// Row `i`'s four views, as the demo makes them (without their constraints).
    private static func rowViews(_ i: Int) -> (number: Label, title: Label, detail: Label, star: Button) {
        let number = Label(text: "\(i + 1)", font: .systemFont(ofSize: 13))
        number.textColor = Color(hex: 0x8E8E93)
        number.textAlignment = .right
        let title = Label(text: senders[i % senders.count], font: .systemFont(ofSize: 17, weight: .semibold))
        let detail = Label(text: subjects[(i * 3) % subjects.count], font: .systemFont(ofSize: 15))
        detail.textColor = Color(hex: 0x3C3C43)
        let star = Button(type: .system)
        star.setTitle("☆", for: .normal)
        star.setTitle("★", for: .selected)
        star.titleLabel?.font = .systemFont(ofSize: 20)
        return (number, title, detail, star)
    }
}

/// A list row that places a number, a title, a detail and a star by frames where the demo's stack
/// view puts them: in margins of 12, 10 apart, the number 28 wide, the title and the star at their
/// intrinsic widths (the star at the trailing edge), the detail in what is left; all centred
/// vertically at their intrinsic heights.
@MainActor
package final class FrameListRow: View {
    package static let margin: CGFloat = 12
    package static let spacing: CGFloat = 10
    package static let numberWidth: CGFloat = 28

    package let number: Label
    package let title: Label
    package let detail: Label
    package let star: Button

    package init(number: Label, title: Label, detail: Label, star: Button) {
        self.number = number
        self.title = title
        self.detail = detail
        self.star = star
        super.init(frame: .zero)
        for view in [number, title, detail, star] as [View] { addSubview(view) }
    }

    package required init?(coder: Coder) { nil }

    override package func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        func centred(x: CGFloat, width: CGFloat, height: CGFloat) -> CGRect {
            CGRect(x: x, y: (size.height - height) / 2, width: width, height: height)
        }
        let titleSize = title.intrinsicContentSize
        let starSize = star.intrinsicContentSize
        let numberFrame = centred(
            x: Self.margin, width: Self.numberWidth, height: number.intrinsicContentSize.height)
        let titleFrame = centred(
            x: numberFrame.maxX + Self.spacing, width: titleSize.width, height: titleSize.height)
        let starFrame = centred(
            x: size.width - Self.margin - starSize.width, width: starSize.width, height: starSize.height)
        let detailX = titleFrame.maxX + Self.spacing
        let detailFrame = centred(
            x: detailX, width: max(0, starFrame.minX - Self.spacing - detailX),
            height: detail.intrinsicContentSize.height)
        number.frame = numberFrame
        title.frame = titleFrame
        detail.frame = detailFrame
        star.frame = starFrame
    }
}
