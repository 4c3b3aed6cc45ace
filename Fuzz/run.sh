#!/usr/bin/env bash
# Runs every fuzz target for SECONDS each (default 60), seeded from the test fixtures and, when
# present, ../shared/corpus/string-tables (beside the repository) (or $FUZZ_SEED_CORPUS).
#   Fuzz/run.sh 600                   # 10 minutes per target
#   Fuzz/run.sh 8 strings xcstrings   # some targets
#   FUZZ_SEED=1 FUZZ_RUNS=10000 Fuzz/run.sh 120   # repeatable: what CI runs, from the seeds alone
# Builds first (Fuzz/build.sh; FUZZ_NO_BUILD=1 skips it, for parallel runs). Crashes are saved under Fuzz/.build/artifacts/<target>/; the exit
# status is non-zero when any target crashed. Exit status 3: libFuzzer unavailable, nothing ran.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=${FUZZ_BUILD:-$ROOT/Fuzz/.build}
SECONDS_EACH=${1:-60}
shift || true
TARGETS=(strings stringsdict xcstrings android normalize_fr normalize_en normalize_ru)
[ $# -gt 0 ] && TARGETS=("$@")
FIXTURES=$ROOT/Tests/SpeakableTests/Fixtures
SHARED=${FUZZ_SEED_CORPUS:-$ROOT/../shared/corpus/string-tables}

[ -n "${FUZZ_NO_BUILD:-}" ] || Fuzz/build.sh "${TARGETS[@]}" || exit $?
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}
# A seeded run hashes deterministically: with Swift's per-process random hash seed, dictionaries
# and sets take other paths in each process. (Runs still differ a little: addresses change with
# ASLR, and some caches hash them.)
[ -n "${FUZZ_SEED:-}" ] && export SWIFT_DETERMINISTIC_HASHING=1
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

seed_tables() { # seed_tables DIR PATTERN...: copies matching tables into DIR
    local dir=$1; shift
    for root in "$FIXTURES" "$SHARED"; do
        [ -d "$root" ] || continue
        for pattern in "$@"; do
            find "$root" -type f -name "$pattern" -size -512k -print0 |
                while IFS= read -r -d '' file; do cp "$file" "$dir/seed-$(cksum < "$file" | cut -d' ' -f1)"; done
        done
    done
}
seed_text() { # seed_text DIR LANG: one seed per fixture row ("written" column) of that language
    local dir=$1 lang=$2 n=0
    # In a fixed order (the seeds' names are numbered), so a seeded run is the same on every machine.
    find "$FIXTURES/$lang" -name '*.tsv' -not -path '*/api/*' -print0 | LC_ALL=C sort -z | xargs -0 cat | grep -v '^#' | grep -v '^$' |
        while IFS= read -r line; do
            n=$((n + 1))
            # Text fixtures: written<TAB>spoken; API fixtures: options<TAB>input<TAB>expected.
            printf '%s' "${line%%$'\t'*}" > "$dir/seed-row-$n"
        done
}

status=0
summary=()
for target in "${TARGETS[@]}"; do
    corpus=$OUT/corpus/$target
    # A seeded run (FUZZ_SEED) starts from the seeds alone, as on a clean clone: what earlier runs
    # added to the corpus would take it down another path than CI's.
    if [ -n "${FUZZ_SEED:-}" ]; then corpus=$OUT/corpus-seeded/$target; rm -rf "$corpus"; fi
    artifacts=$OUT/artifacts/$target
    mkdir -p "$corpus" "$artifacts"
    case $target in
        strings) seed_tables "$corpus" '*.strings' '*.strings.*' ;;
        stringsdict) seed_tables "$corpus" '*.stringsdict' ;;
        xcstrings) seed_tables "$corpus" '*.xcstrings' ;;
        android) seed_tables "$corpus" '*.xml' ;;
        normalize_*) seed_text "$corpus" "${target#normalize_}" ;;
    esac
    log=$OUT/$target.log
    echo "== fuzz-$target for ${SECONDS_EACH}s ($(ls "$corpus" | wc -l) corpus files)"
    started=$(date +%s)
    # FUZZ_SEED and FUZZ_RUNS make a run repeatable (CI): the same inputs in the same order, up to
    # FUZZ_RUNS of them, whatever the machine's speed (SECONDS still bounds it).
    extra=()
    # (-reload=0: no timed re-reading of the corpus directory, which depends on the clock.)
    [ -n "${FUZZ_SEED:-}" ] && extra+=(-seed="$FUZZ_SEED" -reload=0)
    [ -n "${FUZZ_RUNS:-}" ] && extra+=(-runs="$FUZZ_RUNS")
    "$OUT/fuzz-$target" -max_total_time="$SECONDS_EACH" -timeout=30 -rss_limit_mb=2048 -max_len=65536 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" ${extra[@]+"${extra[@]}"} "$corpus" > "$log" 2>&1
    rc=$?
    elapsed=$(( $(date +%s) - started ))
    execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
    cov=$(grep -o 'cov: [0-9]*' "$log" | tail -1)
    [ -n "$execs" ] || execs=$(grep -o '^#[0-9]*' "$log" | tail -1 | tr -d '#')
    line="fuzz-$target: ${elapsed}s, ${execs:-?} executions, ${cov:-cov: ?}, exit $rc"
    if [ $rc -ne 0 ]; then
        status=1
        line+=" CRASH: $(ls -t "$artifacts" | head -1) (log $log)"
        grep -m3 -E 'FUZZ PROPERTY BROKEN|ERROR: |Fatal error' "$log" >&2
    fi
    echo "$line"
    summary+=("$line")
done
printf '%s\n' "== summary" "${summary[@]}"
exit $status
