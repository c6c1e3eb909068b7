/// Reads the top-level `links:` mapping: `schemes` and `domains`, each a list of names.
///
/// A scheme is a URL scheme as RFC 3986 spells it (a letter, then letters, digits, `+`, `-` or
/// `.`), and not `http` or `https`, whose URLs are links through `domains`; a domain is a host
/// name (letters, digits, `-` and `.`, at most 253 characters), without a scheme, path or port.
/// Anything else is `invalid-link` at the value; shapes are `invalid-structure`; other keys
/// `unknown-key`; a mapping that names no scheme and no domain is `invalid-link`, since it would
/// make every link unreachable.
enum LinkOriginsReader {
    static let keys = LinkOriginsKey.spellings

    static func read(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> LinkOrigins {
        let errorsBefore = diagnostics.errorCount
        guard let mapping = KeyedMapping.read(node, allowed: keys, what: "'links'", diagnostics: &diagnostics) else { return LinkOrigins() }
        let origins = LinkOrigins(
            schemes: names(mapping["schemes"], "schemes", valid: isScheme, diagnostics: &diagnostics),
            domains: names(mapping["domains"], "domains", valid: isDomain, diagnostics: &diagnostics))
        if origins.schemes.isEmpty, origins.domains.isEmpty, diagnostics.errorCount == errorsBefore {
            diagnostics.add(.invalidLink, "'links' names no scheme and no domain, so no URL would open a link; add 'schemes' or 'domains'", at: node.range)
        }
        return origins
    }

    private static func names(
        _ node: SyntaxNode?, _ key: String, valid: (String) -> String?, diagnostics: inout DiagnosticBag
    ) -> [Located<String>] {
        guard let node, !node.isNull else { return [] }
        guard case .sequence(let items) = node.kind else {
            diagnostics.add(.invalidStructure, "'\(key)' must be a list of names, not \(node.shapeDescription)", at: node.range)
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "an item of '\(key)' must be a name, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            if let problem = valid(text) {
                diagnostics.add(.invalidLink, problem, at: item.range)
                return nil
            }
            return Located(text, at: item.range)
        }
    }

    /// Why `text` is not a custom scheme, if it is not.
    private static func isScheme(_ text: String) -> String? {
        let shown = DiagnosticText.excerpt(text)
        guard let first = text.unicodeScalars.first, first.isASCIILetter,
              text.unicodeScalars.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit || "+-.".unicodeScalars.contains($0) }) else {
            return "scheme '\(shown)' is not a URL scheme: write it without '://', a letter followed by letters, digits, '+', '-' or '.'"
        }
        guard !["http", "https"].contains(text.lowercased()) else {
            return "scheme '\(shown)' is the web's: name the site under 'domains' (universal links are https URLs of those domains)"
        }
        return nil
    }

    /// Why `text` is not a domain, if it is not.
    private static func isDomain(_ text: String) -> String? {
        let shown = DiagnosticText.excerpt(text)
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard text.utf8.count <= 253, labels.count > 1, labels.allSatisfy({ label in
            !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
                && label.unicodeScalars.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "-" }
        }) else {
            return "domain '\(shown)' is not a domain name: write it as 'shop.example.com', without a scheme, path or port"
        }
        return nil
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
