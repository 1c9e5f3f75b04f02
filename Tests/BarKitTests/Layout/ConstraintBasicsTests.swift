import Foundation
import Testing

import BarKit

/// Constraints between a view and its superview, attribute by attribute (Docs/Behaviors.md §8).
@MainActor
@Suite struct ConstraintBasicsTests {
    @Test func edgesPinnedWithConstantsGiveTheFrame() {
        let (container, child) = constrainedPair()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 20, width: 280, height: 50))
    }

    @Test func theConstraintIsInstalledOnTheNearestCommonAncestor() {
        let (container, child) = constrainedPair()
        let sibling = View()
        container.addSubview(sibling)
        let between = child.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
        let own = child.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([between, own])
        #expect(container.constraints.contains { $0 === between })
        #expect(child.constraints.contains { $0 === own })
        #expect(between.isActive && own.isActive)
        between.isActive = false
        #expect(!container.constraints.contains { $0 === between })
    }

    @Test func centresAndMultipliers() {
        let (container, child) = constrainedPair()
        LayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
            child.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.2, constant: 10),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 90, width: 150, height: 40))
    }

    @Test func rightAndBottomAndTheInitialiser() {
        let (container, child) = constrainedPair()
        container.addConstraints([
            LayoutConstraint(
                item: child, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right,
                multiplier: 1, constant: -5),
            LayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottom,
                multiplier: 1, constant: -7),
            LayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            LayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 30),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 255, y: 163, width: 40, height: 30))
    }

    @Test func marginAttributesUseTheLayoutMargins() {
        let (container, child) = constrainedPair()
        container.layoutMargins = EdgeInsets(top: 12, left: 8, bottom: 4, right: 16)
        container.addConstraints([
            LayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin,
                multiplier: 1, constant: 0),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 12, width: 276, height: 184))
        // Margins that change move what is pinned to them.
        container.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }

    @Test func centresWithinMargins() {
        let (container, child) = constrainedPair()
        container.layoutMargins = EdgeInsets(top: 20, left: 40, bottom: 0, right: 0)
        container.addConstraints([
            LayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
                attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            LayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: container,
                attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
        ])
        LayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 160, y: 100, width: 20, height: 20))
    }

    @Test func inequalitiesHoldAtTheirBound() {
        let (container, child) = constrainedPair()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 30),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor).withPriority(.defaultLow),
            child.widthAnchor.constraint(lessThanOrEqualToConstant: 60),
            child.widthAnchor.constraint(equalToConstant: 500).withPriority(.defaultLow),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 0).withPriority(.defaultLow),
        ])
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 60, height: 5))
    }

    @Test func optionalConstraintsBreakInPriorityOrder() {
        let (container, child) = constrainedPair()
        let low = child.widthAnchor.constraint(equalToConstant: 200).withPriority(LayoutPriority(500))
        let high = child.widthAnchor.constraint(equalToConstant: 100).withPriority(LayoutPriority(600))
        LayoutConstraint.activate([
            low, high, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
        high.priority = LayoutPriority(400)
        container.layoutIfNeeded()
        #expect(child.frame.width == 200, "the higher one wins once it is higher")
        // One step of priority decides too.
        high.priority = .defaultHigh + 1
        low.priority = .defaultHigh
        container.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func aConstantChangedAfterActivationMovesTheView() {
        let (container, child) = constrainedPair()
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        leading.constant = 70
        #expect(child.frame.minX == 10, "nothing moves before layout")
        container.layoutIfNeeded()
        #expect(child.frame.minX == 70)
        leading.constant = .nan
        #expect(leading.constant == 70, "a NaN constant is ignored")
    }

    @Test func resizingTheRootLaysOutAgain() {
        let (container, child) = constrainedPair()
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        container.layoutIfNeeded()
        container.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        container.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 480, height: 100))
    }

    @Test func constraintsBetweenCousinsUseTheirAncestorsPositions() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let right = View(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        root.addSubview(left)
        root.addSubview(right)
        let a = View()
        let b = View()
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        left.addSubview(a)
        right.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            // b's top lines up with a's, across two superviews at different places.
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 200),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(root.convert(b.frame, from: right) == CGRect(x: 225, y: 25, width: 10, height: 10))
        #expect(left.frame == CGRect(x: 10, y: 20, width: 100, height: 100), "frames of views laid out by frame stay")
    }
}

extension LayoutConstraint {
    /// The constraint with `priority` set (before activation), for compact lists.
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
