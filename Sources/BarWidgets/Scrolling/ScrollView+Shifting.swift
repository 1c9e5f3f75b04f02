import BarGeometry
import BarViews
import Foundation

extension ScrollMotion.Axis {
    /// The same motion with every position moved by `delta`.
    mutating func shift(by delta: CGFloat) {
        switch self {
        case .resting: break
        case .decay(let start, let target, let rate, let began, let free):
            self = .decay(start: start + delta, target: target + delta, rate: rate, began: began, free: free)
        case .spring(let rest, let displacement, let velocity, let began):
            self = .spring(rest: rest + delta, displacement: displacement, velocity: velocity, began: began)
        case .ease(let from, let to, let began, let duration):
            self = .ease(from: from + delta, to: to + delta, began: began, duration: duration)
        }
    }
}

extension ScrollView {
    /// Moves the content offset by `delta` together with any motion in progress, for content that
    /// grew or shrank above what is shown (a table's rows measured as they appear): what is on
    /// screen stays put and a fling goes on undisturbed. A drag in progress follows, as it reads
    /// the offset it finds. Tells the delegate the content scrolled.
    package func shiftContent(by delta: CGPoint) {
        guard delta != .zero, delta.isFinite else { return }
        motion?.x.shift(by: delta.x)
        motion?.y.shift(by: delta.y)
        bounds.origin = CGPoint(x: bounds.origin.x + delta.x, y: bounds.origin.y + delta.y)
        delegate?.scrollViewDidScroll(self)
    }
}
