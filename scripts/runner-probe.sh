#!/usr/bin/env bash
# Runs the RunnerProbeTests suite in real test processes and checks the files they leave:
#   1. a retried failure (--repeat-until pass): the first iteration records and fails, the next
#      passes against the same two files, and no `.3.json` or `.4.json` appears;
#   2. --repetitions 3: every repetition passes on those files and writes no new one;
#   3. swift test --attachments-path DIR: a failure's current snapshot, reference and text and
#      HTML reports are left in DIR, and a failing live capture through the UIKit shim with
#      A11Y_SNAPSHOT_EXPLAIN=1 leaves its capture explanation there.
# Needs the test build (`swift build --build-tests` or a `swift test` run) first.
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(swift build --show-bin-path)/A11ySnapshotPackageTests.xctest"
[ -x "$bin" ] || { echo "runner probe: no test binary at $bin; run swift build --build-tests first" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "runner probe: $*" >&2; exit 1; }
references() { (cd "$work/probe/snapshots/RunnerProbeTests" && ls | sort | tr '\n' ' '); }
expected="mismatchAttaches.screen.json twoUnnamedSnapshots.2.json twoUnnamedSnapshots.json "

echo "-- a retried failure uses the files its first iteration recorded"
# The process exits non-zero because its first iteration failed; its last iteration must pass.
A11Y_RUNNER_PROBE="$work/probe" "$bin" --testing-library swift-testing --filter RunnerProbeTests \
    --repeat-until pass --repetitions 3 >"$work/retry.log" 2>&1 || true
grep -q "Iteration 2 started" "$work/retry.log" || { cat "$work/retry.log"; fail "the first iteration passed, so nothing was retried"; }
grep -q "Iteration 3 started" "$work/retry.log" && { cat "$work/retry.log"; fail "the retry failed again"; }
tail -n 1 "$work/retry.log" | grep -q "passed" || { cat "$work/retry.log"; fail "the retried run did not end passing"; }
[ "$(references)" = "$expected" ] || fail "references after the retried run: $(references) (expected: $expected)"

echo "-- every repetition passes on the same files"
A11Y_RUNNER_PROBE="$work/probe" "$bin" --testing-library swift-testing --filter RunnerProbeTests \
    --repetitions 3 >"$work/repeat.log" 2>&1 || { cat "$work/repeat.log"; fail "a repetition failed"; }
grep -q "Iteration 3 ended" "$work/repeat.log" || fail "the tests did not run three times"
[ "$(references)" = "$expected" ] || fail "references after repetitions: $(references) (expected: $expected)"

echo "-- swift test --attachments-path keeps a failure's files"
mkdir -p "$work/attachments"
A11Y_RUNNER_PROBE="$work/probe" swift test --skip-build --filter RunnerProbeTests --attachments-path "$work/attachments" \
    >"$work/attach.log" 2>&1 || { cat "$work/attach.log"; fail "swift test --attachments-path failed"; }
for suffix in current.json reference.json report.txt report.html; do
    file="$work/attachments/mismatchAttaches.screen.$suffix"
    [ -s "$file" ] || fail "no attachment $file (found: $(ls "$work/attachments" | tr '\n' ' '))"
done
grep -q '"label": "Sign in"' "$work/attachments/mismatchAttaches.screen.current.json" || fail "the current snapshot attachment is not the current tree"
grep -q '"label": "Log in"' "$work/attachments/mismatchAttaches.screen.reference.json" || fail "the reference attachment is not the reference"
grep -q 'label: "Log in" → "Sign in"' "$work/attachments/mismatchAttaches.screen.report.txt" || fail "the text report lacks the change"
grep -q '<!DOCTYPE html>' "$work/attachments/mismatchAttaches.screen.report.html" || fail "the HTML report is not a page"
explained="$work/attachments/explainedMismatchAttaches.screen.capture.txt"
[ -s "$explained" ] || fail "no capture explanation $explained (found: $(ls "$work/attachments" | tr '\n' ' '))"
grep -q '^A11ySnapshot capture explanation' "$explained" || fail "the capture explanation attachment is not an explanation"
grep -q 'label "Sign in"' "$explained" || fail "the capture explanation does not show the captured element"
echo "runner probe: ok"
