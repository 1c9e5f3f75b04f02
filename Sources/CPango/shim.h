#ifndef BARKIT_CPANGO_SHIM_H
#define BARKIT_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
