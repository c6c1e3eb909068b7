import Testing
@testable import NavGraphCompiler

/// The Mermaid output's work-arounds for Mermaid's layout, found by drawing the examples with
/// Mermaid 11.16 (`.ci/mermaid.sh`), and its line styles matching the legend in docs/Pictures.md.
@Suite("Mermaid layout")
struct MermaidLayoutTests {
    /// A tab bar of a stack (Home, Detail) and a screen (Other).
    private func picture(_ edges: [PictureEdge]) -> GraphPicture {
        let stack = PictureCluster(
            name: "HomeStack", kind: .stack, isReachable: true, anchor: "Home",
            nodes: [PictureNode(name: "Home", isReachable: true), PictureNode(name: "Detail", isReachable: true)],
            clusters: []
        )
        let tabs = PictureCluster(
            name: "Root", kind: .tabs, isReachable: true, anchor: "Home",
            nodes: [PictureNode(name: "Other", isReachable: true)], clusters: [stack]
        )
        return GraphPicture(entry: .cluster("Root"), clusters: [tabs], nodes: [], edges: edges)
    }

    private func arrowLines(_ picture: GraphPicture) -> [String] {
        MermaidRenderer.render(picture).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("|") && !$0.hasPrefix("linkStyle") }
    }

    @Test("an arrow into a flow, the start arrow included, ends at the screen the flow shows first")
    func arrowsIntoFlowsEndAtTheAnchor() {
        let text = MermaidRenderer.render(picture([
            PictureEdge(from: .node("Other"), to: .cluster("HomeStack"), labelLines: ["home"], style: .select),
        ]))
        #expect(text.contains("launch --> S_Home\n"))
        #expect(text.contains("S_Other -.-o|\"home\"| S_Home\n"))
        #expect(!text.contains("F_HomeStack\n"))
    }

    @Test("routes of one style between the same screens are one arrow with every label; other styles keep their own")
    func parallelRoutesShareAnArrow() {
        let lines = arrowLines(picture([
            PictureEdge(from: .node("Home"), to: .node("Detail"), labelLines: ["open"], style: .push),
            PictureEdge(from: .node("Home"), to: .node("Detail"), labelLines: ["peek"], style: .present),
            PictureEdge(from: .node("Home"), to: .node("Detail"), labelLines: ["again", "(Int)"], style: .push),
            PictureEdge(from: .node("Detail"), to: .node("Home"), labelLines: ["back"], style: .push),
        ]))
        #expect(lines == [
            "S_Home -->|\"open<br/>again<br/>(Int)\"| S_Detail",
            "S_Home -.->|\"peek\"| S_Detail",
            "S_Detail -->|\"back\"| S_Home",
        ])
    }

    @Test("present is dashed blue, select dotted green ending in a circle, replace orange; link indexes count merged arrows once")
    func lineStylesMatchTheLegend() {
        let text = MermaidRenderer.render(picture([
            PictureEdge(from: .node("Home"), to: .node("Other"), labelLines: ["a"], style: .select),
            PictureEdge(from: .node("Home"), to: .node("Other"), labelLines: ["b"], style: .select),
            PictureEdge(from: .node("Home"), to: .node("Detail"), labelLines: ["c"], style: .present),
            PictureEdge(from: .node("Other"), to: .node("Home"), labelLines: ["d"], style: .replace),
        ]))
        #expect(text.contains("S_Home -.-o|\"a<br/>b\"| S_Other\n"))
        #expect(text.contains("linkStyle 2 stroke:#0969da,color:#0969da,stroke-dasharray:6 4\n"))
        #expect(text.contains("linkStyle 3 stroke:#bc4c00,color:#bc4c00\n"))
        #expect(text.contains("linkStyle 1 stroke:#1a7f37,color:#1a7f37,stroke-dasharray:1 3\n"))
    }
}
