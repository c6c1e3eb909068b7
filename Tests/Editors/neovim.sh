#!/usr/bin/env bash
# Neovim, headless, as a real client of `navgraph lsp`: it opens a graph with a misspelled type,
# gets the diagnostic, jumps to a definition in the other file; the results are checked here.
# NAVGRAPH names the built tool (default: .build/debug/navgraph).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
navgraph="${NAVGRAPH:-$root/.build/debug/navgraph}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
python3 -c "import pathlib, sys; sys.path.insert(0, '$here'); from graphs import write_graph; write_graph(pathlib.Path('$folder'))"
# The graph gets one error: a context type misspelled.
sed -i 's/context: ItemID }/context: ItemId }/' "$folder/shop.navgraph.yaml"
result="$folder/result.txt"
NAVGRAPH="$navgraph" NAVGRAPH_GRAPH="$folder" NAVGRAPH_RESULT="$result" timeout 60 nvim --headless -u NONE -S "$here/neovim.lua"
cat "$result"
grep -qx "diagnostic 9:55 undefined-type no type named 'ItemId'; did you mean 'ItemID'?" "$result"
grep -qx "definition detail.navgraph.yaml:2:3" "$result"
echo "Neovim: the diagnostic and the jump to the definition in the other file, as expected"
