import BarGeometry
import Foundation

// Layout margins and the safe area (Docs/Behaviors.md §1). The override point
// `layoutMarginsDidChange()` is declared in View.swift.

extension View {
    /// The space to keep between the view's edges and its content, for the view's own layout (and
    /// later for constraints to its margins). 8 points on each side by default, as UIKit's.
    /// Setting it calls `layoutMarginsDidChange()` and lays the view out again; non-finite values
    /// are ignored.
    public var layoutMargins: EdgeInsets {
        get { storedLayoutMargins }
        set {
            guard newValue.isFinite, newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            setNeedsLayout()
            if autoLayout != nil { autoLayoutMarginsDidChange() }
            layoutMarginsDidChange()
        }
    }

    /// `layoutMargins` with the horizontal sides named by reading direction
    /// (`effectiveUserInterfaceLayoutDirection`): leading is left, or right in right to left.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            DirectionalEdgeInsets(
                storedLayoutMargins, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        set { layoutMargins = newValue.edgeInsets(rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft) }
    }

    /// The part of the view's bounds that the window's safe area does not cover, as insets from each
    /// edge: zero unless the window has `safeAreaInsets` (a window backend sets them for a display's
    /// notch or a system bar) and the view reaches into them. Never negative.
    public var safeAreaInsets: EdgeInsets {
        guard let window = storedWindow else { return .zero }
        let windowInsets = window.storedSafeAreaInsets
        guard windowInsets != .zero else { return .zero }
        let safe = convert(window.bounds.inset(by: windowInsets), from: window)
        let b = bounds
        return EdgeInsets(
            top: max(0, safe.minY - b.minY), left: max(0, safe.minX - b.minX),
            bottom: max(0, b.maxY - safe.maxY), right: max(0, b.maxX - safe.maxX))
    }
}
