import BarGeometry
import BarSolver
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// space between views, or a region such as the layout margins (`View.layoutMarginsGuide`) or the
/// safe area (`View.safeAreaLayoutGuide`). Add one with `View.addLayoutGuide(_:)`.
@MainActor
public final class LayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
    /// What a guide stands for. `bounds` and `content` are kept by their owning view (a scroll
    /// view's frame and content guides): `bounds` is the owner's bounds, origin included, so it moves
    /// with a scroll; `content` sits at the owner's (0, 0), its size set by constraints and held at
    /// `proposedSize` on an axis they leave free.
    enum Role {
        case plain, margins, safeArea, bounds, content
    }

    /// The view the guide belongs to.
    public internal(set) var owningView: View? {
        get { owningLink?.view }
        set { owningLink = newValue?.itemLink }
    }
    private var owningLink: ItemLink?
    private var madeLink: ItemLink?
    /// The guide's link, which constraints, anchors and nodes that name it hold (`ItemLink`).
    var itemLink: ItemLink {
        if let madeLink { return madeLink }
        let link = ItemLink(guide: self)
        madeLink = link
        return link
    }
    /// A name for descriptions and debugging.
    public var identifier = ""

    let role: Role
    /// The guide's variables while an engine holds it.
    var node: LayoutNode?

    public init() { role = .plain }

    init(role: Role, owningView: View, identifier: String? = nil) {
        self.role = role
        self.owningView = owningView
        self.identifier =
            identifier ?? (role == .margins ? "LayoutMarginsGuide" : role == .safeArea ? "SafeAreaLayoutGuide" : "")
    }

    /// A guide whose edges are `view`'s bounds, origin included: it moves with a scroll, so what is
    /// pinned to it stays put on screen. The owner calls `solveForOwner()` in its `layoutSubviews()`.
    package static func bounds(of view: View, identifier: String) -> LayoutGuide {
        LayoutGuide(role: .bounds, owningView: view, identifier: identifier)
    }

    /// A guide at the origin of `view`'s bounds coordinates whose size its constraints set; on an
    /// axis they leave free it is `proposedSize`. The owner reads the size back with
    /// `solveForOwner()`.
    package static func content(of view: View, identifier: String) -> LayoutGuide {
        LayoutGuide(role: .content, owningView: view, identifier: identifier)
    }

    /// A content guide's size where its constraints leave it free (held at priority 1, below any
    /// other). A change applies at the next solve.
    package var proposedSize: CGSize = .zero {
        didSet {
            guard proposedSize != oldValue, role == .content else { return }
            owningView?.enclosingLayoutEngine?.guideProposedSizeChanged(self)
        }
    }

    /// For the owning view's `layoutSubviews()`: moves a bounds guide to the owner's bounds' origin,
    /// solves the engine that holds the guide if anything changed, and gives the guide's solved
    /// rectangle; nil when no engine holds it (no constraint uses it).
    package func solveForOwner() -> CGRect? {
        guard let owner = owningView, let engine = owner.enclosingLayoutEngine, let held = node, engine.isOwn(held)
        else { return nil }
        if role == .bounds { engine.guideOriginMayHaveChanged(self) }
        engine.solveIfNeeded()
        // A rebuild during the solve makes the guide a new node.
        guard let node, engine.isOwn(node), !node.solvedRect.isNull else { return nil }
        return node.solvedRect
    }

    isolated deinit { madeLink?.clear() }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it
    /// (`.zero` before a layout, or when no constraint uses the guide). The margins and safe-area
    /// guides are always their view's bounds inset by the margins or the safe area; a scroll view's
    /// frame guide its bounds, and its content guide the content's rectangle.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch role {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .bounds: return owner.bounds
        case .plain:
            owner.layoutIfNeeded()
            return node?.solvedRect ?? .zero
        case .content:
            owner.layoutIfNeeded()
            if let node, !node.solvedRect.isNull { return node.solvedRect }
            return CGRect(origin: .zero, size: proposedSize)
        }
    }

    public var description: String { "<LayoutGuide '\(identifier)' layoutFrame = \(layoutFrame)>" }
}
