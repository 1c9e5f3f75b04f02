import Foundation
import Testing

import BarKit

/// What the engine does with constraints that cannot all hold, leave the layout open, or cannot be
/// made; and what moving views does to constraints.
@MainActor
@Suite struct LayoutProblemTests {
    @Test func conflictingRequiredConstraintsAreReportedAndOneIsBroken() throws {
        let (container, child) = constrainedPair()
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        narrow.identifier = "narrow"
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        let unrelated = child.topAnchor.constraint(equalTo: container.topAnchor)
        let problems = collectingLayoutProblems {
            LayoutConstraint.activate([
                narrow, unrelated, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            container.layoutIfNeeded()
            wide.isActive = true
            container.layoutIfNeeded()
        }
        #expect(problems.count == 1)
        guard case .unsatisfiable(let report)? = problems.first else {
            Issue.record("expected a conflict, got \(problems)")
            return
        }
        #expect(report.brokenConstraint === wide)
        #expect(report.constraints.map(\.identifier) == ["narrow", "wide"], "only the constraints in conflict")
        let text = report.description
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("'narrow' View.width == 100"))
        #expect(text.contains("Will attempt to recover by breaking constraint\n<LayoutConstraint 'wide' View.width == 200"))
        // Layout goes on with the rest.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(wide.isActive)
        // Removing the other side of the conflict lets the broken constraint apply.
        narrow.isActive = false
        container.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func aFrameThatIsAlsoConstrainedConflictsAsInUIKit() throws {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let forgotten = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))  // still translates its frame
        container.addSubview(forgotten)
        let problems = collectingLayoutProblems {
            forgotten.widthAnchor.constraint(equalToConstant: 80).isActive = true
            container.layoutIfNeeded()
        }
        guard case .unsatisfiable(let report)? = problems.first else {
            Issue.record("expected a conflict, got \(problems)")
            return
        }
        #expect(report.constraints.contains { "\($0)".hasPrefix("<AutoresizingMaskLayoutConstraint View.width == 50") })
        #expect(forgotten.frame.width == 50)
    }

    @Test func aConstraintAgainstTheRootsFrameListsTheRootsSize() {
        let (container, child) = constrainedPair()
        let problems = collectingLayoutProblems {
            LayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 400),
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
            container.layoutIfNeeded()
        }
        guard case .unsatisfiable(let report)? = problems.first else {
            Issue.record("expected a conflict, got \(problems)")
            return
        }
        #expect(problems.count == 1)
        #expect(report.constraints.contains { $0.identifier == "BarKit-Root-Width" && $0.constant == 300 })
        #expect(container.frame.width == 300, "the root keeps its frame")
        #expect(child.frame.width == 400 || child.frame.maxX == 300)
    }

    @Test func ambiguityIsDetectable() {
        let (container, child) = constrainedPair()
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        leading.isActive = true
        #expect(child.hasAmbiguousLayout, "width, top and height are free")
        LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 10), child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(!child.hasAmbiguousLayout)
        #expect(!container.hasAmbiguousLayout, "the root is sized by its frame")
        let affecting = child.constraintsAffectingLayout(for: .horizontal)
        #expect(affecting.contains { $0 === leading })
        #expect(affecting.allSatisfy { $0.firstAttribute.rawValue != LayoutConstraint.Attribute.top.rawValue })
    }

    @Test func constraintsThatCannotBeMadeAreReportedAndStayInactive() {
        let (container, child) = constrainedPair()
        let stranger = View()
        var constraints: [LayoutConstraint] = []
        let problems = collectingLayoutProblems {
            let toConstant = LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10)
            let mixed = LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .leading,
                multiplier: 1, constant: 0)
            let apart = child.topAnchor.constraint(equalTo: stranger.topAnchor)
            constraints = [toConstant, mixed, apart]
            LayoutConstraint.activate(constraints)
        }
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(problems.count == 3)
        #expect(problems.map(\.description)[0].contains("between the leading location and a constant"))
        #expect(problems.map(\.description)[1].contains("different axes"))
        #expect(problems.map(\.description)[2].contains("no common ancestor"))
    }

    @Test func anActiveConstraintKeepsItsRequiredness() {
        let (container, child) = constrainedPair()
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let problems = collectingLayoutProblems { width.priority = .defaultHigh }
        #expect(width.priority == .required)
        #expect(problems.count == 1)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh, "an inactive one may change")
        _ = container
    }

    @Test func removingAViewTakesItsConstraintsWithIt() throws {
        let (container, child) = constrainedPair()
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let outer = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5)
        let innerWidth = inner.widthAnchor.constraint(equalTo: child.widthAnchor, constant: -10)
        let toChild = inner.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 5)
        LayoutConstraint.activate([
            outer, innerWidth, toChild, child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1 / 3),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20), inner.topAnchor.constraint(equalTo: child.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        child.removeFromSuperview()
        #expect(!outer.isActive, "a constraint between the removed view and its old superview goes")
        #expect(innerWidth.isActive && toChild.isActive, "constraints inside the removed subtree stay")
        #expect(container.constraints.isEmpty)
        // The subtree lays out on its own, and again once it is back.
        child.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        child.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 0, width: 50, height: 10))
        container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = true
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 0, width: 50, height: 10))
    }

    @Test func aRemovedViewAndItsConstraintsAreReleased() {
        weak var released: View?
        weak var releasedConstraint: LayoutConstraint?
        let (container, _) = constrainedPair()
        do {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            let constraint = view.leadingAnchor.constraint(equalTo: container.leadingAnchor)
            LayoutConstraint.activate([
                constraint, view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 5), view.heightAnchor.constraint(equalToConstant: 5),
            ])
            container.layoutIfNeeded()
            released = view
            releasedConstraint = constraint
            view.removeFromSuperview()
        }
        container.layoutIfNeeded()
        #expect(released == nil)
        #expect(releasedConstraint == nil)
    }

    @Test func updateConstraintsRunsLeavesFirstBeforeLayout() {
        final class Recording: View {
            var log: (String) -> Void = { _ in }
            var name = ""
            var constant: CGFloat = 0
            lazy var width = widthAnchor.constraint(equalToConstant: 0)
            override func updateConstraints() {
                log(name)
                width.constant = constant
                width.isActive = true
                super.updateConstraints()
            }
        }
        var order: [String] = []
        let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = Recording()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(leaf)
        for (view, name) in [(root, "root"), (leaf, "leaf")] {
            view.name = name
            view.log = { order.append($0) }
        }
        LayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: root.leadingAnchor), leaf.topAnchor.constraint(equalTo: root.topAnchor),
            leaf.heightAnchor.constraint(equalToConstant: 5),
        ])
        leaf.constant = 42
        root.constant = 100  // the root's own width is its frame's
        root.setNeedsUpdateConstraints()
        leaf.setNeedsUpdateConstraints()
        #expect(leaf.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(order == ["leaf", "root"])
        #expect(!leaf.needsUpdateConstraints())
        #expect(leaf.frame.width == 42)
        leaf.constant = 7
        leaf.setNeedsUpdateConstraints()
        leaf.updateConstraintsIfNeeded()
        #expect(order == ["leaf", "root", "leaf"])
        root.layoutIfNeeded()
        #expect(leaf.frame.width == 7)
    }
}
