#!/usr/bin/env bash
# CI step: fuzz each target for 60 s (docs/Fuzzing.md): the front end and generator (graph files),
# URL matching against a generated link table (links), and restoring saved states (restore).
# Swift's toolchain ships libFuzzer and the AddressSanitizer/LeakSanitizer runtimes, so nothing
# is installed here. A failing input is printed in base64 in the log (the CI clone does not
# outlive the run).
set -euo pipefail
cd "$(dirname "$0")/.."
for target in graph links restore; do
    NAVGRAPH_FUZZ_TARGET=$target Scripts/fuzz.sh "${NAVGRAPH_FUZZ_SECONDS:-60}"
done
