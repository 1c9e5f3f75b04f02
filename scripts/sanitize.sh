#!/usr/bin/env bash
# The test suite under AddressSanitizer or valgrind's memcheck. See Docs/Reliability.md.
#
#   scripts/sanitize.sh asan                 build with -sanitize=address (in .build/asan) and run every test
#   scripts/sanitize.sh valgrind [FILTER]    run the debug test binary under memcheck (FILTER: a test name
#                                            pattern; default: every suite but the slow deep/wide ones)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}

case "${1:-}" in
asan)
    # The Swift runtime's backtracer reads the stack in ways ASan reports; ASan prints its own reports.
    export SWIFT_BACKTRACE=enable=no
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:detect_stack_use_after_return=0}
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0}
    "$SWIFT" build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address \
        -Xcc -fsanitize=address
    "$SWIFT" test --skip-build --scratch-path .build/asan
    ;;
valgrind)
    shift
    filter=${1:-}
    "$SWIFT" build --build-tests
    binary=$(find .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -1)
    args=(--testing-library swift-testing)
    if [ -n "$filter" ]; then
        args+=(--filter "$filter")
    else
        # Everything except the 10,000-deep and 100,000-wide trees, which take minutes under valgrind.
        args+=(--skip "DeepTreeTests|DeepDocumentTests|nestingAHundredThousandLevels|LineBreakerWhiteSpaceTests")
    fi
    export SWIFT_BACKTRACE=enable=no
    valgrind --tool=memcheck --error-exitcode=3 --leak-check=full --show-leak-kinds=definite \
        --errors-for-leak-kinds=definite --suppressions=scripts/valgrind.supp --num-callers=30 \
        "$binary" "${args[@]}"
    ;;
*)
    sed -n '2,6p' "$0"
    exit 2
    ;;
esac
