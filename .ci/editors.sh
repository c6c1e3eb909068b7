#!/usr/bin/env bash
# `navgraph lsp` in real clients: pytest-lsp (PyPI) drives it over stdio through a whole
# session, and Neovim (Debian's neovim, headless) opens a graph, gets its diagnostics and jumps
# to a definition. Installs both when missing; each takes a few seconds once installed.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -c 'import pytest_lsp' 2>/dev/null || python3 -m pip install --quiet pytest-lsp
if ! command -v nvim >/dev/null; then
    sudo=$([ "$(id -u)" = 0 ] || echo sudo)
    $sudo apt-get update && $sudo apt-get install -y neovim
fi
swift build --product navgraph
navgraph="$(swift build --show-bin-path)/navgraph"
NAVGRAPH="$navgraph" python3 -m pytest -q Tests/Editors
NAVGRAPH="$navgraph" bash Tests/Editors/neovim.sh
