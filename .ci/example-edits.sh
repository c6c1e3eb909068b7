#!/usr/bin/env bash
# Usage: .ci/example-edits.sh [SCRATCH_PATH]
# The edit a newcomer makes first, on a copy of the Shop example: a route to a new screen added to
# the graph, and no maker for it yet. The build must fail, and say it first at the route's line in
# the graph (missing-requirement, from the build plugin) with the function to add and the command
# that writes FlowControllers, before the compiler's "does not conform" inside the generated
# contracts. Then the maker and the new screen's FlowController are added, as the messages say,
# and the build passes. SCRATCH_PATH is the scratch folder .ci/examples.sh built the examples in
# (default .build-examples), so NavGraph is not compiled again.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${1:-$(pwd)/.build-examples}
copy=Examples/.ShopEdited   # hidden: no example of its own; its `../..` is still this checkout
fail() { echo "error: $*" >&2; exit 1; }
rm -rf "$copy"
trap 'rm -rf "$copy"' EXIT
cp -R Examples/Shop "$copy"
rm -rf "$copy/.build"
graph="$copy/Sources/Shop/Shop.navgraph.yaml"

echo "== the Shop example with a route to a new screen, Help, and no maker for it"
python3 - "$graph" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path).read()
route = "      detail: { to: ItemDetail, style: push, context: ItemID }\n"
assert text.count(route) == 1 and text.count("\n  ItemDetail:\n") == 1
text = text.replace(route, route + "      help: { to: Help, style: present }\n")
text = text.replace("\n  ItemDetail:\n", "\n  Help: {}\n  ItemDetail:\n")
open(path, "w").write(text)
PYTHON
line=$(grep -n 'help: { to: Help, style: present }' "$graph" | cut -d: -f1)
expected="Sources/Shop/Shop.navgraph.yaml:$line:7: warning: ItemListFlowController has no \`makeHelp()\`, which route 'help' asks for"
echo "+ swift build (must fail, saying first: $expected)"
if (cd "$copy" && swift build --scratch-path "$scratch" >build.log 2>&1); then cat "$copy/build.log"; fail "the build succeeded without makeHelp()"; fi
log="$copy/build.log"
first_warning=$(grep -n -F -- "$expected" "$log" | head -n 1 | cut -d: -f1 || true)
[ -n "$first_warning" ] || { cat "$log"; fail "the build log lacks: $expected"; }
grep -qF "navgraph-scaffold" "$log" || { cat "$log"; fail "the build log does not name navgraph-scaffold"; }
first_error=$(grep -n ": error: " "$log" | head -n 1 | cut -d: -f1 || true)
[ -z "$first_error" ] || [ "$first_warning" -lt "$first_error" ] || { cat "$log"; fail "the compiler's errors come before the graph's line"; }
grep -F -- "$expected" "$log"

echo "== the maker and Help's FlowController added, as the messages say: the build passes"
(cd "$copy" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory navgraph-scaffold --target Shop)
cat >>"$copy/Sources/Shop/ItemListFlowController.swift" <<'SWIFT'

extension ItemListFlowController {
    /// Makes the help sheet.
    func makeHelp() -> any HelpFlowControlling { HelpFlowController() }
}
SWIFT
(cd "$copy" && swift build --scratch-path "$scratch")
echo "example edits: passed"
