#ifndef BARKIT_CHARFBUZZ_SHIM_H
#define BARKIT_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-ft.h>
#endif
