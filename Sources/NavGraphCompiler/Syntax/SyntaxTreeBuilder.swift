import Yams

/// Converts Yams' composed nodes to `SyntaxNode`s, enforcing the depth and alias limits and
/// reporting duplicate keys with both of their places.
struct SyntaxTreeBuilder {
    /// A limit was hit; the whole file is abandoned.
    struct LimitHit: Error {
        let message: String
        let location: SourceLocation
    }

    let path: String
    let document: ComposedDocument
    let limits: SyntaxLimits
    /// `duplicate-key` diagnostics found while building.
    private(set) var duplicateKeys: [Diagnostic] = []
    /// Nodes added so far by expanding aliases. `AliasExpansionGuard` measured this before
    /// composing; counting again here keeps the limit even for an alias its text scan missed.
    private var expandedAliasNodes = 0
    /// Anchors already defined; a node carrying one of them again is an alias occurrence.
    private var definedAnchors: Set<ObjectIdentifier> = []

    init(path: String, document: ComposedDocument, limits: SyntaxLimits) {
        self.path = path
        self.document = document
        self.limits = limits
    }

    /// Builds the tree under `root`.
    mutating func build(_ root: Node) throws(LimitHit) -> SyntaxNode {
        let location = document.originalLocation(of: root, path: path)
        return try build(root, depth: 1, insideAlias: false, useSite: location)
    }

    /// - Parameter useSite: where the node is used, which for an alias is not where its content was written.
    private mutating func build(
        _ node: Node, depth: Int, insideAlias: Bool, useSite: SourceLocation
    ) throws(LimitHit) -> SyntaxNode {
        var insideAlias = insideAlias
        if let anchor = node.anchor, !definedAnchors.insert(ObjectIdentifier(anchor)).inserted {
            insideAlias = true
        }
        if insideAlias {
            expandedAliasNodes += 1
            if expandedAliasNodes > limits.maxAliasExpansion {
                throw LimitHit(
                    message: "YAML aliases expand to more than the limit of \(limits.maxAliasExpansion) nodes",
                    location: useSite)
            }
        }
        let location = document.originalLocation(of: node, path: path)
        guard depth <= limits.maxDepth else {
            throw LimitHit(message: "nesting deeper than the limit of \(limits.maxDepth) levels", location: location)
        }
        switch node {
        case .scalar(let scalar):
            let text = scalar.string.replacingOccurrences(of: DuplicateKeyMarker.text, with: "")
            return SyntaxNode(kind: .scalar(text: text, isPlain: scalar.style == .plain), location: location)
        case .sequence(let sequence):
            var items: [SyntaxNode] = []
            for item in sequence {
                let site = insideAlias ? useSite : location
                items.append(try build(item, depth: depth + 1, insideAlias: insideAlias, useSite: site))
            }
            return SyntaxNode(kind: .sequence(items), location: location)
        case .mapping(let mapping):
            var pairs: [SyntaxNode.Pair] = []
            for (key, value) in mapping {
                let keyNode = try build(key, depth: depth + 1, insideAlias: insideAlias, useSite: useSite)
                let site = insideAlias ? useSite : keyNode.location
                let valueNode = try build(value, depth: depth + 1, insideAlias: insideAlias, useSite: site)
                pairs.append(SyntaxNode.Pair(key: keyNode, value: valueNode))
            }
            return SyntaxNode(kind: .mapping(removingDuplicateKeys(pairs)), location: location)
        case .alias:
            // The composer resolves aliases itself; an unresolved one can only be treated as null.
            return SyntaxNode(kind: .scalar(text: "", isPlain: true), location: location)
        }
    }

    /// Keeps the first pair of each key and reports the later ones at their own place.
    private mutating func removingDuplicateKeys(_ pairs: [SyntaxNode.Pair]) -> [SyntaxNode.Pair] {
        var firstPlace: [String: SourceLocation] = [:]
        return pairs.filter { pair in
            guard let key = pair.key.scalarText else { return true }
            guard let first = firstPlace[key] else {
                firstPlace[key] = pair.key.location
                return true
            }
            duplicateKeys.append(Diagnostic(
                .duplicateKey, "duplicate key '\(key)'", at: pair.key.location,
                notes: [DiagnosticNote("'\(key)' first appears here", at: first)]))
            return false
        }
    }
}
