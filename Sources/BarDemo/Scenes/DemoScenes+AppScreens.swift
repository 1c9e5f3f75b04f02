import BarKit
import Foundation

// The app scene's screens: the inbox (the list scene's table), a message, the compose form, the
// settings and their sub-screens. Each has a name the scene prints with its navigation events.

/// Where the app's screens report what happens to them (the scene prints each line in `--window` mode).
@MainActor
final class AppEvents {
    /// Called with each line (`push Detail`, `pop Inbox`, `cancel pop Detail`, `tab Settings`, …).
    var onLine: ((String) -> Void)?
    /// The last `keptLines` lines, for headless tests (an app left running types for ever).
    private(set) var lines: [String] = []
    static let keptLines = 500

    func report(_ line: String) {
        if lines.count == Self.keptLines { lines.removeFirst(Self.keptLines / 2) }
        lines.append(line)
        onLine?(line)
    }
}

/// A screen of the app: a controller with a name for the printed events. A back swipe that is
/// cancelled shows the screen again without it disappearing; it reports `cancel pop NAME`.
@MainActor
class AppScreen: ViewController {
    let screenName: String
    let events: AppEvents
    /// Between viewWillDisappear and viewDidDisappear.
    private var disappearing = false

    init(name: String, title: String, events: AppEvents) {
        screenName = name
        self.events = events
        super.init()
        self.title = title
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        disappearing = true
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappearing = false
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if disappearing { events.report("cancel pop \(screenName)") }
        disappearing = false
    }
}

/// The inbox: the list scene's messages (fewer of them) in a plain table; a row pushes the message,
/// the compose item presents the form.
@MainActor
final class InboxScreen: AppScreen {
    static let messageCount = 400
    let inbox: MessageInbox
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    /// Called with the message of a selected row.
    var onOpen: ((DemoMessage) -> Void)? {
        get { inbox.onOpen }
        set { inbox.onOpen = newValue }
    }

    init(events: AppEvents, recorder: ActionRecorder) {
        inbox = MessageInbox(
            count: InboxScreen.messageCount, perDay: DemoScenes.listMessagesPerDay, recorder: recorder)
        super.init(name: "Inbox", title: "Inbox", events: events)
    }

    override func loadView() {
        table.register(MessageCell.self, forCellReuseIdentifier: MessageCell.identifier)
        table.estimatedRowHeight = 64
        table.dataSource = inbox
        table.delegate = inbox
        view = table
    }

    /// Clears the selection of the row that was opened, as a table view controller does.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = table.indexPathForSelectedRow { table.deselectRow(at: selected, animated: animated) }
    }
}

/// One message: sender and time, the subject as a title, the body.
@MainActor
final class MessageScreen: AppScreen {
    let message: DemoMessage

    init(message: DemoMessage, events: AppEvents) {
        self.message = message
        super.init(name: "Detail", title: "", events: events)
        navigationItem.title = nil
    }

    override func loadView() {
        view = MessageView(message: message)
    }
}

/// The message's labels, stacked with 16-point margins.
@MainActor
final class MessageView: View {
    let sender = Label(text: nil, font: .systemFont(ofSize: 17, weight: .semibold))
    let time = Label(text: nil, font: .systemFont(ofSize: 15))
    let recipient = Label(text: "To: me", font: .systemFont(ofSize: 15))
    let subject = Label(text: nil, font: .boldSystemFont(ofSize: 22))
    let separator = View(frame: .zero)
    let body = Label(text: nil, font: .systemFont(ofSize: 17))

    init(message: DemoMessage) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        backgroundColor = .white
        sender.text = message.sender
        time.text = message.time
        time.textColor = Color(hex: 0x8E8E93)
        recipient.textColor = Color(hex: 0x8E8E93)
        subject.text = message.subject
        subject.numberOfLines = 0
        separator.backgroundColor = Color(hex: 0xC6C6C8)
        body.text = MessageView.body(for: message)
        body.numberOfLines = 0
        for view in [sender, time, recipient, subject, separator, body] { addSubview(view) }
    }

    required init?(coder: Coder) { nil }

    /// The body of message `message`: a few lines signed by its sender.
    static func body(for message: DemoMessage) -> String {
        "Hello,\n\nThis is message \(message.number), about “\(message.subject)”. "
            + "Let me know what you think when you have a moment; there is no hurry.\n\n"
            + "Best,\n\(message.sender)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 16
        let width = max(0, bounds.width - 2 * margin)
        let timeSize = time.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        time.frame = CGRect(x: bounds.maxX - margin - timeSize.width, y: 16, width: timeSize.width, height: 22)
        sender.frame = CGRect(x: margin, y: 14, width: max(0, width - timeSize.width - 8), height: 24)
        recipient.frame = CGRect(x: margin, y: 40, width: width, height: 20)
        let subjectHeight = subject.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        subject.frame = CGRect(x: margin, y: 70, width: width, height: ceil(subjectHeight))
        separator.frame = CGRect(x: margin, y: subject.frame.maxY + 12, width: bounds.width - margin, height: 0.5)
        let bodyHeight = body.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        body.frame = CGRect(x: margin, y: separator.frame.maxY + 12, width: width, height: ceil(bodyHeight))
    }
}

/// The compose screen: the form scene's fields under a navigation bar with Cancel.
@MainActor
final class ComposeScreen: AppScreen {
    let form = SignInForm(width: DemoScenes.appSize.width)
    /// Called when Cancel is tapped.
    var onCancel: (() -> Void)?

    init(events: AppEvents) {
        super.init(name: "Compose", title: "New Account", events: events)
        let cancel = BarItem(systemItem: .cancel)
        cancel.primaryAction = Action(title: "cancel") { [weak self] _ in self?.onCancel?() }
        navigationItem.leftBarButtonItem = cancel
        form.onLine = { [weak events] line in events?.report(line) }
    }

    override func loadView() {
        let root = View(frame: CGRect(origin: .zero, size: DemoScenes.appSize))
        root.backgroundColor = Color(hex: 0xF2F2F7)
        for view in form.views { root.addSubview(view) }
        view = root
    }
}

/// A settings table (grouped, inset): rows of a title and an optional value; rows without a value
/// show a chevron and, when `onSelect` handles them, push a screen.
@MainActor
final class SettingsScreen: AppScreen, TableViewDataSource, TableViewDelegate {
    typealias Row = (title: String, value: String?)
    let sections: [[Row]]
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
    /// Called with the title of a selected row without a value.
    var onSelect: ((String) -> Void)?

    init(name: String, title: String, sections: [[Row]], events: AppEvents) {
        self.sections = sections
        super.init(name: name, title: title, events: events)
    }

    override func loadView() {
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 44
        view = table
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = table.indexPathForSelectedRow { table.deselectRow(at: selected, animated: animated) }
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting")
            ?? TableViewCell(style: .value1, reuseIdentifier: "setting")
        let row = sections[indexPath.section][indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.accessoryType = row.value == nil ? .disclosureIndicator : .none
        cell.selectionStyle = row.value == nil ? .default : .none
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section][indexPath.row]
        guard row.value == nil else { return }
        if let onSelect { onSelect(row.title) } else { tableView.deselectRow(at: indexPath, animated: true) }
    }

    /// The settings screens: the root's rows, and each sub-screen's by the title of its row.
    static let root: [[Row]] = [
        [("General", nil), ("Notifications", nil), ("Privacy", nil)],
        [("Accessibility", nil), ("About", nil)],
    ]
    static let screens: [String: [[Row]]] = [
        "General": [
            [("About", nil), ("Software Update", nil)],
            [("Date & Time", nil), ("Keyboard", nil), ("Language & Region", nil)],
        ],
        "Notifications": [[("Show Previews", "Always")], [("Mail", "Banners"), ("Messages", "Banners, Sounds")]],
        "Privacy": [[("Location Services", "On"), ("Tracking", "Off")], [("Analytics", nil), ("Advertising", nil)]],
        "Accessibility": [[("Larger Text", "Off"), ("Bold Text", "Off")], [("Reduce Motion", "Off")]],
        "About": [[("Name", "BarKit"), ("Version", "1.0"), ("Model", "Linux")]],
    ]
}
