import BarKit
import Foundation

// The constraints fuzzer's case (Docs/Reliability.md): a random tree of views, labels and stacks
// under random constraints — every attribute and relation, multipliers of 0 and huge, NaN and
// infinite constants, any priority, cycles and contradictions — laid out again and again while
// constraints change, views are removed and put back, and texts change. Everything must lay out in
// bounded time, every frame must stay finite, every problem must be reported (never thrown past
// the caller), and everything must be freed with the scene.

/// What one layout may take at most before the case counts it as hung.
let layoutTimeLimit: TimeInterval = 2

@MainActor
final class LayoutFuzzScene {
    let application = Application()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    var failures: [String] = []
    var input: FuzzInput

    init(_ input: FuzzInput) {
        self.input = input
        window.application = application
        views.append(window)
        let count = self.input.int(in: 2...14)
        for _ in 0..<count { addView() }
    }

    /// A view, label or stack under a random earlier view.
    private func addView() {
        let view: View
        switch input.int(in: 0...3) {
        case 0:
            let label = Label(text: ["", "Title", "A longer label text", "مرحبا", "👩‍👩‍👧"][input.int(in: 0...4)])
            label.numberOfLines = input.int(in: 0...2)
            view = label
        case 1:
            let stack = StackView()
            stack.axis = input.bool() ? .horizontal : .vertical
            stack.distribution = StackView.Distribution(rawValue: input.int(in: 0...4)) ?? .fill
            stack.alignment = StackView.Alignment(rawValue: input.int(in: 0...5)) ?? .fill
            stack.spacing = CGFloat(input.coordinate(upTo: 20))
            view = stack
        default:
            view = View(frame: CGRect(
                x: input.coordinate(), y: input.coordinate(), width: input.coordinate(), height: input.coordinate()))
        }
        view.translatesAutoresizingMaskIntoConstraints = input.bool()
        let parent = views[input.int(in: 0...(views.count - 1))]
        if let stack = parent as? StackView, input.bool() {
            stack.addArrangedSubview(view)
        } else {
            parent.addSubview(view)
        }
        views.append(view)
    }

    /// Any attribute, the invalid ones included.
    private func attribute() -> LayoutConstraint.Attribute {
        let all = LayoutConstraint.Attribute.allCases
        return all[input.int(in: 0...(all.count - 1))]
    }

    private func number() -> CGFloat {
        switch input.int(in: 0...7) {
        case 0: return 0
        case 1: return .nan
        case 2: return .infinity
        case 3: return -1e300
        case 4: return CGFloat(input.int(in: -3...3))
        default: return CGFloat(input.coordinate(upTo: 500))
        }
    }

    private func priority() -> LayoutPriority {
        switch input.int(in: 0...5) {
        case 0: return .required
        case 1: return .defaultHigh
        case 2: return .defaultLow
        case 3: return .fittingSizeLevel
        case 4: return LayoutPriority(Float(input.int(in: 0...1100)))
        default: return LayoutPriority(Float(input.byte()) * 4)
        }
    }

    /// A random constraint between two views of the tree (or one and a constant), made active.
    private func addConstraint() {
        let first = views[input.int(in: 0...(views.count - 1))]
        let second: View? = input.int(in: 0...4) == 0 ? nil : views[input.int(in: 0...(views.count - 1))]
        let relation = LayoutConstraint.Relation(rawValue: input.int(in: -1...1)) ?? .equal
        let constraint = LayoutConstraint(
            item: first, attribute: attribute(), relatedBy: relation, toItem: second, attribute: attribute(),
            multiplier: number(), constant: number())
        constraint.priority = priority()
        constraint.isActive = true
        constraints.append(constraint)
    }

    /// One step of the script.
    private func step() {
        switch input.int(in: 0...9) {
        case 0, 1, 2: addConstraint()
        case 3:
            guard !constraints.isEmpty else { return }
            let constraint = constraints[input.int(in: 0...(constraints.count - 1))]
            switch input.int(in: 0...2) {
            case 0: constraint.isActive.toggle()
            case 1: constraint.constant = number()
            default: constraint.priority = priority()
            }
        case 4:
            // A view leaves mid-way (and its constraints with it), perhaps to come back elsewhere.
            guard views.count > 2 else { return }
            let view = views[input.int(in: 1...(views.count - 1))]
            view.removeFromSuperview()
            if input.bool() {
                let parent = views[input.int(in: 0...(views.count - 1))]
                if parent !== view && !parent.isDescendant(of: view) { parent.addSubview(view) }
            }
        case 5:
            let view = views[input.int(in: 1...(views.count - 1))]
            if let label = view as? Label { label.text = input.bool() ? "Changed" : String(repeating: "Wide ", count: input.int(in: 1...20)) }
            else { view.invalidateIntrinsicContentSize() }
        case 6:
            let view = views[input.int(in: 1...(views.count - 1))]
            view.setContentHuggingPriority(priority(), for: input.bool() ? .horizontal : .vertical)
            view.setContentCompressionResistancePriority(priority(), for: input.bool() ? .horizontal : .vertical)
        case 7:
            views[input.int(in: 1...(views.count - 1))].isHidden.toggle()
        case 8:
            window.frame.size = CGSize(width: input.coordinate(upTo: 1000), height: input.coordinate(upTo: 1000))
        default:
            let view = views[input.int(in: 0...(views.count - 1))]
            _ = view.systemLayoutSizeFitting(input.bool() ? View.layoutFittingCompressedSize : View.layoutFittingExpandedSize)
            _ = view.hasAmbiguousLayout
        }
    }

    func play() {
        var steps = 0
        while !input.isEmpty && steps < 200 {
            step()
            steps += 1
            if input.int(in: 0...2) == 0 { layOut() }
        }
        layOut()
    }

    private func layOut() {
        let started = Date()
        window.layoutIfNeeded()
        let elapsed = Date().timeIntervalSince(started)
        if elapsed > layoutTimeLimit { failures.append("a layout took \(elapsed) s") }
        for view in views where view.window === window {
            let f = view.frame
            if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                failures.append("\(type(of: view)) has a frame that is not finite: \(f)")
            }
        }
    }
}

/// Plays one input of the constraints fuzzer; returns what was wrong (empty when every layout was
/// bounded, every frame finite, and the scene's views, constraints and application were freed).
/// Problems the engine reports go to a handler that drops them.
@MainActor
public func playLayoutFuzzCase(_ input: FuzzInput) -> [String] {
    var failures: [String] = []
    var weakViews: [WeakView] = []
    var weakConstraints: [WeakConstraint] = []
    weak var weakApplication: Application?
    let savedHandler = LayoutConstraint.problemHandler
    // Reported problems are expected (most random constraints are invalid or conflict): kept quiet.
    LayoutConstraint.problemHandler = { _ in }
    defer { LayoutConstraint.problemHandler = savedHandler }
    do {
        let scene = LayoutFuzzScene(input)
        scene.play()
        failures = scene.failures
        weakViews = scene.views.map(WeakView.init)
        weakConstraints = scene.constraints.map(WeakConstraint.init)
        weakApplication = scene.application
    }
    if weakViews.contains(where: { $0.view != nil }) { failures.append("a view outlived its scene") }
    if weakConstraints.contains(where: { $0.constraint != nil }) { failures.append("a constraint outlived its scene") }
    if weakApplication != nil { failures.append("the application outlived its scene") }
    return failures
}

private final class WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}

private final class WeakConstraint {
    weak var constraint: LayoutConstraint?
    init(_ constraint: LayoutConstraint) { self.constraint = constraint }
}
