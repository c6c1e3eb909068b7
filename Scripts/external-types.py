#!/usr/bin/env python3
"""Prints a Swift declaration for every external type declared in the graph files of a folder,
as an app would provide them (Hashable, Sendable, Codable), so that generated code type-checks
on its own. Used by .ci/ios-typecheck.sh for the golden cases. Reads the YAML text with regular
expressions (no YAML library needed): `Name:` then `external: true` on the next line, or
`Name: { external: true }`."""
import pathlib
import re
import sys

block = re.compile(r"^[ \t]+([A-Za-z_]\w*):[ \t]*\n[ \t]+external:[ \t]*true[ \t]*$", re.M)
flow = re.compile(r"^[ \t]+([A-Za-z_]\w*):[ \t]*\{[ \t]*external:[ \t]*true[ \t]*\}", re.M)
names = set()
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.navgraph.y*ml")):
    text = path.read_text(encoding="utf-8", errors="replace")
    names.update(block.findall(text) + flow.findall(text))
print("// The app's external types, declared for type-checking generated code alone.")
for name in sorted(names):
    print(f"struct {name}: Hashable, Sendable, Codable {{}}")
