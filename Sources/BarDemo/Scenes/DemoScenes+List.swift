import BarKit
import Foundation

// A long list as a table (Docs/Tables.md): 10,000 messages in sections by day under a navigation
// bar. Rows size themselves from their constraints (a subject may wrap to two lines); day headers
// float; a left swipe reveals Delete; a star toggles and fires `star:N` (N the message's number),
// and a quick drag that starts on a star scrolls instead.

extension DemoScenes {
    /// How many messages the list scene has, and how many arrive each day.
    static let listMessageCount = 10_000
    static let listMessagesPerDay = 40

    /// The list scene: a navigation bar over a table of messages.
    static func list() -> DemoScene {
        let scene = DemoScene(
            name: "list", summary: "a table of 10,000 messages in sections by day, under a navigation bar",
            size: CGSize(width: 360, height: 480))
        let root: View = scene.recorder.view
        root.frame = scene.window.bounds
        let bar = NavigationBar()
        bar.title = "Messages"
        scene.add(bar, y: 0)

        let table = TableView(
            frame: CGRect(x: 0, y: Bar.defaultHeight, width: 360, height: 480 - Bar.defaultHeight), style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        table.estimatedRowHeight = 64
        let inbox = MessageInbox(count: listMessageCount, perDay: listMessagesPerDay, recorder: scene.recorder)
        inbox.scrollReporter = scene.scrollReporter
        table.dataSource = inbox
        table.delegate = inbox
        scene.keptAlive.append(inbox)
        root.addSubview(table)
        scene.scrollView = table
        scene.window.layoutIfNeeded()
        if let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? MessageCell {
            scene.taps.append(("list: star 3", cell.star))
        }
        return scene
    }
}

/// One message of the demo's inbox.
struct DemoMessage {
    let number: Int
    let sender: String
    let subject: String
    let time: String
    var starred = false
}

/// The list scene's data source and delegate: days of messages, swipe to delete, stars that
/// toggle; scrolls are passed to the scene's reporter.
@MainActor
final class MessageInbox: TableViewDataSource, TableViewDelegate {
    private(set) var days: [(title: String, messages: [DemoMessage])]
    weak var recorder: ActionRecorder?
    var scrollReporter: ScrollReporter?
    /// Called with the message of a row the user selects (the app scene pushes it).
    var onOpen: ((DemoMessage) -> Void)?

    init(count: Int, perDay: Int, recorder: ActionRecorder) {
        self.recorder = recorder
        let senders = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Niklaus"]
        let subjects = [
            "Lunch on Friday?", "Slides for the talk", "Re: the build", "Photos", "Invoice 1024",
            "Meeting moved to Thursday afternoon, the big room on the third floor", "Κρυπτογραφία",
            "Привет из Москвы",
        ]
        let weekdays = ["Sunday", "Saturday", "Friday", "Thursday", "Wednesday", "Tuesday", "Monday"]
        var days: [(String, [DemoMessage])] = []
        for day in 0..<(count + perDay - 1) / perDay {
            let first = day * perDay
            let messages = (first..<min(count, first + perDay)).map { i in
                let minutes = (perDay - (i - first)) * 17
                return DemoMessage(
                    number: i + 1, sender: senders[i % senders.count], subject: subjects[(i * 3) % subjects.count],
                    time: String(format: "%02d:%02d", 8 + minutes / 60 % 14, minutes % 60))
            }
            let title = day == 0 ? "Today" : day == 1 ? "Yesterday" : "\(weekdays[day % 7]), \(day) days ago"
            days.append((title, messages))
        }
        self.days = days
    }

    func numberOfSections(in tableView: TableView) -> Int { days.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { days[section].messages.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { days[section].title }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier, for: indexPath)
        guard let cell = cell as? MessageCell else { return cell }
        let message = days[indexPath.section].messages[indexPath.row]
        cell.show(message)
        cell.onStar = { [weak self, weak tableView, weak cell] in
            guard let self, let tableView, let cell, let path = tableView.indexPath(for: cell) else { return }
            self.days[path.section].messages[path.row].starred.toggle()
            cell.star.isSelected = self.days[path.section].messages[path.row].starred
            self.recorder?.record("star:\(self.days[path.section].messages[path.row].number)")
        }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let message = days[indexPath.section].messages[indexPath.row]
        recorder?.record("open:\(message.number)")
        onOpen?(message)
    }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self, weak tableView] _, _, done in
            guard let self, let tableView else { return done(false) }
            let number = self.days[indexPath.section].messages[indexPath.row].number
            self.days[indexPath.section].messages.remove(at: indexPath.row)
            if self.days[indexPath.section].messages.isEmpty {
                self.days.remove(at: indexPath.section)
                tableView.deleteSections(IndexSet(integer: indexPath.section), with: .automatic)
            } else {
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            self.recorder?.record("delete:\(number)")
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        scrollReporter?.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        scrollReporter?.scrollViewDidEndDecelerating(scrollView)
    }
}

/// A message row: the sender and time on the first line, the subject (up to two lines) under them,
/// a star at the trailing edge; laid out by constraints, so the row sizes itself.
final class MessageCell: TableViewCell {
    static let identifier = "message"
    let sender = Label()
    let time = Label()
    let subject = Label()
    let star = Button(type: .system)
    /// Runs when the star is tapped.
    var onStar: (() -> Void)?

    required init(style: CellStyle, reuseIdentifier: String?) {
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
        // The subject wraps to the width left to it rather than pushing the star out.
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

    required init?(coder: Coder) { nil }

    /// Shows `message`.
    func show(_ message: DemoMessage) {
        sender.text = message.sender
        time.text = message.time
        subject.text = message.subject
        star.isSelected = message.starred
    }
}
