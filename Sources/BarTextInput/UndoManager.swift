import BarWidgets
import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` (which
/// swift-corelibs-foundation does not have). Text fields and text views each own one
/// (`TextField.undoManager`), as UIKit's text widgets do.
///
/// An undo step is a group of registrations: those made between `beginUndoGrouping()` and
/// `endUndoGrouping()`, or a single registration made outside a group (BarKit has no run loop
/// grouping, so each such registration is its own step). Registrations made while undoing go to the
/// redo stack, and while redoing to the undo stack; any other registration clears the redo stack.
@MainActor
public final class UndoManager {
    /// One undo step: its actions, in the order they were registered, and its name.
    private struct Group {
        var actions: [@MainActor () -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []

    /// Whether `undo()` is running its actions.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running its actions.
    public private(set) var isRedoing = false
    /// The most undo steps kept (0, the default, for no limit); older steps are dropped.
    public var levelsOfUndo = 0 {
        didSet { levelsOfUndo = max(0, levelsOfUndo); trim() }
    }

    /// An undo manager with nothing to undo.
    public init() {}

    /// How many groups are open.
    public var groupingLevel: Int { openGroups.count }
    /// Whether there is a step to undo.
    public var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` undoes ("" when unnamed or none).
    public var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the step `redo()` redoes.
    public var redoActionName: String { redoStack.last?.name ?? "" }

    /// Opens a group: registrations until the matching `endUndoGrouping()` make one step.
    public func beginUndoGrouping() {
        openGroups.append(Group())
    }

    /// Closes the innermost group. Unbalanced calls are ignored.
    public func endUndoGrouping() {
        guard let group = openGroups.popLast() else { return }
        if openGroups.isEmpty {
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions.append(contentsOf: group.actions)
        }
    }

    /// Registers `handler`, called with `target` to undo a change just made. The target is held
    /// weakly: a released target's action does nothing.
    public func registerUndo<Target: AnyObject>(
        withTarget target: Target, handler: @escaping @MainActor (Target) -> Void
    ) {
        let action: @MainActor () -> Void = { [weak target] in
            if let target { handler(target) }
        }
        if openGroups.isEmpty {
            push(Group(actions: [action]))
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    /// Names the step being recorded (the open group, else the latest step).
    public func setActionName(_ name: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = name
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = name
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = name
        }
    }

    /// Undoes the latest step (closing any open groups first), recording its reverse for `redo()`.
    public func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard !isUndoing, !isRedoing, let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }

    /// Redoes the step undone last, recording its reverse for `undo()`.
    public func redo() {
        guard !isUndoing, !isRedoing, let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }

    /// Forgets every step.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    // MARK: - Internals

    private func run(_ group: Group, undoing: Bool) {
        if undoing { isUndoing = true } else { isRedoing = true }
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let reverse = openGroups.removeLast()
        if undoing { isUndoing = false } else { isRedoing = false }
        guard !reverse.actions.isEmpty else { return }
        if undoing {
            redoStack.append(reverse)
        } else {
            undoStack.append(reverse)
            trim()
        }
    }

    /// Adds a finished step where it belongs: the redo stack while undoing, else the undo stack
    /// (clearing the redo stack unless redoing).
    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !isRedoing { redoStack.removeAll() }
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}
