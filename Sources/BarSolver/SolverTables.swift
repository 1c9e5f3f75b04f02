import CKiwi

/// What a `ConstraintSolver` keeps: kiwi's solver and the tables around it (handles, definitions,
/// the kiwi constraints that replaced defined variables, the values last read).
///
/// A value, so that the solver's class holds it in one stored property: a class's stored property
/// pays a dynamic exclusivity check on every access, and each of the solver's calls then makes one
/// access (a `mutating` call here) instead of one per table. Nothing here calls out of the solver,
/// so no access can overlap another.
struct SolverTables {
    let solver: OpaquePointer
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

    /// See `ConstraintSolver.lostConstraints`.
    private(set) var lostConstraints = 0

    init(solver: OpaquePointer) {
        self.solver = solver
    }

    // MARK: - Values

    func value(of variable: SolverVariable) -> Double {
        let index = Int(variable.handle)
        return index >= 0 && index < values.count ? values[index] : 0
    }

    /// Every value, by handle (the array is shared, not copied).
    var allValues: SolverValues { SolverValues(values) }

    mutating func updateVariables() {
        bk_solver_update_variables(solver)
        let capacity = bk_solver_variable_capacity(solver)
        let resized = values.count != Int(capacity)
        if resized { values = Array(repeating: 0, count: Int(capacity)) }
        // Each handle's kiwi value is where the copy before left it unless the update changed it.
        // `evaluate` overwrites only defined variables, which kiwi never holds.
        values.withUnsafeMutableBufferPointer { bk_solver_copy_values(solver, $0.baseAddress, capacity, resized) }
        definitions.evaluate(into: &values)
    }

    var indexPages: Int { Int(bk_solver_index_pages(solver)) }

    var heldCounts: (definitions: Int, kiwi: Int) {
        var counts = (definitions: 0, kiwi: 0)
        for case let entry? in held {
            if case .definition = entry { counts.definitions += 1 } else { counts.kiwi += 1 }
        }
        return counts
    }

    // MARK: - Constraints

    /// See `ConstraintSolver.add`.
    mutating func add(
        _ expression: LinearExpression, _ relation: SolverRelation, strength: Double
    ) throws(SolverError) -> SolverConstraint {
        let strength = min(strength, ConstraintSolver.requiredStrength)
        if relation == .equal, strength >= ConstraintSolver.requiredStrength,
            let definition = definitions.definition(from: expression)
        {
            let index = definitions.hold(definition)
            let handle = newHandle(.definition(index))
            if index >= definitionHandles.count { definitionHandles.append(handle) } else { definitionHandles[index] = handle }
            return SolverConstraint(handle: handle)
        }
        let made = try giveToKiwi(KiwiConstraint(expression: expression, relation: relation, strength: strength))
        let handle = newHandle(.kiwi(made.handle, made.constraint))
        noteDependent(handle, through: made.constraint.through)
        return SolverConstraint(handle: handle)
    }

    /// See `ConstraintSolver.remove`.
    mutating func remove(_ constraint: SolverConstraint) throws(SolverError) {
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

    private mutating func newHandle(_ entry: Held) -> Int32 {
        if let handle = freeHandles.popLast() {
            held[Int(handle)] = entry
            return handle
        }
        held.append(entry)
        return Int32(held.count - 1)
    }

    /// A new constraint for kiwi: given to it (`addToKiwi`), its variables counted as used; kiwi's
    /// handle and the constraint with the variables it replaced.
    private mutating func giveToKiwi(
        _ made: KiwiConstraint
    ) throws(SolverError) -> (handle: Int32, constraint: KiwiConstraint) {
        var made = made
        let kiwiHandle = try addToKiwi(&made)
        definitions.noteUses(of: made.expression.variables, by: 1)
        return (kiwiHandle, made)
    }

    /// Records the kiwi constraint at `handle` among the dependents of the variables it replaced.
    private mutating func noteDependent(_ handle: Int32, through: [Int32]) {
        for variable in through { dependents[variable, default: []].insert(handle) }
    }

    /// Stops holding the definition at `index`: its variable is free, and kiwi's constraints that
    /// replaced it are made again with it left in.
    private mutating func dropDefinition(_ index: Int) {
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
                    ConstraintSolver.bounded(expression.constant, ConstraintSolver.largestValue), made.relation.kiwi,
                    made.strength, &handle)
            }
        }
        try SolverError.check(status)
        made.through = through.count > 1 ? Array(Set(through)) : through
        return handle
    }

    /// Makes kiwi's copy of the constraint at `handle` again (a variable it replaced is free now).
    /// Freeing a variable only widens the solutions, so kiwi takes the new copy as it took the old.
    private mutating func remake(_ handle: Int32) {
        guard case .kiwi(let kiwiHandle, var made)? = held[Int(handle)] else { return }
        _ = bk_solver_remove_constraint(solver, kiwiHandle)
        for variable in made.through { dependents[variable]?.remove(handle) }
        do {
            let newKiwiHandle = try addToKiwi(&made)
            held[Int(handle)] = .kiwi(newKiwiHandle, made)
            noteDependent(handle, through: made.through)
        } catch {
            // Only a tableau kiwi left unsound (after refusing a required constraint) can refuse
            // it; the owner makes the solver again (`lostConstraints`).
            made.through = []
            held[Int(handle)] = .kiwi(-1, made)
            lostConstraints += 1
        }
    }

    /// Points handles at their definitions' new indices after `Definitions.compactIfSparse()`.
    private mutating func renumberDefinitions(_ moved: [Int]) {
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
    private mutating func undefine(_ variable: Int32) throws(SolverError) {
        guard let index = definitions.index(of: variable) else { return }
        let definition = definitions.list[index]
        let handle = definitionHandles[index]
        var expression = LinearExpression()
        expression.add(SolverVariable(handle: variable), times: -1)
        for (u, b) in zip(definition.variables, definition.coefficients) { expression.add(SolverVariable(handle: u), times: b) }
        expression.constant = definition.constant
        dropDefinition(index)
        let made = try giveToKiwi(
            KiwiConstraint(expression: expression, relation: .equal, strength: ConstraintSolver.requiredStrength))
        held[Int(handle)] = .kiwi(made.handle, made.constraint)
        noteDependent(handle, through: made.constraint.through)
    }

    // MARK: - Edit variables

    mutating func addEditVariable(_ variable: SolverVariable, strength: Double) throws(SolverError) {
        try undefine(variable.handle)
        try SolverError.check(bk_solver_add_edit_variable(solver, variable.handle, strength))
        if editVariables.insert(variable.handle).inserted { definitions.noteUse(of: variable.handle, by: 1) }
    }

    mutating func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        try SolverError.check(bk_solver_remove_edit_variable(solver, variable.handle))
        if editVariables.remove(variable.handle) != nil { definitions.noteUse(of: variable.handle, by: -1) }
    }
}
