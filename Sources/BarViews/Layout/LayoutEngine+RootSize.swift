import BarGeometry
import BarSolver
import Foundation

// The root's size (Docs/Layout.md, "The engine" and "Parts"): a tree's root is pinned by two
// required constraints; a part's root is suggested through edit variables until something required
// fights that size, and pinned from then on.

extension LayoutEngine {
    /// Fixes the root's size to its bounds (alignment) size when that changed: two required
    /// constraints, as UIKit's window sizes its root view (`BarKit-Root-Width`, `-Height` in
    /// reports). An edit variable would make them optional, and every row of the tableau would then
    /// carry their error terms: kiwi's cost grows with the cube of the screen (Docs/Layout.md).
    func suggestRootSize() {
        guard rootNode != nil, !isFitting else { return }
        let size = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.bounds.size)).size
        guard size != suggestedRootSize else { return }
        if suggestsPartSizeByEdit {
            // A solver left unsound by a refused constraint is rebuilt first (the next solve
            // suggests again): a suggestion to it could fail its re-optimisation.
            guard !needsRebuild && !needsRebuildAfterConflict, let rootNode else { return }
            let old = rootSizeIsEdited ? suggestedRootSize : nil
            suggestedRootSize = size
            do {
                if !rootSizeIsEdited {
                    try solver.addEditVariable(rootNode.width, strength: partSizeStrength)
                    try solver.addEditVariable(rootNode.height, strength: partSizeStrength)
                    rootSizeIsEdited = true
                }
                if size.width != old?.width { try solver.suggest(Double(size.width), for: rootNode.width) }
                if size.height != old?.height { try solver.suggest(Double(size.height), for: rootNode.height) }
            } catch {
                pinsPartSize = true
                needsRebuild = true
            }
            needsSolve = true
            return
        }
        suggestedRootSize = size
        // A part's root is held by its frame, as its autoresizing constraints held it in the engine
        // around it (and reported as those); one its superview places though it does not translate
        // its mask (a bar's custom view) just below required.
        let isPart = root.storedSuperview != nil
        let kind: LayoutConstraint.Kind = isPart ? .autoresizing : .rootSize
        let priority: LayoutPriority = !isPart || root.translatesAutoresizingMaskIntoConstraints ? .required : .required - 1
        if rootSizeConstraints.first?.priority != priority || rootSizeConstraints.first?.kind != kind {
            for pin in rootSizeConstraints { takeOut(pin) }
            rootSizeConstraints = []
            for (attribute, name) in [(LayoutConstraint.Attribute.width, "Width"), (.height, "Height")] {
                let pin = LayoutConstraint(
                    kind: kind, item: root, attribute: attribute, relatedBy: .equal, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: 0, priority: priority)
                if !isPart { pin.identifier = "BarKit-Root-\(name)" }
                pin.host = root
                rootSizeConstraints.append(pin)
            }
        }
        // Only the side that changed: a window dragged wider replaces one constraint.
        for (pin, value) in zip(rootSizeConstraints, [size.width, size.height])
        where pin.constant != value || !pin.isHeld(by: self) {
            takeOut(pin)
            pin.constant = value
            add(pin)
        }
        needsSolve = true
    }

    /// Takes one of the root's size constraints out of the solver, without `remove(_:)`'s retry of
    /// the broken constraints (the size is put back at once).
    private func takeOut(_ pin: LayoutConstraint) {
        release(pin)
        if let handle = pin.solverConstraint { try? solver.remove(handle) }
        if pin.isBroken && pin.isHeld(by: self) { brokenCount -= 1 }
        pin.solverConstraint = nil
        pin.isBroken = false
        pin.engine = nil
    }

    /// Whether this engine gives its root's size through edit variables: a part's root, until
    /// something required fights that size (`pinsPartSize`). Changing an edit variable's value
    /// moves the constants of the tableau rows that hold it; replacing a required constraint
    /// pivots its marker out and adds a row with an artificial variable, several times the work in
    /// a row of a list (Docs/Layout.md, "Parts"). A tree's root is pinned: edit variables' error
    /// terms in every row of a large tableau cost more than they save.
    var suggestsPartSizeByEdit: Bool { !pinsPartSize && root.storedSuperview != nil }

    /// The edit variables' strength: above every optional priority for a view that translates its
    /// mask (its frame is required), as a priority of 999 for one its superview places.
    private var partSizeStrength: Double {
        root.translatesAutoresizingMaskIntoConstraints
            ? (ConstraintSolverStrength.required * LayoutPriority(999).strength).squareRoot()
            : LayoutPriority(999).strength
    }

    /// Whether something required holds a part's root at another size than the one suggested
    /// (only a root that translates its mask: one its superview places may take its own size).
    func requiredConstraintsFightPartSize(_ values: SolverValues) -> Bool {
        guard rootSizeIsEdited, root.translatesAutoresizingMaskIntoConstraints, let rootNode,
            let size = suggestedRootSize
        else { return false }
        return abs(values[rootNode.width] - Double(size.width)) > 1e-3
            || abs(values[rootNode.height] - Double(size.height)) > 1e-3
    }
}
