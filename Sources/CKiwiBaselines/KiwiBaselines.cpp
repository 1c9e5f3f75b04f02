#include "CKiwiBaselines.h"

#include <kiwi/kiwi.h>

#include <vector>

struct BKBaselineSolver {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
    std::vector<kiwi::Constraint> constraints;
};

extern "C" {

BKBaselineSolver *bk_baseline_solve(const BKBaselineSystem *system) {
    auto *s = new BKBaselineSolver();
    try {
        s->variables.resize(size_t(system->variableCount));
        size_t term = 0;
        std::vector<kiwi::Term> terms;
        for (int32_t c = 0; c < system->constraintCount; c++) {
            terms.clear();
            for (int32_t t = 0; t < system->termCounts[c]; t++, term++) {
                terms.emplace_back(s->variables[size_t(system->termVariables[term])], system->termCoefficients[term]);
            }
            kiwi::RelationalOperator op = system->relations[c] < 0 ? kiwi::OP_LE
                : system->relations[c] > 0                         ? kiwi::OP_GE
                                                                   : kiwi::OP_EQ;
            kiwi::Constraint made(kiwi::Expression(terms, system->constants[c]), op, system->strengths[c]);
            s->solver.addConstraint(made);
            s->constraints.push_back(made);
        }
        s->solver.updateVariables();
    } catch (...) {
        delete s;
        return nullptr;
    }
    return s;
}

void bk_baseline_replace_constants(BKBaselineSolver *s, int32_t count, const double *constants) {
    for (int32_t i = 0; i < count && size_t(i) < s->constraints.size(); i++) {
        kiwi::Constraint old = s->constraints[size_t(i)];
        kiwi::Constraint made(kiwi::Expression(old.expression().terms(), constants[i]), old.op(), old.strength());
        s->solver.removeConstraint(old);
        s->solver.addConstraint(made);
        s->constraints[size_t(i)] = made;
    }
    s->solver.updateVariables();
}

double bk_baseline_checksum(const BKBaselineSolver *s) {
    double sum = 0;
    for (const auto &v : s->variables) sum += v.value();
    return sum;
}

void bk_baseline_destroy(BKBaselineSolver *s) { delete s; }

}  // extern "C"
