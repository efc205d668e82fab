#!/usr/bin/env bash
# Runs the live-capture fidelity suite (Tests/A11ySnapshotAppleTests) inside its host app
# (Apps/FidelityHost) on an iOS simulator, and writes one Markdown report: a row per case with
# the expected values and their sources, what the capture found, pass or fail, and the capture
# explanation of every failing case. Send that one file to show where capture differs from the
# device (README.md, "What is verified where").
#
#   scripts/apple-fidelity.sh [--destination DEST] [--output DIR]
#
# Needs macOS with Xcode 16 or later, XcodeGen 2.45 or later (brew install xcodegen) and python3
# (Xcode's). Defaults: DEST 'platform=iOS Simulator,name=iPhone 16,OS=latest', DIR build/fidelity.
# Writes DIR/report.md, DIR/results.jsonl (the suite's records), DIR/xcodebuild.log,
# DIR/fidelity-tests.xcresult and DIR/artifacts (the assertions' files, capture explanations
# included). Exit status: xcodebuild's (0 when every case passed); 2 for bad usage or a missing tool.
set -euo pipefail
cd "$(dirname "$0")/.."

destination='platform=iOS Simulator,name=iPhone 16,OS=latest'
output=build/fidelity
usage() { awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; }
while [ $# -gt 0 ]; do
    case "$1" in
        --destination) [ $# -ge 2 ] || { usage >&2; exit 2; }; destination=$2; shift 2 ;;
        --output) [ $# -ge 2 ] || { usage >&2; exit 2; }; output=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *) echo "apple-fidelity: unknown argument $1" >&2; usage >&2; exit 2 ;;
    esac
done

[ "$(uname -s)" = Darwin ] || { echo "apple-fidelity: needs macOS with Xcode (this is $(uname -s))" >&2; exit 2; }
for tool in xcodebuild xcodegen python3; do
    command -v "$tool" >/dev/null 2>&1 || { echo "apple-fidelity: $tool not found (XcodeGen: brew install xcodegen)" >&2; exit 2; }
done

mkdir -p "$output"
output=$(cd "$output" && pwd)
rm -rf "$output/fidelity-tests.xcresult" "$output/artifacts" "$output/results.jsonl" "$output/report.md"
mkdir -p "$output/artifacts"
: > "$output/results.jsonl"

echo "== generating Apps/FidelityHost/FidelityHost.xcodeproj"
xcodegen generate --spec Apps/FidelityHost/project.yml

echo "== running the fidelity suite on $destination (log: $output/xcodebuild.log)"
# xcodebuild hands the test process only TEST_RUNNER_-prefixed variables, without the prefix.
status=0
TEST_RUNNER_CI=true \
TEST_RUNNER_A11Y_FIDELITY_RESULTS="$output/results.jsonl" \
TEST_RUNNER_A11Y_SNAPSHOT_ARTIFACTS="$output/artifacts" \
TEST_RUNNER_A11Y_SNAPSHOT_EXPLAIN=1 \
xcodebuild test \
    -project Apps/FidelityHost/FidelityHost.xcodeproj \
    -scheme FidelityHost \
    -destination "$destination" \
    -resultBundlePath "$output/fidelity-tests.xcresult" \
    >"$output/xcodebuild.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || tail -n 30 "$output/xcodebuild.log"

xcode=$(xcodebuild -version | tr '\n' ' ' | sed 's/ *$//')
python3 scripts/fidelity-report "$output/results.jsonl" --xcode "$xcode" --destination "$destination" \
    --exit-status "$status" >"$output/report.md"
echo "== report: $output/report.md"
exit "$status"
