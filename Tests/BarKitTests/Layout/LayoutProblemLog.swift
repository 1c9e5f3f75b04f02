import BarKit

/// Collects the layout problems reported while `body` runs, instead of printing them.
@MainActor
func collectingLayoutProblems(_ body: () throws -> Void) rethrows -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let previous = LayoutConstraint.problemHandler
    LayoutConstraint.problemHandler = { problems.append($0) }
    defer { LayoutConstraint.problemHandler = previous }
    try body()
    return problems
}

/// A container of the given size with one subview laid out by constraints.
@MainActor
func constrainedPair(width: CGFloat = 300, height: CGFloat = 200) -> (container: View, child: View) {
    let container = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    return (container, child)
}
