#!/usr/bin/env bash
# The "generated code always compiles" property against Apple's iOS SDK (issue 11). `swift test`
# already runs the property tests on Linux (diagnostics invariants on golden, hostile and mutated
# input; random valid graphs type-checked with Swift 6 and warnings as errors); this runs the
# random graphs again, each module also checked by ../shared/ios-sdk/typecheck-ios, when that is
# next to the repository. Each run prints its seed: NAVGRAPH_PROPERTY_SEED=<seed> repeats it,
# NAVGRAPH_PROPERTY_GRAPHS=<n> checks more random graphs (default 50).
set -euo pipefail
cd "$(dirname "$0")/.."

typecheck_ios="$(pwd)/../shared/ios-sdk/typecheck-ios"
if [ ! -x "$typecheck_ios" ]; then
    echo "skipping: no iOS SDK at $typecheck_ios (random graphs were type-checked on Linux by swift test)"
    exit 0
fi
NAVGRAPH_TYPECHECK_IOS="$typecheck_ios" swift test --filter GeneratedCodeAlwaysCompilesTests
