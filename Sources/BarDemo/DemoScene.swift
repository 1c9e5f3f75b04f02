import BarKit
import Foundation

/// A scene of the demo: a window of bars, the bars to describe, and the items to tap.
@MainActor
final class DemoScene {
    let name: String
    let summary: String
    let window: Window
    /// The bars whose `recursiveDescription()` is printed.
    var bars: [View] = []
    /// What to tap, with a name for the report.
    var taps: [(name: String, view: View)] = []
    /// Records the actions the scene's items fire.
    let recorder: ActionRecorder
    /// The actions fired since the last call (the recorder's, unless a scene has its own controller).
    lazy var takeFired: () -> [String] = { [recorder] in recorder.takeFired() }
    /// Called with each action's name as it fires (the window mode prints them).
    var onFire: ((String) -> Void)?
    /// Called with each other line a scene reports (the form's `text FIELD VALUE`); the window mode
    /// prints them.
    var onLine: ((String) -> Void)?
    /// The scene's scroll view, if it has one.
    var scrollView: ScrollView?
    /// Tells `onScrollEnd` where the scene's scroll view came to rest after a drag.
    let scrollReporter = ScrollReporter()
    /// Objects the scene's views hold weakly (a table's data source), kept as long as the scene.
    var keptAlive: [AnyObject] = []

    init(name: String, summary: String, size: CGSize, recorder: ActionRecorder = ActionRecorder()) {
        self.name = name
        self.summary = summary
        self.recorder = recorder
        window = Window(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = Color(hex: 0xDADDE2)
        window.rootViewController = recorder
        recorder.onRecord = { [weak self] name in self?.onFire?(name) }
    }

    /// Adds `bar` at `y`, full width, as one of the bars to describe.
    func add(_ bar: View, y: CGFloat) {
        bar.frame = CGRect(x: 0, y: y, width: window.bounds.width, height: Bar.defaultHeight)
        bar.autoresizingMask = .flexibleWidth
        recorder.view.addSubview(bar)
        bars.append(bar)
    }

    /// Adds every item of `bar` that shows a control to the taps, named by `prefix` and the item.
    func tapItems(of items: [BarItem], prefix: String) {
        for (index, item) in items.enumerated() {
            guard let view = item.view, view is Control else { continue }
            let label = item.title ?? item.systemItem?.rawValue ?? (view as? Button)?.currentTitle ?? "item \(index)"
            taps.append(("\(prefix) \(label)", view))
        }
    }
}

/// The scenes' view controller: it performs every named action that reaches it by recording its
/// name, so the demo can print what each tap fired.
@MainActor
class ActionRecorder: ViewController {
    private(set) var fired: [String] = []

    override func loadView() {
        view = View(frame: .zero)
    }

    override func canPerformAction(_ action: ActionName, withSender sender: Any?) -> Bool { true }

    override func perform(_ action: ActionName, sender: Any?, event: BarKit.Event?) -> Bool {
        record(action.rawValue)
        return true
    }

    /// Called with each name recorded.
    var onRecord: ((String) -> Void)?
    /// Called with the characters of each key pressed while this controller is the first responder.
    var onKey: ((String) -> Void)?

    override var canBecomeFirstResponder: Bool { onKey != nil }

    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let onKey else { return super.pressesBegan(presses, with: event) }
        for press in presses { onKey(press.key?.characters ?? "") }
    }

    func record(_ name: String) {
        fired.append(name)
        onRecord?(name)
    }

    /// The actions recorded since the last call.
    func takeFired() -> [String] {
        defer { fired.removeAll() }
        return fired
    }
}

/// A scroll view delegate that reports where the content came to rest after a drag (the window
/// mode prints `scrolled NAME X Y`).
@MainActor
final class ScrollReporter: ScrollViewDelegate {
    var onScrollEnd: ((CGPoint) -> Void)?

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { onScrollEnd?(scrollView.contentOffset) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        onScrollEnd?(scrollView.contentOffset)
    }
}
