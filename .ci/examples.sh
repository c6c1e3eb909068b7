#!/usr/bin/env bash
# Builds and tests every example app under Examples/, each its own SwiftPM package that applies
# the NavGraph plugin from this checkout. Stops at the first failure.
# The examples share one scratch folder: each depends on the same NavGraph checkout and the same
# Yams and ArgumentParser, which SwiftPM would otherwise compile again for every example (about
# 50 s each on CI's two cores). The first example builds them from nothing, as a user's clean
# build does; each example's own targets, its plugin run and its tests are built for it alone.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(pwd)/.build-examples"
rm -rf "$scratch"
for example in Examples/*/; do
    echo "== ${example}: swift build && swift test"
    (cd "$example" && swift build --scratch-path "$scratch" && swift test --scratch-path "$scratch")
done

echo "== a route added to an example's graph without its maker: the build says so at the graph's line"
bash .ci/example-edits.sh "$scratch"
