#!/usr/bin/env bash
# Type-checks the generated code of the links reference case (every placement: a switch that may
# refuse, tabs, pushes, presentations in and out of a stack of their own) and its skeletons against
# Apple's iOS 17.0 SDK (../shared/ios-sdk), with Swift 6 and -warnings-as-errors. Where the SDK
# folder does not exist, says so and succeeds; NAVGRAPH_IOS_SDK names another folder.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk_dir=${NAVGRAPH_IOS_SDK:-$(cd .. && pwd)/shared/ios-sdk}
if [ ! -x "$sdk_dir/typecheck-ios" ]; then
    echo "links-ios: skipped: no iOS SDK at $sdk_dir (only the NavGraph workspace has one)"
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The module that generated code imports, built with the SDK the type-check uses.
"$sdk_dir/typecheck-ios" -m NavGraphRuntime Sources/NavGraphRuntime -- -warnings-as-errors
cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
mkdir -p "$work/modules"
swiftc -emit-module -parse-as-library -module-name NavGraphRuntime \
    -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$sdk_dir/iPhoneOS17.0.sdk" \
    -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules" \
    -swift-version 6 -warnings-as-errors \
    -emit-module-path "$work/modules/NavGraphRuntime.swiftmodule" \
    $(find Sources/NavGraphRuntime -name '*.swift' | sort)

reference=Tests/NavGraphCompilerTests/References/links
"$sdk_dir/typecheck-ios" -m Links "$reference/Expected" "$reference/Skeletons" -- -warnings-as-errors -I "$work/modules"
echo "links-ios: the links reference case type-checks for iOS"
