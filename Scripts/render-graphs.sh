#!/usr/bin/env bash
# Draws every example graph with Graphviz, proving the DOT that `navgraph graph` writes is valid.
#
# Usage: Scripts/render-graphs.sh [OUTPUT_DIR]   (default: .build/graph-pictures)
#
# - Each directory Examples/<name>/ is one graph: writes <name>.dot and <name>.svg. (Mermaid is
#   drawn, by Mermaid itself, in .ci/mermaid.sh.)
# - Each golden DOT file under Tests/NavGraphCompilerTests/Pictures/ is drawn too.
# Fails when navgraph cannot draw a graph, or when dot reports an error or a warning.
# Needs Graphviz (apt-get install graphviz) and a navgraph binary: $NAVGRAPH, or else
# it builds one with `swift build` (scratch path $SCRATCH_PATH, default .build).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/.build/graph-pictures}"
mkdir -p "$output"

if [[ -z "${NAVGRAPH:-}" ]]; then
  scratch="${SCRATCH_PATH:-$root/.build}"
  swift build --package-path "$root" --scratch-path "$scratch" --product navgraph >&2
  NAVGRAPH="$(swift build --package-path "$root" --scratch-path "$scratch" --show-bin-path)/navgraph"
fi

drawn=0
failed=0

# Draws one DOT file as SVG; any message from dot counts as a failure.
draw() {
  local dot_file="$1" svg_file="$2" messages
  if ! messages="$(dot -Tsvg "$dot_file" -o "$svg_file" 2>&1)" || [[ -n "$messages" ]]; then
    echo "FAIL $dot_file: ${messages:-dot failed}" >&2
    failed=$((failed + 1))
  else
    echo "drew $svg_file"
    drawn=$((drawn + 1))
  fi
}

shopt -s nullglob
for example in "$root"/Examples/*/; do
  name="$(basename "$example")"
  if "$NAVGRAPH" graph "$example" --format dot > "$output/$name.dot"; then
    draw "$output/$name.dot" "$output/$name.svg"
  else
    echo "FAIL $example: navgraph graph could not draw it" >&2
    failed=$((failed + 1))
  fi
done

for golden in "$root"/Tests/NavGraphCompilerTests/Pictures/*.dot; do
  draw "$golden" "$output/golden-$(basename "$golden" .dot).svg"
done

echo "$drawn drawn, $failed failed"
[[ $failed -eq 0 && $drawn -gt 0 ]]
