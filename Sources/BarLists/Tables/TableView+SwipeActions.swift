import BarGeometry
import BarGraphics
import BarText
@_spi(CoreHooks) import BarViews
import BarWidgets
import Foundation

// Swipe actions (Docs/Tables.md, "Swipe actions"; Behaviors §11): a horizontal drag to the left on
// a row with trailing actions slides its cell over the action buttons; let go past half the
// buttons (or flung left) they stay open, else the row closes. A tap on a button runs its handler;
// a touch anywhere else on the table closes the row.

/// The row whose actions show, its buttons, and how far the cell is slid.
struct TableSwipe {
    var indexPath: IndexPath
    let configuration: SwipeActionsConfiguration
    let buttons: View
    /// Each button's own width, leading to trailing.
    let buttonWidths: [CGFloat]
    /// The buttons' full width.
    var width: CGFloat { buttonWidths.reduce(0, +) }
    /// How far the cell is slid left (0 closed, `width` open).
    var revealed: CGFloat
    /// The slide when the drag began.
    var start: CGFloat
}

/// The table's horizontal drag: it begins only for a mostly horizontal drag on a row that has
/// trailing actions (or is open), so vertical drags stay the scroll view's.
final class TableSwipeRecognizer: PanGestureRecognizer {
    override func permitsBeginning() -> Bool {
        guard let table = view as? TableView else { return false }
        let t = translation(in: table)
        guard abs(t.x) > abs(t.y) else { return false }
        return table.swipeCanBegin(at: location(in: table), leftward: t.x < 0)
    }
}

extension TableView {
    /// The width of an action button: its title's plus 15 pt a side, at least 74 pt (BarKit's
    /// figures after UIKit's look).
    static func swipeButtonWidth(for title: String?) -> CGFloat {
        let label = Label(text: title ?? "", font: .systemFont(ofSize: 15))
        return max(74, ceil(label.intrinsicContentSize.width) + 30)
    }

    /// How far past its width a row must be swiped for a full swipe (BarKit's figure).
    static let fullSwipeFraction: CGFloat = 0.6

    func setUpSwipeRecognizer() {
        let recognizer = TableSwipeRecognizer()
        recognizer.addTarget(self, action: TableView.handleSwipe)
        addGestureRecognizer(recognizer)
    }

    /// Whether a horizontal drag at `point` moves a row's actions.
    func swipeCanBegin(at point: CGPoint, leftward: Bool) -> Bool {
        guard let indexPath = indexPathForRow(at: point) else { return false }
        if let swipe { return swipe.indexPath == indexPath }
        guard leftward, let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
            !configuration.actions.isEmpty
        else { return false }
        return true
    }

    private func handleSwipe(_ recognizer: GestureRecognizer) {
        guard let pan = recognizer as? PanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            if swipe == nil, let indexPath = indexPathForRow(at: pan.location(in: self)) { openSwipe(at: indexPath) }
            if touchedRow != nil { rowTouchesCancelled([], with: nil) }
            if var current = swipe {
                current.start = current.revealed
                swipe = current
            }
        case .changed:
            guard var current = swipe else { return }
            current.revealed = max(0, current.start - pan.translation(in: self).x)
            swipe = current
            layoutSwipeActions()
        case .ended:
            guard let current = swipe else { return }
            let flung = pan.velocity(in: self).x
            if current.configuration.performsFirstActionWithFullSwipe,
                current.revealed > rowWidth * TableView.fullSwipeFraction,
                let first = current.configuration.actions.first, let button = current.buttons.subviews.last
            {
                // A long swipe performs the first action, as a tap on its button would.
                first.handler(first, button) { [weak self] _ in self?.closeSwipeActions() }
            } else if flung < -500 || (flung <= 500 && current.revealed > current.width / 2) {
                swipe?.revealed = current.width
                layoutSwipeActions()
            } else {
                closeSwipeActions()
            }
        default:
            closeSwipeActions()
        }
    }

    /// Builds the row's buttons behind its cell, closed.
    private func openSwipe(at indexPath: IndexPath) {
        guard let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath),
            !configuration.actions.isEmpty
        else { return }
        let container = View()
        container.clipsToBounds = true
        var widths: [CGFloat] = []
        // The first action sits nearest the trailing edge.
        for action in configuration.actions.reversed() {
            let button = Button(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.backgroundColor = action.backgroundColor
            let w = TableView.swipeButtonWidth(for: action.title)
            button.addAction(
                Action { [weak self, weak button] _ in
                    guard let self, let button else { return }
                    action.handler(action, button) { [weak self] _ in self?.closeSwipeActions() }
                }, for: .touchUpInside)
            container.addSubview(button)
            widths.append(w)
        }
        insertSubview(container, at: 0)
        swipe = TableSwipe(
            indexPath: indexPath, configuration: configuration, buttons: container, buttonWidths: widths, revealed: 0, start: 0)
    }

    /// Slides the open row's cell and sizes its buttons; closes when the row has left.
    func layoutSwipeActions() {
        guard let current = swipe else { return }
        guard model.contains(current.indexPath), let cell = cellForRow(at: current.indexPath) else {
            return closeSwipeActions()
        }
        let row = rowRect(atSlot: model.slot(of: current.indexPath))
        cell.frame.origin.x = row.minX - current.revealed
        current.buttons.frame = CGRect(
            x: row.maxX - current.revealed, y: row.minY, width: current.revealed, height: row.height)
        // The buttons share the revealed width in proportion to their own, so a partial slide
        // shows part of each.
        let scale = current.width > 0 ? current.revealed / current.width : 0
        var x: CGFloat = 0
        for (button, width) in zip(current.buttons.subviews, current.buttonWidths) {
            button.frame = CGRect(x: x * scale, y: 0, width: width * scale, height: row.height)
            x += width
        }
        insertSubview(current.buttons, belowSubview: cell)
    }

    /// Slides the open row back and removes its buttons.
    func closeSwipeActions() {
        guard let current = swipe else { return }
        swipe = nil
        current.buttons.removeFromSuperview()
        if model.contains(current.indexPath), let cell = cellForRow(at: current.indexPath) {
            cell.frame = rowRect(atSlot: model.slot(of: current.indexPath))
        }
    }
}
