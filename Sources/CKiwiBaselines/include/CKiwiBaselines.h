// BarBench's baseline for Auto Layout: the constraints BarKit's engine made, fed to kiwi directly
// from C++ (a program using kiwi by hand would do this and no more), on kiwi as BarKit ships it
// (bk_baseline_*) and as released (bk_upstream_*), which the tests also hold the first to.
#ifndef CKIWIBASELINES_H
#define CKIWIBASELINES_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A system of linear constraints: constraint i has `termCounts[i]` terms, taken in order from
/// `termVariables`/`termCoefficients`, then `constants[i]`, `relations[i]` (-1 <=, 0 ==, 1 >=)
/// and `strengths[i]`. Variables are 0 ..< variableCount.
typedef struct {
    int32_t variableCount;
    int32_t constraintCount;
    const int32_t *termCounts;
    const int32_t *termVariables;
    const double *termCoefficients;
    const double *constants;
    const int32_t *relations;
    const double *strengths;
} BKBaselineSystem;

/// A kiwi solver holding a system.
typedef struct BKBaselineSolver BKBaselineSolver;

/// Makes the variables, adds the constraints and updates the variables; NULL when kiwi refuses a
/// constraint.
BKBaselineSolver *bk_baseline_solve(const BKBaselineSystem *system);
/// Replaces the first `count` constraints by the same ones with new constants (remove, add), then
/// updates the variables: how a required constraint changes.
void bk_baseline_replace_constants(BKBaselineSolver *solver, int32_t count, const double *constants);
/// The sum of every variable's value (so nothing is optimised away).
double bk_baseline_checksum(const BKBaselineSolver *solver);
void bk_baseline_destroy(BKBaselineSolver *solver);

/// Plays operations on a new solver over `system`'s constraints: `ops[k] = i` adds constraint i,
/// `ops[k] = -1 - i` removes it (each skipped when already so). `outcomes[k]` is 1 when kiwi
/// refused the add as unsatisfiable (the constraint stays out), 2 when kiwi failed inside (an
/// unbounded objective; play stops there, later outcomes untouched), else 0; then the variables are
/// updated and their values written to `values` (variableCount of them). Returns the number
/// refused, or -1 on any other failure.
int32_t bk_baseline_play(
    const BKBaselineSystem *system, const int32_t *ops, int32_t opCount, int8_t *outcomes, double *values);

/// The same five, on kiwi as released (without BarKit's column index).
BKBaselineSolver *bk_upstream_solve(const BKBaselineSystem *system);
void bk_upstream_replace_constants(BKBaselineSolver *solver, int32_t count, const double *constants);
double bk_upstream_checksum(const BKBaselineSolver *solver);
void bk_upstream_destroy(BKBaselineSolver *solver);
int32_t bk_upstream_play(
    const BKBaselineSystem *system, const int32_t *ops, int32_t opCount, int8_t *outcomes, double *values);

#ifdef __cplusplus
}
#endif

#endif
