#!/usr/bin/env bash
# Coverage-guided fuzzing of NavGraph with libFuzzer and AddressSanitizer (docs/Fuzzing.md): the
# front end and generator (graph files), URL matching against a generated link table (links), and
# decoding and restoring saved states (restore). Fails on any crash, broken invariant, leak,
# timeout (> 2 s for one input) or input that takes more than 1 GB.
#
# Usage: Scripts/fuzz.sh SECONDS [libFuzzer flags...]
#   NAVGRAPH_FUZZ_TARGET=graph|links|restore  what to fuzz (default: graph)
#   NAVGRAPH_FUZZ_CORPUS=DIR  keep the corpus libFuzzer grows in DIR (default: a temporary one)
#   NAVGRAPH_FUZZ_FINDINGS=DIR  where failing inputs are saved (default: .build-fuzz/findings/TARGET)
set -euo pipefail
if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
target=${NAVGRAPH_FUZZ_TARGET:-graph}
case "$target" in
    graph) binary=NavGraphFuzz dictionary=Fuzz/navgraph.dict ;;
    links) binary=NavGraphRuntimeFuzz dictionary=Fuzz/links.dict ;;
    restore) binary=NavGraphRuntimeFuzz dictionary=Fuzz/restore.dict ;;
    *) echo "NAVGRAPH_FUZZ_TARGET must be graph, links or restore, not '$target'" >&2; exit 2 ;;
esac
export NAVGRAPH_FUZZ_TARGET=$target
seconds=$1
shift
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

# The sanitizers go in one flag: swiftc keeps only the last -sanitize= it is given, and SwiftPM's
# `--sanitize fuzzer --sanitize address` passes two in no fixed order, so the Swift code would
# sometimes get no coverage counters and libFuzzer would see only libyaml's branches.
build=(swift build --package-path Fuzz --scratch-path .build-fuzz -c release --sanitize fuzzer --sanitize address
    -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer,address)
"${build[@]}"
fuzzer="$("${build[@]}" --show-bin-path)/$binary"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
findings=${NAVGRAPH_FUZZ_FINDINGS:-$root/.build-fuzz/findings/$target}
corpus=${NAVGRAPH_FUZZ_CORPUS:-$work/corpus}
mkdir -p "$work/seeds" "$findings" "$corpus"

# Seeds: for graph, every folder of graph files in the tests and examples, as one input each (the
# files of a multi-file graph are joined with the separator line FuzzInput splits at); for links
# and restore, the URLs and saved states in Fuzz/Seeds/TARGET.
if [ "$target" = graph ]; then
    find Tests Examples -name '*.navgraph.yaml' -printf '%h\n' | sort -u | while read -r folder; do
        seed="$work/seeds/$(echo "$folder" | tr '/' '_')"
        first=1
        for file in "$folder"/*.navgraph.yaml; do
            [ "$first" = 1 ] || printf '\n#>next-file\n' >> "$seed"
            cat "$file" >> "$seed"
            first=0
        done
    done
else
    cp "Fuzz/Seeds/$target"/* "$work/seeds/"
fi
echo "fuzz $target: $(ls "$work/seeds" | wc -l) seeds, ${seconds} s, failing inputs go to $findings/"

# Findings of this run are the files saved after this stamp (also in -fork mode, whose workers'
# logs are not shown).
touch "$work/stamp"
status=0
# Swift's own crash backtracer reads the stack in a way AddressSanitizer reports as a second
# error and can hang; libFuzzer reports the crash and saves the input instead.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:${ASAN_OPTIONS:-} "$fuzzer" \
    -max_total_time="$seconds" -timeout=2 -rss_limit_mb=1024 -detect_leaks=1 \
    -dict="$dictionary" -artifact_prefix="$findings/" -print_final_stats=1 \
    "$@" "$corpus" "$work/seeds" 2>&1 | tee "$work/log" | grep --line-buffered -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' || status=${PIPESTATUS[0]}

saved=$(find "$findings" -type f -newer "$work/stamp" | sort)
if [ "$status" != 0 ] || [ -n "$saved" ]; then
    echo
    echo "fuzz $target: FAILED (libFuzzer exit status $status)" >&2
    grep -E '^(==[0-9]+==ERROR|SUMMARY|Fatal error|.*Fatal error:)|ALARM|out-of-memory|detected memory leaks' "$work/log" | head -5 >&2 || true
    shown=0
    for input in $saved; do
        echo "fuzz: failing input saved to $input ($(wc -c < "$input") bytes); reproduce with:" >&2
        echo "    SWIFT_BACKTRACE=enable=no NAVGRAPH_FUZZ_TARGET=$target $fuzzer $input" >&2
        if [ $shown -lt 3 ]; then
            echo "fuzz: the input, base64 (decode with 'base64 -d'):" >&2
            head -c 4096 "$input" | base64 -w 76 >&2
            shown=$((shown + 1))
        fi
    done
    exit 1
fi
echo "fuzz $target: passed: no crash, broken invariant, leak, timeout or out-of-memory in ${seconds} s"
