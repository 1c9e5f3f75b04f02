/// Required equalities kept out of the tableau: a constraint `a·v + Σ bᵢ·uᵢ + c = 0` whose
/// variable `v` no other constraint uses is held as the definition `v = −(Σ bᵢ·uᵢ + c) / a`, and
/// constraints given to kiwi later have defined variables replaced by what defines them.
///
/// This is the presolve step of LP solvers (a row with a column of its own is eliminated). A
/// Cassowary tableau keeps every required equality as a row with a marker, so a chain of them (each
/// view below the last) fills the rows of the views far down with the markers of every link above:
/// n links cost n² cells. Definitions cost one entry each, and values are read by evaluating them
/// in the order they were made, which is an order of dependence: a definition uses only variables
/// that were already in use, and a variable in use can never be defined afterwards. Docs/Layout.md
/// ("Definitions") has the rules and the figures.
struct Definitions {
    /// One definition: `variable = Σ coefficients[i]·variables[i] + constant`.
    struct Definition {
        var variable: Int32
        var variables: [Int32]
        var coefficients: [Double]
        var constant: Double
        var isLive = true
    }

    /// In the order made (an order of dependence); dead ones are dropped now and then.
    private(set) var list: [Definition] = []
    private var deadCount = 0
    /// By variable handle: the index of its live definition in `list`, or -1.
    private var definitionIndex: [Int32] = []
    /// By variable handle: how many held constraints (definitions and kiwi's) and edit variables
    /// use it. Only a variable used by none can be defined.
    private var uses: [Int32] = []
    /// The live definitions laid end to end for `evaluate` (nil after a change, made again there):
    /// a solve then reads a few contiguous arrays, not two arrays of each definition's.
    private var program: Program?

    /// The live definitions in order: each head sets its `target` to its `constant` plus the terms
    /// from the previous head's `end` (0 for the first) up to its own.
    private struct Program {
        struct Head {
            var target: Int32
            var end: Int32
            var constant: Double
        }

        struct Term {
            var variable: Int32
            var coefficient: Double
        }

        var heads: [Head] = []
        var terms: [Term] = []
    }

    /// Whether `variable` is defined.
    func isDefined(_ variable: Int32) -> Bool {
        Int(variable) < definitionIndex.count && definitionIndex[Int(variable)] >= 0
    }

    /// The index in `list` of `variable`'s definition, if it has one.
    func index(of variable: Int32) -> Int? {
        isDefined(variable) ? Int(definitionIndex[Int(variable)]) : nil
    }

    private func useCount(_ variable: Int32) -> Int32 {
        Int(variable) < uses.count ? uses[Int(variable)] : 0
    }

    /// Counts a use of each of `variables` (`by` +1) or forgets one (−1).
    mutating func noteUses(of variables: [Int32], by delta: Int32) {
        for variable in variables { noteUse(of: variable, by: delta) }
    }

    mutating func noteUse(of variable: Int32, by delta: Int32) {
        let index = Int(variable)
        if index >= uses.count { uses += Array(repeating: 0, count: max(index + 1 - uses.count, uses.count)) }
        uses[index] += delta
        assert(uses[index] >= 0, "a variable's uses went below zero")
    }

    /// The definition `expression = 0` gives, if it can be one: a variable used nowhere else, with a
    /// coefficient of 1 in size where there is one (else the largest, if not tiny), and no variable
    /// twice. Nil otherwise.
    func definition(from expression: LinearExpression) -> Definition? {
        var chosen = -1
        var best = 0.0
        for (i, variable) in expression.variables.enumerated() where useCount(variable) == 0 {
            let size = abs(expression.coefficients[i])
            let score = size == 1 ? .infinity : size
            if score > best, size >= 1e-3, size <= 1e3 {
                best = score
                chosen = i
            }
        }
        guard chosen >= 0 else { return nil }
        let variables = expression.variables
        for i in variables.indices where i != chosen && variables[i] == variables[chosen] { return nil }
        let a = expression.coefficients[chosen]
        var definition = Definition(
            variable: variables[chosen], variables: [], coefficients: [], constant: -expression.constant / a)
        definition.variables.reserveCapacity(variables.count - 1)
        definition.coefficients.reserveCapacity(variables.count - 1)
        for i in variables.indices where i != chosen {
            definition.variables.append(variables[i])
            definition.coefficients.append(-expression.coefficients[i] / a)
        }
        return definition
    }

    /// Holds `definition` (made by `definition(from:)`); returns its index.
    mutating func hold(_ definition: Definition) -> Int {
        let index = list.count
        let variable = Int(definition.variable)
        if variable >= definitionIndex.count {
            definitionIndex += Array(repeating: -1, count: max(variable + 1 - definitionIndex.count, definitionIndex.count))
        }
        definitionIndex[variable] = Int32(index)
        noteUse(of: definition.variable, by: 1)
        noteUses(of: definition.variables, by: 1)
        list.append(definition)
        program = nil
        return index
    }

    /// Stops holding the definition at `index`; its variable is free from now on.
    mutating func release(_ index: Int) -> Int32 {
        let definition = list[index]
        definitionIndex[Int(definition.variable)] = -1
        noteUse(of: definition.variable, by: -1)
        noteUses(of: definition.variables, by: -1)
        list[index].isLive = false
        list[index].variables = []
        list[index].coefficients = []
        deadCount += 1
        program = nil
        return definition.variable
    }

    /// Drops dead definitions when they are most of the list; returns the new index of each old one
    /// (-1 for the dead), or nil when nothing moved.
    mutating func compactIfSparse() -> [Int]? {
        guard deadCount > 64, deadCount * 2 > list.count else { return nil }
        var moved = Array(repeating: -1, count: list.count)
        var kept: [Definition] = []
        kept.reserveCapacity(list.count - deadCount)
        for (old, definition) in list.enumerated() where definition.isLive {
            moved[old] = kept.count
            definitionIndex[Int(definition.variable)] = Int32(kept.count)
            kept.append(definition)
        }
        list = kept
        deadCount = 0
        program = nil
        return moved
    }

    /// `expression` with every defined variable replaced by what defines it, and the defined
    /// variables that were replaced (directly or through others). Iterative: a chain of any length.
    func expand(_ expression: LinearExpression) -> (LinearExpression, through: [Int32]) {
        guard expression.variables.contains(where: isDefined) else { return (expression, []) }
        var sums: [Int32: Double] = [:]
        var order: [Int32] = []
        var through: [Int32] = []
        var constant = expression.constant
        var pending = Array(zip(expression.variables, expression.coefficients))
        while let (variable, coefficient) = pending.popLast() {
            if let index = index(of: variable) {
                let definition = list[index]
                through.append(variable)
                constant += coefficient * definition.constant
                for (u, b) in zip(definition.variables, definition.coefficients) { pending.append((u, coefficient * b)) }
            } else {
                if sums[variable] == nil { order.append(variable) }
                sums[variable, default: 0] += coefficient
            }
        }
        var expanded = LinearExpression()
        expanded.constant = constant
        for variable in order {
            let coefficient = sums[variable]!
            if abs(coefficient) > 1e-12 { expanded.add(SolverVariable(handle: variable), times: coefficient) }
        }
        return (expanded, through)
    }

    /// Writes each defined variable's value into `values` (by handle), from the values there.
    mutating func evaluate(into values: inout [Double]) {
        if program == nil { program = makeProgram() }
        guard let program, !program.heads.isEmpty else { return }
        values.withUnsafeMutableBufferPointer { values in
            program.terms.withUnsafeBufferPointer { terms in
                var next = 0
                for head in program.heads {
                    var value = head.constant
                    let end = Int(head.end)
                    while next < end {
                        let term = terms[next]
                        let index = Int(term.variable)
                        value += term.coefficient * (index < values.count ? values[index] : 0)
                        next += 1
                    }
                    let index = Int(head.target)
                    // As kiwi's inputs are: a chain of multipliers could overflow.
                    if index < values.count {
                        values[index] = ConstraintSolver.bounded(value, ConstraintSolver.largestValue)
                    }
                }
            }
        }
    }

    /// The live definitions, in order, laid end to end.
    private func makeProgram() -> Program {
        var program = Program()
        program.heads.reserveCapacity(list.count - deadCount)
        for definition in list where definition.isLive {
            for (variable, coefficient) in zip(definition.variables, definition.coefficients) {
                program.terms.append(Program.Term(variable: variable, coefficient: coefficient))
            }
            program.heads.append(
                Program.Head(target: definition.variable, end: Int32(program.terms.count), constant: definition.constant))
        }
        return program
    }
}
