#!/usr/bin/env bash
# Builds the libFuzzer harnesses (the package in Fuzz/, with the fuzzer and address sanitizers) and
# runs one of them.
#
#   scripts/fuzz.sh --list                  the targets
#   scripts/fuzz.sh TARGET SECONDS [ARGS]   fuzz TARGET for SECONDS; extra ARGS go to libFuzzer
#   scripts/fuzz.sh --reproduce TARGET FILE run one input (a finding) through TARGET
#   scripts/fuzz.sh --build                 only build
#
# FUZZ_CONFIGURATION=debug builds without optimization (with assertions, in a quarter of the
# time): CI's smoke run does; long runs want the default, release.
#
# The corpus grows in Fuzz/.build/fuzz/TARGET/corpus (seeded from the test fixtures, the reference
# snapshots and Fuzz/Seeds on every run); findings go to Fuzz/.build/fuzz/TARGET/findings. Exits 1
# when the run finds a crash, a sanitizer report, a failed invariant, a timeout or an out-of-memory.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz_package="$root/Fuzz"
scratch="$fuzz_package/.build"
configuration="${FUZZ_CONFIGURATION:-release}"
case "$configuration" in release|debug) ;; *) echo "FUZZ_CONFIGURATION must be release or debug, not '$configuration'" >&2; exit 2 ;; esac
binary_name="a11ysnapshot-fuzz"

# Keep in step with FuzzTarget.all; `--check-list` compares the two.
targets=(
    snapshot-reader
    import-appium-xml import-wda-json import-xcui-text import-idb-json import-a11yuitests-json
    import-uiautomator-xml import-maestro-json import-accessibilitysnapshot-json import-detect
    diff rules
)

# The Swift runtime's backtracer would take the crash signals libFuzzer needs.
export SWIFT_BACKTRACE=enable=no

usage() {
    sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

build() {
    echo "== building the fuzz harnesses ($configuration, -sanitize=fuzzer,address) in $scratch" >&2
    # SwiftPM plans a path dependency's sources once and does not notice files added to or removed
    # from it later; when the main package's file list changes, drop the plan so it is made again.
    local file_list stamp="$scratch/main-package-files.txt"
    file_list="$(cd "$root" && find Sources -name '*.swift' | LC_ALL=C sort)"
    if [ "$file_list" != "$(cat "$stamp" 2>/dev/null)" ]; then
        rm -f "$scratch"/*/"$configuration"/description.json
        mkdir -p "$scratch"
        printf '%s' "$file_list" > "$stamp"
    fi
    # --sanitize (not -Xswiftc -sanitize=) so SwiftPM leaves main to libFuzzer; the coverage flags
    # are explicit because -sanitize=fuzzer alone does not instrument Swift code for coverage.
    # --show-bin-path gets the same flags: a call with other flags makes the next build start over.
    local flags=(--package-path "$fuzz_package" --scratch-path "$scratch" -c "$configuration"
        --sanitize fuzzer --sanitize address
        -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table)
    swift build "${flags[@]}" --product "$binary_name" >&2
    binary="$(swift build "${flags[@]}" --show-bin-path)/$binary_name"
}

is_target() {
    local candidate
    for candidate in "${targets[@]}"; do [ "$candidate" = "$1" ] && return 0; done
    return 1
}

# The dump format a fixture folder holds, for import-FORMAT targets.
format_of() { echo "${1#import-}"; }

fixtures="$root/Tests/A11ySnapshotTests/Import/Fixtures"

# Snapshot files: the references, the importers' expected output and the hand-made seeds.
snapshot_seeds() {
    find "$root/__Snapshots__" "$fixtures" "$fuzz_package/Seeds/snapshot" -type f -name '*.json' \
        \( -path '*__Snapshots__*' -o -name '*.expected.json' -o -path '*/Seeds/*' \) 2>/dev/null | sort
}

# Dump files: every fixture that is not an expected snapshot or a README, of one format or all.
dump_seeds() {
    local folder="$fixtures${1:+/$1}"
    [ -d "$folder" ] || return 0
    find "$folder" -type f ! -name '*.expected.json' ! -name 'README.md' | sort
}

copy_seeds() {
    local target="$1" corpus="$2"
    case "$target" in
        snapshot-reader) snapshot_seeds | xargs -r -d '\n' cp -t "$corpus" ;;
        import-detect) dump_seeds | xargs -r -d '\n' cp -t "$corpus" ;;
        import-*) dump_seeds "$(format_of "$target")" | xargs -r -d '\n' cp -t "$corpus" ;;
        rules) { snapshot_seeds; dump_seeds; } | xargs -r -d '\n' cp -t "$corpus" ;;
        diff)
            # Pairs: each snapshot with the next one and with itself, and each dump with the
            # snapshot it imports as. A NUL byte separates the reference from the current tree.
            local files=() index=0 file next
            while IFS= read -r file; do files+=("$file"); done < <(snapshot_seeds)
            for file in ${files[@]+"${files[@]}"}; do
                next="${files[$(((index + 1) % ${#files[@]}))]}"
                { cat "$file"; printf '\0'; cat "$next"; } > "$corpus/pair-$index.json"
                { cat "$file"; printf '\0'; cat "$file"; } > "$corpus/same-$index.json"
                index=$((index + 1))
            done
            while IFS= read -r file; do
                [ -f "$file.expected.json" ] || continue
                { cat "$file"; printf '\0'; cat "$file.expected.json"; } > "$corpus/import-$index"
                index=$((index + 1))
            done < <(dump_seeds)
            ;;
    esac
}

dictionary_for() {
    local target="$1" dictionaries="$fuzz_package/Dictionaries"
    case "$target" in
        snapshot-reader) echo "$dictionaries/snapshot-json.dict" ;;
        import-*-json) echo "$dictionaries/dump-json.dict" ;;
        import-*-xml) echo "$dictionaries/xml.dict" ;;
        import-xcui-text) echo "$dictionaries/xcui-text.dict" ;;
        *) ls "$dictionaries"/*.dict ;;
    esac
}

case "${1:-}" in
    --list)
        printf '%s\n' "${targets[@]}"
        exit 0
        ;;
    --check-list)
        build
        diff <(printf '%s\n' "${targets[@]}") <(FUZZ_TARGET=list "$binary") \
            || { echo "scripts/fuzz.sh's target list differs from the harness's (FuzzTarget.all)" >&2; exit 1; }
        exit 0
        ;;
    --build)
        build
        exit 0
        ;;
    --reproduce)
        [ $# -eq 3 ] || usage
        is_target "$2" || { echo "unknown target $2; see --list" >&2; exit 2; }
        build
        FUZZ_TARGET="$2" "$binary" -runs=1 "$3"
        exit $?
        ;;
    ''|-*) usage ;;
esac

[ $# -ge 2 ] || usage
target="$1" seconds="$2"
shift 2
is_target "$target" || { echo "unknown target $target; see --list" >&2; exit 2; }
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "SECONDS must be a whole number" >&2; exit 2; }

build
work="$scratch/fuzz/$target"
corpus="$work/corpus"
findings="$work/findings"
mkdir -p "$corpus" "$findings"
copy_seeds "$target" "$corpus"
dictionary="$work/$target.dict"
dictionary_for "$target" | xargs cat > "$dictionary"
log="$work/last-run.log"
before="$(ls "$findings" | wc -l)"

echo "== fuzzing $target for ${seconds}s; corpus $corpus, findings $findings, log $log" >&2
status=0
FUZZ_TARGET="$target" "$binary" "$corpus" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -dict="$dictionary" -artifact_prefix="$findings/" -print_final_stats=1 "$@" > "$log" 2>&1 || status=$?

# The run's figures: the last status line (cov, corpus) and the final stats (executions, exec/s).
summary="$(grep -E '^#[0-9]+' "$log" | tail -1 || true)"
executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
speed="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
echo "$target: ${seconds}s, executions ${executions:-?}, exec/s ${speed:-?}, corpus $(ls "$corpus" | wc -l) files; last: $summary"

after="$(ls "$findings" | wc -l)"
if [ "$status" -ne 0 ] || [ "$after" -gt "$before" ]; then
    echo "FINDING in $target (libFuzzer exit $status); inputs in $findings:" >&2
    ls -t "$findings" | head -5 >&2
    grep -E 'ERROR|INVARIANT|Fatal error|SUMMARY' "$log" | head -10 >&2 || true
    echo "reproduce: scripts/fuzz.sh --reproduce $target $findings/<file>" >&2
    exit 1
fi
