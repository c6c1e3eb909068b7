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

# The module generated code imports, built for iOS as .ci/ios-typecheck.sh builds it (the
# typecheck prepares the SDK's resource directory and module cache).
"$sdk_dir/typecheck-ios" -m NavGraphRuntime Sources/NavGraphRuntime -- -warnings-as-errors
cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
mkdir -p "$work/modules"
swiftc -emit-module -parse-as-library -module-name NavGraphRuntime \
    -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$sdk_dir/iPhoneOS17.0.sdk" \
    -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules" \
    -swift-version 6 -warnings-as-errors \
    -emit-module-path "$work/modules/NavGraphRuntime.swiftmodule" \
    $(find Sources/NavGraphRuntime -name '*.swift' | sort)

NAVGRAPH_TYPECHECK_IOS="$sdk_dir/typecheck-ios" NAVGRAPH_IOS_MODULES="$work/modules" \
    swift test --filter 'GeneratedCodeAlwaysCompilesTests/randomGraphs'
