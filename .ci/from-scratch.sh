#!/usr/bin/env bash
# Usage: .ci/from-scratch.sh [uikit|swiftui] [url|path]
# A new app from zero, exactly as the README's "New app from zero" section (uikit, the default)
# or "New SwiftUI app from zero" (swiftui) tells a newcomer: on a fresh clone of this repository,
# a new package in a temporary folder with the README's own Package.swift and the section's own
# test. Its NavGraph dependency takes one of the two forms the README offers: the URL line
# pointed at the clone (url, the default: SwiftPM fetches it into .build/checkouts/NavGraph), or
# the README's `.package(path: "../NavGraph")` with the clone beside the package (path). Then
# navgraph-init, navgraph-scaffold,
# (for SwiftUI, the section's App), swift build and swift test. For UIKit, a misspelled
# destination must then fail the build with the README's located diagnostic; for SwiftUI, the
# section's iOS type-check of the target (views included) must pass where the workspace has an
# iOS SDK. Every command it runs must appear in that section, so the README and this script
# cannot drift apart.
# It clones what is committed (HEAD), as CI does. Set NAVGRAPH_KEEP=1 to keep the temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
ui=${1:-uikit}
form=${2:-url}
usage="usage: .ci/from-scratch.sh [uikit|swiftui] [url|path]"
case $ui in
    uikit) heading="New app from zero" ;;
    swiftui) heading="New SwiftUI app from zero" ;;
    *) echo "$usage" >&2; exit 2 ;;
esac
case $form in url | path) ;; *) echo "$usage" >&2; exit 2 ;; esac
# Without symbolic links (macOS's /var is /private/var), as the build log spells it.
work=$(cd "$(mktemp -d "${TMPDIR:-/tmp}/navgraph-from-scratch.XXXXXX")" && pwd -P)
if [ "${NAVGRAPH_KEEP:-0}" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

fail() { echo "error: $*" >&2; exit 1; }
began=$SECONDS

# The code block that follows the marker `<!-- from-scratch: NAME -->` in a README section (the
# second argument, the section under test by default), its indentation (the list item's) removed.
readme_block() {
    python3 -c '
import sys
lines, marker = sys.stdin.read().split("\n"), "<!-- from-scratch: " + sys.argv[1] + " -->"
start = next((i for i, line in enumerate(lines) if line.strip() == marker), None)
if start is None or not lines[start + 1].lstrip().startswith("```"):
    sys.exit(f"error: README.md has no code block after {marker}")
indent = len(lines[start + 1]) - len(lines[start + 1].lstrip())
body = []
for line in lines[start + 2:]:
    if line.strip() == "```":
        break
    body.append(line[indent:])
print("\n".join(body))
' "$1" <<<"${2:-$section}"
}

# Runs a command the README's section gives on a line of its own, verbatim.
run() {
    local line said=""
    while read -r line; do [ "$line" = "$*" ] && said=1; done <<<"$section"
    [ -n "$said" ] || fail "the README's '$heading' does not say: $*"
    echo "+ $*"
    "$@"
}

echo "== a fresh clone of this repository"
git clone --quiet "$root" "$work/NavGraph"

# A README section, from its heading to the next one.
readme_section() { sed -n "/^## $1\$/,/^## /p" "$work/NavGraph/README.md"; }
section=$(readme_section "$heading")
[ -n "$section" ] || fail "README.md has no '## $heading' section"

echo "== MyApp: the README's Package.swift, its NavGraph dependency in the $form form, and its test"
mkdir -p "$work/MyApp/Tests/MyNavTests" "$work/MyApp/Sources/MyNav"
cd "$work/MyApp"
new_app_section=$(readme_section "New app from zero")
readme_package=$(readme_block Package.swift "$new_app_section")
url_line='^ *\.package\(url: "[^"]*/NavGraph(\.git)?",.*$'
[ "$(grep -cE "$url_line" <<<"$readme_package")" = 1 ] \
    || fail "the README's Package.swift has not exactly one .package(url: \".../NavGraph\", ...) line"
if [ "$form" = url ]; then
    # Fetched as git fetches a URL, into .build/checkouts/NavGraph.
    dependency=".package(url: \"file://$work/NavGraph\", revision: \"$(git -C "$work/NavGraph" rev-parse HEAD)\"),"
else
    # The README's own line, word for word: the clone is ../NavGraph, beside MyApp.
    dependency=$(grep -oE '\.package\(path: "\.\./NavGraph"\)' <<<"$new_app_section" | head -n 1)
    [ -n "$dependency" ] || fail "the README's 'New app from zero' offers no .package(path: \"../NavGraph\")"
    dependency="$dependency,"
fi
sed -E "s|$url_line|        $dependency|" <<<"$readme_package" >Package.swift
diff <(echo "$readme_package") Package.swift || true   # shows the one line replaced
readme_block Tests/MyNavTests/NavigationTests.swift >Tests/MyNavTests/NavigationTests.swift

echo "== the three commands"
if [ "$ui" = swiftui ]; then
    run swift package --allow-writing-to-package-directory navgraph-init --target MyNav --ui swiftui
else
    run swift package --allow-writing-to-package-directory navgraph-init --target MyNav
fi
test -s Sources/MyNav/App.navgraph.yaml || fail "navgraph-init wrote no Sources/MyNav/App.navgraph.yaml"
run swift package --allow-writing-to-package-directory navgraph-scaffold --target MyNav
test -s Sources/MyNav/MainFlowController.swift || fail "navgraph-scaffold wrote no MainFlowController.swift"
# The SwiftUI app comes after the graph: a target with sources and no graph fails plugin planning.
if [ "$ui" = swiftui ]; then
    echo "== the README's App"
    readme_block Sources/MyNav/MyApp.swift >Sources/MyNav/MyApp.swift
fi
run swift build

echo "== generated files name the graph relative to the package"
generated=$(find .build/plugins/outputs -name NavGraphTypes.swift -path '*MyNav*' | head -n 1)
[ -n "$generated" ] || fail "the plugin generated no NavGraphTypes.swift for MyNav"
grep -qx '//   Sources/MyNav/App.navgraph.yaml' "$generated" || fail "$generated does not name Sources/MyNav/App.navgraph.yaml"
if grep -qF "$work" "$generated"; then fail "$generated names an absolute path"; fi

echo "== the headless test"
run swift test

if [ "$ui" = swiftui ]; then
    echo "== the target, views included, type-checks for iOS"
    # The section's step 6 for this dependency form: the script is in NavGraph's own folder.
    script=.build/checkouts/NavGraph/Scripts/typecheck-ios.sh
    [ "$form" = path ] && script=../NavGraph/Scripts/typecheck-ios.sh
    (cd "$root" && source .ci/ios-sdk.sh && echo "$ios_sdk") >"$work/sdk"
    if [ -s "$work/sdk" ]; then
        NAVGRAPH_IOS_SDK=$(cat "$work/sdk")
        export NAVGRAPH_IOS_SDK
        started=$SECONDS
        run bash "$script" MyNav
        echo "the iOS type-check took $((SECONDS - started)) s"
    else
        grep -qxF "bash $script MyNav" <<<"$(sed 's/^ *//' <<<"$section")" \
            || fail "the README's '$heading' does not say: bash $script MyNav"
        echo "skipped: no iOS SDK (only the NavGraph workspace has one)"
    fi
    echo
    echo "from scratch ($ui, $form): passed in $((SECONDS - began)) s"
    exit 0
fi

echo "== a misspelled destination fails the build, located"
grep -qF '(`to: ItemDetial`)' <<<"$section" || fail "the README's 'New app from zero' does not misspell to: ItemDetial"
sed -i.bak 's/to: ItemDetail,/to: ItemDetial,/' Sources/MyNav/App.navgraph.yaml && rm Sources/MyNav/App.navgraph.yaml.bak
grep -q 'to: ItemDetial,' Sources/MyNav/App.navgraph.yaml || fail "the starter graph has no 'to: ItemDetail,' to misspell"
expected=$(readme_block "build error" | sed 's|^/…/MyApp/||')
echo "+ swift build (must fail with: $expected)"
if swift build >build.log 2>&1; then cat build.log; fail "the build succeeded with a misspelled destination"; fi
grep -qF -- "$work/MyApp/$expected" build.log || { cat build.log; fail "the build log lacks: $work/MyApp/$expected"; }
echo "the build failed as the README says"

echo
echo "from scratch ($ui, $form): passed in $((SECONDS - began)) s"
