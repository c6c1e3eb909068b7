#!/usr/bin/env bash
# The benchmark of docs/Performance.md: synthetic graphs of 200, 2,000 and 10,000 screens (three
# routes each, Scripts/make-large-graph.py), each phase timed against two floors (Yams composing
# the file; libyaml's parser reading its events, building nothing), peak memory, generated lines
# and the type-check time of the generated code. Prints Markdown tables.
# Reports figures only; it never fails on timing.
#
# With --lsp, the language server's latencies instead (docs/Performance.md, "The language
# server"): change to published diagnostics, completion, definition, each graph as one file and
# as 40 files of screens; default sizes 200 2000.
#
# Usage: Scripts/bench.sh [--lsp] [SCREENS...]   (default: 200 2000 10000; NAVGRAPH_BENCH_RUNS=N runs, default 5)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=()
if [ "${1:-}" = "--lsp" ]; then
    mode=(--lsp --split 40)
    shift
fi
sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then
    if [ ${#mode[@]} -gt 0 ]; then sizes=(200 2000); else sizes=(200 2000 10000); fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=()
for screens in "${sizes[@]}"; do
    python3 Scripts/make-large-graph.py "$screens" $((screens * 3)) "$work/screens-$screens.navgraph.yaml"
    files+=("$work/screens-$screens.navgraph.yaml")
done

swift build -c release --product navgraph-bench >&2
"$(swift build -c release --show-bin-path)/navgraph-bench" "${mode[@]}" --runs "${NAVGRAPH_BENCH_RUNS:-5}" "${files[@]}"
