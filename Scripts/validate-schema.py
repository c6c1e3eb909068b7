#!/usr/bin/env python3
"""Checks Schema/navgraph.schema.json against the graph files the repository holds.

What must hold (run from anywhere; paths are taken from the repository root):

1. The schema is a valid JSON Schema (draft-07).
2. Every graph file (*.navgraph.yaml, *.navgraph.yml) under Examples/ and
   Tests/NavGraphCompilerTests/Pictures/ is accepted.
3. Golden diagnostic cases, Tests/NavGraphCompilerTests/Golden/<case>/, whose
   expected.txt lists the compiler's diagnostics as `file:line:col: severity: message [code]`,
   are judged file by file, from the diagnostics about that file:
   - a file with no diagnostic about its shape (codes in SHAPE_CODES) is
     structurally valid, so it must be accepted; this covers the valid cases (empty
     expected.txt) and files with only semantic problems such as undefined-screen
     or context-mismatch;
   - a file whose every error is invalid-structure or unknown-key is structurally
     invalid, so it must be rejected;
   - any other file is skipped: YAML syntax errors, duplicate keys, limits and
     versions are things a JSON Schema cannot see or that YAML-to-JSON conversion
     hides, and invalid-type mixes shapes the schema sees (`[Int, String]`) with
     spellings inside a string it cannot (`"[Int"`).

YAML is read the way NavGraph reads it: with libyaml when PyYAML has it (NavGraph's
parser too; PyYAML's pure-Python parser rejects `{ context: ItemID? }`), and with the
YAML 1.2 core schema's booleans: only true/false are booleans and dates stay strings,
so `on:` or `2024-01-01` are not mangled.

Prints one line per failure and a summary `N passed, N failed, N skipped`;
exits 1 when anything failed. Needs PyYAML and jsonschema (`pip install pyyaml jsonschema`).
"""
import json
import pathlib
import re
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "Schema" / "navgraph.schema.json"
ACCEPTED_FOLDERS = [ROOT / "Examples", ROOT / "Tests" / "NavGraphCompilerTests" / "Pictures"]
GOLDEN = ROOT / "Tests" / "NavGraphCompilerTests" / "Golden"

SHAPE_CODES = {
    "yaml-syntax", "limit-exceeded", "invalid-structure", "unknown-key",
    "duplicate-key", "unsupported-version", "invalid-type",
}
REJECTED_CODES = {"invalid-structure", "unknown-key"}
DIAGNOSTIC_LINE = re.compile(r"^(.*?):\d+:\d+: (error|warning): .*\[([a-z-]+)\]\s*$")


class CoreSchemaLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """SafeLoader with YAML 1.2 booleans and no timestamps."""


CoreSchemaLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
CoreSchemaLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def graph_files(folder):
    return sorted(p for p in folder.rglob("*") if p.name.endswith((".navgraph.yaml", ".navgraph.yml")))


def schema_errors(validator, path):
    """The schema's complaints about one file, or a one-item list when it is not YAML at all."""
    try:
        document = yaml.load(path.read_text(encoding="utf-8"), Loader=CoreSchemaLoader)
    except (yaml.YAMLError, UnicodeDecodeError) as error:
        return [f"not readable as YAML: {error}".replace("\n", " ")]
    document = json.loads(json.dumps(document, default=str))  # what an editor's JSON view sees
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}" for e in validator.iter_errors(document)]


def diagnostics_by_file(expected):
    """{file name: (error codes, all codes)} from a golden case's expected.txt."""
    found = {}
    for line in expected.read_text(encoding="utf-8").splitlines():
        match = DIAGNOSTIC_LINE.search(line)
        if match:
            errors, codes = found.setdefault(pathlib.Path(match.group(1)).name, (set(), set()))
            codes.add(match.group(3))
            if match.group(2) == "error":
                errors.add(match.group(3))
    return found


def main():
    passed, failed, skipped = 0, [], 0
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    try:
        jsonschema.Draft7Validator.check_schema(schema)
        passed += 1
    except jsonschema.SchemaError as error:
        failed.append(f"{SCHEMA.relative_to(ROOT)}: not a valid draft-07 schema: {error.message}")
    validator = jsonschema.Draft7Validator(schema)

    def expect_accepted(path, why):
        nonlocal passed
        errors = schema_errors(validator, path)
        if errors:
            failed.extend(f"{path.relative_to(ROOT)}: rejected, but {why}: {e}" for e in errors)
        else:
            passed += 1

    for folder in ACCEPTED_FOLDERS:
        for path in graph_files(folder) if folder.is_dir() else []:
            expect_accepted(path, "it is an example")

    for case in sorted(p for p in GOLDEN.iterdir() if p.is_dir()) if GOLDEN.is_dir() else []:
        expected = case / "expected.txt"
        if not expected.is_file():
            continue
        diagnostics = diagnostics_by_file(expected)
        for path in graph_files(case):
            errors, codes = diagnostics.get(path.name, (set(), set()))
            if not codes & SHAPE_CODES:
                expect_accepted(path, "the compiler finds nothing wrong with its shape")
            elif errors and errors <= REJECTED_CODES:
                if schema_errors(validator, path):
                    passed += 1
                else:
                    failed.append(f"{path.relative_to(ROOT)}: accepted but the compiler reports {', '.join(sorted(errors))}")
            else:
                skipped += 1

    for line in failed:
        print(f"FAIL {line}")
    print(f"{passed} passed, {len(failed)} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
