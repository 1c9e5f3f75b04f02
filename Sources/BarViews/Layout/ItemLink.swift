import Foundation

/// A reference to a view or layout guide that becomes nil when the item is deallocated, as a
/// `weak` reference does, shared by everything in Auto Layout that names the item (constraints,
/// anchors, nodes, guides, engines).
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and every retain
/// and release of that object afterwards takes the slower path, in every pass (layout, hit
/// testing, rendering). Each view and guide has one link instead (`View.itemLink`,
/// `LayoutGuide.itemLink`), which holds the item unretained and which the item clears in its
/// `deinit`; the link object itself is never weakly referenced. `Docs/Performance.md` gives the
/// figures.
///
/// An item that is neither a view nor a guide (which activation refuses) is held weakly.
@MainActor
final class ItemLink {
    /// The item, unretained: cleared by its `deinit` before it goes (see `Unretained`).
    private var target: Unretained<AnyObject>
    /// Set for a view: the same item, typed, for the links that need a view.
    private var viewTarget: Unretained<View>
    /// An item of another kind, held weakly.
    private weak var foreign: AnyObject?

    /// The link of a view (made once, by `View.itemLink`).
    init(view: View) {
        target = Unretained(view)
        viewTarget = Unretained(view)
    }

    /// The link of a guide (made once, by `LayoutGuide.itemLink`).
    init(guide: LayoutGuide) {
        target = Unretained(guide)
        viewTarget = Unretained(nil)
    }

    /// A link to an object that is neither a view nor a guide.
    private init(foreign object: AnyObject) {
        target = Unretained(nil)
        viewTarget = Unretained(nil)
        foreign = object
    }

    /// The link to `item`: a view's or guide's own, or a weak one for any other object.
    static func to(_ item: AnyObject) -> ItemLink {
        if let view = item as? View { return view.itemLink }
        if let guide = item as? LayoutGuide { return guide.itemLink }
        return ItemLink(foreign: item)
    }

    /// The item, or nil once it is gone.
    var item: AnyObject? { target.target ?? foreign }

    /// The item when it is a view.
    var view: View? { viewTarget.target }

    /// Whether the item is `object` (false once it is gone), without retaining either.
    func refers(to object: AnyObject) -> Bool { target.refers(to: object) }

    /// Called by the item's `deinit`: the link reads nil from now on.
    func clear() {
        target = Unretained(nil)
        viewTarget = Unretained(nil)
    }
}
