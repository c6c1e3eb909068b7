#!/usr/bin/env bash
# Builds and tests every example app under Examples/, each its own SwiftPM package that applies
# the NavGraph plugin from this checkout. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
for example in Examples/*/; do
    echo "== ${example}: swift build && swift test"
    (cd "$example" && swift build && swift test)
done
