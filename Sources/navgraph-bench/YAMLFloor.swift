import Yams

/// The least a located YAML front end built on Yams' node tree can do with a file: have Yams
/// (libyaml) compose it and visit every node, reading each node's mark and each scalar's text.
///
/// NavGraph's front end composed files this way until its reader was built on libyaml's events
/// alone; the floor stays, so that the ratios to it compare with the tables measured before. It
/// composes as that front end did at the least: `Parser(yaml:resolver:)` then `nextRoot()`, the
/// `.basic` resolver (no regular expression per scalar when Yams hashes keys for its
/// duplicate-key check), and `nextRoot()` again for a second document. It builds nothing of its
/// own: only Yams' work and a walk that reads what a located tree needs.
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
        let parser = try Parser(yaml: text, resolver: .basic)
        if let root = try parser.nextRoot() {
            walk(root, into: &tally)
            if let second = try parser.nextRoot() { walk(second, into: &tally) }
        }
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
