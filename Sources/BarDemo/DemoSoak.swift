import BarKit
import Foundation

/// `BarDemo --window --soak`: a timer changes labels ten times a second, scrolls the scenes'
/// lists to a new place every two seconds and takes the app scene through its screens (pushes,
/// the compose form typed into, tabs), and every ten seconds a line reports the process's
/// resident memory, the shaped-run cache's entries and the views waiting to be redrawn
/// (Docs/Reliability.md, "Soak").
@MainActor
final class DemoSoak {
    private let scenes: [DemoScene]
    private var tick = 0
    private let started = Date()
    private var timer: Timer?

    init(scenes: [DemoScene]) {
        self.scenes = scenes
    }

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
    }

    private func step() {
        tick += 1
        for scene in scenes {
            // A label of each scene shows a new text (numbers: new shaped runs, then the same ones).
            if let label = firstLabel(in: scene.window) { label.text = "Tick \(tick % 500)" }
            if tick % 20 == 0, let scrollView = scene.scrollView {
                let range = max(0, scrollView.contentSize.height - scrollView.bounds.height)
                let y = CGFloat((tick / 20) * 937 % Int(max(1, range)))
                scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: true)
            }
        }
        for app in apps { drive(app) }
        if tick % 100 == 0 {
            let dirty = scenes.reduce(0) { $0 + $1.window.viewsNeedingDisplay.count }
            writeLine(
                "soak \(Int(Date().timeIntervalSince(started))) \(DemoSoak.residentKilobytes()) "
                    + "\(ShapedRunCache.shared.statistics.count) \(dirty)")
        }
    }

    /// The app scenes among the scenes.
    private lazy var apps: [DemoApp] = scenes.flatMap { $0.keptAlive.compactMap { $0 as? DemoApp } }

    /// Takes the app through its screens, one step every three seconds: a message pushed and
    /// popped, the compose form presented, typed into (a character a tick, cleared every 40) and
    /// cancelled, Settings shown with a sub-screen pushed and popped, back to the inbox. Every step
    /// animates.
    private func drive(_ app: DemoApp) {
        if let form = app.composeScreen?.form {
            let field = (tick / 30) % 2 == 0 ? form.name : form.email
            if !field.isFirstResponder { _ = field.becomeFirstResponder() }
            if (field.text ?? "").count >= 40 {
                field.text = ""
            } else {
                field.insertText(["a", "é", "👍🏽", " ", "ש"][tick % 5])
            }
        }
        guard tick % 30 == 0 else { return }
        switch (tick / 30) % 8 {
        case 0: app.open(app.inboxScreen.inbox.days[0].messages[(tick / 240) % 5], animated: true)
        case 1: _ = app.inbox.popViewController(animated: true)
        case 2: app.compose(animated: true)
        case 4: app.composeScreen?.onCancel?()
        case 5: app.tabs.selectedIndex = 1
        case 6: app.openSetting("General", animated: true)
        case 7:
            _ = app.settings.popViewController(animated: true)
            app.tabs.selectedIndex = 0
        default: break
        }
    }

    private func firstLabel(in view: View) -> Label? {
        var stack = [view]
        while let next = stack.popLast() {
            if let label = next as? Label, !(label.superview is Button) { return label }
            stack.append(contentsOf: next.subviews.reversed())
        }
        return nil
    }

    /// The process's resident memory (`VmRSS`), in kilobytes; 0 where /proc is not there.
    static func residentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
