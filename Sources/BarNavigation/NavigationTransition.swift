import BarGeometry
import BarViews
import Foundation

/// One push or pop on screen: the two controllers, and the property animator that moves their views
/// (paused and scrubbed by the finger for an interactive pop).
///
/// Push (left to right): the new view goes from one width right of the content rect to the rect;
/// the old one from the rect to a third of the width left of it. A pop runs the same in reverse (the
/// old view leaves to the right, the new one comes from a third to the left). Right to left mirrors
/// both. 0.35 s along ease-in-out (BarKit's choice: UIKit's duration is undocumented); an interactive
/// pop moves linearly with the finger.
@MainActor
final class NavigationTransition {
    /// How long a push or pop slides.
    static let duration: TimeInterval = 0.35

    let from: ViewController
    let to: ViewController
    let isPush: Bool
    let isInteractive: Bool
    /// Whether the navigation controller was visible when the slide began, so the two controllers
    /// got their will-callbacks then (the slide's end ends whatever change they are in).
    let sendsAppearance: Bool
    /// The stack as it was before an interactive pop took its top off (put back when it cancels).
    var stackBeforeInteractivePop: [ViewController] = []
    var animator: ViewPropertyAnimator?

    init(from: ViewController, to: ViewController, isPush: Bool, isInteractive: Bool, sendsAppearance: Bool) {
        self.from = from
        self.to = to
        self.isPush = isPush
        self.isInteractive = isInteractive
        self.sendsAppearance = sendsAppearance
    }

    /// The frames of the leaving (`from`) and arriving (`to`) views at `progress` (0 at the start,
    /// 1 at the end) of a push or pop within `content`.
    static func frames(
        isPush: Bool, progress: CGFloat, content: CGRect, rightToLeft: Bool
    ) -> (from: CGRect, to: CGRect) {
        let width = content.width
        let trailing: CGFloat = rightToLeft ? -1 : 1
        let p = min(1, max(0, progress))
        if isPush {
            return (
                content.offsetBy(dx: -trailing * width / 3 * p, dy: 0),
                content.offsetBy(dx: trailing * width * (1 - p), dy: 0)
            )
        }
        return (
            content.offsetBy(dx: trailing * width * p, dy: 0),
            content.offsetBy(dx: -trailing * width / 3 * (1 - p), dy: 0)
        )
    }
}
