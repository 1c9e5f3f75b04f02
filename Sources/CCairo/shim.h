#ifndef BARKIT_CCAIRO_SHIM_H
#define BARKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#endif
