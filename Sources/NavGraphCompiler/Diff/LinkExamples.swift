import Foundation

/// URLs a link of a graph opens, made from its pattern: for each origin it answers, its path with
/// a value of each parameter's type (a second set of values when the first reads as another link),
/// with every query item and with only the ones it needs. What `navgraph diff` matches against the
/// new graph's links, as URLs already published would be.
struct LinkExamples {
    let table: LinkTable

    /// The URLs of the link at `index` that open it in its own graph, for `origins` (`shop://`,
    /// `https://shop.example.com`) when it answers every origin the graph declares.
    func urls(of index: Int, origins: [String]) -> [URL] {
        let entry = table.catalog.entries[index]
        let bases = entry.scheme.map { ["\($0)://"] } ?? entry.domain.map { ["https://\($0)"] } ?? origins
        let types = table.parameterTypes[index]
        var found: [URL] = []
        for base in bases {
            for variant in 0..<2 {
                let values = entry.pattern.parameters.reduce(into: [String: String]()) { values, parameter in
                    values[parameter.name] = parameter.isRest ? "a/b" : Self.sample(types[parameter.name], variant: variant, table: table)
                }
                let urls = [true, false].compactMap { withOptional in url(entry, base: base, values: values, types: types, optionalQuery: withOptional) }
                let opening = urls.filter { table.match($0) == index }
                guard !opening.isEmpty else { continue }
                found += opening
                break
            }
        }
        return Array(Set(found)).sorted { $0.absoluteString < $1.absoluteString }
    }

    /// The URL of `entry`'s pattern under `base` with `values`; its query items bound to optional
    /// values only with `optionalQuery`.
    func url(_ entry: LinkCatalog.Entry, base: String, values: [String: String], types: [String: TypeExpression], optionalQuery: Bool) -> URL? {
        if entry.takesWholeURL { return URL(string: "\(entry.scheme ?? "app"):https://example.com/feed") }
        let written = { (segments: [LinkPattern.Segment]) in
            segments.map { segment -> String in
                switch segment {
                // A literal may be written percent-encoded (`/new%20item`).
                case .literal(let text): Self.encoded(text.removingPercentEncoding ?? text)
                case .parameter(let parameter): Self.encoded(values[parameter.name] ?? "x")
                case .rest(let parameter): (values[parameter.name] ?? "a/b").split(separator: "/").map { Self.encoded(String($0)) }.joined(separator: "/")
                }
            }.joined(separator: "/")
        }
        let items = entry.pattern.query.filter { item in
            if case .optional? = types[item.parameter.name] { return optionalQuery }
            return true
        }.map { "\(Self.encoded($0.name))=\(Self.encoded(values[$0.parameter.name] ?? "x"))" }
        // A custom scheme's first segment is the URL's host (`shop://items/42`).
        let separator = base.hasSuffix("://") ? "" : "/"
        let query = items.isEmpty ? "" : "?" + items.joined(separator: "&")
        // A link with a fragment reads its query items there (`/#/room/{id}?via={via}`).
        guard let fragment = entry.pattern.fragment else { return URL(string: base + separator + written(entry.pattern.path) + query) }
        return URL(string: base + separator + written(entry.pattern.path) + "#/" + written(fragment) + query)
    }

    /// A text that reads as `type`: a different one for each variant where the type has several.
    static func sample(_ type: TypeExpression?, variant: Int, table: LinkTable) -> String {
        switch type {
        case .optional(let wrapped)?: return sample(wrapped, variant: variant, table: table)
        case .builtin(.int)?, .builtin(.int64)?: return variant == 0 ? "7" : "8"
        case .builtin(.double)?, .builtin(.float)?: return variant == 0 ? "1.5" : "2.5"
        case .builtin(.bool)?: return variant == 0 ? "true" : "false"
        case .builtin(.uuid)?: return variant == 0 ? "E621E1F8-C36C-495A-93FC-0C247A3E6E5F" : "16FD2706-8BAF-433B-82EB-8C7FADA847DA"
        case .named(let name)?:
            let cases = table.enumCaseNames(name)
            return cases.isEmpty ? "x" : cases[min(variant, cases.count - 1)]
        default: return variant == 0 ? "s1" : "s2"
        }
    }

    /// `text` percent-encoded for one path segment or query value.
    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? text
    }

    private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?&=+#%"))
}
