#!/usr/bin/env bash
# The test suite under AddressSanitizer or valgrind's memcheck. See Docs/Reliability.md.
#
#   scripts/sanitize.sh asan                 build with -sanitize=address (in .build/asan) and run every test
#   scripts/sanitize.sh valgrind [SCENE]     run BarDemo (every scene, or SCENE) under memcheck
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

case "${1:-}" in
asan)
    # The Swift runtime's backtracer reads the stack in ways ASan reports; ASan prints its own reports.
    export SWIFT_BACKTRACE=enable=no
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:detect_stack_use_after_return=0}
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}
    "$SWIFT" build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address \
        -Xcc -fsanitize=address
    "$SWIFT" test --skip-build --scratch-path .build/asan
    ;;
valgrind)
    shift
    scene=${1:-}
    # valgrind 3.19 (Debian 12) cannot read the toolchain's default DWARF 5, so this build asks for
    # DWARF 4, in its own directory. It also crashes inside the Swift Testing runner (even with
    # --tool=none), so it runs BarDemo, which drives the library end to end: fonts, fallback and
    # shaping, images, every bar and button pattern, layout, rendering, taps and target-action.
    "$SWIFT" build --scratch-path .build/valgrind --product BarDemo -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
    output=$(mktemp -d)
    args=(--output "$output")
    [ -z "$scene" ] || args+=(--scene "$scene")
    export SWIFT_BACKTRACE=enable=no
    status=0
    valgrind --tool=memcheck --error-exitcode=3 --leak-check=full --show-leak-kinds=definite \
        --errors-for-leak-kinds=definite --suppressions=scripts/valgrind.supp --num-callers=30 \
        .build/valgrind/debug/BarDemo "${args[@]}" > "$output/demo.log" || status=$?
    rm -rf "$output"
    exit "$status"
    ;;
*)
    sed -n '2,6p' "$0"
    exit 2
    ;;
esac
