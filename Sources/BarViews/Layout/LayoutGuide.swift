import BarGeometry
import BarSolver
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// space between views, or a region such as the layout margins (`View.layoutMarginsGuide`) or the
/// safe area (`View.safeAreaLayoutGuide`). Add one with `View.addLayoutGuide(_:)`.
@MainActor
public final class LayoutGuide: LayoutAnchorProviding, @MainActor CustomStringConvertible {
    /// What a guide stands for.
    enum Role {
        case plain, margins, safeArea
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

    init(role: Role, owningView: View) {
        self.role = role
        self.owningView = owningView
        identifier = role == .margins ? "LayoutMarginsGuide" : role == .safeArea ? "SafeAreaLayoutGuide" : ""
    }

    isolated deinit { madeLink?.clear() }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it
    /// (`.zero` before a layout, or when no constraint uses the guide). The margins and safe-area
    /// guides are always their view's bounds inset by the margins or the safe area.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch role {
        case .margins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .plain:
            owner.layoutIfNeeded()
            return node?.solvedRect ?? .zero
        }
    }

    public var description: String { "<LayoutGuide '\(identifier)' layoutFrame = \(layoutFrame)>" }
}
