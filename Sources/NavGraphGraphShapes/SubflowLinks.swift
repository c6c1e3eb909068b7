/// `GraphShape.subflowLinks`: a list that pushes half as many sub-flows as there are screens,
/// each a room with a context whose root has a link (pushing the sub-flow with the context it
/// reads) and a second screen opened by a chain link through the root: every link placed as its
/// sub-flow, compared with the root's context and followed into the sub-flow.
enum SubflowLinks {
    static func yaml(screens: Int) -> String {
        let rooms = max(1, screens / 2)
        var lines = ["version: 1", "entry: Main", "links: { schemes: [chat] }", "types:", "  RoomID: String", "screens:", "  Home:", "    routes:"]
        lines += (0..<rooms).map { "      room\($0): { to: F\($0), style: push, context: RoomID }" }
        for room in 0..<rooms {
            lines += [
                "  R\(room):", "    context: RoomID", "    links: [\"/r\(room)/{id}\"]", "    routes:", "      members: { to: X\(room), style: push }",
                "  X\(room):", "    links: [{ path: \"/r\(room)/{R\(room).id}/members\", through: [R\(room)] }]",
            ]
        }
        lines += ["flows:", "  Main: { kind: stack, root: Home }"]
        lines += (0..<rooms).map { "  F\($0): { kind: stack, root: R\($0), context: RoomID }" }
        return lines.joined(separator: "\n") + "\n"
    }
}
