import BarBenchScenes
import BarKit
import Foundation

/// The navigation cases, on an app's two screens: a 360 × 480 window whose root is a navigation
/// controller over the demo's inbox (a table of self-sizing message cells as `TableScreen`'s, 1,000 rows),
/// and a message screen (sender, time, subject, body) pushed on it.
///
/// - navigation-push-frame: one frame of the animated push (the clock moved on 1/60 s, then the
///   window laid out and rendered), over the push's 21 frames; against the same two screens placed by
///   hand at the same frames in a window of the same tree without a navigation controller, rendered
///   the same way (only the two screens' rects change there: the bar stays).
/// - navigation-swipe-frame: one frame of the interactive back swipe (the finger 12 pt further right
///   through the event simulator, the frame laid out and rendered), against the same hand placement.
///
/// The message controller is pushed again each time (an app that keeps it); a push of a new one each
/// time is in the notes.
@MainActor
func navigationCases(plan: RoundPlan) -> [Row] {
    let messages = TableMessage.inbox(count: 1_000)
    let app = NavigationBenchApp(messages: messages)
    let hand = NavigationBenchHand(messages: messages)
    return [pushFrames(app: app, hand: hand, plan: plan), swipeFrames(app: app, hand: hand, plan: plan)]
}

// MARK: - The push

@MainActor
private func pushFrames(app: NavigationBenchApp, hand: NavigationBenchHand, plan: RoundPlan) -> Row {
    // The frames both screens go through, from a push run once.
    let path = app.push(recording: true) { _ in }
    app.popAtOnce()
    let pushes = 8
    var subject: [Double] = []
    var baseline: [Double] = []
    var ratio: [Double] = []
    var slowest: [Double] = []
    var regions: [String] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        var s = 0.0
        var b = 0.0
        var worst = 0.0
        var frames = 0
        for push in 0..<pushes {
            // Frame by frame, the order alternating, so both see the same load on the machine.
            var times: [Double] = []
            _ = app.push(recording: false) { frame in
                let baselineFirst = (frame + push + round) % 2 == 0
                let t = timeInTurn(baselineFirst: baselineFirst) {
                    hand.show(path[min(frame, path.count - 1)])
                } subject: {
                    app.frame()
                }
                times.append(t.subject)
                b += t.baseline
            }
            s += times.reduce(0, +)
            worst = max(worst, times.max() ?? 0)
            frames += times.count
            app.popAtOnce()
            hand.reset()
        }
        if round >= plan.warmup {
            subject.append(s / Double(frames))
            baseline.append(b / Double(frames))
            ratio.append(s / b)
            slowest.append(worst)
        }
        if round == 0 { regions = [app.regionNote, hand.regionNote] }
    }
    // A new message controller each push: the first frame then loads and lays out its view.
    var fresh: [Double] = []
    for _ in 0..<pushes {
        var times: [Double] = []
        _ = app.push(recording: false, fresh: true) { _ in times.append(time { app.frame() }) }
        fresh.append(times.reduce(0, +) / Double(times.count))
        app.popAtOnce()
    }
    func ms(_ value: Double) -> String { String(format: "%.3f ms", value * 1e3) }
    return Row(
        name: "navigation-push-frame", what: "one frame of an animated push, 360 × 480, table → message",
        items: 1, barkit: Stats(subject), baseline: Stats(baseline), figure: Stats(ratio), unit: "×",
        goal: "≤ 1.2× the two screens placed by hand", met: Stats(ratio).median <= 1.2,
        notes: [
            "\(path.count) frames per push; slowest frame \(ms(Stats(slowest).median)) (median over rounds)",
            "a new message controller each push: \(ms(Stats(fresh).median)) per frame",
        ] + regions)
}

// MARK: - The swipe

@MainActor
private func swipeFrames(app: NavigationBenchApp, hand: NavigationBenchHand, plan: RoundPlan) -> Row {
    let path = app.swipe(recording: true) { _ in }
    let swipes = 8
    var subject: [Double] = []
    var baseline: [Double] = []
    var ratio: [Double] = []
    var regions: [String] = []
    for round in 0..<(plan.warmup + plan.rounds) {
        var s = 0.0
        var b = 0.0
        var frames = 0
        for swipe in 0..<swipes {
            _ = app.swipe(recording: false) { frame in
                let t = timeInTurn(baselineFirst: (frame + swipe + round) % 2 == 0) {
                    hand.show(path[min(frame, path.count - 1)])
                } subject: {
                    app.swipeFrame()
                }
                s += t.subject
                b += t.baseline
                frames += 1
            }
            hand.reset()
        }
        if round >= plan.warmup {
            subject.append(s / Double(frames))
            baseline.append(b / Double(frames))
            ratio.append(s / b)
        }
        if round == 0 { regions = [app.regionNote, hand.regionNote] }
    }
    return Row(
        name: "navigation-swipe-frame", what: "one frame of the back swipe following a finger, 360 × 480",
        items: 1, barkit: Stats(subject), baseline: Stats(baseline), figure: Stats(ratio), unit: "×",
        goal: "≤ 1.2× the two screens placed by hand", met: Stats(ratio).median <= 1.2,
        notes: ["\(path.count) frames per swipe (12 pt each, cancelled short of half the width)"] + regions)
}

// MARK: - The screens

/// Where the two screens are in one frame (window points).
typealias NavigationBenchFrame = (table: CGRect, message: CGRect)

/// The app: a navigation controller over the inbox table, a message controller to push.
@MainActor
final class NavigationBenchApp {
    static let size = CGSize(width: 360, height: 480)
    let application = Application()
    let window: Window
    let list: MessageList
    let inbox: NavigationBenchTableController
    let navigation: NavigationController
    var message: NavigationBenchMessageController
    let simulator: EventSimulator
    let sample: TableMessage
    private var touch: Touch?
    private var fingerX: CGFloat = 0
    /// Counts the navigation controller's `didShow`s (a push has ended when it moves on).
    let watcher = NavigationBenchWatcher()

    init(messages: [TableMessage]) {
        window = Window(frame: CGRect(origin: .zero, size: Self.size), application: application)
        window.backgroundColor = .white
        list = MessageList(messages: messages)
        inbox = NavigationBenchTableController(list: list)
        inbox.title = "Inbox"
        navigation = NavigationController(rootViewController: inbox)
        sample = messages[0]
        message = NavigationBenchMessageController(message: sample)
        navigation.delegate = watcher
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        simulator = EventSimulator(window: window, application: application)
        simulator.stepInterval = 1.0 / 60
        window.layoutIfNeeded()
        window._renderKeptFrame()
    }

    /// One frame of a running transition: the clock on by 1/60 s, laid out and rendered.
    func frame() {
        simulator.advance(by: 1.0 / 60)
        window._renderKeptFrame()
    }

    /// Where the two screens are now, as drawn.
    var current: NavigationBenchFrame {
        (inbox.view.presentationFrame, message.viewIfLoaded?.presentationFrame ?? .zero)
    }

    /// Pushes the message (a new controller when `fresh`), then calls `each` with the frame's index
    /// once per frame until the push has ended (`each` renders it); returns the frames, when
    /// `recording`, else nothing.
    func push(recording: Bool, fresh: Bool = false, each: (Int) -> Void) -> [NavigationBenchFrame] {
        if fresh { message = NavigationBenchMessageController(message: sample) }
        let shown = watcher.shown
        navigation.pushViewController(message, animated: true)
        var path: [NavigationBenchFrame] = []
        var index = 0
        while watcher.shown == shown && index < 120 {
            if recording { frame() } else { each(index) }
            if recording { path.append(current) }
            index += 1
        }
        return path
    }

    /// Pops the message without animation and renders.
    func popAtOnce() {
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        window._renderKeptFrame()
    }

    /// One frame of the swipe: the finger 12 pt further right, laid out and rendered.
    func swipeFrame() {
        guard let touch else { return }
        fingerX += 12
        simulator.move(touch, to: CGPoint(x: fingerX, y: 240))
        window._renderKeptFrame()
    }

    /// Pushes the message at once, puts a finger at the left edge and drags it right 12 pt a frame to
    /// just short of half the width, calling `each` per frame (which renders it); then lets go (the
    /// swipe cancels) and lets the rest run. Returns the frames when `recording`.
    func swipe(recording: Bool, each: (Int) -> Void) -> [NavigationBenchFrame] {
        navigation.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        window._renderKeptFrame()
        fingerX = 5
        let down = simulator.touchDown(at: CGPoint(x: fingerX, y: 240))
        touch = down
        // Past the pan's start distance, not timed.
        fingerX += 12
        simulator.move(down, to: CGPoint(x: fingerX, y: 240))
        window._renderKeptFrame()
        var path: [NavigationBenchFrame] = []
        var index = 0
        while fingerX + 12 < Self.size.width / 2 - 10 {
            if recording {
                swipeFrame()
                path.append(current)
            } else {
                each(index)
            }
            index += 1
        }
        simulator.touchUp(down)
        touch = nil
        simulator.advance(by: 1)
        popAtOnce()
        return path
    }

    var regionNote: String {
        "navigation controller's last frame redrew "
            + (window.lastRenderedRegion ?? [window.bounds]).map { "\($0)" }.joined(separator: ", ")
    }
}

/// The same two screens and bar in a window without a navigation controller, placed by hand.
@MainActor
final class NavigationBenchHand {
    let window: Window
    let table: TableView
    let list: MessageList
    let message: NavigationBenchMessageView
    let bar = NavigationBar()

    init(messages: [TableMessage]) {
        let size = NavigationBenchApp.size
        window = Window(frame: CGRect(origin: .zero, size: size), application: Application())
        window.backgroundColor = .white
        list = MessageList(messages: messages)
        table = NavigationBenchTableController.makeTable(list: list)
        table.frame = CGRect(x: 0, y: 44, width: size.width, height: size.height - 44)
        message = NavigationBenchMessageView(message: messages[0])
        message.frame = table.frame.offsetBy(dx: size.width, dy: 0)
        bar.frame = CGRect(x: 0, y: 0, width: size.width, height: 44)
        bar.title = "Inbox"
        window.addSubview(table)
        window.addSubview(message)
        window.addSubview(bar)
        window.layoutIfNeeded()
        window._renderKeptFrame()
    }

    /// Both screens at `frame`, laid out and rendered.
    func show(_ frame: NavigationBenchFrame) {
        table.frame = frame.table
        message.frame = frame.message
        window._renderKeptFrame()
    }

    /// Both screens back where a push starts.
    func reset() {
        show((table.frame.offsetBy(dx: -table.frame.minX, dy: 0),
              table.frame.offsetBy(dx: -table.frame.minX + NavigationBenchApp.size.width, dy: 0)))
    }

    var regionNote: String {
        "by hand, the last frame redrew "
            + (window.lastRenderedRegion ?? [window.bounds]).map { "\($0)" }.joined(separator: ", ")
    }
}

/// Counts a navigation controller's `didShow`s.
@MainActor
final class NavigationBenchWatcher: NavigationControllerDelegate {
    var shown = 0
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        shown += 1
    }
}

/// The inbox screen: its view is the table of messages.
@MainActor
final class NavigationBenchTableController: ViewController {
    let list: MessageList

    init(list: MessageList) {
        self.list = list
        super.init()
    }

    static func makeTable(list: MessageList) -> TableView {
        let table = TableView(frame: CGRect(origin: .zero, size: NavigationBenchApp.size), style: .plain)
        table.register(TableMessageCell.self, forCellReuseIdentifier: TableMessageCell.identifier)
        table.estimatedRowHeight = 64
        table.rowHeight = TableView.automaticDimension
        table.dataSource = list
        return table
    }

    override func loadView() {
        view = Self.makeTable(list: list)
    }
}

/// The message screen.
@MainActor
final class NavigationBenchMessageController: ViewController {
    let message: TableMessage

    init(message: TableMessage) {
        self.message = message
        super.init()
    }

    override func loadView() {
        view = NavigationBenchMessageView(message: message)
    }
}

/// A message: sender, time, subject and body, stacked with 16-point margins (as the demo's).
@MainActor
final class NavigationBenchMessageView: View {
    let sender = Label(text: nil, font: .systemFont(ofSize: 17, weight: .semibold))
    let time = Label(text: nil, font: .systemFont(ofSize: 15))
    let subject = Label(text: nil, font: .boldSystemFont(ofSize: 22))
    let body = Label(text: nil, font: .systemFont(ofSize: 17))

    init(message: TableMessage) {
        super.init(frame: CGRect(origin: .zero, size: NavigationBenchApp.size))
        backgroundColor = .white
        sender.text = message.sender
        time.text = message.time
        time.textColor = Color(hex: 0x8E8E93)
        subject.text = message.subject
        subject.numberOfLines = 0
        body.text = "Hello,\n\nThis is a message about “\(message.subject)”. Let me know what you think "
            + "when you have a moment; there is no hurry.\n\nBest,\n\(message.sender)"
        body.numberOfLines = 0
        for view in [sender, time, subject, body] { addSubview(view) }
    }

    required init?(coder: Coder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(0, bounds.width - 32)
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let timeWidth = time.sizeThatFits(fit).width
        time.frame = CGRect(x: bounds.maxX - 16 - timeWidth, y: 16, width: timeWidth, height: 22)
        sender.frame = CGRect(x: 16, y: 14, width: max(0, width - timeWidth - 8), height: 24)
        subject.frame = CGRect(x: 16, y: 48, width: width, height: ceil(subject.sizeThatFits(fit).height))
        body.frame = CGRect(
            x: 16, y: subject.frame.maxY + 12, width: width, height: ceil(body.sizeThatFits(fit).height))
    }
}
