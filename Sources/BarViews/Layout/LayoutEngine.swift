import BarGeometry
import BarSolver
import Foundation

/// The Auto Layout engine of one view tree (Docs/Layout.md): a `ConstraintSolver` holding the
/// tree's active constraints, the constraints it makes from frames and intrinsic sizes, and a
/// node of variables for every view and guide they reach.
///
/// The root view's size is suggested (an edit variable), so resizing the window solves
/// incrementally. Adding, removing or changing a constraint changes only the solver rows it
/// touches. Moving views between trees rebuilds the trees concerned at their next layout.
@MainActor
final class LayoutEngine {
    /// The root view of the tree, through its link (the engine is released while its root is
    /// deinitialised).
    private let rootLink: ItemLink
    private var rootView: View? { rootLink.view }
    var root: View { rootView! }
    private(set) var solver = ConstraintSolver()
    /// Every node, for reading solutions.
    private(set) var nodes: [LayoutNode] = []
    /// Each node's variables and last solved rectangle, by the node's index in `nodes`: side by
    /// side, so a solve finds the nodes that moved without reading any node (`LayoutEngine+Solve`).
    var slots: [NodeSlot] = []
    private(set) var rootNode: LayoutNode?
    /// Constraints a conflict broke: rebuilds leave them out until a required constraint is removed.
    private var skippedInRebuild: Set<ObjectIdentifier> = []
    /// Constraints whose conflict has been reported (a retry that fails again stays quiet).
    private var reported: Set<ObjectIdentifier> = []
    /// Set when a conflict left kiwi's tableau unsound: the next solve rebuilds first.
    var needsRebuildAfterConflict = false
    /// Constraints added so far (each gets the next number as its `solverOrder`).
    private var addCount = 0
    /// How many held constraints are broken (kept out by a conflict).
    var brokenCount = 0
    /// Counts rebuilds; a node of an earlier solver is not this engine's.
    private(set) var generation = 0
    /// The required constraints fixing the root's width and height (the same two objects for the
    /// engine's life, so a conflict with them is reported once).
    var rootSizeConstraints: [LayoutConstraint] = []
    /// The root size last suggested.
    var suggestedRootSize: CGSize?
    /// Set once something required fights a part's size given by edit variables: from then on the
    /// part's size is pinned by required constraints, which report and break the conflict.
    var pinsPartSize = false
    /// Whether the root's width and height are edit variables of the current solver.
    var rootSizeIsEdited = false
    /// Set when the tree's shape changed: the solver is made again from the tree's constraints.
    var needsRebuild = true
    /// Set when anything changed since the last solve.
    var needsSolve = true
    /// Views whose `updateConstraints()` must run before the next solve.
    /// Held through their links (nil once gone): the root's engine is the view's own state's, so a
    /// strong list would make a marked view that is never laid out (only measured, say) keep
    /// itself alive.
    var viewsNeedingUpdateConstraints: [ItemLink] = []
    /// Constraints held in the solver (or broken), for rebuilds and conflict reports; each knows
    /// its place here (`LayoutConstraint.heldIndex`).
    private(set) var held: [LayoutConstraint] = []
    /// Each activation gets the next number (so rebuilds add in the same order).
    static var nextActivationOrder = 0
    /// The number of engines alive; zero means no tree uses Auto Layout and the passes skip it.
    static var liveCount = 0

    /// An engine that only measures (`View.systemLayoutSizeFitting`): its nodes are its own, it
    /// writes nothing into views or constraints, and its root's size is asked for, not suggested.
    let isFitting: Bool
    private var fittingNodes: [ObjectIdentifier: LayoutNode] = [:]

    init(root: View, fitting: Bool = false) {
        self.rootLink = root.itemLink
        self.isFitting = fitting
        if !fitting { LayoutEngine.liveCount += 1 }
    }

    isolated deinit {
        if !isFitting { LayoutEngine.liveCount -= 1 }
        // The constraints' links to this engine (`LayoutConstraint.engine`) go with it; every
        // constraint linked to it is in `held`, the root's size constraints included.
        for constraint in held where constraint.isHeld(by: self) { constraint.engine = nil }
        clearNodes()
    }

    // MARK: - Nodes

    static func node(of item: AnyObject) -> LayoutNode? {
        if let view = item as? View { return view.autoLayout?.node }
        return (item as? LayoutGuide)?.node
    }

    func nodeOf(_ item: AnyObject) -> LayoutNode? {
        isFitting ? fittingNodes[ObjectIdentifier(item)] : LayoutEngine.node(of: item)
    }

    private func setNode(_ node: LayoutNode?, of item: AnyObject) {
        if isFitting {
            fittingNodes[ObjectIdentifier(item)] = node
        } else if let view = item as? View {
            view.autoLayoutState.node = node
        } else if let guide = item as? LayoutGuide {
            guide.node = node
        }
    }

    private func clearNodes() {
        guard !isFitting else { return }
        for node in nodes {
            if let item = node.item, LayoutEngine.node(of: item) === node { setNode(nil, of: item) }
        }
        if let rootNode, let root = rootView, LayoutEngine.node(of: root) === rootNode { setNode(nil, of: root) }
    }

    /// The item's node, made (with its ancestors') if it has none in this engine.
    func node(for item: AnyObject) -> LayoutNode? {
        if let node = nodeOf(item), isOwn(node) { return node }
        let parentItem: AnyObject?
        if let view = item as? View {
            if view === root { return makeRootNode() }
            parentItem = view.superview
        } else if let guide = item as? LayoutGuide {
            parentItem = guide.owningView
        } else {
            return nil
        }
        guard let parentItem, let parent = node(for: parentItem) else { return nil }
        let node = LayoutNode(item: item, parent: parent, engine: self, solver: solver)
        nodes.append(node)
        slots.append(NodeSlot(node))
        setNode(node, of: item)
        addSystemConstraints(for: node)
        return node
    }

    /// Whether this engine made `node` (nodes of an engine's earlier solver are dropped on rebuild).
    func isOwn(_ node: LayoutNode) -> Bool { node.engineID == ObjectIdentifier(self) && node.generation == generation }

    private func makeRootNode() -> LayoutNode {
        if let rootNode { return rootNode }
        let node = LayoutNode(item: root, parent: nil, engine: self, solver: solver)
        rootNode = node
        setNode(node, of: root)
        if !isFitting {
            suggestedRootSize = nil
            suggestRootSize()
        }
        addContentSizeConstraints(for: node)
        return node
    }

    // MARK: - Constraints

    /// Puts `constraint` (installed, with a host) into the solver. A required constraint that
    /// conflicts is kept out ("broken") and reported.
    func add(_ constraint: LayoutConstraint) {
        guard !needsRebuild else { return }
        needsSolve = true
        if isFitting {
            // Measuring: the constraint's own state belongs to the tree's engine.
            guard let (form, relation) = solverForm(of: constraint) else { return }
            _ = try? solver.add(form, relation, strength: constraint.priority.strength)
            return
        }
        hold(constraint)
        constraint.engine = self
        addCount += 1
        constraint.solverOrder = addCount
        if skippedInRebuild.contains(ObjectIdentifier(constraint)) {
            // Broken by an earlier conflict: kept out, so the solver's tableau stays sound.
            markBroken(constraint)
            return
        }
        guard let expression = buildExpression(for: constraint) else {
            markBroken(constraint)
            return
        }
        do {
            constraint.solverConstraint = try solver.add(
                expression, constraint.relation.solverRelation, strength: constraint.priority.strength)
            constraint.isBroken = false
        } catch .unsatisfiable {
            markBroken(constraint)
            if reported.insert(ObjectIdentifier(constraint)).inserted { reportConflict(breaking: constraint) }
            // kiwi's tableau is not sound after it refuses a required constraint (its artificial
            // variable is dropped from rows while not zero), so the solver is made again without it.
            skippedInRebuild.insert(ObjectIdentifier(constraint))
            needsRebuildAfterConflict = true
        } catch {
            markBroken(constraint)
        }
    }

    /// Adds `constraint` to `held` (once). Called before `constraint.engine` is set to `self`.
    ///
    /// An entry whose `engine` is another engine is stale (its constraint moved to another tree,
    /// whose engine now holds it and owns its `heldIndex`): it is left until the next rebuild.
    private func hold(_ constraint: LayoutConstraint) {
        let index = constraint.heldIndex
        if constraint.isHeld(by: self) && index < held.count && held[index] === constraint { return }
        constraint.heldIndex = held.count
        held.append(constraint)
    }

    /// Takes `constraint` out of `held`, if this engine holds it: the last entry takes its place.
    func release(_ constraint: LayoutConstraint) {
        let index = constraint.heldIndex
        guard constraint.isHeld(by: self), index < held.count, held[index] === constraint else { return }
        let last = held.removeLast()
        if last !== constraint {
            held[index] = last
            if last.isHeld(by: self) { last.heldIndex = index }
        }
        constraint.heldIndex = .max
    }

    /// Keeps `constraint` out of the solver, counted among the broken ones.
    private func markBroken(_ constraint: LayoutConstraint) {
        constraint.isBroken = true
        constraint.solverConstraint = nil
        brokenCount += 1
    }

    /// Takes `constraint` out of the solver.
    func remove(_ constraint: LayoutConstraint) {
        release(constraint)
        let freesRoom = constraint.solverConstraint != nil && constraint.priority.isRequired
        if constraint.isBroken && constraint.isHeld(by: self) { brokenCount -= 1 }
        if let handle = constraint.solverConstraint {
            try? solver.remove(handle)
            // Constraints given to kiwi again when a definition went, refused by a tableau kiwi had
            // left unsound: the solver is made again.
            if solver.lostConstraints > 0 { needsRebuild = true }
        }
        defer { if freesRoom { retryBrokenConstraints() } }
        constraint.solverConstraint = nil
        constraint.isBroken = false
        constraint.engine = nil
        for item in [constraint.firstItem, constraint.secondItem] {
            if let item, let node = nodeOf(item) {
                node.baselineConstraints.removeAll { $0 === constraint }
            }
        }
        needsSolve = true
    }

    /// A required constraint left: the broken ones may fit now. The solver is made again with them
    /// (those that still conflict are not reported again).
    private func retryBrokenConstraints() {
        guard brokenCount > 0 else { return }
        skippedInRebuild = []
        needsRebuild = true
        rootView?.setNeedsLayout()
    }

    /// Puts `constraint` in again after its constant or priority changed: only its rows change.
    func replace(_ constraint: LayoutConstraint) {
        guard !needsRebuild else { return }
        remove(constraint)
        add(constraint)
        root.setNeedsLayout()
    }

    /// The expression for `constraint`: first − multiplier × second − constant (nil when an item
    /// or its node is missing, or an attribute has no axis).
    func buildExpression(for constraint: LayoutConstraint) -> LinearExpression? {
        guard let host = constraint.host, let first = constraint.firstItem else { return nil }
        // Nodes first: making one adds its own constraints, which builds their expressions.
        guard let firstNode = node(for: first) else { return nil }
        var secondNode: LayoutNode?
        if let second = constraint.secondItem {
            guard let made = node(for: second) else { return nil }
            secondNode = made
        }
        // The view the constraint is installed on lays its subviews out in its own direction; in
        // right to left, leading and trailing are measured leftwards (so `+ 10` moves left).
        let rightToLeft = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Room for an edge of a view two levels below the host, on each side.
        var expression = LinearExpression(reservingCapacity: 6)
        guard
            append(
                constraint.firstAttribute, of: firstNode, relativeTo: host, rightToLeft: rightToLeft, times: 1,
                for: constraint, to: &expression)
        else { return nil }
        if let secondNode {
            guard
                append(
                    constraint.secondAttribute, of: secondNode, relativeTo: host, rightToLeft: rightToLeft,
                    times: -Double(constraint.multiplier), for: constraint, to: &expression)
            else { return nil }
        }
        expression.constant -= Double(constraint.constant)
        return expression
    }

    /// Adds `coefficient × attribute(node's item)` to `expression`, in `host`'s bounds coordinates.
    private func append(
        _ attribute: LayoutConstraint.Attribute, of node: LayoutNode, relativeTo host: View, rightToLeft: Bool,
        times coefficient: Double, for constraint: LayoutConstraint, to expression: inout LinearExpression
    ) -> Bool {
        let view = node.view
        let margins = view?.layoutMargins ?? .zero
        let resolved = attribute.resolved(rightToLeft: rightToLeft)
        let k = rightToLeft && attribute.followsReadingDirection ? -coefficient : coefficient
        guard let axis = resolved.axis else { return false }
        let length = axis == .horizontal ? node.width : node.height
        if resolved.isDimension {
            expression.add(length, times: k)
            return true
        }
        guard appendPosition(of: node, axis: axis, relativeTo: host, times: k, to: &expression) else { return false }
        if resolved == .firstBaseline || resolved == .lastBaseline {
            // A baseline sits at a fixed distance from the centre of a view whose text is centred
            // vertically; a view without text has its baseline at its bottom.
            expression.add(length, times: k / 2)
            if let offsets = view?.baselineOffsetsFromCenter() {
                expression.constant += k * Double(resolved == .firstBaseline ? offsets.first : offsets.last)
            } else {
                expression.add(length, times: k / 2)
            }
            if !node.baselineConstraints.contains(where: { $0 === constraint }) {
                node.baselineConstraints.append(constraint)
            }
            return true
        }
        // position + fraction × length + the share of the near and far margins.
        let (fraction, near, far) = resolved.edgeForm
        let nearMargin = axis == .horizontal ? margins.left : margins.top
        let farMargin = axis == .horizontal ? margins.right : margins.bottom
        expression.add(length, times: k * fraction)
        expression.constant += k * (near * Double(nearMargin) + far * Double(farMargin))
        return true
    }

    /// Adds the item's alignment-rect origin on `axis` in `host`'s bounds coordinates: its own
    /// variable plus each ancestor's below the host (each less that ancestor's alignment inset).
    private func appendPosition(
        of node: LayoutNode, axis: LayoutConstraint.Axis, relativeTo host: View, times k: Double,
        to expression: inout LinearExpression
    ) -> Bool {
        if node.link.refers(to: host) {
            let insets = host.alignmentRectInsets
            expression.constant += k * Double(axis == .horizontal ? insets.left : insets.top)
            return true
        }
        var current = node
        while true {
            expression.add(axis == .horizontal ? current.x : current.y, times: k)
            guard let parent = current.parent else { return false }
            if parent.link.refers(to: host) { return true }
            if let view = parent.view {
                let insets = view.alignmentRectInsets
                expression.constant -= k * Double(axis == .horizontal ? insets.left : insets.top)
            }
            current = parent
        }
    }

    /// Makes the solver again from every constraint installed in the tree, in activation order.
    func rebuild() {
        needsRebuildAfterConflict = false
        clearNodes()
        for constraint in held where constraint.isHeld(by: self) {
            constraint.solverConstraint = nil
            constraint.engine = nil
            constraint.heldIndex = .max
        }
        held = []
        brokenCount = 0
        nodes = []
        slots = []
        rootNode = nil
        solver = ConstraintSolver()
        for pin in rootSizeConstraints {
            pin.solverConstraint = nil
            pin.engine = nil
            pin.isBroken = false
        }
        suggestedRootSize = nil
        rootSizeIsEdited = false
        generation += 1
        needsRebuild = false
        needsSolve = true
        var installed: [LayoutConstraint] = []
        if !isFitting {
            installed = collectRegionConstraints()
        } else {
            // Every constraint inside the measured view, parts' included, and only those.
            root.forEachInSubtree { view in
                if let state = view.autoLayout { installed.append(contentsOf: state.constraints) }
                return true
            }
            installed.removeAll { constraint in
                [constraint.firstItem, constraint.secondItem].contains { item in
                    guard let item else { return false }
                    return LayoutConstraint.view(of: item)?.isDescendant(of: root) != true
                }
            }
        }
        // Sorted by keys read once (a comparison reading two constraints' properties costs more
        // than the sort's own work).
        var ordered = installed.indices.map { (installed[$0].activationOrder, $0) }
        ordered.sort(by: LayoutEngine.isEarlier)
        _ = makeRootNode()
        for (_, index) in ordered { add(installed[index]) }
    }

    /// The order of `rebuild()`'s keys: by activation. Nonisolated, as a closure made in
    /// main-actor code checks its actor on each call (once per comparison).
    private nonisolated static func isEarlier(_ a: (order: Int, index: Int), _ b: (order: Int, index: Int)) -> Bool {
        a.order < b.order
    }

    // MARK: - Intrinsic sizes and frames

    /// Called when a view's intrinsic content size changed: its content-size and baseline
    /// constraints are made again.
    func intrinsicContentSizeChanged(of view: View) {
        guard let node = view.autoLayout?.node, isOwn(node) else { return }
        remakeContentSizeConstraints(of: node)
    }

    /// Makes the content-size (and baseline) constraints of `node`'s view again from its intrinsic size.
    func remakeContentSizeConstraints(of node: LayoutNode) {
        for constraint in node.systemConstraints where constraint.kind == .contentSize {
            remove(constraint)
        }
        node.systemConstraints.removeAll { $0.kind == .contentSize }
        addContentSizeConstraints(for: node)
        for constraint in node.baselineConstraints {
            remove(constraint)
            add(constraint)
        }
        needsSolve = true
    }

    /// Called when a view laid out by its frame (autoresizing constraints) got a new frame.
    func frameChanged(of view: View) {
        guard let node = view.autoLayout?.node, isOwn(node), node.parent != nil else { return }
        for constraint in node.systemConstraints where constraint.kind == .autoresizing { remove(constraint) }
        node.systemConstraints.removeAll { $0.kind == .autoresizing }
        addAutoresizingConstraints(for: node)
        needsSolve = true
    }

    /// Called when a view's margins changed: constraints to its margins are made again.
    func marginsChanged(of view: View) {
        for constraint in held
        where (constraint.firstItem === view && constraint.firstAttribute.usesMargins)
            || (constraint.secondItem === view && constraint.secondAttribute.usesMargins)
        {
            remove(constraint)
            add(constraint)
        }
    }
}

extension LayoutConstraint.Relation {
    /// The relation as the solver takes it.
    var solverRelation: SolverRelation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension LayoutConstraint.Attribute {
    /// Leading and trailing as left or right for the reading direction.
    func resolved(rightToLeft: Bool) -> LayoutConstraint.Attribute {
        switch self {
        case .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        case .leadingMargin: rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: rightToLeft ? .leftMargin : .rightMargin
        default: self
        }
    }

    /// How a resolved edge or centre reads its item's rect (see `LayoutEngine.append`): the fraction
    /// of the length past the origin, and the coefficients of the near (left, top) and far (right,
    /// bottom) margins.
    var edgeForm: (fraction: Double, near: Double, far: Double) {
        switch self {
        case .right, .bottom: (1, 0, 0)
        case .centerX, .centerY: (0.5, 0, 0)
        case .leftMargin, .topMargin: (0, 1, 0)
        case .rightMargin, .bottomMargin: (1, 0, -1)
        case .centerXWithinMargins, .centerYWithinMargins: (0.5, 0.5, -0.5)
        default: (0, 0, 0)  // left, top
        }
    }

    /// Leading, trailing and their margins: the attributes that follow the reading direction.
    var followsReadingDirection: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default: false
        }
    }
}
