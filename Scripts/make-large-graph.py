#!/usr/bin/env python3
"""Writes a large, valid NavGraph graph for measuring the compiler.

Usage: make-large-graph.py [--links-and-unwinds] [--steps] SCREENS ROUTES OUTPUT_FILE

Screens are grouped 50 to a navigation stack, the stacks are the tabs of one tab bar (the
entry). Each route pushes within its stack or presents (embedded in a stack) a screen of
another stack; every third screen takes an ItemID context and every fifth returns a Choice,
so the type checks have work to do. The graph has no errors and no warnings.

With --links-and-unwinds, every screen also has a link ("/s7/{id}" for a screen with a
context, "/s8" otherwise), so ambiguity, binding and placement are checked for each, and every
screen but the entry's tabs has an unwind route back to the tab bar, so dominators are too.

With --steps, every screen's first route goes on with its destination's second route
(`then: [r1]`, a route of several steps), so each step is resolved, checked and generated.
"""
import sys


def main():
    arguments = sys.argv[1:]
    links = "--links-and-unwinds" in arguments
    steps = "--steps" in arguments
    arguments = [a for a in arguments if a not in ("--links-and-unwinds", "--steps")]
    if len(arguments) != 3:
        sys.exit(__doc__)
    screens, routes, output = int(arguments[0]), int(arguments[1]), arguments[2]
    group = 50
    stacks = (screens + group - 1) // group
    lines = ["version: 1", "entry: Main", "types:", "  ItemID: Int", "  Choice:", "    cases: [accept, decline]", "screens:"]
    for index in range(screens):
        lines.append(f"  S{index}:")
        if index % 3 == 0:
            lines.append("    context: ItemID")
        if index % 5 == 0:
            lines.append("    feedback: Choice")
        count = routes // screens + (1 if index < routes % screens else 0)
        if links:
            lines.append(f'    links: ["/s{index}/{{id}}"]' if index % 3 == 0 else f'    links: ["/s{index}"]')
        if count or links:
            lines.append("    routes:")
        if links:
            lines.append("      home: { to: Main, style: unwind }")
        start = index - index % group
        for number in range(count):
            if number % 3 == 2:  # present a screen of the next stack, in a stack of its own
                target = (start + group + (index + number) % group) % screens
                style = "present, embed: stack"
            else:
                target = start + (index - start + 1 + number) % min(group, screens - start)
                style = "push"
            extras = ""
            if target % 3 == 0:
                extras += ", context: ItemID"
            if target % 5 == 0:
                extras += ", feedback: Choice"
            # The destination's second route has no steps of its own: only first routes do.
            if steps and number == 0 and routes // screens + (1 if target < routes % screens else 0) > 1:
                extras += ", then: [r1]"
            lines.append(f"      r{number}: {{ to: S{target}, style: {style}{extras} }}")
    lines.append("flows:")
    lines.append("  Main: { kind: tabs, children: [" + ", ".join(f"Stack{n}" for n in range(stacks)) + "] }")
    for n in range(stacks):
        lines.append(f"  Stack{n}: {{ kind: stack, root: S{n * group} }}")
    with open(output, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
