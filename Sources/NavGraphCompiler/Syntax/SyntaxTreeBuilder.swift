import CYaml

/// Builds the `SyntaxNode` tree from libyaml's events: expands aliases while counting what they
/// add, enforces the depth limit, reports duplicate keys with both of their places, and sets
/// YAML merge keys (`<<`) aside for the parser to report.
///
/// The first problem that makes the file unreadable wins, as a person reads the file: a
/// mistake in the YAML (libyaml's error, wherever it is in the first two documents) comes
/// before a limit the builder meets (an alias bomb, nesting too deep, an unknown alias).
struct SyntaxTreeBuilder {
    /// A problem that abandons the whole file.
    struct Abandon: Error {
        let code: DiagnosticCode
        let message: String
        let location: SourceLocation
    }

    /// Why building a node stopped early.
    enum Stop: Error {
        case libyaml(LibyamlError)
        case abandon(Abandon)
    }

    /// The first document of a stream, as read.
    struct Document {
        /// The root; `nil` for an empty stream or an abandoned document.
        var root: SyntaxNode?
        /// Why the document was abandoned, if it was.
        var abandoned: Abandon?
        /// Where a second document's root is, if one follows the first (a graph file holds one).
        var secondDocument: SourceLocation?
    }

    let places: SourcePlaces
    let limits: SyntaxLimits
    /// `duplicate-key` diagnostics found while building; each left its pair out of the tree.
    private(set) var duplicateKeys: [Diagnostic] = []
    /// Nodes added so far by expanding aliases.
    private var expandedAliasNodes = 0
    /// Each anchor's node as built. A later anchor of the same name replaces an earlier one, as in YAML.
    private var anchors: [String: Built] = [:]

    /// A node as built, with its size in nodes (aliases expanded, capped just past the alias
    /// limit) and its height in levels. (A struct, not a tuple: a debug build looks up a tuple
    /// type's metadata at run time on every use, once per node here.)
    private struct Built {
        var node: SyntaxNode
        var size: Int
        var height: Int
    }

    init(places: SourcePlaces, limits: SyntaxLimits) {
        self.places = places
        self.limits = limits
    }

    /// Reads the stream's first document, and the second one's events if one follows (only to
    /// know that they are YAML); throws libyaml's error, the first problem of a file that is not.
    mutating func read(_ events: YAMLEventStream) throws(LibyamlError) -> Document {
        var document = Document()
        _ = try events.next()  // the stream's start
        guard try !events.next().is(YAML_STREAM_END_EVENT) else { return document }
        _ = try events.next()
        do {
            document.root = try build(events, depth: 1).node
            _ = try next(events)  // the document's end
        } catch {
            switch error {
            case .libyaml(let failure):
                throw failure
            case .abandon(let reason):
                document.abandoned = reason
                document.root = nil
                // Past the builder's depth limit libyaml meets its own, which says nothing new:
                // the reason stands, and nothing after it can be read.
                do { try Self.skipToDocumentEnd(events) } catch where error.isNestingLimit { return document }
            }
        }
        guard try events.next().is(YAML_DOCUMENT_START_EVENT) else { return document }
        _ = try events.next()
        document.secondDocument = places.location(line: events.line, column: events.column)
        try Self.skipToDocumentEnd(events)
        return document
    }

    /// Reads events up to the current document's end, building nothing (libyaml itself keeps
    /// the nesting it tracks within its limit).
    private static func skipToDocumentEnd(_ events: YAMLEventStream) throws(LibyamlError) {
        while !events.type.is(YAML_DOCUMENT_END_EVENT) { _ = try events.next() }
    }

    private func next(_ events: YAMLEventStream) throws(Stop) -> yaml_event_type_t {
        do { return try events.next() } catch { throw .libyaml(error) }
    }

    /// The node that begins with the current event: its size and its height.
    private mutating func build(_ events: YAMLEventStream, depth: Int) throws(Stop) -> Built {
        let start = places.range(line: events.line, column: events.column, endLine: events.endLine, endColumn: events.endColumn)
        guard depth <= limits.maxDepth else { throw .abandon(nestingTooDeep(at: start.start)) }
        let anchor = events.anchor
        let built: Built
        switch events.type.rawValue {
        case YAML_ALIAS_EVENT.rawValue:
            do {
                var expanded = try expandAlias(named: anchor ?? "", at: start.start, depth: depth)
                // The anchor's node, written here: an editor points at the alias, not at the anchor.
                expanded.node.range = start
                return expanded
            } catch { throw .abandon(error) }
        case YAML_SCALAR_EVENT.rawValue:
            let syntax = SyntaxNode(
                kind: .scalar(
                    text: String(decoding: events.scalarBytes, as: UTF8.self), isPlain: events.scalarStyle.is(YAML_PLAIN_SCALAR_STYLE)),
                range: start)
            built = Built(node: syntax, size: 1, height: 1)
        case YAML_SEQUENCE_START_EVENT.rawValue:
            let isFlow = events.isFlowCollection
            var items: [SyntaxNode] = []
            var size = 1
            var height = 1
            while try !next(events).is(YAML_SEQUENCE_END_EVENT) {
                let child = try build(events, depth: depth + 1)
                items.append(child.node)
                size = min(size + child.size, limits.maxAliasExpansion + 1)
                height = max(height, child.height + 1)
            }
            let range = collectionRange(from: start, isFlow: isFlow, lastItem: items.last?.range, events: events)
            built = Built(node: SyntaxNode(kind: .sequence(items), range: range), size: size, height: height)
        case YAML_MAPPING_START_EVENT.rawValue:
            built = try buildMapping(events, at: start, depth: depth)
        default:
            // libyaml starts every node with one of the events above; should it ever not, the
            // place reads as nothing rather than as the start of a collection that never ends.
            built = Built(node: SyntaxNode(kind: .scalar(text: "", isPlain: true), range: start), size: 1, height: 1)
        }
        if let anchor { anchors[anchor] = built }
        return built
    }

    /// The range of a collection whose end event is the current one: a flow collection's ends at
    /// its closing bracket; a block collection's at the end of its last item, for libyaml ends a
    /// block at the next token, past the blank and comment lines that follow it.
    private func collectionRange(from start: SourceRange, isFlow: Bool, lastItem: SourceRange?, events: YAMLEventStream) -> SourceRange {
        if isFlow { return places.range(from: start.start, endLine: events.endLine, endColumn: events.endColumn) }
        guard let lastItem else { return start }
        return SourceRange(start: start.start, endLine: lastItem.endLine, endColumn: lastItem.endColumn)
    }

    /// The mapping that begins with the current event.
    private mutating func buildMapping(_ events: YAMLEventStream, at start: SourceRange, depth: Int) throws(Stop) -> Built {
        let isFlow = events.isFlowCollection
        var pairs: [SyntaxNode.Pair] = []
        var size = 1
        var height = 1
        var mergeKeys: [SourceLocation] = []
        var lastValue: SourceRange?
        while try !next(events).is(YAML_MAPPING_END_EVENT) {
            let isMergeKey = events.isMergeKey
            let key = try build(events, depth: depth + 1)
            _ = try next(events)
            // A merge key's value is built all the same: it may define anchors used later.
            let value = try build(events, depth: depth + 1)
            size = min(size + key.size + value.size, limits.maxAliasExpansion + 1)
            height = max(height, key.height + 1, value.height + 1)
            lastValue = value.node.range
            if isMergeKey {
                mergeKeys.append(key.node.location)
            } else {
                pairs.append(SyntaxNode.Pair(key: key.node, value: value.node))
            }
        }
        let range = collectionRange(from: start, isFlow: isFlow, lastItem: lastValue, events: events)
        var mapping = SyntaxNode(kind: .mapping(DuplicateKeys.removing(from: pairs, reportingTo: &duplicateKeys)), range: range)
        mapping.mergeKeys = mergeKeys
        return Built(node: mapping, size: size, height: height)
    }

    /// The anchored node an alias stands for, counted against the alias limit at the alias.
    private mutating func expandAlias(named name: String, at location: SourceLocation, depth: Int) throws(Abandon) -> Built {
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
}
