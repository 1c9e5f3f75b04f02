// BarBench's baseline for Auto Layout: the constraints BarKit's engine made, fed to kiwi directly
// from C++ (a program using kiwi by hand would do this and no more).
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

#ifdef __cplusplus
}
#endif

#endif
