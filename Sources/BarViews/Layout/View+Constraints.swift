import BarGeometry
import Foundation

// Auto Layout on views (Docs/Layout.md, Docs/Behaviors.md §8): constraints, priorities of the
// intrinsic size, the update pass, fitting sizes, alignment rectangles, guides and direction. The
// override points `updateConstraints()` and `alignmentRectInsets` are declared in View.swift.

extension View {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState(itemLink: ItemLink(view: self))
        autoLayout = state
        return state
    }

    /// The view's link for Auto Layout (`ItemLink`).
    var itemLink: ItemLink { autoLayoutState.itemLink }

    // MARK: - Opting in

    /// Whether the view's frame and autoresizing mask become constraints when constraints lay out
    /// its superview (default true, as UIKit's). Set it to false for a view that constraints place
    /// and size; views that documents create with constraints start with it false.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            // Whether the view stands apart may change: the engine around it and its own rebuild.
            for engine in [storedSuperview?.enclosingLayoutEngine, autoLayout?.engine] {
                guard let engine else { continue }
                engine.needsRebuild = true
                engine.root.setNeedsLayout()
            }
        }
    }

    // MARK: - Installed constraints

    /// The constraints installed on this view: those whose items' nearest common ancestor it is
    /// (activating a constraint installs it there).
    public var constraints: [LayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Activates `constraint`, installing it on this view. The view must be its items' common
    /// ancestor (or one of them); otherwise the problem is reported and nothing is installed.
    public func addConstraint(_ constraint: LayoutConstraint) {
        guard !constraint.isActive else { return }
        if let problem = constraint.validationProblem() {
            LayoutConstraint.report(problem)
            return
        }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { LayoutConstraint.view(of: $0) }
        guard items.allSatisfy({ $0.isDescendant(of: self) }) else {
            LayoutConstraint.report(
                .noCommonAncestor("Cannot install \(constraint) on \(type(of: self)): it is not an ancestor of its items"))
            return
        }
        install(constraint)
    }

    /// Activates each constraint on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.host === self else { return }
        uninstall(constraint)
    }

    /// Deactivates each constraint installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    func install(_ constraint: LayoutConstraint) {
        autoLayoutState.constraints.append(constraint)
        constraint.host = self
        LayoutEngine.nextActivationOrder += 1
        constraint.activationOrder = LayoutEngine.nextActivationOrder
        let engine = layoutEngineTakingChanges()
        // A constraint that reaches into a part joins it to this engine, which rebuilds to take it.
        if constraintCrossesPart(constraint) { engine.needsRebuild = true }
        engine.add(constraint)
        engine.root.setNeedsLayout()
    }

    func uninstall(_ constraint: LayoutConstraint) {
        autoLayout?.constraints.removeAll { $0 === constraint }
        constraint.host = nil
        if let engine = constraint.engine {
            engine.remove(constraint)
            engine.root.setNeedsLayout()
        }
    }

    /// The engine this view is the root of (its tree's, or its part's), made if there is none.
    @discardableResult
    func ensureLayoutEngine() -> LayoutEngine {
        let state = autoLayoutState
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: self)
        state.engine = engine
        return engine
    }

    /// Whether the tree's layout engine holds this view (some constraint of the tree names it).
    package var isInLayoutEngine: Bool { autoLayout?.node != nil }

    /// Makes the engine rebuild the content-size constraints of `views` (subviews of this view whose
    /// hugging or compression priorities changed without their setters, as a stack's tie-breaking
    /// offsets do: `contentPriorityOffset(ofSubview:axis:)`).
    package func contentPrioritiesDidChange(ofSubviews views: [View]) {
        for view in views {
            guard let engine = view.enclosingLayoutEngine else { continue }
            engine.intrinsicContentSizeChanged(of: view)
            engine.root.setNeedsLayout()
        }
    }

    /// The topmost ancestor (self when it has no superview).
    var treeRoot: View {
        var view = self
        while let parent = view.storedSuperview { view = parent }
        return view
    }

    /// The number of ancestors.
    var depth: Int {
        var count = 0
        var view = self
        while let parent = view.storedSuperview {
            count += 1
            view = parent
        }
        return count
    }

    /// The nearest view that is, or is an ancestor of, both this view and `other`: both climb to
    /// the same depth, then together.
    func nearestCommonAncestor(with other: View) -> View? {
        if other === self { return self }
        if other === storedSuperview { return other }
        if storedSuperview != nil && storedSuperview === other.storedSuperview { return storedSuperview }
        if other.storedSuperview === self { return self }
        var a: View? = self
        var b: View? = other
        var depthA = depth
        var depthB = other.depth
        while depthA > depthB {
            a = a?.storedSuperview
            depthA -= 1
        }
        while depthB > depthA {
            b = b?.storedSuperview
            depthB -= 1
        }
        while let x = a, let y = b {
            if x === y { return x }
            a = x.storedSuperview
            b = y.storedSuperview
        }
        return nil
    }

    // MARK: - Intrinsic size priorities

    /// How much the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayout?.hugging[axis] ?? .defaultLow
    }

    /// Sets how much the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        autoLayoutState.hugging[axis] = priority
        autoLayoutIntrinsicSizeChanged()
    }

    /// How much the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayout?.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how much the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        autoLayoutState.compressionResistance[axis] = priority
        autoLayoutIntrinsicSizeChanged()
    }

    /// The intrinsic size (or its priorities) changed: the engine makes the view's content-size
    /// constraints again. Called from `invalidateIntrinsicContentSize()`.
    func autoLayoutIntrinsicSizeChanged() {
        guard let state = autoLayout, state.node != nil, let engine = enclosingLayoutEngine else { return }
        engine.intrinsicContentSizeChanged(of: self)
        engine.root.setNeedsLayout()
    }

    /// The view's frame changed; a view laid out by its frame in a constrained tree gets new
    /// autoresizing constraints. Called by the geometry setters.
    func autoLayoutFrameDidChange() {
        guard let state = autoLayout, state.node != nil else { return }
        guard isPlacedByFrame else {
            // A frame the engine did not give: the superview's next layout puts the solution back.
            if LayoutEngine.viewTakingSolution != ObjectIdentifier(self) {
                storedSuperview?.autoLayout?.subviewFramesMayDiffer = true
            }
            return
        }
        if state.engine != nil {
            // The root of the tree or of a part: its size is the engine's input, given when the
            // engine solves in this view's layout (`solveIfNeeded`), so that a resize touches each
            // part's solver once, not once to suggest and again to solve.
            setNeedsLayout()
        } else if let engine = enclosingLayoutEngine {
            engine.frameChanged(of: self)
            engine.root.setNeedsLayout()
        }
    }

    // MARK: - The update pass

    /// Marks the view's constraints as needing an update: `updateConstraints()` runs before the
    /// next layout.
    public func setNeedsUpdateConstraints() {
        let state = autoLayoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        let engine = layoutEngineTakingChanges()
        engine.viewsNeedingUpdateConstraints.append(itemLink)
        engine.root.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs the update pass now on the marked views of this view's tree, leaves first.
    public func updateConstraintsIfNeeded() {
        guard LayoutEngine.liveCount > 0 else { return }
        // The tree's engine and its parts' (each queues the views of its own region).
        treeRoot.forEachInSubtree { view in
            view.autoLayout?.engine?.runPendingUpdateConstraints()
            return true
        }
    }

    /// Runs `updateConstraints()`, checking in debug builds that an override called `super`.
    func runUpdateConstraints() {
        let state = autoLayoutState
        state.needsUpdateConstraints = false
        state.didCallSuperUpdateConstraints = false
        updateConstraints()
        assert(
            state.didCallSuperUpdateConstraints,
            "\(type(of: self)).updateConstraints() did not call super.updateConstraints()")
    }

    /// Runs `updateConstraints()` on the marked views of this view's subtree, leaves first, as
    /// measuring needs the constraints they would make (a stack view's, say).
    func runPendingUpdateConstraintsInSubtree() {
        var marked: [View] = []
        forEachInSubtree { view in
            if view.autoLayout?.needsUpdateConstraints == true { marked.append(view) }
            return true
        }
        for view in marked.reversed() where view.autoLayout?.needsUpdateConstraints == true {
            view.runUpdateConstraints()
        }
    }

    // MARK: - Fitting sizes

    /// The size to ask for the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size to ask for the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 1e7, height: 1e7)

    /// The size the constraints inside the view give it nearest to `targetSize`, each axis pulled
    /// towards the target at `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// What `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// returns unless overridden.
    func constraintFittingSize(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        runPendingUpdateConstraintsInSubtree()
        let engine = LayoutEngine(root: self, fitting: true)
        engine.rebuild()
        for (attribute, value, priority) in [
            (LayoutConstraint.Attribute.width, targetSize.width, horizontal), (.height, targetSize.height, vertical),
        ] {
            let pull = LayoutConstraint(
                kind: .fitting, item: self, attribute: attribute, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: value.isFinite ? max(0, value) : 0,
                priority: priority)
            pull.host = self
            engine.add(pull)
        }
        let size = engine.measuredRootSize()
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }

    // MARK: - Alignment rectangles

    /// The alignment rectangle of a view with `frame`: the frame inset by `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of a view whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    // MARK: - Guides

    /// A guide for the view's bounds inset by its `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide {
        let state = autoLayoutState
        if let guide = state.marginsGuide { return guide }
        let guide = LayoutGuide(role: .margins, owningView: self)
        state.marginsGuide = guide
        return guide
    }

    /// A guide for the part of the view's bounds the window's safe area covers (`safeAreaInsets`).
    public var safeAreaLayoutGuide: LayoutGuide {
        let state = autoLayoutState
        if let guide = state.safeAreaGuide { return guide }
        let guide = LayoutGuide(role: .safeArea, owningView: self)
        state.safeAreaGuide = guide
        return guide
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { autoLayout?.layoutGuides ?? [] }

    /// Adds `guide` to the view: constraints may then use it, in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.role == .plain, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayoutState.layoutGuides.append(guide)
    }

    /// Removes `guide`, and deactivates the constraints that use it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        var view: View? = self
        while let v = view {
            for constraint in v.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                v.uninstall(constraint)
            }
            view = v.storedSuperview
        }
        autoLayout?.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        guide.node = nil
        if let engine = enclosingLayoutEngine {
            engine.needsRebuild = true
            engine.root.setNeedsLayout()
        }
    }

    /// The margins changed: constraints to the margins and the margins guide follow.
    func autoLayoutMarginsDidChange() {
        guard let state = autoLayout, let engine = enclosingLayoutEngine else { return }
        if let guide = state.marginsGuide { engine.guideInsetsChanged(guide) }
        engine.marginsChanged(of: self)
        engine.root.setNeedsLayout()
    }

    // MARK: - Debugging

    /// Whether the constraints leave the view's position or size undetermined (more than one
    /// solution). Lays out first.
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        guard let node = autoLayout?.node, let engine = enclosingLayoutEngine, engine.isOwn(node) else {
            return false
        }
        return engine.isAmbiguous(node)
    }

    /// The constraints that take part in the view's position or size on `axis`, the engine's own
    /// (from frames and intrinsic sizes) included.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        layoutIfNeeded()
        guard let node = autoLayout?.node, let engine = enclosingLayoutEngine, engine.isOwn(node) else {
            return []
        }
        return engine.constraints(affecting: node, axis: axis)
    }

    // MARK: - Direction

    /// How the view's content is laid out in right-to-left languages (default `.unspecified`).
    /// Leading and trailing constraints follow the resulting direction.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { autoLayout?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            autoLayoutState.semanticContentAttribute = newValue
            // Leading and trailing turn in this subtree: the engines that hold any of it rebuild.
            var engines = enclosingLayoutEngine.map { [$0] } ?? []
            forEachInSubtree { view in
                if let engine = view.autoLayout?.engine { engines.append(engine) }
                return true
            }
            for engine in engines {
                engine.needsRebuild = true
                engine.root.setNeedsLayout()
            }
        }
    }

    /// The reading direction the view lays out in: right to left when its
    /// `semanticContentAttribute` (or, when unspecified, its nearest ancestor's) forces it.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        var view: View? = self
        while let v = view {
            switch v.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified: view = v.storedSuperview
            }
        }
        return .leftToRight
    }

    /// Whether constraints take this view's frame as given: it translates its autoresizing mask, or
    /// its superview places it by frame (`placesSubviewsByFrame`).
    var isPlacedByFrame: Bool {
        translatesAutoresizingMaskIntoConstraints || storedSuperview?.placesSubviewsByFrame == true
    }

    /// Applies the frames constraints give this view's subviews (before its `layoutSubviews()`).
    /// Only when one of them may have another frame: the engine sets the frame of every view whose
    /// solution changed, and any other frame change marks this view (`subviewFramesMayDiffer`).
    func reapplyConstraintFrames() {
        guard !placesSubviewsByFrame, let own = autoLayout, own.subviewFramesMayDiffer else { return }
        own.subviewFramesMayDiffer = false
        defer { LayoutEngine.viewTakingSolution = nil }
        for subview in storedSubviews {
            guard let state = subview.autoLayout, !state.translatesAutoresizingMaskIntoConstraints,
                let node = state.node, !node.solvedRect.isNull
            else { continue }
            LayoutEngine.viewTakingSolution = ObjectIdentifier(subview)
            subview.frame = subview.frame(forAlignmentRect: node.solvedRect).roundedToPixel(
                scale: subview.contentScaleFactor)
        }
    }
}
