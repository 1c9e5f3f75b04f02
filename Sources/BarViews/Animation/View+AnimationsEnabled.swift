import Foundation

// Whether animations are on (UIKit's `UIView.areAnimationsEnabled`): off inside
// `performWithoutAnimation(_:)`, so a widget that animates its own changes (a table's row
// updates) applies them at once there.

extension View {
    /// How many `performWithoutAnimation(_:)` blocks are running.
    static var withoutAnimationDepth = 0

    /// Whether changes animate: false inside `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { withoutAnimationDepth == 0 }
}
