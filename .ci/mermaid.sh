#!/usr/bin/env bash
# CI step: draw every example's and every error-free golden graph's Mermaid, and the Mermaid
# golden files, with the real Mermaid library (11.x, vendored in the `artoo-mermaid` wheel) in
# headless Chromium; fail on any parse or render error (docs/Pictures.md).
#
# Usage: .ci/mermaid.sh [OUTPUT_DIR]   (default: .build/mermaid-pictures; add PNGs with PNG=1)
# Uses $NAVGRAPH when set, else builds navgraph.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
output=${1:-$root/.build/mermaid-pictures}
mermaid_version=11.16.0

if ! command -v chromium >/dev/null; then
    sudo=$([ "$(id -u)" = 0 ] || echo sudo)
    $sudo apt-get update && $sudo apt-get install -y chromium
fi

# The wheel needs Python 3.12 to install, but only its vendored mermaid.min.js is used here, so
# it is downloaded for 3.12 and unpacked, whatever Python this machine has.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
    --dest "$work" "artoo-mermaid==$mermaid_version"
python3 -m zipfile -e "$work"/artoo_mermaid-*.whl "$work/wheel"
mermaid_js=$(find "$work/wheel" -name mermaid.min.js | head -1)
grep -q "version:\"$mermaid_version\"" "$mermaid_js" || { echo "error: $mermaid_js is not Mermaid $mermaid_version" >&2; exit 1; }

if [ -z "${NAVGRAPH:-}" ]; then
    swift build --product navgraph
    NAVGRAPH="$(swift build --show-bin-path)/navgraph"
fi

mkdir -p "$work/mmd"
for example in Examples/*/; do
    "$NAVGRAPH" graph "$example" --format mermaid > "$work/mmd/example-$(basename "$example").mmd"
done
# Golden cases with errors draw nothing (exit status 1); any other failure is one.
for golden in Tests/NavGraphCompilerTests/Golden/*/; do
    status=0
    "$NAVGRAPH" graph "$golden" --format mermaid > "$work/mmd/golden-$(basename "$golden").mmd" 2>/dev/null || status=$?
    case $status in
        0) ;;
        1) rm "$work/mmd/golden-$(basename "$golden").mmd" ;;
        *) echo "error: navgraph graph $golden exited with status $status" >&2; exit 1 ;;
    esac
done
cp Tests/NavGraphCompilerTests/Pictures/*.mmd "$work/mmd/"

python3 Scripts/render-mermaid.py "$mermaid_js" "$output" ${PNG:+--png} "$work"/mmd/*.mmd
