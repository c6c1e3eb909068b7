import Yams

/// The least a located YAML front end can do with a file: have Yams (libyaml) compose it and
/// visit every node, reading each node's mark and each scalar's text.
enum YAMLFloor {
    /// What the walk saw, so that none of it can be optimized away.
    struct Tally {
        var nodes = 0
        var scalarBytes = 0
        var lastLine = 0
    }

    /// Composes the text and walks every node; throws when Yams cannot compose it.
    static func composeAndWalk(_ text: String) throws -> Tally {
        var tally = Tally()
        if let root = try Yams.compose(yaml: text) { walk(root, into: &tally) }
        return tally
    }

    private static func walk(_ node: Node, into tally: inout Tally) {
        tally.nodes += 1
        tally.lastLine = max(tally.lastLine, node.mark?.line ?? 0)
        switch node {
        case .scalar(let scalar):
            tally.scalarBytes += scalar.string.utf8.count
        case .mapping(let mapping):
            for (key, value) in mapping {
                walk(key, into: &tally)
                walk(value, into: &tally)
            }
        case .sequence(let sequence):
            for element in sequence { walk(element, into: &tally) }
        case .alias:
            break
        }
    }
}
