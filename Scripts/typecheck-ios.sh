#!/usr/bin/env bash
# Type-checks an app's target for iOS, as Xcode would compile it for an iPhone: the target's own
# Swift files and the Swift its navigation graph generates, with NavGraphRuntime built for iOS,
# Swift 6 and warnings as errors. Nothing is linked or run.
#
# Usage, from the app package's folder, once `swift build` has fetched NavGraph:
#
#   bash .build/checkouts/NavGraph/Scripts/typecheck-ios.sh MyNav [Sources/MyNav]
#
# The second argument is the target's folder (default Sources/TARGET). The iOS SDK is Xcode's
# (`xcrun --sdk iphoneos`), or, where NAVGRAPH_IOS_SDK names a folder with `typecheck-ios` (the
# NavGraph workspace's type-checker for Linux), that one. IOS_TARGET sets the deployment target
# (default arm64-apple-ios16.0). Exit status 0 means the target type-checks.
set -euo pipefail
target=${1:?usage: typecheck-ios.sh TARGET [TARGET_FOLDER]}
folder=$(cd "${2:-Sources/$target}" && pwd)
navgraph_root=$(cd "$(dirname "$0")/.." && pwd)
ios_target=${IOS_TARGET:-arm64-apple-ios16.0}
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-typecheck-ios.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "== the Swift that $target's navigation graph generates"
swift build --product navgraph >/dev/null
"$(swift build --show-bin-path)/navgraph" generate "$folder" --output-dir "$work/generated" >/dev/null

echo "== NavGraphRuntime built for iOS"
if [ -n "${NAVGRAPH_IOS_SDK:-}" ]; then
    [ -x "$NAVGRAPH_IOS_SDK/typecheck-ios" ] || { echo "error: NAVGRAPH_IOS_SDK ($NAVGRAPH_IOS_SDK) holds no typecheck-ios" >&2; exit 2; }
    (cd "$navgraph_root" && bash .ci/ios-runtime-module.sh "$NAVGRAPH_IOS_SDK" "$work/modules")
    echo "== $target type-checks for iOS ($ios_target)"
    IOS_TARGET=$ios_target "$NAVGRAPH_IOS_SDK/typecheck-ios" -m "$target" "$work/generated" "$folder" -- -warnings-as-errors -I "$work/modules"
else
    command -v xcrun >/dev/null || { echo "error: no iOS SDK: install Xcode, or set NAVGRAPH_IOS_SDK" >&2; exit 2; }
    sdk=$(xcrun --sdk iphoneos --show-sdk-path)
    (cd "$navgraph_root" && source .ci/runtime-modules.sh && for module in $runtime_modules; do
        emit_runtime_module "$work/modules" "$module" -target "$ios_target" -sdk "$sdk"
    done)
    echo "== $target type-checks for iOS ($ios_target)"
    find "$work/generated" "$folder" -name '*.swift' -print0 | xargs -0 xcrun --sdk iphoneos swiftc -typecheck -parse-as-library \
        -module-name "$target" -swift-version 6 -warnings-as-errors -target "$ios_target" -sdk "$sdk" -I "$work/modules"
fi
echo "$target type-checks for iOS"
