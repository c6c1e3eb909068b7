/// Writes a ``GraphPicture`` as a Mermaid flowchart, which GitHub draws inside a Markdown
/// ` ```mermaid ` block.
///
/// Left to right, one subgraph per flow. Route styles: push `-->`, present `-.->` (blue),
/// replace `==>` (orange), select `--o` (green), unwind `--x` (purple); linked screens are blue
/// with their link patterns under their names; unreachable screens are dashed and grey.
/// Identifiers come from ``identifier(_:prefix:)``, and every label goes through ``quoted(_:)``.
public enum MermaidRenderer {
    private static let launchID = "launch"

    /// The Mermaid text of a picture.
    public static func render(_ picture: GraphPicture) -> String {
        var text = IndentedText()
        text.line("flowchart LR")
        text.nested { body in
            if picture.entry != nil { body.line("\(launchID)((\"start\"))") }
            for cluster in picture.clusters { write(cluster, to: &body) }
            for node in picture.nodes { write(node, to: &body) }
            var links: [RouteStyle: [Int]] = [:]
            var linkCount = 0
            if let entry = picture.entry {
                body.line("\(launchID) --> \(id(of: entry))")
                linkCount += 1
            }
            for edge in picture.edges {
                body.line("\(identifier(edge.from, prefix: "S")) \(arrow(edge.style))|\(quoted(edge.labelLines.joined(separator: "\n")))| \(id(of: edge.to))")
                links[edge.style, default: []].append(linkCount)
                linkCount += 1
            }
            body.line("classDef unreachable fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:4 3,color:#6e7781")
            if (picture.nodes + picture.allClusters.flatMap(\.nodes)).contains(where: { !$0.links.isEmpty }) {
                body.line("classDef linked fill:#ddf4ff,stroke:#0969da,stroke-width:2px")
            }
            for cluster in picture.allClusters where !cluster.isReachable {
                body.line("style \(identifier(cluster.name, prefix: "F")) stroke-dasharray:4 3")
            }
            for style in RouteStyle.allCases {
                guard let indexes = links[style], let color = color(style) else { continue }
                body.line("linkStyle \(indexes.map(String.init).joined(separator: ",")) stroke:\(color),color:\(color)")
            }
        }
        return text.text
    }

    /// A double-quoted Mermaid label: characters Mermaid or HTML would read are entity codes
    /// (`#34;` for `"`), line breaks are `<br/>`.
    public static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escaped(text, labelEscapes) + "\""
    }

    private static let labelEscapes: [Character: String] = [
        "\"": "#34;", "#": "#35;", "&": "#38;", "<": "#60;", ">": "#62;", "`": "#96;", "|": "#124;",
        "\n": "<br/>", "\r\n": "<br/>", "\r": "<br/>",
    ]

    /// A Mermaid identifier for a name: `prefix_` then the name, ASCII letters and digits kept,
    /// `_` doubled, anything else as `_u` + hex + `_`; the prefix keeps names off Mermaid's keywords.
    public static func identifier(_ name: String, prefix: String) -> String {
        var result = prefix + "_"
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar == "_" {
                result += "__"
            } else {
                result += "_u" + String(scalar.value, radix: 16) + "_"
            }
        }
        return result
    }

    private static func id(of endpoint: PictureEndpoint) -> String {
        switch endpoint {
        case .node(let name): identifier(name, prefix: "S")
        case .cluster(let name): identifier(name, prefix: "F")
        }
    }

    private static func write(_ cluster: PictureCluster, to text: inout IndentedText) {
        let title = cluster.isReachable ? cluster.title : cluster.title + " (unreachable)"
        text.line("subgraph \(identifier(cluster.name, prefix: "F"))[\(quoted(title))]")
        text.nested { body in
            for node in cluster.nodes { write(node, to: &body) }
            for child in cluster.clusters { write(child, to: &body) }
        }
        text.line("end")
    }

    private static func write(_ node: PictureNode, to text: inout IndentedText) {
        let id = identifier(node.name, prefix: "S")
        let label = "\(id)(\(quoted(node.labelLines.joined(separator: "\n"))))"
        if !node.isReachable {
            text.line(label + ":::unreachable")
        } else if !node.links.isEmpty {
            text.line(label + ":::linked")
        } else {
            text.line(label)
        }
    }

    private static func arrow(_ style: RouteStyle) -> String {
        switch style {
        case .push: "-->"
        case .present: "-.->"
        case .replace: "==>"
        case .select: "--o"
        case .unwind: "--x"
        }
    }

    private static func color(_ style: RouteStyle) -> String? {
        switch style {
        case .push: nil
        case .present: "#0969da"
        case .replace: "#bc4c00"
        case .select: "#1a7f37"
        case .unwind: "#8250df"
        }
    }
}
