/// Writes a ``GraphPicture`` in Graphviz's DOT language (`dot -Tsvg` draws it).
///
/// Left to right, one frame per flow, rounded boxes for screens, a dot where the app starts.
/// Route styles differ in line and colour: push solid, present dashed blue, replace bold orange,
/// select dotted green ending in a circle, unwind dashed purple ending in an inverted arrow.
/// Linked screens are blue with a thick border and their link patterns under their names.
/// Unreachable screens and flows are dashed and grey.
/// Every name and label goes through ``quoted(_:)``.
public enum DOTRenderer {
    private static let launchID = "(launch)"

    /// The DOT text of a picture.
    public static func render(_ picture: GraphPicture) -> String {
        var text = IndentedText()
        text.line("digraph NavGraph {")
        text.nested { body in
            body.line(##"graph [rankdir=LR, compound=true, newrank=true, fontname="Helvetica", fontsize=12, nodesep=0.45, ranksep=0.6, pad=0.2];"##)
            body.line(##"node [shape=box, style="rounded,filled", fillcolor="#ffffff", color="#57606a", fontname="Helvetica", fontsize=12, margin="0.15,0.06"];"##)
            body.line(##"edge [fontname="Helvetica", fontsize=10, arrowsize=0.7];"##)
            if picture.entry != nil {
                body.line("\(quoted(launchID)) [shape=circle, label=\"\", width=0.16, style=filled, fillcolor=\"#24292f\", color=\"#24292f\"];")
            }
            for cluster in picture.clusters { write(cluster, to: &body) }
            for node in picture.nodes { write(node, to: &body) }
            let clusters = Dictionary(picture.allClusters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            if let entry = picture.entry {
                body.line(edgeLine(from: .node(launchID), to: entry, clusters: clusters, attributes: ["color=\"#24292f\""]))
            }
            for edge in picture.edges {
                body.line(edgeLine(from: edge.from, to: edge.to, clusters: clusters, attributes: attributes(of: edge)))
            }
        }
        text.line("}")
        return text.text
    }

    /// A double-quoted DOT string: backslashes and quotes escaped, line breaks as `\n`.
    public static func quoted(_ text: String) -> String {
        "\"" + TextEscaping.escaped(text, ["\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r\n": "\\n", "\r": "\\n"]) + "\""
    }

    private static func write(_ cluster: PictureCluster, to text: inout IndentedText) {
        text.line("subgraph \(quoted("cluster_" + cluster.name)) {")
        text.nested { body in
            let title = cluster.isReachable ? cluster.title : cluster.title + " (unreachable)"
            let style = cluster.isReachable ? "rounded" : "rounded,dashed"
            body.line("label=\(quoted(title)); labeljust=l; labelloc=b; style=\(quoted(style)); color=\"#8c959f\"; fontcolor=\"#57606a\";")
            for node in cluster.nodes { write(node, to: &body) }
            for child in cluster.clusters { write(child, to: &body) }
        }
        text.line("}")
    }

    private static func write(_ node: PictureNode, to text: inout IndentedText) {
        var attributes: [String] = []
        if node.labelLines.count > 1 { attributes.append("label=\(quoted(node.labelLines.joined(separator: "\n")))") }
        if !node.isReachable {
            attributes.append(##"style="rounded,dashed,filled", fillcolor="#f6f8fa", fontcolor="#6e7781", color="#8c959f""##)
        } else if !node.links.isEmpty {
            attributes.append(##"fillcolor="#ddf4ff", color="#0969da", penwidth=2"##)
        } else if node.kind.isSystemOwned {
            attributes.append(##"shape=note, style="filled", fillcolor="#fff8c5", color="#9a6700""##)
        }
        text.line(quoted(node.name) + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
    }

    private static func edgeLine(from: PictureEndpoint, to: PictureEndpoint, clusters: [String: PictureCluster], attributes: [String]) -> String {
        var attributes = attributes
        let source: String
        switch from {
        case .node(let name):
            source = name
        case .cluster(let name):
            // A flow's own route leaves its frame: drawn from the screen it shows first, cut at the border.
            source = clusters[name]?.anchor ?? name
            attributes.append("ltail=\(quoted("cluster_" + name))")
        }
        let target: String
        switch to {
        case .node(let name):
            target = name
        case .cluster(let name):
            guard let cluster = clusters[name] else { target = name; break }
            target = cluster.anchor
            // An edge from inside a frame cannot stop at that frame's border.
            if !cluster.contains(node: source) { attributes.append("lhead=\(quoted("cluster_" + name))") }
        }
        return "\(quoted(source)) -> \(quoted(target)) [\(attributes.joined(separator: ", "))];"
    }

    private static func attributes(of edge: PictureEdge) -> [String] {
        let look = RouteLook.of(edge.style)
        return [
            "label=\(quoted(edge.labelLines.joined(separator: "\n")))",
            "style=\(look.dotLine)", "color=\(quoted(look.color))", "fontcolor=\(quoted(look.color))", "arrowhead=\(look.dotArrowhead)",
        ]
    }
}
