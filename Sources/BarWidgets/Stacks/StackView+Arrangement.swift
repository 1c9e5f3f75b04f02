import BarGeometry
import BarViews
import Foundation

// The constraints a stack view makes (Docs/Layout.md, "Stacks"; Docs/Behaviors.md §9). Each update
// works out the whole list from the arranged views and the stack's properties, then activates only
// the constraints that are new and deactivates only those no longer wanted, so hiding one view of a
// long stack changes a handful of constraints.

/// One constraint an arrangement wants, compared by what it says (items by identity).
///
/// A spec just worked out holds its items; the stack keeps specs as keys without them
/// (`withoutItems`), so it keeps neither its views nor itself alive through them. Not weakly: the
/// first weak reference to a view gives it a side table, and every retain and release of it in
/// every pass then takes the slower path (a stack's rows resized: 23 slow retains a row a step).
struct StackConstraintSpec: Hashable {
    private(set) var first: AnyObject?
    private(set) var second: AnyObject?
    let firstID: ObjectIdentifier
    let secondID: ObjectIdentifier?
    let firstAttribute: LayoutConstraint.Attribute
    let relation: LayoutConstraint.Relation
    let secondAttribute: LayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority
    let identifier: String

    init(
        first: AnyObject, firstAttribute: LayoutConstraint.Attribute, relation: LayoutConstraint.Relation,
        second: AnyObject?, secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: LayoutPriority, identifier: String
    ) {
        self.first = first
        self.second = second
        firstID = ObjectIdentifier(first)
        secondID = second.map(ObjectIdentifier.init)
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    /// The spec as a key the stack keeps: what it says, without its items.
    var withoutItems: StackConstraintSpec {
        var key = self
        key.first = nil
        key.second = nil
        return key
    }

    /// Whether `constraint` is between this spec's items (compared by identity: a constraint's items
    /// read nil once gone, so a new view at a freed view's address is not taken for it).
    @MainActor func isBetweenItems(of constraint: LayoutConstraint) -> Bool {
        constraint.firstItem.map(ObjectIdentifier.init) == firstID
            && constraint.secondItem.map(ObjectIdentifier.init) == secondID
    }

    static func == (a: StackConstraintSpec, b: StackConstraintSpec) -> Bool {
        a.firstID == b.firstID && a.firstAttribute == b.firstAttribute && a.relation == b.relation
            && a.secondID == b.secondID && a.secondAttribute == b.secondAttribute && a.multiplier == b.multiplier
            && a.constant == b.constant && a.priority == b.priority && a.identifier == b.identifier
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(firstID)
        hasher.combine(firstAttribute)
        hasher.combine(secondID)
        hasher.combine(secondAttribute)
        hasher.combine(constant)
    }
}

/// The attributes of one direction of a stack: along its axis or across it.
private struct StackEdges {
    let near: LayoutConstraint.Attribute
    let far: LayoutConstraint.Attribute
    let center: LayoutConstraint.Attribute
    let length: LayoutConstraint.Attribute
    /// The stack's own edges: its margins' when the arrangement is margins-relative.
    let stackNear: LayoutConstraint.Attribute
    let stackFar: LayoutConstraint.Attribute
    let stackCenter: LayoutConstraint.Attribute

    init(axis: LayoutConstraint.Axis, withinMargins: Bool) {
        if axis == .horizontal {
            (near, far, center, length) = (.leading, .trailing, .centerX, .width)
            (stackNear, stackFar, stackCenter) =
                withinMargins ? (.leadingMargin, .trailingMargin, .centerXWithinMargins) : (near, far, center)
        } else {
            (near, far, center, length) = (.top, .bottom, .centerY, .height)
            (stackNear, stackFar, stackCenter) =
                withinMargins ? (.topMargin, .bottomMargin, .centerYWithinMargins) : (near, far, center)
        }
    }
}

extension StackView {
    /// The priority that keeps gaps equal in `.equalSpacing`: above compression resistance, so
    /// views shrink before the gaps differ.
    static let equalSpacingPriority = LayoutPriority.required - 1
    /// The priority that keeps centres equally far apart in `.equalCentering`: below compression
    /// resistance, so the gaps shrink to `spacing` before the views do.
    static let equalCenteringPriority = LayoutPriority(150)
    /// The priority of `.fillProportionally`'s ratios: above compression resistance and hugging,
    /// so views grow and shrink in proportion.
    static let proportionalPriority = LayoutPriority.required - 1
    /// The pull of the stack's own length and breadth towards zero, so an unconstrained stack wraps
    /// its views: below every priority views use, and below the fitting size's pull.
    static let wrapPriority = LayoutPriority.fittingSizeLevel - 1
    /// The pull of baseline-aligned views towards the stack's top, placing the row when the stack
    /// is taller than it: below the wrap.
    static let baselineTopPriority = LayoutPriority.fittingSizeLevel - 2
    /// The pull of a hidden view's breadth towards zero, so a view without an intrinsic size is not
    /// ambiguous: below everything else.
    static let hiddenBreadthPriority = LayoutPriority(25)

    /// Works out the arrangement's constraints and applies the difference.
    func updateArrangement() {
        needsArrangementUpdate = false
        // Offsets first, so the nodes activation makes get them; views that had nodes are
        // measured again afterwards.
        let reprioritised = needsPriorityRefresh ? updatePriorityOffsets() : []
        let specs = arrangementSpecs()
        var wanted = Set(specs)
        var stale: [LayoutConstraint] = []
        for (spec, constraint) in arrangementConstraints {
            // A key whose view is gone may share its identifier with a new view: not a match.
            if !spec.isBetweenItems(of: constraint) || wanted.remove(spec) == nil {
                stale.append(constraint)
                arrangementConstraints[spec] = nil
            } else if !constraint.isActive {
                // Deactivated by a tree change since (an item left and came back): on again.
                LayoutConstraint.activate([constraint])
            }
        }
        LayoutConstraint.deactivate(stale)
        var made: [LayoutConstraint] = []
        for spec in specs where wanted.contains(spec) {
            guard let first = spec.first else { continue }
            let constraint = LayoutConstraint(
                item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: spec.second,
                attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
            constraint.priority = spec.priority
            constraint.identifier = spec.identifier
            arrangementConstraints[spec.withoutItems] = constraint
            made.append(constraint)
        }
        LayoutConstraint.activate(made)
        contentPrioritiesDidChange(ofSubviews: reprioritised)
    }

    /// Gives each visible arranged view its tie-breaking offset on the axis; returns the subviews
    /// whose offset changed and that the engine already holds (their content-size constraints must
    /// be made again).
    private func updatePriorityOffsets() -> [View] {
        needsPriorityRefresh = false
        var offsets: [ObjectIdentifier: Float] = [:]
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if distribution != .fillEqually && distribution != .fillProportionally && visible.count > 1 {
            // The earlier view gives way first (stretches or shrinks first): later views hug and
            // resist a little harder, by less than half a point in all.
            for (index, view) in visible.enumerated() {
                offsets[ObjectIdentifier(view)] = Float(index) / Float(2 * visible.count)
            }
        }
        let old = priorityOffsets
        priorityOffsets = offsets
        return subviews.filter { view in
            (old[ObjectIdentifier(view)] ?? 0) != (offsets[ObjectIdentifier(view)] ?? 0) && view.isInLayoutEngine
        }
    }

    /// Every constraint the arrangement wants now, in a stable order.
    func arrangementSpecs() -> [StackConstraintSpec] {
        var specs: [StackConstraintSpec] = []
        let along = StackEdges(axis: axis, withinMargins: isLayoutMarginsRelativeArrangement)
        let across = StackEdges(axis: axis == .horizontal ? .vertical : .horizontal,
                                withinMargins: isLayoutMarginsRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden }

        func add(
            _ first: AnyObject, _ firstAttribute: LayoutConstraint.Attribute, _ relation: LayoutConstraint.Relation,
            _ second: AnyObject?, _ secondAttribute: LayoutConstraint.Attribute, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: LayoutPriority = .required, _ identifier: String
        ) {
            specs.append(
                StackConstraintSpec(
                    first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                    secondAttribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
                    constant: constant, priority: priority, identifier: "BarKit-Stack-" + identifier))
        }

        // In the order the solver takes them best: the chain from the near edge, so each view is
        // placed after the one before it; the far edge; then the optional pulls that wrap the
        // stack (added earlier, each step of the chain would move the optimum and cost pivots).
        addAlongAxis(visible: visible, edges: along, add: add)
        addHidden(edges: along, across: across, add: add)
        addAcrossAxis(visible: visible, edges: across, add: add)
        // The stack wraps its views unless something outside sizes it.
        add(self, along.length, .equal, nil, .notAnAttribute, priority: StackView.wrapPriority, "Wrap")
        add(self, across.length, .equal, nil, .notAnAttribute, priority: StackView.wrapPriority, "Wrap")
        return specs
    }

    /// Adds a spec: first item and attribute, relation, second item and attribute, multiplier,
    /// constant, priority, identifier (after "BarKit-Stack-").
    private typealias AddSpec = (
        AnyObject, LayoutConstraint.Attribute, LayoutConstraint.Relation, AnyObject?, LayoutConstraint.Attribute,
        CGFloat, CGFloat, LayoutPriority, String
    ) -> Void

    /// The chain along the axis: the ends to the stack's edges, spacing between neighbours, and
    /// the distribution's sizes.
    private func addAlongAxis(
        visible: [View], edges: StackEdges,
        add: AddSpec
    ) {
        guard let first = visible.first, let last = visible.last else { return }
        add(first, edges.near, .equal, self, edges.stackNear, 1, 0, .required, "Canvas")
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let gapStart: LayoutConstraint.Attribute = baselines ? .lastBaseline : edges.far
        let gapEnd: LayoutConstraint.Attribute = baselines ? .firstBaseline : edges.near
        let exactGaps = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        for (previous, next) in zip(visible, visible.dropFirst()) {
            add(next, gapEnd, exactGaps ? .equal : .greaterThanOrEqual, previous, gapStart, 1,
                resolvedSpacing(after: previous), .required, "Spacing")
        }
        add(last, edges.far, .equal, self, edges.stackFar, 1, 0, .required, "Canvas")
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                add(view, edges.length, .equal, first, edges.length, 1, 0, .required, "FillEqually")
            }
        case .fillProportionally:
            let lengths = visible.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                let length = axis == .horizontal ? size.width : size.height
                return length.isFinite && length > 0 ? length : 0
            }
            if let referenceIndex = lengths.firstIndex(where: { $0 > 0 }) {
                let reference = visible[referenceIndex]
                for (view, length) in zip(visible, lengths) where view !== reference && length > 0 {
                    add(view, edges.length, .equal, reference, edges.length, length / lengths[referenceIndex], 0,
                        StackView.proportionalPriority, "FillProportionally")
                }
            } else {
                // No view has a length of its own: they share the stack equally.
                for view in visible.dropFirst() {
                    add(view, edges.length, .equal, first, edges.length, 1, 0, StackView.proportionalPriority,
                        "FillProportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = distribution == .equalCentering
            let guides = spacers(count: visible.count - 1)
            for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
                let guide = guides[index]
                add(guide, edges.near, .equal, previous, centering ? edges.center : gapStart, 1, 0, .required,
                    "Distributing")
                add(guide, edges.far, .equal, next, centering ? edges.center : gapEnd, 1, 0, .required,
                    "Distributing")
                if index > 0 {
                    add(guide, edges.length, .equal, guides[0], edges.length, 1, 0,
                        centering ? StackView.equalCenteringPriority : StackView.equalSpacingPriority,
                        centering ? "EqualCentering" : "EqualSpacing")
                }
            }
        }
    }

    /// A hidden view takes no room: no length along the axis, at the gap where it would be, and
    /// no part in the stack's breadth.
    private func addHidden(
        edges: StackEdges, across: StackEdges,
        add: AddSpec
    ) {
        var previousVisible: View?
        for view in arrangedSubviews {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(view, edges.length, .equal, nil, .notAnAttribute, 1, 0, .required, "Hiding")
            if let previousVisible {
                add(view, edges.near, .equal, previousVisible, edges.far, 1, 0, .required, "Hiding")
            } else {
                add(view, edges.near, .equal, self, edges.stackNear, 1, 0, .required, "Hiding")
            }
            add(view, across.near, .equal, self, across.stackNear, 1, 0, .required, "Hiding")
            add(view, across.length, .equal, nil, .notAnAttribute, 1, 0, StackView.hiddenBreadthPriority, "Hiding")
        }
    }

    /// Each visible view across the axis, by `alignment`, kept within the stack.
    private func addAcrossAxis(
        visible: [View], edges: StackEdges,
        add: AddSpec
    ) {
        var alignment = self.alignment
        if axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            // Baselines line views up in a row only; a column of them fills, as the default does.
            alignment = .fill
        }
        let reference = visible.first
        for view in visible {
            switch alignment {
            case .fill:
                add(view, edges.near, .equal, self, edges.stackNear, 1, 0, .required, "Alignment")
                add(view, edges.far, .equal, self, edges.stackFar, 1, 0, .required, "Alignment")
            case .leading:
                add(view, edges.near, .equal, self, edges.stackNear, 1, 0, .required, "Alignment")
                add(view, edges.far, .lessThanOrEqual, self, edges.stackFar, 1, 0, .required, "SpanningBoundary")
            case .trailing:
                add(view, edges.far, .equal, self, edges.stackFar, 1, 0, .required, "Alignment")
                add(view, edges.near, .greaterThanOrEqual, self, edges.stackNear, 1, 0, .required, "SpanningBoundary")
            case .center:
                add(view, edges.center, .equal, self, edges.stackCenter, 1, 0, .required, "Alignment")
                add(view, edges.near, .greaterThanOrEqual, self, edges.stackNear, 1, 0, .required, "SpanningBoundary")
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let reference, view !== reference {
                    add(view, baseline, .equal, reference, baseline, 1, 0, .required, "Alignment")
                }
                add(view, edges.near, .greaterThanOrEqual, self, edges.stackNear, 1, 0, .required, "SpanningBoundary")
                add(view, edges.far, .lessThanOrEqual, self, edges.stackFar, 1, 0, .required, "SpanningBoundary")
                add(view, edges.near, .equal, self, edges.stackNear, 1, 0, StackView.baselineTopPriority, "Alignment")
            }
        }
    }

    /// `count` spacer guides of the stack's, reusing those it has and removing the rest.
    private func spacers(count: Int) -> [LayoutGuide] {
        while spacerGuides.count < count {
            let guide = LayoutGuide()
            guide.identifier = "BarKit-Stack-Spacer"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
        }
        return Array(spacerGuides.prefix(count))
    }
}
