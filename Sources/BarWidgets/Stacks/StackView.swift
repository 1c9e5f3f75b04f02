import BarGeometry
@_spi(CoreHooks) import BarViews
import Foundation

/// A row or a column of views laid out with constraints, as UIKit's `UIStackView`
/// (Docs/Layout.md, "Stacks"; the rules in Docs/Behaviors.md §9).
///
/// The stack makes and updates the constraints between itself and its `arrangedSubviews` in
/// `updateConstraints()`; its own size follows from theirs unless constraints from outside fix it.
/// It draws nothing of its own: no background unless `backgroundColor` is set.
@MainActor
open class StackView: View {
    /// How arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the stack: extra length goes to the view that hugs least, a shortfall is
        /// taken from the view that resists compression least; between equals, the earlier view.
        case fill = 0
        /// Every view has the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// The views keep their intrinsic sizes and the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The views' centres are equally far apart while the gaps stay at least `spacing`.
        case equalCentering
    }

    /// How arranged views are placed across the stack's axis.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// The views fill the stack's breadth.
        case fill = 0
        /// The views' leading edges (top edges, in a horizontal stack) meet the stack's.
        case leading = 1
        /// A horizontal stack's views share their first baseline.
        case firstBaseline = 2
        /// The views are centred across the axis.
        case center = 3
        /// The views' trailing edges (bottom edges, in a horizontal stack) meet the stack's.
        case trailing = 4
        /// A horizontal stack's views share their last baseline.
        case lastBaseline = 5

        /// A horizontal stack's top edges: the same value as `leading`.
        public static var top: Alignment { .leading }
        /// A horizontal stack's bottom edges: the same value as `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// Given to `setCustomSpacing(_:after:)`, returns that view to the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// As a spacing, the system's standard distance between sibling views (8 points).
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude
    /// The length `spacingUseSystem` stands for.
    static let systemSpacing: CGFloat = 8

    /// The views the stack arranges, in order: always a subset of `subviews`.
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views are laid out along (default `.horizontal`).
    public var axis: LayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangementUpdate(refreshingPriorities: true) } }
    }

    /// How the views share the length along the axis (default `.fill`).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangementUpdate(refreshingPriorities: true) } }
    }

    /// How the views are placed across the axis (default `.fill`).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangementUpdate() } }
    }

    /// The distance between adjacent views (default 0): exact for the fill distributions, a
    /// minimum for `.equalSpacing` and `.equalCentering`. Negative values overlap the views;
    /// `StackView.spacingUseSystem` is 8 points. A NaN or infinite value is ignored.
    public var spacing: CGFloat = 0 {
        didSet {
            if !(spacing.isFinite || spacing == StackView.spacingUseSystem) { spacing = oldValue }
            if spacing != oldValue { setNeedsArrangementUpdate() }
        }
    }

    /// Whether the views are laid out within the stack's layout margins rather than its bounds
    /// (default false).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
    }

    /// Whether a vertical stack measures its spacing from the last baseline of a view to the first
    /// baseline of the next (default false). Horizontal stacks ignore it.
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangementUpdate() } }
    }

    /// Spacings set with `setCustomSpacing(_:after:)`, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the arrangement holds now, by what they say.
    var arrangementConstraints: [StackConstraintSpec: LayoutConstraint] = [:]
    /// Guides spanning the gaps (equal spacing) or the distances between centres (equal centering).
    var spacerGuides: [LayoutGuide] = []
    /// Tie-breaking raises of arranged views' content priorities on the axis (see
    /// `contentPriorityOffset(ofSubview:axis:)`), by view.
    var priorityOffsets: [ObjectIdentifier: Float] = [:]
    /// Set when the arranged views' order or the distribution changed: their content-size
    /// constraints are made again with new tie-breaking offsets.
    var needsPriorityRefresh = false
    /// Set when the arrangement's constraints must be worked out again.
    var needsArrangementUpdate = false

    // MARK: - Creating a stack

    /// An empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack decoded from a view document: after `View`'s keys, `axis`, `distribution`,
    /// `alignment`, `spacing`, `isLayoutMarginsRelativeArrangement`, `isBaselineRelativeArrangement`,
    /// `arrangedSubviews` (view nodes, arranged in order) and `customSpacing` (spacings by the id
    /// of the arranged view they follow); see StackView+Coding.swift.
    public required init?(coder: Coder) {
        super.init(coder: coder)
        decodeArrangement(from: coder)
    }

    /// A horizontal stack arranging `views`, which become its subviews in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged views

    /// Adds `view` to the end of `arrangedSubviews`, and as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex` (0…count), moving it there if it is
    /// already arranged, and adds it as a subview if it is not one. The view's
    /// `translatesAutoresizingMaskIntoConstraints` becomes false.
    public func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        precondition(view !== self, "StackView.insertArrangedSubview: a stack view cannot arrange itself")
        var index = stackIndex
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
            if current < index { index -= 1 }
        }
        precondition(
            (0...arrangedSubviews.count).contains(index),
            "StackView.insertArrangedSubview: index \(stackIndex) is outside 0...\(arrangedSubviews.count)")
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsArrangementUpdate(refreshingPriorities: true)
    }

    /// Stops arranging `view`. It stays a subview (call `removeFromSuperview()` to remove it from
    /// both), without the stack's constraints.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangementUpdate(refreshingPriorities: true)
    }

    /// Sets the spacing after `arrangedSubview` (before the next view), in place of `spacing`;
    /// `StackView.spacingUseDefault` returns it to `spacing`. Ignored for a view that is not
    /// arranged, and for a NaN.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }), !spacing.isNaN else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == StackView.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != value else { return }
        customSpacings[key] = value
        setNeedsArrangementUpdate()
    }

    /// The spacing set after `arrangedSubview`, or `StackView.spacingUseDefault` when it uses `spacing`.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    // MARK: - Override points

    /// Brings the arrangement's constraints up to date with the arranged views and the stack's properties
    /// (changing only those that differ), then calls `super`.
    ///
    /// Called by the update pass (as `View`'s), after the stack marked itself
    /// (`setNeedsUpdateConstraints()`) because its arranged views or properties changed. Overrides must
    /// call `super.updateConstraints()` last. Do not call this directly; call
    /// `setNeedsUpdateConstraints()` and `updateConstraintsIfNeeded()`.
    open override func updateConstraints() {
        if needsArrangementUpdate { updateArrangement() }
        super.updateConstraints()
    }

    /// Stops arranging a subview that is leaving, then calls `super`.
    ///
    /// Called before `subview` leaves the stack (as `View`'s). Overrides must call `super`.
    open override func willRemoveSubview(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
        super.willRemoveSubview(subview)
    }

    // MARK: - Internals

    /// Marks the arrangement for an update before the next layout.
    func setNeedsArrangementUpdate(refreshingPriorities: Bool = false) {
        if refreshingPriorities { needsPriorityRefresh = true }
        needsArrangementUpdate = true
        setNeedsUpdateConstraints()
    }

    /// Collapses or restores an arranged subview (marks the arrangement for an update); other subviews
    /// are ignored.
    ///
    /// Called by a subview's `isHidden` setter (as `View`'s). Overrides must call `super`.
    @_spi(CoreHooks) override open func subviewIsHiddenDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { setNeedsArrangementUpdate(refreshingPriorities: true) }
    }

    /// With `.fillProportionally`, marks the arrangement for an update, as the proportions follow the
    /// arranged views' intrinsic sizes; otherwise does nothing.
    ///
    /// Called by a subview's `invalidateIntrinsicContentSize()` (as `View`'s). Overrides must call
    /// `super`.
    @_spi(CoreHooks) override open func subviewIntrinsicContentSizeDidChange(_ subview: View) {
        guard distribution == .fillProportionally, arrangedSubviews.contains(where: { $0 === subview }) else { return }
        setNeedsArrangementUpdate()
    }

    /// Breaks ties between arranged views' hugging and compression resistance along the stack's axis by
    /// their position (below half a point); 0 across the axis and for other subviews.
    ///
    /// Read by the constraint engine when it makes a subview's content-size constraints (as `View`'s).
    /// Overrides need not call `super`; call it to keep the tie-breaking.
    @_spi(CoreHooks) override open func contentPriorityOffset(ofSubview subview: View, axis: LayoutConstraint.Axis) -> Float {
        axis == self.axis ? priorityOffsets[ObjectIdentifier(subview)] ?? 0 : 0
    }

    /// The spacing after the visible view `view` as a length: its custom spacing, else `spacing`.
    func resolvedSpacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == StackView.spacingUseSystem ? StackView.systemSpacing : value
    }
}
