import BarGeometry
import BarSolver
import Foundation

/// One view's or layout guide's variables in a `LayoutEngine`: its alignment rectangle (x, y in its
/// parent's bounds coordinates; width, height), and the constraints the engine made for it.
@MainActor
final class LayoutNode {
    /// The view or guide's link (the item holds this node; the engine may outlive it).
    let link: ItemLink
    /// The view or guide (nil once it is gone).
    var item: AnyObject? { link.item }
    /// The node of the item's superview (a guide's owning view); nil for the engine's root.
    let parent: LayoutNode?
    /// The engine that made the node, and its rebuild count then.
    let engineID: ObjectIdentifier
    let generation: Int
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// The alignment rectangle the last solve gave, in the parent's bounds coordinates.
    var solvedRect: CGRect = .null
    /// Constraints the engine made for the item: autoresizing, content size, guide edges.
    var systemConstraints: [LayoutConstraint] = []
    /// User constraints that use this item's baselines, made again when its text changes.
    var baselineConstraints: [LayoutConstraint] = []

    init(item: AnyObject, parent: LayoutNode?, engine: LayoutEngine, solver: ConstraintSolver) {
        self.link = ItemLink.to(item)
        self.parent = parent
        self.engineID = ObjectIdentifier(engine)
        self.generation = engine.generation
        x = solver.makeVariable()
        y = solver.makeVariable()
        width = solver.makeVariable()
        height = solver.makeVariable()
    }

    /// The item as a view (nil for a guide).
    var view: View? { link.view }
}

/// A node's variables and its last solved rectangle, as its engine keeps them for every node side
/// by side (`LayoutEngine.slots`): a solve compares the new rectangles there and reads a node only
/// when its rectangle changed.
struct NodeSlot {
    let x: SolverVariable
    let y: SolverVariable
    let width: SolverVariable
    let height: SolverVariable
    /// The alignment rectangle the last solve gave (as the node's `solvedRect`).
    var solved: CGRect = .null
    let node: LayoutNode
    /// The node's item's link (read without reading the node).
    let link: ItemLink

    init(_ node: LayoutNode) {
        x = node.x
        y = node.y
        width = node.width
        height = node.height
        self.node = node
        link = node.link
    }

    /// The rectangle in `values`, sizes at least 0.
    func rect(in values: SolverValues) -> CGRect {
        CGRect(x: values[x], y: values[y], width: max(0, values[width]), height: max(0, values[height]))
    }
}
