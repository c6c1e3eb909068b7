#!/usr/bin/env bash
# The benchmark of docs/Performance.md. Reports figures only; it never fails on timing.
#
#   Scripts/bench.sh [SHAPE...]              each graph shape (all by default; navgraph-bench --help lists
#                                            them) at 200, 2,000 and 8,000 screens: every phase's time and
#                                            its growth per 10x the screens, and generated lines a screen;
#                                            times are CPU time (--cpu-time), which a shared machine's load
#                                            disturbs less than the wall clock
#   Scripts/bench.sh --floors [SCREENS...]   the presentations shape at 200, 2,000 and 10,000 screens (or
#                                            the sizes given), each phase against the two floors (Yams
#                                            composing the file; libyaml reading its events, building
#                                            nothing), peak memory, generated lines and type-check time
#   Scripts/bench.sh --lsp [SCREENS...]      the language server's latencies on the presentations shape at
#                                            200 and 2,000 screens (or the sizes given): change to published
#                                            diagnostics, completion, definition, each graph as one file and
#                                            as 40 files of screens (docs/Performance.md, "The language server")
#
# NAVGRAPH_BENCH_RUNS=N runs (default 5; each time is the fastest); NAVGRAPH_BENCH_SIZES=200,2000,8000
# for the shapes. Prints Markdown tables.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product navgraph-bench >&2
bench="$(swift build -c release --show-bin-path)/navgraph-bench"
runs="${NAVGRAPH_BENCH_RUNS:-5}"

mode="${1:-}"
if [ "$mode" != "--floors" ] && [ "$mode" != "--lsp" ]; then
    exec "$bench" --shapes --cpu-time --runs "$runs" --sizes "${NAVGRAPH_BENCH_SIZES:-200,2000,8000}" "$@"
fi
shift
sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then
    if [ "$mode" = "--lsp" ]; then sizes=(200 2000); else sizes=(200 2000 10000); fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
files=()
for screens in "${sizes[@]}"; do
    "$bench" --write presentations "$screens" "$work/screens-$screens"
    files+=("$work/screens-$screens/presentations.navgraph.yaml")
done
if [ "$mode" = "--lsp" ]; then
    "$bench" --lsp --split 40 --runs "$runs" "${files[@]}"
else
    "$bench" --runs "$runs" "${files[@]}"
fi
