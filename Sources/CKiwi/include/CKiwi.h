// A C face for kiwi's C++ Cassowary solver (kiwi::Solver), for BarSolver. Nothing else in BarKit
// sees kiwi's types. Variables and constraints are small integer handles into the solver's tables.
#ifndef CKIWI_H
#define CKIWI_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A solver and the variables and constraints it knows. Not thread-safe; one owner.
typedef struct BKSolver BKSolver;

/// What a call did. Every call that can fail returns one. After BK_UNSATISFIABLE the constraint is
/// not added but kiwi's solution is no longer reliable (see ConstraintSolver.add).
typedef enum {
    BK_OK = 0,
    /// A required constraint conflicts with the required constraints already added.
    BK_UNSATISFIABLE = 1,
    /// The constraint or edit variable is already in the solver.
    BK_DUPLICATE = 2,
    /// The constraint or edit variable is not in the solver (or the handle is not one).
    BK_UNKNOWN = 3,
    /// An edit variable cannot be required.
    BK_BAD_REQUIRED_STRENGTH = 4,
    /// The solver failed in itself (an unbounded objective) or ran out of memory.
    BK_INTERNAL = 5,
} BKStatus;

/// The relation of a constraint `expression (relation) 0`.
typedef enum { BK_LESS_OR_EQUAL = -1, BK_EQUAL = 0, BK_GREATER_OR_EQUAL = 1 } BKRelation;

BKSolver *bk_solver_create(void);
void bk_solver_destroy(BKSolver *solver);

/// kiwi's strength of a required constraint.
double bk_strength_required(void);

/// A new variable (value 0). Handles are reused after `bk_solver_release_variable`.
int32_t bk_solver_new_variable(BKSolver *solver);
/// Frees a variable's handle; no constraint may still use it.
void bk_solver_release_variable(BKSolver *solver, int32_t variable);
/// The number of variable handles (the size `bk_solver_copy_values` writes).
int32_t bk_solver_variable_capacity(const BKSolver *solver);
/// The pages (64 symbols each) of the solver's by-symbol indexes in memory: they follow the
/// constraints in the solver, not every constraint ever added.
int64_t bk_solver_index_pages(const BKSolver *solver);

/// Adds `sum(coefficients[i] * variables[i]) + constant (relation) 0` at `strength`; on success
/// `*constraint` is its handle.
BKStatus bk_solver_add_constraint(
    BKSolver *solver, const int32_t *variables, const double *coefficients, int32_t count, double constant,
    BKRelation relation, double strength, int32_t *constraint);
BKStatus bk_solver_remove_constraint(BKSolver *solver, int32_t constraint);

BKStatus bk_solver_add_edit_variable(BKSolver *solver, int32_t variable, double strength);
BKStatus bk_solver_remove_edit_variable(BKSolver *solver, int32_t variable);
BKStatus bk_solver_suggest_value(BKSolver *solver, int32_t variable, double value);

/// Computes the variables' values from the current solution.
void bk_solver_update_variables(BKSolver *solver);
/// Writes the variables' values (as of the last update) into `values[handle]`, for handles below
/// `capacity`: every handle's when `all` is true, else only those the last update changed, the
/// rest being in `values` from the copy before (every handle's after a handle was made or freed).
void bk_solver_copy_values(BKSolver *solver, double *values, int32_t capacity, bool all);
double bk_solver_value(const BKSolver *solver, int32_t variable);

#ifdef __cplusplus
}
#endif

#endif
