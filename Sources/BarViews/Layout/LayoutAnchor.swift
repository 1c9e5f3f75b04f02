import Foundation

/// One attribute of a view or layout guide, for making constraints, as UIKit's `NSLayoutAnchor`.
/// `AnchorType` keeps x anchors, y anchors and dimensions apart: a leading anchor can only be
/// related to another x anchor.
@MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or layout guide (nil once it is deallocated).
    public var item: AnyObject? { link.item }
    /// The attribute of the item.
    public let attribute: LayoutConstraint.Attribute
    let link: ItemLink

    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.link = ItemLink.to(item)
        self.attribute = attribute
    }

    /// `self == anchor + constant` (inactive).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> LayoutConstraint {
        make(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + constant` (inactive).
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + constant` (inactive).
    public func constraint(
        lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat,
        constant c: CGFloat
    ) -> LayoutConstraint {
        // An anchor whose item is gone relates to nothing (its constraint refuses to activate).
        var second: ItemLink?
        if let anchor, anchor.item != nil { second = anchor.link }
        return LayoutConstraint(
            kind: .user, link: item == nil ? ItemLink.to(LayoutAnchorGone.shared) : link, attribute: attribute,
            relatedBy: relation, toLink: second, attribute: anchor?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: c)
    }

    public var description: String { "\(LayoutConstraint.name(of: item)).\(attribute)" }
}

/// An item for an anchor whose view is gone: constraints made from it fail to activate, saying so.
final class LayoutAnchorGone: Sendable {
    static let shared = LayoutAnchorGone()
}

/// A horizontal position: left, right, leading, trailing, centre x (and their margins).
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, centre y, the baselines (and the margins).
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or a height, which can also be related to a constant or scaled.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c` (inactive).
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, multiplier: 1, constant: c) }
    /// `self >= c` (inactive).
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self <= c` (inactive).
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, multiplier: 1, constant: c)
    }
    /// `self == m × anchor + c` (inactive).
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c` (inactive).
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c` (inactive).
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or a layout guide (the same names on both).
@MainActor
public protocol LayoutAnchorProviding: AnyObject {}

extension LayoutAnchorProviding {
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View: LayoutAnchorProviding {
    /// The baseline of the first line of text (a label's or a button's title); the bottom for a
    /// view without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text; the bottom for a view without text.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
