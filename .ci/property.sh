#!/usr/bin/env bash
# Property tests of issue 11: diagnostics keep their invariants on golden, hostile and randomly
# mutated input; random valid graphs generate Swift that type-checks (Linux, Swift 6, warnings as
# errors), and also against Apple's iOS SDK when ../shared/ios-sdk is next to the repository.
# Each test prints the seed it used; NAVGRAPH_PROPERTY_SEED=<seed> repeats a run,
# NAVGRAPH_PROPERTY_GRAPHS=<n> checks more random graphs (default 50).
set -euo pipefail
cd "$(dirname "$0")/.."

typecheck_ios="$(pwd)/../shared/ios-sdk/typecheck-ios"
if [ -x "$typecheck_ios" ]; then
    export NAVGRAPH_TYPECHECK_IOS="$typecheck_ios"
    echo "random graphs are also type-checked against the iOS SDK ($typecheck_ios)"
else
    echo "skipping the iOS SDK check of random graphs: $typecheck_ios is not here"
fi
swift test --filter 'InvariantsPropertyTests|GeneratedCodeAlwaysCompilesTests'
