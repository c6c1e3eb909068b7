#!/usr/bin/env bash
# The "generated code always compiles" property against Apple's iOS 17.0 SDK (issue 11).
# `swift test` already runs the property tests on Linux (diagnostics invariants on golden, hostile
# and mutated input; random valid graphs type-checked with Swift 6 and warnings as errors); this
# runs the random graphs again, each module also type-checked for iOS against NavGraphRuntime
# built for iOS, when ../shared/ios-sdk exists (NAVGRAPH_IOS_SDK names another folder). Each run
# prints its seed: NAVGRAPH_PROPERTY_SEED=<seed> repeats it, NAVGRAPH_PROPERTY_GRAPHS=<n> checks
# more random graphs (default 50).
set -euo pipefail
cd "$(dirname "$0")/.."
sdk_dir=${NAVGRAPH_IOS_SDK:-$(cd .. && pwd)/shared/ios-sdk}
if [ ! -x "$sdk_dir/typecheck-ios" ]; then
    echo "property: iOS check of random graphs skipped: no iOS SDK at $sdk_dir (Linux checked them in swift test)"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bash .ci/ios-runtime-module.sh "$sdk_dir" "$work/modules"
NAVGRAPH_TYPECHECK_IOS="$sdk_dir/typecheck-ios" NAVGRAPH_IOS_MODULES="$work/modules" \
    swift test --filter 'GeneratedCodeAlwaysCompilesTests/randomGraphs'
