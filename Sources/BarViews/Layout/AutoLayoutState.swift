import BarGeometry
import Foundation

/// A view's Auto Layout state, made the first time the view uses Auto Layout (`View.autoLayout`),
/// so a view that never does carries one nil pointer.
@MainActor
final class AutoLayoutState {
    /// The view's link, which constraints, anchors and nodes that name the view hold (`ItemLink`);
    /// cleared in the view's `deinit`.
    let itemLink: ItemLink
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (it is their items' nearest common ancestor).
    var constraints: [LayoutConstraint] = []
    /// The content hugging and compression resistance priorities (UIKit's defaults 250 and 750).
    var hugging = AxisPriorities(.defaultLow)
    var compressionResistance = AxisPriorities(.defaultHigh)
    var layoutGuides: [LayoutGuide] = []
    var marginsGuide: LayoutGuide?
    var safeAreaGuide: LayoutGuide?
    var needsUpdateConstraints = false
    /// Set by View's `updateConstraints()`, so the pass can check an override called `super`.
    var didCallSuperUpdateConstraints = false
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// The engine of the tree this view is the root of (while it is a root with constraints).
    var engine: LayoutEngine?
    /// The view's variables while an engine holds it.
    var node: LayoutNode?
    /// For a label of several lines without `preferredMaxLayoutWidth`: the width the engine last
    /// gave it, which its intrinsic height is measured at.
    var engineWidth: CGFloat?
    /// Whether a subview laid out by constraints may have a frame other than its solution (it was
    /// set from elsewhere than the engine since this view last put the solutions back): the view's
    /// next layout sets its subviews' frames again (`reapplyConstraintFrames()`); until then it
    /// has nothing to put back.
    var subviewFramesMayDiffer = true

    init(itemLink: ItemLink) {
        self.itemLink = itemLink
    }
}

/// A priority of a view's intrinsic size (hugging or compression resistance) on each axis.
struct AxisPriorities {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    init(_ priority: LayoutPriority) {
        horizontal = priority
        vertical = priority
    }

    subscript(axis: LayoutConstraint.Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// How a view's content is laid out in right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Follows the superview (and, at the root, left to right).
    case unspecified = 0
    /// Playback controls, which keep their order (left to right).
    case playback
    /// Directional controls (arrows), which keep their order (left to right).
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A reading direction, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}
