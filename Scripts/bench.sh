#!/usr/bin/env bash
# The benchmark of docs/Performance.md. Reports figures only; it never fails on timing.
#
#   Scripts/bench.sh [SHAPE...]              each graph shape (all by default; navgraph-bench --help lists
#                                            them) at 200, 2,000 and 8,000 screens: every phase's time and
#                                            its growth per 10x the screens, and generated lines a screen
#   Scripts/bench.sh --floors [SCREENS...]   the presentations shape at 200, 2,000 and 10,000 screens (or
#                                            the sizes given), each phase against the two floors (Yams
#                                            composing the file; libyaml reading its events, building
#                                            nothing), peak memory, generated lines and type-check time
#
# NAVGRAPH_BENCH_RUNS=N runs (default 5; each time is the fastest); NAVGRAPH_BENCH_SIZES=200,2000,8000
# for the shapes. Prints Markdown tables.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product navgraph-bench >&2
bench="$(swift build -c release --show-bin-path)/navgraph-bench"
runs="${NAVGRAPH_BENCH_RUNS:-5}"

if [ "${1:-}" != "--floors" ]; then
    exec "$bench" --shapes --runs "$runs" --sizes "${NAVGRAPH_BENCH_SIZES:-200,2000,8000}" "$@"
fi
shift
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(200 2000 10000)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
folders=()
for screens in "${sizes[@]}"; do
    "$bench" --write presentations "$screens" "$work/screens-$screens"
    folders+=("$work/screens-$screens")
done
"$bench" --runs "$runs" "${folders[@]}"
