import BarGeometry
import BarSolver
import Foundation

// The constraints an engine makes itself (Docs/Layout.md, "The engine's own constraints"): from a
// view's frame and autoresizing mask, from its intrinsic content size, and a guide's edges.

extension LayoutEngine {
    /// Makes a new node's own constraints: autoresizing ones for a view placed by its frame,
    /// content-size ones for a view laid out by constraints, edges for a margins, safe-area, bounds or
    /// content guide.
    func addSystemConstraints(for node: LayoutNode) {
        if let view = node.view {
            if view.isPlacedByFrame {
                addAutoresizingConstraints(for: node)
            } else {
                addContentSizeConstraints(for: node)
            }
        } else if let guide = node.item as? LayoutGuide, guide.role != .plain, let owner = guide.owningView {
            addGuideConstraints(for: node, guide: guide, owner: owner)
        }
    }

    private func addSystem(_ constraint: LayoutConstraint, host: View, to node: LayoutNode) {
        constraint.host = host
        node.systemConstraints.append(constraint)
        add(constraint)
    }

    /// Hugging (≤) and compression resistance (≥) on each axis with an intrinsic size.
    func addContentSizeConstraints(for node: LayoutNode) {
        guard let view = node.view, !view.isPlacedByFrame || node === rootNode else {
            return
        }
        let size = view.intrinsicContentSize
        let state = view.autoLayoutState
        let parent = view.storedSuperview
        for (attribute, value, axis, setHugging, setResistance) in [
            (LayoutConstraint.Attribute.width, size.width, LayoutConstraint.Axis.horizontal, state.hugging.horizontal,
             state.compressionResistance.horizontal),
            (.height, size.height, .vertical, state.hugging.vertical, state.compressionResistance.vertical),
        ] where value != View.noIntrinsicMetric && value.isFinite {
            let offset = parent?.contentPriorityOffset(ofSubview: view, axis: axis) ?? 0
            let hugging = setHugging.isRequired ? setHugging : setHugging + offset
            let resistance = setResistance.isRequired ? setResistance : setResistance + offset
            let hug = LayoutConstraint(
                kind: .contentSize, link: node.link, attribute: attribute, relatedBy: .lessThanOrEqual, toLink: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: max(0, value), priority: hugging)
            let resist = LayoutConstraint(
                kind: .contentSize, link: node.link, attribute: attribute, relatedBy: .greaterThanOrEqual, toLink: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: max(0, value), priority: resistance)
            addSystem(hug, host: view, to: node)
            addSystem(resist, host: view, to: node)
        }
    }

    /// Left, width, top and height as the frame and autoresizing mask give them, linear in the
    /// superview's size.
    func addAutoresizingConstraints(for node: LayoutNode) {
        guard let view = node.view, let parent = node.parent, let superview = parent.view else { return }
        let alignment = view.alignmentRect(forFrame: view.frame)
        let bounds = superview.bounds.size
        let insets = superview.alignmentRectInsets
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        // The autoresizing rule is linear in the superview's size: find its slope once.
        let probe: CGFloat = 1000
        let moved = mask.resized(alignment, in: bounds, by: CGSize(width: probe, height: probe))
        let slopes = [
            (LayoutConstraint.Attribute.left, alignment.minX, (moved.minX - alignment.minX) / probe, LayoutConstraint.Attribute.width,
             bounds.width, insets.left + insets.right),
            (.width, alignment.width, (moved.width - alignment.width) / probe, .width, bounds.width, insets.left + insets.right),
            (.top, alignment.minY, (moved.minY - alignment.minY) / probe, .height, bounds.height, insets.top + insets.bottom),
            (.height, alignment.height, (moved.height - alignment.height) / probe, .height, bounds.height,
             insets.top + insets.bottom),
        ]
        // A view its superview places by frame though it uses constraints (a bar's custom view) is
        // held there just below required: until the superview first places it, its own
        // constraints (a minimum width) win without a conflict.
        let priority: LayoutPriority = view.translatesAutoresizingMaskIntoConstraints ? .required : .required - 1
        for (attribute, value, slope, parentAttribute, parentLength, parentInsets) in slopes {
            // value + slope × (parent's bounds length − its length now); the parent's variable is its
            // alignment length, its bounds length less its insets.
            let constraint: LayoutConstraint
            if abs(slope) < 1e-9 {
                constraint = LayoutConstraint(
                    kind: .autoresizing, link: node.link, attribute: attribute, relatedBy: .equal, toLink: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: value, priority: priority)
            } else {
                constraint = LayoutConstraint(
                    kind: .autoresizing, link: node.link, attribute: attribute, relatedBy: .equal,
                    toLink: superview.itemLink,
                    attribute: parentAttribute, multiplier: slope,
                    constant: value + slope * (parentInsets - parentLength), priority: priority)
            }
            addSystem(constraint, host: superview, to: node)
        }
    }

    private func addGuideConstraints(for node: LayoutNode, guide: LayoutGuide, owner: View) {
        // Each edge on the owner's same edge, plus an inset (margins, safe area) or the bounds'
        // origin (a bounds guide moves with a scroll); a content guide's size is held where
        // constraints leave it free.
        let constants: [(LayoutConstraint.Attribute, CGFloat)]
        switch guide.role {
        case .plain: return
        case .margins, .safeArea:
            let margins = guide.role == .margins ? owner.layoutMargins : owner.safeAreaInsets
            constants = [(.left, margins.left), (.top, margins.top), (.right, -margins.right), (.bottom, -margins.bottom)]
        case .bounds:
            let origin = owner.bounds.origin
            constants = [(.left, origin.x), (.top, origin.y), (.right, origin.x), (.bottom, origin.y)]
        case .content:
            constants = [(.left, 0), (.top, 0)]
            addContentGuideSize(for: node, guide: guide, owner: owner)
        }
        for (attribute, constant) in constants {
            let constraint = LayoutConstraint(
                kind: .guide, link: node.link, attribute: attribute, relatedBy: .equal, toLink: owner.itemLink,
                attribute: attribute, multiplier: 1, constant: constant)
            addSystem(constraint, host: owner, to: node)
        }
    }

    /// A content guide's width and height at its `proposedSize`, at priority 1: any other
    /// constraint on its size wins.
    private func addContentGuideSize(for node: LayoutNode, guide: LayoutGuide, owner: View) {
        for (attribute, value) in [(LayoutConstraint.Attribute.width, guide.proposedSize.width), (.height, guide.proposedSize.height)] {
            let constraint = LayoutConstraint(
                kind: .guide, link: node.link, attribute: attribute, relatedBy: .equal, toLink: nil,
                attribute: .notAnAttribute, multiplier: 1, constant: value, priority: LayoutPriority(1))
            addSystem(constraint, host: owner, to: node)
        }
    }

    /// Makes a content guide's size constraints again (its `proposedSize` changed).
    func guideProposedSizeChanged(_ guide: LayoutGuide) {
        guard let node = guide.node, isOwn(node), let owner = guide.owningView else { return }
        let sizes = node.systemConstraints.filter { $0.firstAttribute.isDimension }
        for constraint in sizes { remove(constraint) }
        node.systemConstraints.removeAll { $0.firstAttribute.isDimension }
        addContentGuideSize(for: node, guide: guide, owner: owner)
    }

    /// Moves a bounds guide's edges to its owner's bounds' origin (the owner scrolled): only the
    /// constraints whose constant changes are put in again (a vertical scroll: top and bottom), and
    /// without `remove(_:)`'s retry of broken constraints, as they go back at once.
    func guideOriginMayHaveChanged(_ guide: LayoutGuide) {
        guard guide.role == .bounds, let node = guide.node, isOwn(node), let owner = guide.owningView else { return }
        let origin = owner.bounds.origin
        for constraint in node.systemConstraints {
            let wanted = constraint.firstAttribute.axis == .horizontal ? origin.x : origin.y
            guard constraint.constant != wanted else { continue }
            release(constraint)
            if let handle = constraint.solverConstraint { try? solver.remove(handle) }
            if constraint.isBroken && constraint.isHeld(by: self) { brokenCount -= 1 }
            constraint.solverConstraint = nil
            constraint.isBroken = false
            constraint.engine = nil
            constraint.constant = wanted
            add(constraint)
        }
    }

    /// Makes a guide's edge constraints again (its view's margins or safe area changed).
    func guideInsetsChanged(_ guide: LayoutGuide) {
        guard let node = guide.node, isOwn(node), let owner = guide.owningView else { return }
        for constraint in node.systemConstraints { remove(constraint) }
        node.systemConstraints = []
        addGuideConstraints(for: node, guide: guide, owner: owner)
    }
}
