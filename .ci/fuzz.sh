#!/usr/bin/env bash
# CI step: fuzz the front end and generator for 120 s (docs/Fuzzing.md). Swift's toolchain ships
# libFuzzer and the AddressSanitizer/LeakSanitizer runtimes, so nothing is installed here.
# A failing input is printed in base64 in the log (the CI clone does not outlive the run).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/fuzz.sh "${NAVGRAPH_FUZZ_SECONDS:-120}"
