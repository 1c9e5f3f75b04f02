// The C face of kiwi::Solver (include/CKiwi.h). kiwi reports failures by exceptions; each is caught
// here and returned as a status, so none crosses into Swift.
#include "CKiwi.h"

#include <kiwi/kiwi.h>

#include <new>
#include <vector>

struct BKSolver {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<int32_t> freeVariables;
    std::vector<kiwi::Constraint> constraints;
    std::vector<bool> liveConstraints;
    std::vector<int32_t> freeConstraints;
    std::vector<kiwi::Term> terms;  // scratch for building an expression
    // Whether a handle changed since the last copy of the values: the next copy writes them all.
    bool handlesChanged = true;
};

namespace {

template <typename Body> BKStatus guarded(Body body) {
    try {
        body();
        return BK_OK;
    } catch (const kiwi::UnsatisfiableConstraint &) {
        return BK_UNSATISFIABLE;
    } catch (const kiwi::DuplicateConstraint &) {
        return BK_DUPLICATE;
    } catch (const kiwi::DuplicateEditVariable &) {
        return BK_DUPLICATE;
    } catch (const kiwi::UnknownConstraint &) {
        return BK_UNKNOWN;
    } catch (const kiwi::UnknownEditVariable &) {
        return BK_UNKNOWN;
    } catch (const kiwi::BadRequiredStrength &) {
        return BK_BAD_REQUIRED_STRENGTH;
    } catch (...) {
        return BK_INTERNAL;
    }
}

bool validVariable(const BKSolver *s, int32_t v) { return v >= 0 && size_t(v) < s->variables.size(); }

}  // namespace

extern "C" {

BKSolver *bk_solver_create(void) { return new (std::nothrow) BKSolver(); }

void bk_solver_destroy(BKSolver *solver) { delete solver; }

double bk_strength_required(void) { return kiwi::strength::required; }

int32_t bk_solver_new_variable(BKSolver *s) {
    if (!s->freeVariables.empty()) {
        int32_t v = s->freeVariables.back();
        s->freeVariables.pop_back();
        s->variables[size_t(v)] = kiwi::Variable();
        s->variables[size_t(v)].setTag(v);
        s->handlesChanged = true;
        return v;
    }
    s->variables.emplace_back();
    int32_t v = int32_t(s->variables.size() - 1);
    s->variables.back().setTag(v);
    s->handlesChanged = true;
    return v;
}

void bk_solver_release_variable(BKSolver *s, int32_t v) {
    if (!validVariable(s, v)) return;
    // kiwi keeps the variables it has seen: the old one must not name the handle any more.
    s->variables[size_t(v)].setTag(-1);
    s->variables[size_t(v)] = kiwi::Variable();
    s->freeVariables.push_back(v);
    s->handlesChanged = true;
}

int32_t bk_solver_variable_capacity(const BKSolver *s) { return int32_t(s->variables.size()); }

int64_t bk_solver_index_pages(const BKSolver *s) { return int64_t(s->solver.indexPages()); }

BKStatus bk_solver_add_constraint(
    BKSolver *s, const int32_t *variables, const double *coefficients, int32_t count, double constant,
    BKRelation relation, double strength, int32_t *constraint) {
    for (int32_t i = 0; i < count; i++) {
        if (!validVariable(s, variables[i])) return BK_UNKNOWN;
    }
    return guarded([&] {
        s->terms.clear();
        for (int32_t i = 0; i < count; i++) s->terms.emplace_back(s->variables[size_t(variables[i])], coefficients[i]);
        kiwi::RelationalOperator op = relation == BK_LESS_OR_EQUAL ? kiwi::OP_LE
            : relation == BK_GREATER_OR_EQUAL                      ? kiwi::OP_GE
                                                                   : kiwi::OP_EQ;
        kiwi::Constraint made(kiwi::Expression(s->terms, constant), op, strength);
        s->solver.addConstraint(made);
        int32_t handle;
        if (!s->freeConstraints.empty()) {
            handle = s->freeConstraints.back();
            s->freeConstraints.pop_back();
            s->constraints[size_t(handle)] = made;
            s->liveConstraints[size_t(handle)] = true;
        } else {
            s->constraints.push_back(made);
            s->liveConstraints.push_back(true);
            handle = int32_t(s->constraints.size() - 1);
        }
        *constraint = handle;
    });
}

BKStatus bk_solver_remove_constraint(BKSolver *s, int32_t c) {
    if (c < 0 || size_t(c) >= s->constraints.size() || !s->liveConstraints[size_t(c)]) return BK_UNKNOWN;
    BKStatus status = guarded([&] { s->solver.removeConstraint(s->constraints[size_t(c)]); });
    if (status == BK_OK) {
        s->constraints[size_t(c)] = kiwi::Constraint();
        s->liveConstraints[size_t(c)] = false;
        s->freeConstraints.push_back(c);
    }
    return status;
}

BKStatus bk_solver_add_edit_variable(BKSolver *s, int32_t v, double strength) {
    if (!validVariable(s, v)) return BK_UNKNOWN;
    return guarded([&] { s->solver.addEditVariable(s->variables[size_t(v)], strength); });
}

BKStatus bk_solver_remove_edit_variable(BKSolver *s, int32_t v) {
    if (!validVariable(s, v)) return BK_UNKNOWN;
    return guarded([&] { s->solver.removeEditVariable(s->variables[size_t(v)]); });
}

BKStatus bk_solver_suggest_value(BKSolver *s, int32_t v, double value) {
    if (!validVariable(s, v)) return BK_UNKNOWN;
    return guarded([&] { s->solver.suggestValue(s->variables[size_t(v)], value); });
}

void bk_solver_update_variables(BKSolver *s) { s->solver.updateVariables(); }

void bk_solver_copy_values(BKSolver *s, double *values, int32_t capacity, bool all) {
    // After suggestions that moved a few rows, only their variables; else every handle's.
    if (!all && !s->handlesChanged && s->solver.forEachUpdatedVariable([&](const kiwi::Variable &variable) {
            int32_t tag = variable.tag();
            if (tag >= 0 && tag < capacity) values[tag] = variable.value();
        }))
        return;
    s->handlesChanged = false;
    size_t n = s->variables.size() < size_t(capacity) ? s->variables.size() : size_t(capacity);
    for (size_t i = 0; i < n; i++) values[i] = s->variables[i].value();
}

double bk_solver_value(const BKSolver *s, int32_t v) {
    return validVariable(s, v) ? s->variables[size_t(v)].value() : 0;
}

}  // extern "C"
