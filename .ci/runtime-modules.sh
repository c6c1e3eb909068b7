# Sourced (from the repository root) by the scripts that build the runtime outside SwiftPM. The
# modules generated code is built against, in build order: each imports those before it, and
# NavGraphRuntime re-exports NavGraphVocabulary. The test support's one list is
# SwiftCompiler.runtimeModules (Tests/NavGraphCompilerTests/Support/SwiftCompiler.swift).
runtime_modules="NavGraphVocabulary NavGraphRuntime"

# emit_runtime_module OUT_DIR MODULE [SWIFTC FLAGS...]: builds OUT_DIR/MODULE.swiftmodule from
# Sources/MODULE (Swift 6, warnings as errors) against the modules already in OUT_DIR; the flags
# choose the platform (target, SDK, ...), Linux when there are none.
emit_runtime_module() {
    local out=$1 module=$2
    shift 2
    mkdir -p "$out"
    # shellcheck disable=SC2046  # one argument per source file; the paths have no spaces
    swiftc -emit-module -parse-as-library -module-name "$module" -swift-version 6 -warnings-as-errors \
        -I "$out" -emit-module-path "$out/$module.swiftmodule" "$@" $(find "Sources/$module" -name '*.swift' | sort)
}
