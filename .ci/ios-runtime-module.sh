#!/usr/bin/env bash
# Usage: .ci/ios-runtime-module.sh SDK_DIR OUT_DIR
# Type-checks each runtime module (.ci/runtime-modules.sh: NavGraphVocabulary, then NavGraphRuntime)
# for iOS with SDK_DIR/typecheck-ios, then builds it into OUT_DIR/<module>.swiftmodule with the same
# SDK, resource directory and module cache (the typecheck prepares both): typecheck-ios itself only
# type-checks. Generated code imports NavGraphRuntime, which re-exports NavGraphVocabulary.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/runtime-modules.sh
sdk_dir=$1
out=$2
cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
mkdir -p "$out"
for module in $runtime_modules; do
    "$sdk_dir/typecheck-ios" -m "$module" "Sources/$module" -- -warnings-as-errors -I "$out"
    emit_runtime_module "$out" "$module" \
        -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$sdk_dir/iPhoneOS17.0.sdk" \
        -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules"
done
