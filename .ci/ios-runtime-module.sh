#!/usr/bin/env bash
# Usage: .ci/ios-runtime-module.sh SDK_DIR OUT_DIR
# Type-checks NavGraphRuntime for iOS with SDK_DIR/typecheck-ios, then builds the module generated
# code imports into OUT_DIR/NavGraphRuntime.swiftmodule with the same SDK, resource directory and
# module cache (the typecheck prepares both): typecheck-ios itself only type-checks.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk_dir=$1
out=$2
"$sdk_dir/typecheck-ios" -m NavGraphRuntime Sources/NavGraphRuntime -- -warnings-as-errors
cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
mkdir -p "$out"
swiftc -emit-module -parse-as-library -module-name NavGraphRuntime \
    -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$sdk_dir/iPhoneOS17.0.sdk" \
    -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules" \
    -swift-version 6 -warnings-as-errors \
    -emit-module-path "$out/NavGraphRuntime.swiftmodule" \
    $(find Sources/NavGraphRuntime -name '*.swift' | sort)
