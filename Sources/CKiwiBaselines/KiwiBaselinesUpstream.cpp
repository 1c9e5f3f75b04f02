// kiwi as released on PyPI, in namespaces of its own (the two kiwis define the same names): the
// reference the patched solver is tested against, and BarBench's upstream figure.
#include "CKiwiBaselines.h"

#include <algorithm>
#include <vector>

#define kiwi kiwi_upstream
#define Loki Loki_upstream
#include "../CKiwi/vendor/upstream/kiwi/kiwi.h"

#define BK_NAME(x) bk_upstream_##x
#include "BaselineSolver.inc"
