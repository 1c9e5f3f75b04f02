#ifndef BARKIT_FUZZ_DRIVER_H
#define BARKIT_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's driver (command-line parsing, corpus, mutation loop) with `test` as the target.
/// SwiftPM links an executable's `main` to `<Module>_main`, so each fuzzer defines that symbol and
/// calls this instead of relying on the `main` in libFuzzer's runtime.
int bk_fuzz_main(int argc, char **argv, int (*test)(const uint8_t *data, size_t size));

#endif
