/// `GraphShape.subflows`: a stack whose root pushes a sub-flow, whose root pushes another, half as
/// deep as there are screens; each sub-flow has a second screen that finishes it with a value,
/// which the sub-flow above receives (`finish` routes are checked against every way their
/// screens are shown, and unwinds would be too).
enum DeepSubflows {
    static func yaml(screens: Int) -> String {
        let depth = max(1, screens / 2)
        var lines = ["version: 1", "entry: Main", "types:", "  RoomID: String", "  Left: { fields: { early: Bool } }", "screens:"]
        lines += ["  Home:", "    routes:", "      open: { to: F0, style: push, context: RoomID, feedback: Left }"]
        for level in 0..<depth {
            lines += ["  R\(level):", "    context: RoomID", "    routes:", "      more: { to: X\(level), style: push }"]
            if level + 1 < depth { lines.append("      deeper: { to: F\(level + 1), style: push, context: RoomID, feedback: Left }") }
            lines += ["  X\(level):", "    routes:", "      leave: { to: F\(level), style: finish, feedback: Left }"]
        }
        lines += ["flows:", "  Main: { kind: stack, root: Home }"]
        for level in 0..<depth { lines.append("  F\(level): { kind: stack, root: R\(level), context: RoomID, feedback: Left }") }
        return lines.joined(separator: "\n") + "\n"
    }
}
