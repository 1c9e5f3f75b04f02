#!/usr/bin/env bash
# Builds and runs BarKit's libFuzzer targets (the package in Fuzz/).
#
#   scripts/fuzz.sh build                 build every fuzzer (release, -sanitize=fuzzer,address)
#   scripts/fuzz.sh run NAME [SECONDS]    fuzz one target for SECONDS (default $FUZZ_SECONDS or 60)
#   scripts/fuzz.sh regress [NAME...]     replay the kept corpora (Tests/BarKitTests/Corpus/NAME) once
#
# NAME is one of: font image document text events layout table editing. A run reads the kept corpus and writes what it
# finds to .build/fuzz/corpus/NAME (not kept); crashes, leaks, timeouts and out-of-memory inputs go
# to .build/fuzz/artifacts/NAME-*. Extra libFuzzer flags can be given in FUZZ_FLAGS.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
ALL=(font image document text events layout table editing)
BIN=Fuzz/.build/release
WORK=.build/fuzz

# The sanitizer runtimes come with the toolchain's clang.
target() {
    case "$1" in
    font) echo FuzzFont ;; image) echo FuzzImage ;; document) echo FuzzDocument ;;
    text) echo FuzzText ;; events) echo FuzzEvents ;; layout) echo FuzzLayout ;;
    table) echo FuzzTable ;; editing) echo FuzzEditing ;;
    *) echo "unknown fuzz target '$1' (one of: ${ALL[*]})" >&2; exit 2 ;;
    esac
}

# Seconds an input may take before it counts as a hang. A layout input plays up to 200 steps with
# about 70 layouts, each remaking the solver when constraints conflict, and the case itself fails
# any single layout over 2 s (Docs/Reliability.md, "Known limits"); table and editing inputs play up
# to 400 and 200 steps, each laid out; the others do one thing.
time_limit() {
    case "$1" in
    layout | table | editing) echo 5 ;;
    *) echo 1 ;;
    esac
}

extra_flags() {
    case "$1" in
    document) echo "-dict=Fuzz/Dictionaries/document.dict -max_len=8192" ;;
    font) echo "-max_len=16384" ;;
    image) echo "-max_len=4096" ;;
    text) echo "-max_len=4096" ;;
    events) echo "-max_len=2048" ;;
    layout) echo "-max_len=2048" ;;
    table) echo "-max_len=4096" ;;
    editing) echo "-max_len=2048" ;;
    esac
}

build() {
    # SwiftPM keeps the build plan of the path dependency and misses source files added to it since;
    # dropping the plan makes it look again (the compiled objects are kept).
    rm -f Fuzz/.build/release.yaml Fuzz/.build/*/release/description.json
    (cd Fuzz && "$SWIFT" build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
}

# detect_leaks needs LeakSanitizer, part of ASan here; leaks in process-lifetime caches of
# fontconfig and the Swift runtime are listed in Fuzz/lsan.supp.
# The Swift runtime's own backtracer would read the stack under ASan and be reported itself.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan.supp:print_suppressions=0}

run() {
    local name=$1 seconds=${2:-${FUZZ_SECONDS:-60}}
    local exe
    exe=$(target "$name")
    mkdir -p "$WORK/corpus/$name" "$WORK/artifacts" "$WORK/logs"
    echo "fuzzing $name for ${seconds}s (log: $WORK/logs/$name.log)"
    # shellcheck disable=SC2046
    "$BIN/$exe" "$WORK/corpus/$name" "Tests/BarKitTests/Corpus/$name" \
        -timeout="$(time_limit "$name")" -rss_limit_mb=2048 -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$WORK/artifacts/$name-" $(extra_flags "$name") ${FUZZ_FLAGS:-} \
        2>&1 | tee "$WORK/logs/$name.log" | grep -E "^#[0-9]+ +(INITED|DONE)|ERROR|SUMMARY|stat::" || true
    return "${PIPESTATUS[0]}"
}

regress() {
    local names=("$@")
    [ ${#names[@]} -gt 0 ] || names=("${ALL[@]}")
    for name in "${names[@]}"; do
        local exe
        exe=$(target "$name")
        echo "replaying Tests/BarKitTests/Corpus/$name"
        "$BIN/$exe" -timeout="$(time_limit "$name")" -runs=0 $(extra_flags "$name") "Tests/BarKitTests/Corpus/$name" 2>&1 | tail -1
        [ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
    done
}

case "${1:-}" in
build) build ;;
run) shift; run "$@" ;;
regress) shift; regress "$@" ;;
*) sed -n '2,11p' "$0"; exit 2 ;;
esac
