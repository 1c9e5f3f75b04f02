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

    /// kiwi and the solver's tables, in one value: each call below is one access to it, so a call
    /// pays one dynamic exclusivity check instead of one per table it touches (`SolverTables`).
    private var tables: SolverTables
    /// kiwi's solver (also in `tables`), for the calls that need nothing else.
    private let kiwi: OpaquePointer

    /// How many constraints kiwi refused when they were given to it again after a definition they
    /// used was removed. Never seen but after kiwi refused a required constraint, which leaves its
    /// tableau unsound; an owner that sees this above 0 should make the solver again.
    public var lostConstraints: Int { tables.lostConstraints }

    /// An empty solver.
    public init() {
        guard let solver = bk_solver_create() else { fatalError("out of memory making a constraint solver") }
        tables = SolverTables(solver: solver)
        kiwi = solver
    }

    deinit { bk_solver_destroy(kiwi) }

    // MARK: - Variables

    /// A new variable, 0 until constraints say otherwise.
    public func makeVariable() -> SolverVariable {
        SolverVariable(handle: bk_solver_new_variable(kiwi))
    }

    /// Frees `variable` for reuse. No constraint or edit may still use it.
    public func releaseVariable(_ variable: SolverVariable) {
        bk_solver_release_variable(kiwi, variable.handle)
    }

    /// `variable`'s value as of the last `updateVariables()`.
    public func value(of variable: SolverVariable) -> Double { tables.value(of: variable) }

    /// Computes every variable's value from the current solution.
    public func updateVariables() { tables.updateVariables() }

    /// Every variable's value as of the last `updateVariables()`: one access for a whole solution,
    /// where `value(of:)` checks the solver's exclusivity on each read.
    public var values: SolverValues { tables.allValues }

    /// How many constraints are held as definitions, and how many are in kiwi.
    public var heldCounts: (definitions: Int, kiwi: Int) { tables.heldCounts }

    /// The pages (64 symbols each) of kiwi's by-symbol indexes in memory. They follow the
    /// constraints held, not every constraint ever added.
    package var indexPages: Int { tables.indexPages }

    // MARK: - Constraints

    /// The largest constant or suggested value given to kiwi (points): beyond about 1e12 its pivots
    /// lose every digit and its optimisations fail (the constraints fuzzer found it with constants
    /// of 1e300). Larger ones are clamped.
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
        try tables.add(expression, relation, strength: strength)
    }

    /// Removes a constraint added earlier.
    public func remove(_ constraint: SolverConstraint) throws(SolverError) {
        try tables.remove(constraint)
    }

    // MARK: - Edit variables

    /// Makes `variable` one whose value is suggested, at `strength` (below `requiredStrength`).
    public func addEditVariable(_ variable: SolverVariable, strength: Double) throws(SolverError) {
        try tables.addEditVariable(variable, strength: strength)
    }

    /// Stops suggesting values for `variable`.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        try tables.removeEditVariable(variable)
    }

    /// Suggests `value` for an edit variable; the solution moves as the constraints allow. Throws
    /// `.internalFailure` when the re-optimisation fails, which only a tableau left unsound by a
    /// refused required constraint has been seen to do.
    public func suggest(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        try SolverError.check(
            bk_solver_suggest_value(kiwi, variable.handle, Self.bounded(value, Self.largestValue)))
    }
}

/// A variable of a `ConstraintSolver` (a handle; meaningful only to the solver that made it).
public struct SolverVariable: Hashable, Sendable {
    public let handle: Int32
}

/// The values of a `ConstraintSolver`'s variables at one moment (`ConstraintSolver.values`).
public struct SolverValues {
    @usableFromInline let storage: [Double]

    init(_ storage: [Double]) { self.storage = storage }

    /// `variable`'s value (0 for a handle the solver had not made then).
    @inlinable public subscript(_ variable: SolverVariable) -> Double {
        let index = Int(variable.handle)
        return index >= 0 && index < storage.count ? storage[index] : 0
    }
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

    /// An empty expression with room for `count` terms.
    public init(reservingCapacity count: Int) {
        variables.reserveCapacity(count)
        coefficients.reserveCapacity(count)
    }

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
