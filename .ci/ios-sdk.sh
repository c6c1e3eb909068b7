# Sourced by every CI script that uses Apple's iOS SDK (see ../shared/ios-sdk/README.md), so that
# one place says where it is and how the runtime is built for it.
#
# Sets `ios_sdk` to the folder holding `typecheck-ios`: $NAVGRAPH_IOS_SDK, else `shared/ios-sdk`
# beside the repository; empty where there is none (a clone outside the NavGraph workspace), and
# the scripts then say what they skip. Must be sourced from the repository root.
ios_sdk=${NAVGRAPH_IOS_SDK:-$(cd .. && pwd)/shared/ios-sdk}
[ -x "$ios_sdk/typecheck-ios" ] || ios_sdk=

# ios_runtime_modules: prints the folder of the runtime's modules built for iOS (what generated
# code imports), building them with .ci/ios-runtime-module.sh unless the folder already holds
# them built from the same sources (a CI run builds them once for all its scripts).
ios_runtime_modules() {
    local out=.build/ios-runtime-modules stamp
    source .ci/runtime-modules.sh
    # shellcheck disable=SC2046  # one argument per source file; the paths have no spaces
    stamp=$(cat .ci/ios-runtime-module.sh .ci/runtime-modules.sh $(for module in $runtime_modules; do find "Sources/$module" -name '*.swift' | sort; done) | sha256sum)
    if [ "$(cat "$out/stamp" 2>/dev/null)" != "$stamp" ]; then
        rm -rf "$out"
        bash .ci/ios-runtime-module.sh "$ios_sdk" "$out" >&2
        echo "$stamp" > "$out/stamp"
    fi
    echo "$out"
}
