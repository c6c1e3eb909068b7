/// Writes a ``GraphPicture`` as a Mermaid flowchart, which GitHub draws inside a Markdown
/// ` ```mermaid ` block.
///
/// Left to right, one subgraph per flow. Route styles: push `-->`, present `-.->` (dashed blue),
/// replace `==>` (orange), select `-.-o` (dotted green), unwind `-.-x` (dashed purple); linked
/// screens are blue with their link patterns under their names; unreachable screens are dashed
/// and grey.
/// Identifiers come from ``identifier(_:prefix:)``, and every label goes through ``quoted(_:)``.
///
/// Two choices work around Mermaid's layout (checked with Mermaid 11.16, `.ci/mermaid.sh`):
/// an arrow into a flow points at the screen the flow shows first (its anchor), because Mermaid
/// cuts an arrow that ends at a frame short, or leaves a stub that never reaches the frame;
/// and routes of one style between the same two boxes are one arrow with every route's label,
/// because Mermaid puts the labels of parallel arrows on top of each other.
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
            let anchors = Dictionary(picture.allClusters.map { ($0.name, $0.anchor) }, uniquingKeysWith: { first, _ in first })
            var links: [NavGraphRouteStyle: [Int]] = [:]
            var linkCount = 0
            if let entry = picture.entry {
                body.line("\(launchID) --> \(id(of: entry, anchors: anchors))")
                linkCount += 1
            }
            for arrow in arrows(picture.edges, anchors: anchors) {
                body.line("\(arrow.from) \(RouteLook.of(arrow.style).mermaidArrow)|\(quoted(arrow.labelLines.joined(separator: "\n")))| \(arrow.to)")
                links[arrow.style, default: []].append(linkCount)
                linkCount += 1
            }
            body.line("classDef unreachable fill:#f6f8fa,stroke:#8c959f,stroke-dasharray:4 3,color:#6e7781")
            let nodes = picture.nodes + picture.allClusters.flatMap(\.nodes)
            if nodes.contains(where: { !$0.links.isEmpty }) {
                body.line("classDef linked fill:#ddf4ff,stroke:#0969da,stroke-width:2px")
            }
            if nodes.contains(where: \.kind.isSystemOwned) {
                body.line("classDef dialog fill:#fff8c5,stroke:#9a6700")
            }
            for cluster in picture.allClusters where !cluster.isReachable {
                body.line("style \(identifier(cluster.name, prefix: "F")) stroke-dasharray:4 3")
            }
            for style in NavGraphRouteStyle.allCases {
                guard let indexes = links[style], let look = RouteLook.of(style).mermaidLinkStyle else { continue }
                body.line("linkStyle \(indexes.map(String.init).joined(separator: ",")) \(look)")
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

    /// The box an arrow ends at: a screen's, or for a flow the screen it shows first.
    private static func id(of endpoint: PictureEndpoint, anchors: [String: String]) -> String {
        switch endpoint {
        case .node(let name): identifier(name, prefix: "S")
        case .cluster(let name): identifier(anchors[name] ?? name, prefix: "S")
        }
    }

    /// One drawn arrow: one route, or several routes of one style between the same two boxes.
    private struct Arrow {
        var from: String
        var to: String
        var style: NavGraphRouteStyle
        var labelLines: [String]
    }

    /// The picture's edges as arrows, in the order of each arrow's first route.
    private static func arrows(_ edges: [PictureEdge], anchors: [String: String]) -> [Arrow] {
        var arrows: [Arrow] = []
        var indexes: [String: Int] = [:]
        for edge in edges {
            // A flow's own route leaves its frame.
            let from = switch edge.from {
            case .node(let name): identifier(name, prefix: "S")
            case .cluster(let name): identifier(name, prefix: "F")
            }
            let to = id(of: edge.to, anchors: anchors)
            let key = "\(from) \(to) \(edge.style.rawValue)"
            if let index = indexes[key] {
                arrows[index].labelLines += edge.labelLines
            } else {
                indexes[key] = arrows.count
                arrows.append(Arrow(from: from, to: to, style: edge.style, labelLines: edge.labelLines))
            }
        }
        return arrows
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
        } else if node.kind.isSystemOwned {
            text.line(label + ":::dialog")
        } else {
            text.line(label)
        }
    }
}
