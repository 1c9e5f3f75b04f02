#!/usr/bin/env bash
# The test suite under AddressSanitizer or valgrind's memcheck. See Docs/Reliability.md.
#
#   scripts/sanitize.sh asan                 build with -sanitize=address (in .build/asan) and run every test
#   scripts/sanitize.sh valgrind [FILTER]    build with DWARF 4 (in .build/valgrind) and run every test
#                                            (or those matching FILTER) under memcheck
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
    filter=${1:-}
    # valgrind 3.19 (Debian 12) cannot read the toolchain's default DWARF 5, so this build asks for
    # DWARF 4, in its own directory.
    "$SWIFT" build --build-tests --scratch-path .build/valgrind -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4
    # valgrind faults on libdispatch's read-only sigsuspend mask in the test runner's main thread;
    # a preloaded sigsuspend hands the kernel a writable copy (see the file).
    preload=.build/valgrind/valgrind-sigsuspend.so
    cc -shared -fPIC -O2 -Wall -o "$preload" scripts/valgrind-sigsuspend.c
    # Skipped under memcheck: the tests comparing with the `hb-shape` tool. Foundation's `Process`
    # cannot start a program under valgrind (it fails with EBADF closing the descriptors valgrind
    # keeps for itself).
    skip='HBShape|glyphPositionsAdvanceAlongTheBaseline'
    args=(--testing-library swift-testing --skip "$skip")
    [ -z "$filter" ] || args+=(--filter "$filter")
    export SWIFT_BACKTRACE=enable=no
    log=.build/valgrind/memcheck.log
    status=0
    LD_PRELOAD=$PWD/$preload valgrind --tool=memcheck --error-exitcode=3 --leak-check=full \
        --show-leak-kinds=definite --errors-for-leak-kinds=definite --suppressions=scripts/valgrind.supp \
        --num-callers=30 --log-file="$log" \
        .build/valgrind/debug/BarKitPackageTests.xctest "${args[@]}" || status=$?
    grep -E "ERROR SUMMARY|definitely lost|indirectly lost" "$log" || true
    [ "$status" -eq 0 ] || echo "memcheck reported problems (exit $status); see $log" >&2
    exit "$status"
    ;;
*)
    sed -n '2,6p' "$0"
    exit 2
    ;;
esac
