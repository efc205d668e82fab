#!/usr/bin/env bash
# Writes every report the CLI produces on the built-in demo and on the real dumps in
# ../shared/real-trees into one folder, so a refactoring can prove it changed no output:
#   scripts/report-baseline.sh /tmp/before && (change) && scripts/report-baseline.sh /tmp/after
#   diff -r /tmp/before /tmp/after
set -uo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: scripts/report-baseline.sh OUTPUT-DIR}
trees=${A11Y_REAL_TREES:-../shared/real-trees}
mkdir -p "$out"
trees=$(cd "$trees" 2>/dev/null && pwd || echo "$trees")
swift build -q --product a11ysnap || exit 2
bin=$(swift build --show-bin-path)/a11ysnap
# Reports name the files they read: run from inside the output folder with relative paths, so
# two baselines written to different folders compare equal.
cd "$out" && out=.
export NO_COLOR=1
for format in text markdown json html sarif github; do
    "$bin" demo --format "$format" >"$out/demo.$format" 2>&1; echo "exit $?" >>"$out/demo.$format"
done
"$bin" variants --demo >"$out/variants.text" 2>&1
"$bin" variants --demo --format json >"$out/variants.json" 2>&1
"$bin" variants --demo --format html >"$out/variants.html" 2>&1
"$bin" rules --markdown >"$out/rules.md" 2>&1
if [ ! -d "$trees" ]; then echo "no $trees: only the demo was written"; exit 0; fi
snaps="$out/snapshots"; mkdir -p "$snaps"
find "$trees" -type f ! -name SOURCES.md | sort | while read -r file; do
    name=$(echo "${file#"$trees"/}" | tr '/' '_')
    "$bin" import "$file" -o "$snaps/$name.json" >"$out/import.$name.txt" 2>&1; echo "exit $?" >>"$out/import.$name.txt"
done
for format in text json sarif github; do
    "$bin" check "$snaps" --format "$format" >"$out/check.$format" 2>&1; echo "exit $?" >>"$out/check.$format"
done
# Every pair of snapshots imported from the same folder and format, compared in order.
ls "$snaps" | sort | awk -F_ '{print $1}' | uniq | while read -r group; do
    prev=""
    for snap in $(ls "$snaps" | grep "^${group}_" | sort); do
        if [ -n "$prev" ]; then
            for format in text json markdown html; do
                "$bin" diff "$snaps/$prev" "$snaps/$snap" --format "$format" >"$out/diff.$prev.$snap.$format" 2>&1
                echo "exit $?" >>"$out/diff.$prev.$snap.$format"
            done
        fi
        prev=$snap
    done
done
echo "wrote $(find "$out" -type f | wc -l) files to $out"
