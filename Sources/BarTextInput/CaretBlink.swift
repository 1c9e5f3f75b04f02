import BarViews
import BarWidgets
import Foundation

/// The caret's blink on the application's clock (Docs/Behaviors.md, "Text input"): shown 0.5 s,
/// hidden 0.5 s, from when editing begins; each edit or caret move shows it again for a full 0.5 s,
/// so it stays solid while typing. Runs only while its widget is first responder: `stop()` cancels
/// the clock item, so a field that resigned or left its window leaves nothing scheduled.
@MainActor
final class CaretBlink {
    /// How long the caret is shown, then hidden (UIKit's blink is undocumented; BarKit's choice).
    static let halfPeriod: TimeInterval = 0.5

    /// Whether the caret is drawn now.
    private(set) var isVisible = false
    /// The repeating clock item toggling the caret; nil while stopped.
    private(set) var item: EventClock.Item?
    private weak var clock: EventClock?
    private let changed: @MainActor () -> Void

    /// A blink that calls `changed` (to redraw) each time the caret shows or hides.
    init(changed: @escaping @MainActor () -> Void) {
        self.changed = changed
    }

    /// Shows the caret and blinks it on `clock` from now.
    func start(on clock: EventClock) {
        self.clock = clock
        restart()
    }

    /// Shows the caret for a full period again (an edit, a caret move). Does nothing while stopped.
    func restart() {
        guard let clock else { return }
        item?.cancel()
        let wasVisible = isVisible
        isVisible = true
        item = clock.scheduleRepeating(every: CaretBlink.halfPeriod) { [weak self] item in
            guard let self else {
                item.cancel()
                return
            }
            self.isVisible.toggle()
            self.changed()
        }
        if !wasVisible { changed() }
    }

    /// Hides the caret and cancels the clock item.
    func stop() {
        item?.cancel()
        item = nil
        clock = nil
        if isVisible {
            isVisible = false
            changed()
        }
    }

    isolated deinit {
        item?.cancel()
    }
}
