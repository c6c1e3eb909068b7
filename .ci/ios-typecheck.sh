#!/usr/bin/env bash
# Type-checks against Apple's iOS 17.0 SDK (.ci/ios-sdk.sh finds it), with Swift 6 and
# -warnings-as-errors: NavGraphRuntime (built as an iOS module first), every example's generated
# code with its hand-written FlowControllers (which include the SceneDelegate that the README and
# docs/Generation.md quote), the links reference case and its skeletons, the graph of links told
# apart by their query (LinkMatchConsumer) and the links that set constants (LinkConstantsConsumer)
# with their FlowControllers, DuckDuckGo's FavoritesTab with its segmented control (bar: app) and its
# open in new tab (instance: new, NewInstanceConsumer), its browser's tabs made from data (bar: app beside them), the
# placements without a URL (WaysIn/Unlinked), routes of several steps (WaysIn/Steps) and links
# into a sub-flow (WaysIn/SubflowLinks), and flows opened by destination with the quick
# actions, Handoff and an App Intent that carry them (WaysIn/Shortcuts), the first and the last with their log-in switch (WaysIn/LogInSwitch), IceCubesApp's windows
# with their scene delegate (WindowsConsumer) and as a SwiftUI app (WindowsSwiftUIApp), windows behind
# a log-in with their gated scene delegate (GatedWindowsConsumer), a room window in a stack of its own
# configured through the navigator's hook (WindowStackConsumer), and the two-module
# swiftui-public reference. The golden cases are checked for iOS by .ci/generated-code.sh.
# Where there is no SDK (a clone elsewhere), says so and succeeds.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/ios-sdk.sh
if [ -z "$ios_sdk" ]; then
    echo "ios-typecheck: skipped: no iOS SDK (only the NavGraph workspace has one)"
    exit 0
fi
typecheck=$ios_sdk/typecheck-ios
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== NavGraphRuntime type-checks for iOS"
modules=$(ios_runtime_modules)

swift build --product navgraph >/dev/null
navgraph="$(swift build --show-bin-path)/navgraph"

# What the generated code says when the runtime is missing, and what the compiler says when the
# runtime on the search path was built for another platform (README, "Checking a target for iOS").
echo "== generated code without NavGraphRuntime, and with a Linux build of it, name what is missing"
"$navgraph" generate Tests/NavGraphCompilerTests/References/stack --output-dir "$work/stack" >/dev/null
expect_typecheck_error() {
    local expected=$1 output
    shift
    if output=$("$typecheck" -m Stack "$work/stack" -- "$@" 2>&1); then echo "error: the type-check passed" >&2; exit 1; fi
    grep -qF "$expected" <<<"$output" || { echo "$output" >&2; echo "error: the type-check does not say: $expected" >&2; exit 1; }
}
expect_typecheck_error "no NavGraphRuntime module was found"
source .ci/runtime-modules.sh
for module in $runtime_modules; do emit_runtime_module "$work/linux-modules" "$module"; done
expect_typecheck_error "module 'NavGraphRuntime' was created for incompatible target" -I "$work/linux-modules"

for example in Examples/*/; do
    name=$(basename "$example")
    echo "== $name: generated code and FlowControllers type-check for iOS"
    "$navgraph" generate "$example/Sources/$name" --output-dir "$work/$name" >/dev/null 2>&1
    "$typecheck" -m "$name" "$work/$name" "$example/Sources/$name" -- -warnings-as-errors -I "$modules"
done

echo "== the links reference case (every placement) and its skeletons type-check for iOS"
links=Tests/NavGraphCompilerTests/References/links
"$typecheck" -m Links "$links/Expected" "$links/Skeletons" -- -warnings-as-errors -I "$modules"

for consumer in LinkMatch LinkConstants; do
    echo "== links told apart by their query, links that set constants (${consumer}Consumer): generated code and FlowControllers type-check for iOS"
    "$navgraph" generate "Tests/NavGraphCompilerTests/${consumer}Consumer" --output-dir "$work/$consumer" >/dev/null
    cp "Tests/NavGraphCompilerTests/${consumer}Consumer/FlowControllers.swift" "$work/$consumer/"
    "$typecheck" -m "$consumer" "$work/$consumer" -- -warnings-as-errors -I "$modules"
done

echo "== DuckDuckGo's FavoritesTab (bar: app, realapps golden): generated code and FlowControllers type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/Golden/realapps-duckduckgo-favorites-tab --output-dir "$work/FavoritesTab" >/dev/null
cp Tests/NavGraphCompilerTests/FavoritesTabConsumer/FlowControllers.swift "$work/FavoritesTab/"
"$typecheck" -m FavoritesTab "$work/FavoritesTab" -- -warnings-as-errors -I "$modules"

echo "== DuckDuckGo's open in new tab (instance: new, realapps golden): generated code and FlowControllers type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/Golden/realapps-duckduckgo-open-in-new-tab --output-dir "$work/NewInstance" >/dev/null
cp Tests/NavGraphCompilerTests/NewInstanceConsumer/FlowControllers.swift "$work/NewInstance/"
"$typecheck" -m NewInstance "$work/NewInstance" -- -warnings-as-errors -I "$modules"

echo "== DuckDuckGo's browser tabs (bar: app beside tabs made from data, realapps golden): generated code and FlowControllers type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/Golden/realapps-duckduckgo-browser-tabs --output-dir "$work/BrowserTabs" >/dev/null
cp Tests/NavGraphCompilerTests/BrowserTabsConsumer/FlowControllers.swift "$work/BrowserTabs/"
"$typecheck" -m BrowserTabs "$work/BrowserTabs" -- -warnings-as-errors -I "$modules"

for consumer in Unlinked Steps SubflowLinks; do
    echo "== issue 36's placements without a URL, routes of several steps, links into a sub-flow (WaysIn/$consumer): generated code and FlowControllers type-check for iOS"
    "$navgraph" generate "Tests/NavGraphCompilerTests/WaysIn/$consumer" --output-dir "$work/$consumer" >/dev/null
    cp "Tests/NavGraphCompilerTests/WaysIn/$consumer/FlowControllers.swift" "$work/$consumer/"
    if [ "$consumer" = Unlinked ]; then cp Tests/NavGraphCompilerTests/WaysIn/LogInSwitch/LogInSwitch.swift "$work/$consumer/"; fi
    "$typecheck" -m "$consumer" "$work/$consumer" -- -warnings-as-errors -I "$modules"
done

echo "== flows opened by destination and payloads (WaysIn/Shortcuts): generated code, FlowControllers, the scene delegate's quick actions and Handoff, and an App Intent type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/WaysIn/Shortcuts --output-dir "$work/Shortcuts" >/dev/null
cp Tests/NavGraphCompilerTests/WaysIn/Shortcuts/FlowControllers.swift Tests/NavGraphCompilerTests/WaysIn/LogInSwitch/LogInSwitch.swift \
    Tests/NavGraphCompilerTests/WaysIn/Shortcuts/iOS/WaysIn.swift "$work/Shortcuts/"
"$typecheck" -m Shortcuts "$work/Shortcuts" -- -warnings-as-errors -I "$modules"

# The two-module reference (PublicAccessTests runs it on Linux): the feature module's SwiftUI
# views and FlowControllers type-check for iOS against the public navigation module.
echo "== windows of their own (WindowsConsumer): generated code, FlowControllers and the scene delegate type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/Golden/invalid-window-near-miss-icecubes-windows --output-dir "$work/Windows" >/dev/null
cp Tests/NavGraphCompilerTests/WindowsConsumer/FlowControllers.swift Tests/NavGraphCompilerTests/WindowsConsumer/WindowScenes.swift "$work/Windows/"
"$typecheck" -m Windows "$work/Windows" -- -warnings-as-errors -I "$modules"
echo "== a window's root in a stack of its own (WindowStackConsumer): generated code, FlowControllers and the scene delegate type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/Golden/invalid-window-near-miss-embed-stack --output-dir "$work/WindowStack" >/dev/null
cp Tests/NavGraphCompilerTests/WindowStackConsumer/FlowControllers.swift Tests/NavGraphCompilerTests/WindowStackConsumer/WindowScenes.swift "$work/WindowStack/"
"$typecheck" -m WindowStack "$work/WindowStack" -- -warnings-as-errors -I "$modules"
echo "== windows behind a log-in (GatedWindowsConsumer): generated code, FlowControllers and the gated scene delegate type-check for iOS"
"$navgraph" generate Tests/NavGraphCompilerTests/GatedWindowsConsumer --output-dir "$work/GatedWindows" >/dev/null
cp Tests/NavGraphCompilerTests/GatedWindowsConsumer/FlowControllers.swift Tests/NavGraphCompilerTests/GatedWindowsConsumer/WindowScenes.swift "$work/GatedWindows/"
"$typecheck" -m GatedWindows "$work/GatedWindows" -- -warnings-as-errors -I "$modules"
"$navgraph" generate Tests/NavGraphCompilerTests/WindowsSwiftUIApp --output-dir "$work/WindowsSwiftUI" >/dev/null
"$typecheck" -m WindowsSwiftUI "$work/WindowsSwiftUI" Tests/NavGraphCompilerTests/WindowsSwiftUIApp -- -warnings-as-errors -I "$modules"

echo "== swiftui-public: feature module against the public navigation module, for iOS"
modular=Tests/NavGraphCompilerTests/References/swiftui-public
cache=${IOS_CHECK_CACHE:-${HOME:-/tmp}/.cache/ios-typecheck}
cp -R "$modules" "$work/modular"
swiftc -emit-module -parse-as-library -module-name Navigation \
    -target "${IOS_TARGET:-arm64-apple-ios16.0}" -sdk "$ios_sdk/iPhoneOS17.0.sdk" \
    -resource-dir "$cache/resource-dir" -module-cache-path "$cache/modules" -I "$work/modular" \
    -swift-version 6 -warnings-as-errors -emit-module-path "$work/modular/Navigation.swiftmodule" "$modular"/Expected/*.swift
"$typecheck" -m Features "$modular/Modules/Features" -- -warnings-as-errors -I "$work/modular"
