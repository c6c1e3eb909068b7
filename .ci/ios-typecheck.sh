#!/usr/bin/env bash
# Type-checks against Apple's iOS 17.0 SDK (../shared/ios-sdk, see its README), with Swift 6 and
# -warnings-as-errors: NavGraphRuntime (built as an iOS module first), every example's generated
# code with its hand-written FlowControllers (which include the SceneDelegate that the README and
# docs/Generation.md quote), and the generated code of every golden case that has no errors.
# Where the SDK folder does not exist (a clone elsewhere), says so and succeeds. NAVGRAPH_IOS_SDK
# names another folder (a worktree one level deeper).
set -euo pipefail
cd "$(dirname "$0")/.."
sdk_dir=${NAVGRAPH_IOS_SDK:-$(cd .. && pwd)/shared/ios-sdk}
if [ ! -x "$sdk_dir/typecheck-ios" ]; then
    echo "ios-typecheck: skipped: no iOS SDK at $sdk_dir (only the NavGraph workspace has one)"
    exit 0
fi
typecheck=$sdk_dir/typecheck-ios
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== NavGraphRuntime type-checks for iOS"
bash .ci/ios-runtime-module.sh "$sdk_dir" "$work/modules"

swift build --product navgraph >/dev/null
navgraph="$(swift build --show-bin-path)/navgraph"

for example in Examples/*/; do
    name=$(basename "$example")
    echo "== $name: generated code and FlowControllers type-check for iOS"
    "$navgraph" generate "$example/Sources/$name" --output-dir "$work/$name" >/dev/null 2>&1
    "$typecheck" -m "$name" "$work/$name" "$example/Sources/$name" -- -warnings-as-errors -I "$work/modules"
done

echo "== the links reference case (every placement) and its skeletons type-check for iOS"
links=Tests/NavGraphCompilerTests/References/links
"$typecheck" -m Links "$links/Expected" "$links/Skeletons" -- -warnings-as-errors -I "$work/modules"

echo "== golden cases without errors: generated code type-checks for iOS"
checked=0
for case_dir in Tests/NavGraphCompilerTests/Golden/*/; do
    out="$work/golden/$(basename "$case_dir")"
    "$navgraph" generate "$case_dir" --output-dir "$out" >/dev/null 2>&1 || continue
    # The graph's external types are the app's: declare each as the app would.
    python3 Scripts/external-types.py "$case_dir" > "$out/External.swift"
    "$typecheck" -m Golden "$out" -- -warnings-as-errors -I "$work/modules"
    checked=$((checked + 1))
done
echo "ios-typecheck: $checked golden cases type-checked"
