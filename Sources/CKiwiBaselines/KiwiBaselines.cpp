// kiwi as BarKit ships it (with scripts/kiwi-column-index.patch): BarBench's baseline.
#include "CKiwiBaselines.h"

#include <kiwi/kiwi.h>

#include <algorithm>
#include <vector>

#define BK_NAME(x) bk_baseline_##x
#include "BaselineSolver.inc"
