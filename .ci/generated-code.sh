#!/usr/bin/env bash
# Generated code against every compiler it must satisfy, each graph checked once:
# - random valid graphs (the "generated code always compiles" property),
# - every golden case without errors in each `generate:` mode (ui × access; a case that sets
#   `generate:` itself in its own mode only), with its skeletons, and
# - a graph of 2,000 screens and 6,000 routes (`swift test` type-checks one of 200: the large
#   one takes about 40 s of the compiler alone, which the README's test command does not wait for),
# each type-checked with Swift 6 and warnings as errors on Linux and, where .ci/ios-sdk.sh finds
# the iOS SDK, for iOS against the runtime built for iOS. `swift test` runs the random graphs on
# Linux (20 of them) and each golden case in its own mode; this adds 50 random graphs, the modes,
# the large graph and the iOS SDK.
# Each run prints its seed: NAVGRAPH_PROPERTY_SEED=<seed> repeats it, NAVGRAPH_PROPERTY_GRAPHS=<n>
# checks more random graphs.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/ios-sdk.sh
if [ -n "$ios_sdk" ]; then
    export NAVGRAPH_TYPECHECK_IOS="$ios_sdk/typecheck-ios"
    NAVGRAPH_IOS_MODULES="$(pwd)/$(ios_runtime_modules)"
    export NAVGRAPH_IOS_MODULES
else
    echo "generated-code: no iOS SDK: Linux only"
fi
NAVGRAPH_GENERATION_MODES=1 NAVGRAPH_PROPERTY_GRAPHS=${NAVGRAPH_PROPERTY_GRAPHS:-50} NAVGRAPH_SCALE_SCREENS=2000 \
    swift test --filter 'GeneratedCodeAlwaysCompilesTests/randomGraphs|GenerationModesTests|GeneratedCodeCompilesTests/scale'
