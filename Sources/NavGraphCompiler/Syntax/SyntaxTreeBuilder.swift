import CYaml

/// Builds the `SyntaxNode` tree from libyaml's events over the marked text: takes the marks of
/// `MarkedText` out again, expands aliases (which libyaml never saw) while counting what they
/// add, enforces the depth limit and reports duplicate keys with both of their places.
struct SyntaxTreeBuilder {
    /// A problem that abandons the whole file.
    struct Abandon: Error {
        let code: DiagnosticCode
        let message: String
        let location: SourceLocation
    }

    /// Why building stopped early.
    enum Stop: Error {
        /// libyaml reported an error, which Yams describes.
        case libyaml
        /// The file breaks a limit or names an unknown anchor.
        case abandon(Abandon)
    }

    /// The first document of a stream, as read.
    struct Document {
        /// The root; `nil` for an empty stream.
        var root: SyntaxNode?
        /// Whether another document follows the first (read no further: only Yams reads it).
        var hasSecondDocument = false
        /// Whether Yams might reject what was read: a mapping holds two keys that marking does not
        /// tell apart (keys that are lists or mappings, or scalars in places no mark goes), which
        /// Yams compares by its own rules, or libyaml gave an alias.
        var needsYamsVerdict = false
    }

    let places: SourcePlaces
    let limits: SyntaxLimits
    /// `duplicate-key` diagnostics found while building.
    private(set) var duplicateKeys: [Diagnostic] = []
    /// Nodes added so far by expanding aliases.
    private var expandedAliasNodes = 0
    /// Each anchor's node as built. A later anchor of the same name replaces an earlier one, as in YAML.
    private var anchors: [String: Built] = [:]
    /// Set when a mapping's keys or an alias need Yams' verdict; see `Document`.
    private var needsYamsVerdict = false

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

    /// Reads the stream's first document and whether a second one begins, consuming the same
    /// events Yams' `Parser.nextRoot()` would (twice) up to that point.
    mutating func read(_ events: YAMLEventStream) throws(Stop) -> Document {
        _ = try next(events)  // the stream's start
        guard try !next(events).is(YAML_STREAM_END_EVENT) else { return Document(root: nil) }
        _ = try next(events)
        let root = try build(events, depth: 1).node
        _ = try next(events)  // the document's end
        let hasSecond = try !next(events).is(YAML_STREAM_END_EVENT)
        return Document(root: root, hasSecondDocument: hasSecond, needsYamsVerdict: needsYamsVerdict)
    }

    private func next(_ events: YAMLEventStream) throws(Stop) -> yaml_event_type_t {
        do { return try events.next() } catch { throw .libyaml }
    }

    /// The node that begins with the current event: its size and its height.
    private mutating func build(_ events: YAMLEventStream, depth: Int) throws(Stop) -> Built {
        let location = places.location(line: events.line, column: events.column)
        guard depth <= limits.maxDepth else { throw .abandon(nestingTooDeep(at: location)) }
        let anchor = events.anchor
        var built: Built
        switch events.type.rawValue {
        case YAML_SCALAR_EVENT.rawValue:
            let text = places.marked.unmarked(events.scalarBytes)
            let isPlain = events.scalarStyle.is(YAML_PLAIN_SCALAR_STYLE)
            if isPlain, text.hasPrefix("*") {
                do { return try expandAlias(named: String(text.dropFirst()), at: location, depth: depth) } catch { throw .abandon(error) }
            }
            var syntax = SyntaxNode(kind: .scalar(text: text, isPlain: isPlain), location: location)
            syntax.isBlockScalar = events.scalarStyle.is(YAML_LITERAL_SCALAR_STYLE) || events.scalarStyle.is(YAML_FOLDED_SCALAR_STYLE)
            syntax.lineEnd = places.lines.endColumn(ofLine: location.line) ?? location.column
            built = Built(node: syntax, size: 1, height: 1)
        case YAML_SEQUENCE_START_EVENT.rawValue:
            var items: [SyntaxNode] = []
            var size = 1
            var height = 1
            while try !next(events).is(YAML_SEQUENCE_END_EVENT) {
                let child = try build(events, depth: depth + 1)
                items.append(child.node)
                size = min(size + child.size, limits.maxAliasExpansion + 1)
                height = max(height, child.height + 1)
            }
            built = Built(node: SyntaxNode(kind: .sequence(items), location: location), size: size, height: height)
        case YAML_MAPPING_START_EVENT.rawValue:
            var pairs: [SyntaxNode.Pair] = []
            var size = 1
            var height = 1
            var keysYamsCompares = 0
            while try !next(events).is(YAML_MAPPING_END_EVENT) {
                if !events.type.is(YAML_SCALAR_EVENT) || !places.marked.beginsWithKeyMark(events.scalarBytes) { keysYamsCompares += 1 }
                let keyNode = try build(events, depth: depth + 1)
                _ = try next(events)
                let valueNode = try build(events, depth: depth + 1)
                pairs.append(SyntaxNode.Pair(key: keyNode.node, value: valueNode.node))
                size = min(size + keyNode.size + valueNode.size, limits.maxAliasExpansion + 1)
                height = max(height, keyNode.height + 1, valueNode.height + 1)
            }
            if keysYamsCompares > 1 { needsYamsVerdict = true }
            built = Built(node: SyntaxNode(kind: .mapping(removingDuplicateKeys(pairs)), location: location), size: size, height: height)
        default:
            // Marking hides every alias from libyaml; should one get through, it reads as null,
            // and Yams, which would resolve it, decides whether the file is readable at all.
            needsYamsVerdict = true
            built = Built(node: SyntaxNode(kind: .scalar(text: "", isPlain: true), location: location), size: 1, height: 1)
        }
        if let anchor { anchors[anchor] = built }
        return built
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

    /// Keeps the first pair of each key and reports the later ones at their own place. Keys are
    /// compared by their Unicode scalars: keys equal only after normalization are different keys
    /// here, and the name checks report them. Most mappings hold a handful of keys, which are
    /// compared with the earlier ones directly; a table is built only for larger mappings. A
    /// mapping without duplicates (nearly all) is returned as it is, without a copy.
    private mutating func removingDuplicateKeys(_ pairs: [SyntaxNode.Pair]) -> [SyntaxNode.Pair] {
        var keys: [String?] = []
        keys.reserveCapacity(pairs.count)
        for pair in pairs { keys.append(pair.key.scalarText) }
        let usesTable = keys.count > Self.keysComparedDirectly
        var firstIndex: [ExactName: Int] = [:]
        if usesTable { firstIndex.reserveCapacity(keys.count) }
        var duplicates: [Duplicate] = []
        for index in 0..<keys.count {
            guard let key = keys[index] else { continue }
            if usesTable {
                let name = ExactName(key)
                if let first = firstIndex[name] {
                    duplicates.append(Duplicate(index: index, first: first))
                } else {
                    firstIndex[name] = index
                }
                continue
            }
            for earlier in 0..<index {
                if let other = keys[earlier], ExactName.same(other, key) {
                    duplicates.append(Duplicate(index: index, first: earlier))
                    break
                }
            }
        }
        guard !duplicates.isEmpty else { return pairs }
        // Linear even when most keys are duplicates (a hostile file's).
        var isDuplicate = [Bool](repeating: false, count: pairs.count)
        for duplicate in duplicates { isDuplicate[duplicate.index] = true }
        var kept: [SyntaxNode.Pair] = []
        kept.reserveCapacity(pairs.count - duplicates.count)
        for index in 0..<pairs.count where !isDuplicate[index] { kept.append(pairs[index]) }
        for duplicate in duplicates {
            let key = keys[duplicate.index] ?? ""
            duplicateKeys.append(Diagnostic(
                .duplicateKey, "duplicate key '\(key)'", at: pairs[duplicate.index].key.location,
                notes: [DiagnosticNote("'\(key)' first appears here", at: pairs[duplicate.first].key.location)]))
        }
        return kept
    }

    /// A later key equal to an earlier one: the indexes of both in their mapping.
    private struct Duplicate {
        let index: Int
        let first: Int
    }

    /// Up to this many keys, a mapping's keys are compared pairwise rather than through a table.
    private static let keysComparedDirectly = 8
}
