#ifndef BARKIT_CFONTCONFIG_SHIM_H
#define BARKIT_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
