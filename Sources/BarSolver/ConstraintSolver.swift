import CKiwi

/// A Cassowary solver for linear equalities and inequalities with strengths: kiwi's, behind a
/// Swift face. BarViews' Auto Layout engine keeps one per constrained tree; nothing else in BarKit
/// sees kiwi.
///
/// A constraint is `expression (relation) 0`. Required constraints (`requiredStrength`) must all
/// hold; weaker ones are met as closely as their strengths allow (kiwi minimises the sum of their
/// errors, each times its strength). Adding, removing and suggesting are incremental: the solver
/// keeps its tableau and touches only the rows a change reaches.
///
/// A required equality whose variable no other constraint uses is not given to kiwi but held as a
/// definition of that variable (`Definitions`), and later constraints are given to kiwi with defined
/// variables replaced: the solution is the same, and chains of equalities cost one entry per link
/// instead of a tableau row per link that fills with every marker above it.
///
/// Not thread-safe: one owner uses it at a time.
public final class ConstraintSolver {
    /// The strength of a constraint that must hold.
    public static let requiredStrength: Double = bk_strength_required()

    private let solver: OpaquePointer
    /// Each variable's value as of the last `updateVariables()`, by handle.
    private var values: [Double] = []
    private var definitions = Definitions()

    /// What a `SolverConstraint` handle holds.
    private enum Held {
        /// A definition: its index in `definitions.list`.
        case definition(Int)
        /// A constraint in kiwi: kiwi's handle, the expression as given and the defined variables
        /// replaced in it (kiwi's copy must be made again when one of them stops being defined).
        case kiwi(Int32, KiwiConstraint)
    }

    private struct KiwiConstraint {
        var expression: LinearExpression
        var relation: SolverRelation
        var strength: Double
        var through: [Int32] = []
    }

    /// By `SolverConstraint` handle; nil for a free handle.
    private var held: [Held?] = []
    private var freeHandles: [Int32] = []
    /// By defined variable: the handles of kiwi's constraints that replaced it.
    private var dependents: [Int32: Set<Int32>] = [:]
    /// By definition index: its handle.
    private var definitionHandles: [Int32] = []
    /// Variables made edit variables (used, so never defined).
    private var editVariables: Set<Int32> = []

    /// How many constraints kiwi refused when they were given to it again after a definition they
    /// used was removed. Never seen but after kiwi refused a required constraint, which leaves its
    /// tableau unsound; an owner that sees this above 0 should make the solver again.
    public private(set) var lostConstraints = 0

    /// An empty solver.
    public init() {
        guard let solver = bk_solver_create() else { fatalError("out of memory making a constraint solver") }
        self.solver = solver
    }

    deinit { bk_solver_destroy(solver) }

    // MARK: - Variables

    /// A new variable, 0 until constraints say otherwise.
    public func makeVariable() -> SolverVariable {
        SolverVariable(handle: bk_solver_new_variable(solver))
    }

    /// Frees `variable` for reuse. No constraint or edit may still use it.
    public func releaseVariable(_ variable: SolverVariable) {
        bk_solver_release_variable(solver, variable.handle)
    }

    /// `variable`'s value as of the last `updateVariables()`.
    public func value(of variable: SolverVariable) -> Double {
        let index = Int(variable.handle)
        return index >= 0 && index < values.count ? values[index] : 0
    }

    /// Computes every variable's value from the current solution.
    public func updateVariables() {
        bk_solver_update_variables(solver)
        let capacity = bk_solver_variable_capacity(solver)
        if values.count != Int(capacity) { values = Array(repeating: 0, count: Int(capacity)) }
        values.withUnsafeMutableBufferPointer { bk_solver_copy_values(solver, $0.baseAddress, capacity) }
        definitions.evaluate(into: &values)
    }

    /// How many constraints are held as definitions, and how many are in kiwi.
    public var heldCounts: (definitions: Int, kiwi: Int) {
        var counts = (definitions: 0, kiwi: 0)
        for case let entry? in held {
            if case .definition = entry { counts.definitions += 1 } else { counts.kiwi += 1 }
        }
        return counts
    }

    // MARK: - Constraints

    /// The largest constant or suggested value given to kiwi (points): beyond about 1e12 its pivots
    /// lose every digit, and a dual optimisation that fails inside a destructor ends the process
    /// (the constraints fuzzer found it with constants of 1e300). Larger ones are clamped.
    public static let largestValue = 1e9
    /// The largest coefficient (multiplier) given to kiwi, for the same reason.
    public static let largestCoefficient = 1e6

    /// `value` within ±`limit` (NaN as 0).
    static func bounded(_ value: Double, _ limit: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -limit), limit)
    }

    /// Adds `expression (relation) 0` at `strength` (at most `requiredStrength`). Throws
    /// `.unsatisfiable` for a required constraint that conflicts with the required ones already
    /// added. The constraint is then not added, but kiwi leaves its tableau unsound (it drops its
    /// artificial variable from rows while that is not zero): values read afterwards may break
    /// required constraints, so make the solver again without the refused one.
    public func add(
        _ expression: LinearExpression, _ relation: SolverRelation, strength: Double
    ) throws(SolverError) -> SolverConstraint {
        let strength = min(strength, Self.requiredStrength)
        if relation == .equal, strength >= Self.requiredStrength, let definition = definitions.definition(from: expression) {
            let index = definitions.hold(definition)
            let handle = newHandle(.definition(index))
            if index >= definitionHandles.count { definitionHandles.append(handle) } else { definitionHandles[index] = handle }
            return SolverConstraint(handle: handle)
        }
        let entry = try giveToKiwi(KiwiConstraint(expression: expression, relation: relation, strength: strength))
        let handle = newHandle(entry)
        noteDependent(handle)
        return SolverConstraint(handle: handle)
    }

    /// Removes a constraint added earlier.
    public func remove(_ constraint: SolverConstraint) throws(SolverError) {
        let handle = constraint.handle
        guard handle >= 0, Int(handle) < held.count, let entry = held[Int(handle)] else { throw .unknown }
        switch entry {
        case .kiwi(let kiwiHandle, let made):
            // -1: kiwi refused it when it was given again (`lostConstraints`); nothing to take out.
            if kiwiHandle >= 0 { try SolverError.check(bk_solver_remove_constraint(solver, kiwiHandle)) }
            definitions.noteUses(of: made.expression.variables, by: -1)
            for variable in made.through { dependents[variable]?.remove(handle) }
        case .definition(let index):
            dropDefinition(index)
        }
        held[Int(handle)] = nil
        freeHandles.append(handle)
        if let moved = definitions.compactIfSparse() { renumberDefinitions(moved) }
    }

    // MARK: - Definitions

    private func newHandle(_ entry: Held) -> Int32 {
        if let handle = freeHandles.popLast() {
            held[Int(handle)] = entry
            return handle
        }
        held.append(entry)
        return Int32(held.count - 1)
    }

    /// A new constraint for kiwi: given to it (`addToKiwi`), its variables counted as used.
    private func giveToKiwi(_ made: KiwiConstraint) throws(SolverError) -> Held {
        var made = made
        let kiwiHandle = try addToKiwi(&made)
        definitions.noteUses(of: made.expression.variables, by: 1)
        return .kiwi(kiwiHandle, made)
    }

    /// Records the kiwi constraint at `handle` among the dependents of the variables it replaced.
    private func noteDependent(_ handle: Int32) {
        guard case .kiwi(_, let made)? = held[Int(handle)] else { return }
        for variable in made.through { dependents[variable, default: []].insert(handle) }
    }

    /// Stops holding the definition at `index`: its variable is free, and kiwi's constraints that
    /// replaced it are made again with it left in.
    private func dropDefinition(_ index: Int) {
        let variable = definitions.release(index)
        for dependent in dependents.removeValue(forKey: variable) ?? [] { remake(dependent) }
    }

    /// Adds `made` to kiwi with defined variables replaced (setting `made.through` to those
    /// replaced); kiwi's handle.
    private func addToKiwi(_ made: inout KiwiConstraint) throws(SolverError) -> Int32 {
        let (expression, through) = definitions.expand(made.expression)
        var handle: Int32 = -1
        let status = expression.variables.withUnsafeBufferPointer { variables in
            expression.coefficients.withUnsafeBufferPointer { coefficients in
                bk_solver_add_constraint(
                    solver, variables.baseAddress, coefficients.baseAddress, Int32(variables.count),
                    Self.bounded(expression.constant, Self.largestValue), made.relation.kiwi, made.strength, &handle)
            }
        }
        try SolverError.check(status)
        made.through = through.count > 1 ? Array(Set(through)) : through
        return handle
    }

    /// Makes kiwi's copy of the constraint at `handle` again (a variable it replaced is free now).
    /// Freeing a variable only widens the solutions, so kiwi takes the new copy as it took the old.
    private func remake(_ handle: Int32) {
        guard case .kiwi(let kiwiHandle, var made)? = held[Int(handle)] else { return }
        _ = bk_solver_remove_constraint(solver, kiwiHandle)
        for variable in made.through { dependents[variable]?.remove(handle) }
        do {
            let newKiwiHandle = try addToKiwi(&made)
            held[Int(handle)] = .kiwi(newKiwiHandle, made)
            noteDependent(handle)
        } catch {
            // Only a tableau kiwi left unsound (after refusing a required constraint) can refuse
            // it; the owner makes the solver again (`lostConstraints`).
            made.through = []
            held[Int(handle)] = .kiwi(-1, made)
            lostConstraints += 1
        }
    }

    /// Points handles at their definitions' new indices after `Definitions.compactIfSparse()`.
    private func renumberDefinitions(_ moved: [Int]) {
        var handles = Array(repeating: Int32(-1), count: definitions.list.count)
        for (old, new) in moved.enumerated() where new >= 0 {
            let handle = definitionHandles[old]
            handles[new] = handle
            held[Int(handle)] = .definition(new)
        }
        definitionHandles = handles
    }

    /// Gives kiwi the definition of `variable`, if it has one, as a constraint (an edit variable
    /// must be one kiwi knows).
    private func undefine(_ variable: Int32) throws(SolverError) {
        guard let index = definitions.index(of: variable) else { return }
        let definition = definitions.list[index]
        let handle = definitionHandles[index]
        var expression = LinearExpression()
        expression.add(SolverVariable(handle: variable), times: -1)
        for (u, b) in zip(definition.variables, definition.coefficients) { expression.add(SolverVariable(handle: u), times: b) }
        expression.constant = definition.constant
        dropDefinition(index)
        held[Int(handle)] = try giveToKiwi(
            KiwiConstraint(expression: expression, relation: .equal, strength: Self.requiredStrength))
        noteDependent(handle)
    }

    // MARK: - Edit variables

    /// Makes `variable` one whose value is suggested, at `strength` (below `requiredStrength`).
    public func addEditVariable(_ variable: SolverVariable, strength: Double) throws(SolverError) {
        try undefine(variable.handle)
        try SolverError.check(bk_solver_add_edit_variable(solver, variable.handle, strength))
        if editVariables.insert(variable.handle).inserted { definitions.noteUse(of: variable.handle, by: 1) }
    }

    /// Stops suggesting values for `variable`.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        try SolverError.check(bk_solver_remove_edit_variable(solver, variable.handle))
        if editVariables.remove(variable.handle) != nil { definitions.noteUse(of: variable.handle, by: -1) }
    }

    /// Suggests `value` for an edit variable; the solution moves as the constraints allow.
    public func suggest(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        try SolverError.check(bk_solver_suggest_value(solver, variable.handle, Self.bounded(value, Self.largestValue)))
    }
}

/// A variable of a `ConstraintSolver` (a handle; meaningful only to the solver that made it).
public struct SolverVariable: Hashable, Sendable {
    public let handle: Int32
}

/// A constraint added to a `ConstraintSolver` (a handle).
public struct SolverConstraint: Hashable, Sendable {
    public let handle: Int32
}

/// How a constraint's expression relates to 0.
public enum SolverRelation: Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    var kiwi: BKRelation {
        switch self {
        case .lessThanOrEqual: BK_LESS_OR_EQUAL
        case .equal: BK_EQUAL
        case .greaterThanOrEqual: BK_GREATER_OR_EQUAL
        }
    }
}

/// `sum(coefficient × variable) + constant`. Terms of the same variable are summed by the solver.
public struct LinearExpression: Sendable {
    public private(set) var variables: [Int32] = []
    public private(set) var coefficients: [Double] = []
    public var constant: Double = 0

    public init() {}

    /// Adds `coefficient × variable`.
    public mutating func add(_ variable: SolverVariable, times coefficient: Double = 1) {
        guard coefficient != 0 else { return }
        variables.append(variable.handle)
        coefficients.append(ConstraintSolver.bounded(coefficient, ConstraintSolver.largestCoefficient))
    }

    /// Empties the expression, keeping its storage.
    public mutating func removeAll() {
        variables.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        constant = 0
    }

    /// The number of terms.
    public var count: Int { variables.count }
}

/// Why the solver refused a change (see `ConstraintSolver.add` for what `.unsatisfiable` leaves).
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiable
    /// The constraint or edit variable is already in the solver.
    case duplicate
    /// The constraint or edit variable is not in the solver.
    case unknown
    /// An edit variable cannot be required.
    case badRequiredStrength
    /// The solver failed in itself (an unbounded objective) or ran out of memory.
    case internalFailure

    public var description: String {
        switch self {
        case .unsatisfiable: "the required constraints cannot all be satisfied"
        case .duplicate: "already in the solver"
        case .unknown: "not in the solver"
        case .badRequiredStrength: "an edit variable cannot be required"
        case .internalFailure: "the constraint solver failed (unbounded objective or out of memory)"
        }
    }

    static func check(_ status: BKStatus) throws(SolverError) {
        switch status {
        case BK_OK: return
        case BK_UNSATISFIABLE: throw .unsatisfiable
        case BK_DUPLICATE: throw .duplicate
        case BK_UNKNOWN: throw .unknown
        case BK_BAD_REQUIRED_STRENGTH: throw .badRequiredStrength
        default: throw .internalFailure
        }
    }
}
