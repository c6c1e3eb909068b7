#!/usr/bin/env bash
# Every golden case without errors, generated in each `generate:` mode (ui: uikit|swiftui ×
# access: internal|public), with its skeletons: type-checks on Linux (Swift 6, warnings as errors)
# and, where the iOS SDK folder exists (see .ci/ios-typecheck.sh), against the iOS SDK. A case
# that sets `generate:` itself is checked as it is, in its own mode only.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk_dir=${NAVGRAPH_IOS_SDK:-$(cd .. && pwd)/shared/ios-sdk}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --product navgraph >/dev/null
navgraph="$(swift build --show-bin-path)/navgraph"

source .ci/runtime-modules.sh
for module in $runtime_modules; do
    emit_runtime_module "$work/linux" "$module"
done
ios=false
if [ -x "$sdk_dir/typecheck-ios" ]; then
    ios=true
    cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
    bash .ci/ios-runtime-module.sh "$sdk_dir" "$work/ios"
else
    echo "generation-modes: no iOS SDK at $sdk_dir: Linux only"
fi

checked=0
for case_dir in Tests/NavGraphCompilerTests/Golden/*/; do
    name=$(basename "$case_dir")
    modes="uikit-internal uikit-public swiftui-internal swiftui-public"
    grep -qs '^generate:' "$case_dir"*.navgraph.y*ml && modes=own
    for mode in $modes; do
        dir="$work/cases/$name-$mode"
        mkdir -p "$dir/graph"
        cp -R "$case_dir". "$dir/graph/"
        if [ "$mode" != own ]; then
            printf 'generate:\n  ui: %s\n  access: %s\n' "${mode%-*}" "${mode#*-}" > "$dir/graph/zz-mode.navgraph.yaml"
        fi
        "$navgraph" generate "$dir/graph" --output-dir "$dir/out" >/dev/null 2>&1 || continue
        "$navgraph" scaffold "$dir/graph" --output-dir "$dir/out" >/dev/null 2>&1
        # The graph's external types are the app's, public where the graph's declarations are.
        python3 Scripts/external-types.py "$dir/graph" | sed 's/^struct /public struct /' > "$dir/out/External.swift"
        echo "== $name ($mode)"
        swiftc -typecheck -parse-as-library -swift-version 6 -warnings-as-errors -I "$work/linux" "$dir/out"/*.swift
        if $ios; then
            "$sdk_dir/typecheck-ios" -m Golden "$dir/out" -- -warnings-as-errors -I "$work/ios"
        fi
        checked=$((checked + 1))
    done
done
echo "generation-modes: $checked generated graphs type-checked"

# The two-module reference (PublicAccessTests runs it on Linux): the feature module's SwiftUI
# views and FlowControllers type-check for iOS against the public navigation module.
if $ios; then
    modular=Tests/NavGraphCompilerTests/References/swiftui-public
    echo "== swiftui-public: feature module against the public navigation module, for iOS"
    swiftc -emit-module -parse-as-library -module-name Navigation \
        -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$sdk_dir/iPhoneOS17.0.sdk" \
        -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules" -I "$work/ios" \
        -swift-version 6 -warnings-as-errors -emit-module-path "$work/ios/Navigation.swiftmodule" "$modular"/Expected/*.swift
    "$sdk_dir/typecheck-ios" -m Features "$modular/Modules/Features" -- -warnings-as-errors -I "$work/ios"
fi
