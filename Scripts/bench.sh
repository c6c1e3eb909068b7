#!/usr/bin/env bash
# The benchmark of docs/Performance.md: synthetic graphs of 200, 2,000 and 10,000 screens (three
# routes each, Scripts/make-large-graph.py), each phase timed against two floors (Yams composing
# the file; libyaml's parser reading its events, building nothing), peak memory, generated lines
# and the type-check time of the generated code. Prints Markdown tables.
# Reports figures only; it never fails on timing.
#
# Usage: Scripts/bench.sh [SCREENS...]   (default: 200 2000 10000; NAVGRAPH_BENCH_RUNS=N runs, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(200 2000 10000)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=()
for screens in "${sizes[@]}"; do
    python3 Scripts/make-large-graph.py "$screens" $((screens * 3)) "$work/screens-$screens.navgraph.yaml"
    files+=("$work/screens-$screens.navgraph.yaml")
done

swift build -c release --product navgraph-bench >&2
"$(swift build -c release --show-bin-path)/navgraph-bench" --runs "${NAVGRAPH_BENCH_RUNS:-5}" "${files[@]}"
