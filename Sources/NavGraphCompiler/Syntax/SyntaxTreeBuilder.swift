import Yams

/// Converts Yams' composed nodes to `SyntaxNode`s: takes the marks of `MarkedText` out again,
/// expands aliases (which Yams never saw) while counting what they add, enforces the depth limit
/// and reports duplicate keys with both of their places.
struct SyntaxTreeBuilder {
    /// A problem that abandons the whole file.
    struct Abandon: Error {
        let code: DiagnosticCode
        let message: String
        let location: SourceLocation
    }

    let places: SourcePlaces
    let limits: SyntaxLimits
    /// `duplicate-key` diagnostics found while building.
    private(set) var duplicateKeys: [Diagnostic] = []
    /// Nodes added so far by expanding aliases.
    private var expandedAliasNodes = 0
    /// Each anchor's node as built, with its size in nodes and its height in levels. A later
    /// anchor of the same name replaces an earlier one, as in YAML.
    private var anchors: [String: (node: SyntaxNode, size: Int, height: Int)] = [:]

    init(places: SourcePlaces, limits: SyntaxLimits) {
        self.places = places
        self.limits = limits
    }

    /// Builds the tree under `root`.
    mutating func build(_ root: Node) throws(Abandon) -> SyntaxNode {
        try build(root, depth: 1).node
    }

    /// The node, its size (nodes, aliases expanded, capped just past the alias limit) and height.
    private mutating func build(_ node: Node, depth: Int) throws(Abandon) -> (node: SyntaxNode, size: Int, height: Int) {
        let location = places.location(of: node.mark)
        guard depth <= limits.maxDepth else { throw nestingTooDeep(at: location) }
        var built: (node: SyntaxNode, size: Int, height: Int)
        switch node {
        case .scalar(let scalar):
            let text = places.marked.unmarked(scalar.string)
            if scalar.style == .plain, text.hasPrefix("*") {
                return try expandAlias(named: String(text.dropFirst()), at: location, depth: depth)
            }
            var syntax = SyntaxNode(kind: .scalar(text: text, isPlain: scalar.style == .plain), location: location)
            syntax.isBlockScalar = scalar.style == .literal || scalar.style == .folded
            syntax.lineEnd = places.lines.endColumn(ofLine: location.line) ?? location.column
            built = (syntax, 1, 1)
        case .sequence(let sequence):
            var items: [SyntaxNode] = []
            var size = 1
            var height = 1
            for item in sequence {
                let child = try build(item, depth: depth + 1)
                items.append(child.node)
                size = min(size + child.size, limits.maxAliasExpansion + 1)
                height = max(height, child.height + 1)
            }
            built = (SyntaxNode(kind: .sequence(items), location: location), size, height)
        case .mapping(let mapping):
            var pairs: [SyntaxNode.Pair] = []
            var size = 1
            var height = 1
            for (key, value) in mapping {
                let keyNode = try build(key, depth: depth + 1)
                let valueNode = try build(value, depth: depth + 1)
                pairs.append(SyntaxNode.Pair(key: keyNode.node, value: valueNode.node))
                size = min(size + keyNode.size + valueNode.size, limits.maxAliasExpansion + 1)
                height = max(height, keyNode.height + 1, valueNode.height + 1)
            }
            built = (SyntaxNode(kind: .mapping(removingDuplicateKeys(pairs)), location: location), size, height)
        case .alias:
            // Marking hides every alias from Yams; should one get through, it reads as null.
            built = (SyntaxNode(kind: .scalar(text: "", isPlain: true), location: location), 1, 1)
        }
        if let anchor = node.anchor { anchors[anchor.rawValue] = built }
        return built
    }

    /// The anchored node an alias stands for, counted against the alias limit at the alias.
    private mutating func expandAlias(named name: String, at location: SourceLocation, depth: Int) throws(Abandon) -> (node: SyntaxNode, size: Int, height: Int) {
        guard let anchored = anchors[name] else {
            throw Abandon(code: .yamlSyntax, message: "alias '*\(name)' names no anchor defined before it", location: location)
        }
        expandedAliasNodes += anchored.size
        if expandedAliasNodes > limits.maxAliasExpansion {
            throw Abandon(
                code: .limitExceeded,
                message: "YAML aliases expand to more than the limit of \(limits.maxAliasExpansion) nodes", location: location)
        }
        guard depth + anchored.height - 1 <= limits.maxDepth else { throw nestingTooDeep(at: location) }
        return anchored
    }

    private func nestingTooDeep(at location: SourceLocation) -> Abandon {
        Abandon(code: .limitExceeded, message: "nesting deeper than the limit of \(limits.maxDepth) levels", location: location)
    }

    /// Keeps the first pair of each key and reports the later ones at their own place. Keys are
    /// compared by their Unicode scalars: keys equal only after normalization are different keys
    /// here, and the name checks report them. Most mappings hold a handful of keys, which are
    /// compared with the kept ones directly; a table is built only for larger mappings.
    private mutating func removingDuplicateKeys(_ pairs: [SyntaxNode.Pair]) -> [SyntaxNode.Pair] {
        let usesTable = pairs.count > Self.keysComparedDirectly
        var firstPlace: [ExactName: SourceLocation] = [:]
        if usesTable { firstPlace.reserveCapacity(pairs.count) }
        var kept: [SyntaxNode.Pair] = []
        kept.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalarText else {
                kept.append(pair)
                continue
            }
            let first: SourceLocation?
            if usesTable {
                let name = ExactName(key)
                first = firstPlace[name]
                if first == nil { firstPlace[name] = pair.key.location }
            } else {
                first = kept.first { $0.key.scalarText.map { ExactName.same($0, key) } ?? false }?.key.location
            }
            guard let first else {
                kept.append(pair)
                continue
            }
            duplicateKeys.append(Diagnostic(
                .duplicateKey, "duplicate key '\(key)'", at: pair.key.location,
                notes: [DiagnosticNote("'\(key)' first appears here", at: first)]))
        }
        return kept
    }

    /// Up to this many keys, a mapping's keys are compared pairwise rather than through a table.
    private static let keysComparedDirectly = 8
}
