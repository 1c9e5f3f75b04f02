import BarGeometry
import BarSolver
import Foundation

/// A relation between two layout attributes that the layout engine satisfies, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute
/// + constant` (Docs/Layout.md).
///
/// A constraint does nothing until it is active. Activating it installs it on the nearest common
/// ancestor of its items (see `View.constraints`); its items must then be in one view tree.
/// Constraints that cannot be activated (items in different trees, a location related to a
/// constant, an x attribute related to a y one) are reported through
/// `LayoutConstraint.problemHandler` and stay inactive.
@MainActor
public final class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The parts of an item's alignment rectangle a constraint relates (UIKit's raw values).
    public enum Attribute: Int, CaseIterable, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline = 12
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The two layout directions, for content hugging and compression resistance.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// What made a constraint: code (or a document), or the engine itself.
    enum Kind {
        /// Made by code or a document.
        case user
        /// From a view's frame and autoresizing mask (`translatesAutoresizingMaskIntoConstraints`).
        case autoresizing
        /// From a view's intrinsic content size: hugging (≤) or compression resistance (≥).
        case contentSize
        /// Ties a view's margins, safe-area, bounds or content guide to the view.
        case guide
        /// A size asked for by `systemLayoutSizeFitting`.
        case fitting
        /// The root view's size, fixed by its bounds.
        case rootSize
    }

    /// The item whose attribute is constrained (nil once it is deallocated).
    public var firstItem: AnyObject? { firstLink.item }
    public let firstAttribute: Attribute
    public let relation: Relation
    /// The item related to, or nil for a constraint to a constant (or once it is deallocated).
    public var secondItem: AnyObject? { secondLink?.item }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// The constant added to the second attribute. Changing it on an active constraint solves
    /// again only what depends on it. Non-finite values are ignored.
    public var constant: CGFloat {
        didSet {
            if !constant.isFinite { constant = oldValue }
            if constant != oldValue { engineConstraintChanged() }
        }
    }

    /// The priority (default `.required`). As in UIKit, an active constraint cannot change between
    /// required and optional; such a change is reported through `problemHandler` and not made.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive && priority.isRequired != oldValue.isRequired {
                LayoutConstraint.report(
                    .cannotChangeRequiredPriority(
                        "\(self): an active constraint cannot change between required and optional priority"))
                priority = oldValue
                return
            }
            engineConstraintChanged()
        }
    }

    /// A name shown in descriptions and reports.
    public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it activates (installs on the items'
    /// nearest common ancestor) or deactivates it.
    public var isActive: Bool {
        get { host != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    // MARK: - Engine state

    let kind: Kind
    /// The items, through their links (nil when they are gone, as `weak` would read).
    let firstLink: ItemLink
    let secondLink: ItemLink?
    private var hostLink: ItemLink?
    /// The view the constraint is installed on while active.
    var host: View? {
        get { hostLink?.view }
        set { hostLink = newValue?.itemLink }
    }
    /// The order of activation: a rebuild adds constraints in it, so a conflict breaks the same one.
    var activationOrder = 0
    /// When the engine last added it to its solver (to replay the system in the same order).
    var solverOrder = 0
    /// The constraint in the solver, while the engine holds it.
    var solverConstraint: SolverConstraint?
    /// The engine holding it: the constraint is in its `held` list, and the engine clears this
    /// link in its `deinit` (unretained rather than weak, so the engine has no side table).
    var engine: LayoutEngine? {
        get { engineLink.target }
        set { engineLink = Unretained(newValue) }
    }
    private var engineLink = Unretained<LayoutEngine>(nil)
    /// Whether `engine` holds the constraint, without retaining it.
    func isHeld(by engine: LayoutEngine) -> Bool { engineLink.refers(to: engine) }
    /// Its place in its engine's list of held constraints (`LayoutEngine.held`); `.max` when none.
    var heldIndex = Int.max
    /// True when a conflict kept it out of the solver (UIKit "breaks" it).
    var isBroken = false

    // MARK: - Creating constraints

    /// `view1.attr1 (relation) multiplier × view2.attr2 + c`, as UIKit's initialiser. `view2` is nil
    /// (and `attr2` `.notAnAttribute`) for a width or height related to a constant.
    public convenience init(
        item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: AnyObject?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            kind: .user, item: view1, attribute: attr1, relatedBy: relation, toItem: view2, attribute: attr2,
            multiplier: multiplier, constant: c)
    }

    convenience init(
        kind: Kind, item view1: AnyObject, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: AnyObject?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
        priority: LayoutPriority = .required
    ) {
        self.init(
            kind: kind, link: ItemLink.to(view1), attribute: attr1, relatedBy: relation, toLink: view2.map(ItemLink.to),
            attribute: attr2, multiplier: multiplier, constant: c, priority: priority)
    }

    init(
        kind: Kind, link first: ItemLink, attribute attr1: Attribute, relatedBy relation: Relation,
        toLink second: ItemLink?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat,
        priority: LayoutPriority = .required
    ) {
        self.kind = kind
        self.firstLink = first
        self.firstAttribute = attr1
        self.relation = relation
        self.secondLink = second
        self.secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = c.isFinite ? c : 0
        self.priority = priority
    }

    /// Activates each constraint, as setting `isActive` does (one engine update for all).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate() }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    // MARK: - Activation

    private func activate() {
        guard host == nil else { return }
        if let problem = validationProblem() {
            LayoutConstraint.report(problem)
            return
        }
        guard let ancestor = commonAncestor() else {
            LayoutConstraint.report(
                .noCommonAncestor(
                    "Unable to activate constraint \(self): its items have no common ancestor. "
                        + "Are they in the same view tree?"))
            return
        }
        ancestor.install(self)
    }

    private func deactivate() {
        host?.uninstall(self)
    }

    /// Whether the constraint relates what it can: UIKit's rules for pairing attributes.
    func validationProblem() -> LayoutProblem? {
        guard let first = firstItem else { return .invalidConstraint("\(self): its first item is gone") }
        guard first is View || first is LayoutGuide else {
            return .invalidConstraint("\(self): \(type(of: first)) is not a view or a layout guide")
        }
        if let second = secondItem, !(second is View || second is LayoutGuide) {
            return .invalidConstraint("\(self): \(type(of: second)) is not a view or a layout guide")
        }
        guard firstAttribute != .notAnAttribute else {
            return .invalidConstraint("\(self): the first attribute cannot be notAnAttribute")
        }
        if secondItem == nil {
            guard firstAttribute.isDimension || kind != .user else {
                return .invalidConstraint(
                    "\(self): a constraint cannot be made between the \(firstAttribute) location and a constant")
            }
            return nil
        }
        guard secondAttribute != .notAnAttribute else {
            return .invalidConstraint("\(self): a second item needs an attribute")
        }
        // Sizes relate across axes (an aspect ratio); positions only on their own.
        if firstAttribute.axis != secondAttribute.axis && !(firstAttribute.isDimension && secondAttribute.isDimension) {
            return .invalidConstraint(
                "\(self): the \(firstAttribute) and \(secondAttribute) attributes are on different axes")
        }
        if firstAttribute.isDimension != secondAttribute.isDimension && kind == .user {
            return .invalidConstraint("\(self): a size cannot be related to a location")
        }
        return nil
    }

    /// The nearest view that is, or is an ancestor of, both items' views.
    func commonAncestor() -> View? {
        guard let first = LayoutConstraint.view(of: firstItem) else { return nil }
        guard let secondObject = secondItem else {
            return kind == .user ? first : (first.superview ?? first)
        }
        guard let second = LayoutConstraint.view(of: secondObject) else { return nil }
        return first.nearestCommonAncestor(with: second)
    }

    /// The view an item belongs to: itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    /// Re-solves after a change of constant or priority.
    private func engineConstraintChanged() {
        guard let engine, solverConstraint != nil || isBroken else { return }
        engine.replace(self)
    }

    // MARK: - Description

    /// As UIKit prints constraints: `<LayoutConstraint 'id' Label.width == 100 (active)>` with the
    /// items' class names (and the second item's attribute, multiplier and constant).
    public var description: String {
        var text = "<\(kind.descriptionPrefix)"
        if let identifier { text += " '\(identifier)'" }
        text += " " + formula
        if priority != .required { text += " @\(priority)" }
        text += isActive ? "   (active)" : "   (inactive)"
        return text + ">"
    }

    /// `Label.width == 0.5 × View.width + 8`.
    var formula: String {
        var text = "\(LayoutConstraint.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
        guard secondItem != nil else { return text + constant.descriptionText }
        if multiplier != 1 { text += "\(multiplier.descriptionText) × " }
        text += "\(LayoutConstraint.name(of: secondItem)).\(secondAttribute)"
        if constant > 0 { text += " + \(constant.descriptionText)" }
        if constant < 0 { text += " - \((-constant).descriptionText)" }
        return text
    }

    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide {
            return "\(guide.identifier.isEmpty ? "LayoutGuide" : guide.identifier)(\(name(of: guide.owningView)))"
        }
        return "\(type(of: item))"
    }
}

extension LayoutConstraint.Kind {
    var descriptionPrefix: String {
        switch self {
        case .user: "LayoutConstraint"
        case .autoresizing: "AutoresizingMaskLayoutConstraint"
        case .contentSize: "ContentSizeLayoutConstraint"
        case .guide: "LayoutGuideConstraint"
        case .fitting: "FittingSizeLayoutConstraint"
        case .rootSize: "LayoutConstraint"
        }
    }
}

extension LayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension LayoutConstraint.Attribute: CustomStringConvertible {
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Width or height.
    var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute lies on (nil for `notAnAttribute`).
    var axis: LayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }
}
