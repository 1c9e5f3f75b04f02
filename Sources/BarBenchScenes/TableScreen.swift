import BarKit
import Foundation

// BarDemo's list scene as BarBench's table cases build it (BarBench cannot import BarDemo): a
// 360 × 480 window filled by a plain table of messages in sections of 40 under day titles, each row a
// `TableMessageCell` that sizes itself from its constraints (estimate 64 pt); and the same first
// screen built by hand in a plain scroll view, for the table's baseline.

/// One message of the inbox.
package struct TableMessage: Sendable {
    package let sender: String
    package let subject: String
    package let time: String

    /// `count` messages as the demo's inbox makes them (eight senders, eight subjects of which one
    /// wraps to two lines, a time of day), the same on every run.
    package static func inbox(count: Int) -> [TableMessage] {
        let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
        let subjects = [
            "Lunch on Friday?", "Slides for the talk", "Re: the build", "Photos", "Invoice 1024",
            "Meeting moved to Thursday afternoon, the big room on the third floor", "Κρυπτογραφία",
            "Привет из Москвы",
        ]
        let perDay = MessageList.perSection
        return (0..<count).map { i in
            let minutes = (perDay - i % perDay) * 17
            return TableMessage(
                sender: senders[i % senders.count], subject: subjects[(i * 3) % subjects.count],
                time: String(format: "%02d:%02d", 8 + minutes / 60 % 14, minutes % 60))
        }
    }
}

/// The demo's `MessageCell`: the sender and time on the first line, the subject (up to two lines)
/// under them, a star at the trailing edge; laid out by constraints, so the row sizes itself.
package final class TableMessageCell: TableViewCell {
    package static let identifier = "message"
    package let sender = Label()
    package let time = Label()
    package let subject = Label()
    package let star = Button(type: .system)
    /// Runs when the star is tapped.
    package var onStar: (() -> Void)?

    package required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        sender.font = .systemFont(ofSize: 17, weight: .semibold)
        time.font = .systemFont(ofSize: 13)
        time.textColor = Color(hex: 0x8E8E93)
        subject.font = .systemFont(ofSize: 15)
        subject.textColor = Color(hex: 0x3C3C43)
        subject.numberOfLines = 2
        star.setTitle("☆", for: .normal)
        star.setTitle("★", for: .selected)
        star.titleLabel?.font = .systemFont(ofSize: 20)
        star.addAction(Action { [weak self] _ in self?.onStar?() }, for: .touchUpInside)
        for view in [sender, time, subject, star] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        time.setContentCompressionResistancePriority(.required, for: .horizontal)
        time.setContentHuggingPriority(.required, for: .horizontal)
        star.setContentHuggingPriority(.required, for: .horizontal)
        star.setContentCompressionResistancePriority(.required, for: .horizontal)
        subject.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        LayoutConstraint.activate([
            sender.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            sender.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            time.firstBaselineAnchor.constraint(equalTo: sender.firstBaselineAnchor),
            time.leadingAnchor.constraint(greaterThanOrEqualTo: sender.trailingAnchor, constant: 8),
            time.trailingAnchor.constraint(equalTo: star.leadingAnchor, constant: -8),
            subject.leadingAnchor.constraint(equalTo: sender.leadingAnchor),
            subject.trailingAnchor.constraint(equalTo: time.trailingAnchor),
            subject.topAnchor.constraint(equalTo: sender.bottomAnchor, constant: 2),
            subject.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            star.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            star.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    package required init?(coder: Coder) { nil }

    /// Shows `message`.
    package func show(_ message: TableMessage, starred: Bool) {
        sender.text = message.sender
        time.text = message.time
        subject.text = message.subject
        star.isSelected = starred
    }
}

/// The table's data source, as the demo's inbox: sections of 40 messages under day titles. It
/// counts the cells it hands out, and with `seenCells` set, which distinct cells they were.
@MainActor
package final class MessageList: TableViewDataSource {
    nonisolated package static let perSection = 40
    package let messages: [TableMessage]
    package private(set) var starred = Set<Int>()
    /// How many times the table asked for a cell.
    package var cellsAsked = 0
    /// Every distinct cell handed out, when not nil.
    package var seenCells: Set<ObjectIdentifier>?

    package init(messages: [TableMessage]) { self.messages = messages }

    /// The title of `section`'s header: Today, Yesterday, then the weekday and how many days ago.
    package static func title(ofSection day: Int) -> String {
        let weekdays = ["Sunday", "Saturday", "Friday", "Thursday", "Wednesday", "Tuesday", "Monday"]
        return day == 0 ? "Today" : day == 1 ? "Yesterday" : "\(weekdays[day % 7]), \(day) days ago"
    }

    package func numberOfSections(in tableView: TableView) -> Int {
        (messages.count + Self.perSection - 1) / Self.perSection
    }

    package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        min(Self.perSection, messages.count - section * Self.perSection)
    }

    package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        Self.title(ofSection: section)
    }

    package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableMessageCell.identifier, for: indexPath)
        cellsAsked += 1
        seenCells?.insert(ObjectIdentifier(cell))
        guard let cell = cell as? TableMessageCell else { return cell }
        let index = indexPath.section * Self.perSection + indexPath.row
        cell.show(messages[index], starred: starred.contains(index))
        cell.onStar = { [weak self, weak cell] in
            guard let self, let cell else { return }
            if self.starred.remove(index) == nil { self.starred.insert(index) }
            cell.star.isSelected = self.starred.contains(index)
        }
        return cell
    }
}

/// The demo's list as a table: a 360 × 480 window filled by a plain table of `TableMessageCell`s
/// (rowHeight `automaticDimension`, estimatedRowHeight 64), fed by a `MessageList`. Nothing is laid
/// out or drawn until the first render.
@MainActor
package final class TableScreen {
    nonisolated package static let size = CGSize(width: 360, height: 480)
    package let window: Window
    package let table: TableView
    package let list: MessageList

    package init(messages: [TableMessage], application: Application) {
        window = Window(frame: CGRect(origin: .zero, size: Self.size), application: application)
        window.backgroundColor = .white
        table = TableView(frame: window.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(TableMessageCell.self, forCellReuseIdentifier: TableMessageCell.identifier)
        table.estimatedRowHeight = 64
        table.rowHeight = TableView.automaticDimension
        list = MessageList(messages: messages)
        table.dataSource = list
        window.addSubview(table)
    }

    /// Lays the window out and renders its frame (the first, the first time).
    package func renderFrame() {
        window.layoutIfNeeded()
        window._renderKeptFrame()
    }
}

/// The table screen's first frame built by hand: a plain scroll view holding the first section's
/// title band and only the rows in sight (and, as the table, 44 pt beyond), each a `HandMessageRow`
/// whose views get frames worked out in code from their labels' sizes.
@MainActor
package final class HandListScreen {
    package let window: Window
    package let scrollView: ScrollView
    package private(set) var rows: [HandMessageRow] = []

    package init(messages: [TableMessage], application: Application, overscan: CGFloat) {
        let size = TableScreen.size
        window = Window(frame: CGRect(origin: .zero, size: size), application: application)
        window.backgroundColor = .white
        scrollView = ScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        scrollView.alwaysBounceVertical = true
        scrollView.showsHorizontalScrollIndicator = false
        let header = View(frame: CGRect(x: 0, y: 0, width: size.width, height: 28))
        header.backgroundColor = Color(red: 247 / 255, green: 247 / 255, blue: 247 / 255)
        let title = Label(text: MessageList.title(ofSection: 0), font: .boldSystemFont(ofSize: 15))
        let titleHeight = title.intrinsicContentSize.height
        title.frame = CGRect(x: 16, y: (28 - titleHeight) / 2, width: size.width - 32, height: titleHeight)
        header.addSubview(title)
        var y: CGFloat = 28
        for message in messages.prefix(MessageList.perSection) where y < size.height + overscan {
            let row = HandMessageRow()
            row.show(message)
            let height = row.place(width: size.width)
            row.frame = CGRect(x: 0, y: y, width: size.width, height: height)
            scrollView.addSubview(row)
            rows.append(row)
            y += height
        }
        scrollView.addSubview(header)
        let sections = CGFloat((messages.count + MessageList.perSection - 1) / MessageList.perSection)
        scrollView.contentSize = CGSize(width: size.width, height: CGFloat(messages.count) * 64 + sections * 28)
        window.addSubview(scrollView)
    }

    /// Lays the window out and renders its frame.
    package func renderFrame() {
        window.layoutIfNeeded()
        window._renderKeptFrame()
    }
}

/// A message row placed by hand: the cell's four views (same fonts, colors and titles) and a
/// one-point separator, given frames by `place(width:)` where the cell's constraints put them.
@MainActor
package final class HandMessageRow: View {
    package let sender = Label()
    package let time = Label()
    package let subject = Label()
    package let star = Button(type: .system)
    private let separator = View()

    package init() {
        super.init(frame: .zero)
        backgroundColor = .white
        sender.font = .systemFont(ofSize: 17, weight: .semibold)
        time.font = .systemFont(ofSize: 13)
        time.textColor = Color(hex: 0x8E8E93)
        subject.font = .systemFont(ofSize: 15)
        subject.textColor = Color(hex: 0x3C3C43)
        subject.numberOfLines = 2
        star.setTitle("☆", for: .normal)
        star.setTitle("★", for: .selected)
        star.titleLabel?.font = .systemFont(ofSize: 20)
        separator.backgroundColor = Color(hex: 0xC6C6C8)
        for view in [sender, time, subject, star, separator] { addSubview(view) }
    }

    package required init?(coder: Coder) { nil }

    package func show(_ message: TableMessage) {
        sender.text = message.sender
        time.text = message.time
        subject.text = message.subject
    }

    /// Gives every view its frame for a row `width` wide and returns the row's height.
    package func place(width: CGFloat) -> CGFloat {
        let starSize = star.intrinsicContentSize
        let timeSize = time.intrinsicContentSize
        let senderSize = sender.intrinsicContentSize
        let starX = width - 12 - starSize.width
        let timeX = starX - 8 - timeSize.width
        sender.frame = CGRect(
            x: 16, y: 10, width: min(senderSize.width, max(0, timeX - 8 - 16)), height: senderSize.height)
        // The time's baseline on the sender's.
        let timeY = 10 + (sender.font.ascender - time.font.ascender)
        time.frame = CGRect(x: timeX, y: timeY, width: timeSize.width, height: timeSize.height)
        let subjectWidth = max(0, timeX + timeSize.width - 16)
        let subjectHeight = subject.sizeThatFits(CGSize(width: subjectWidth, height: .greatestFiniteMagnitude)).height
        subject.frame = CGRect(x: 16, y: sender.frame.maxY + 2, width: subjectWidth, height: subjectHeight)
        let height = subject.frame.maxY + 10
        star.frame = CGRect(
            x: starX, y: (height - starSize.height) / 2, width: starSize.width, height: starSize.height)
        separator.frame = CGRect(x: 16, y: height - 1, width: width - 16, height: 1)
        return height
    }
}
