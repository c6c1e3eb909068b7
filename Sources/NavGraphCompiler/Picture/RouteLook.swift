import NavGraphVocabulary

/// How a route of each style is drawn, one row per style for every picture format: its colour,
/// its line (DOT's style, Mermaid's dash pattern) and its arrow. One table, so that a new style
/// is drawn alike in DOT and Mermaid, and decided once.
struct RouteLook {
    /// The line's and the label's colour.
    let color: String
    /// DOT's `style`: solid, dashed, dotted or bold.
    let dotLine: String
    /// DOT's `arrowhead`.
    let dotArrowhead: String
    /// Mermaid's arrow between two nodes.
    let mermaidArrow: String
    /// Mermaid's `stroke-dasharray`, telling a dashed arrow from a dotted one (Mermaid draws every
    /// `-.` arrow alike); `nil` for a solid line.
    let mermaidDashes: String?

    /// The look of routes of `style`.
    static func of(_ style: NavGraphRouteStyle) -> RouteLook {
        switch style {
        case .push: RouteLook(color: plainColor, dotLine: "solid", dotArrowhead: "normal", mermaidArrow: "-->", mermaidDashes: nil)
        case .present: RouteLook(color: "#0969da", dotLine: "dashed", dotArrowhead: "normal", mermaidArrow: "-.->", mermaidDashes: "6 4")
        case .replace: RouteLook(color: "#bc4c00", dotLine: "bold", dotArrowhead: "normal", mermaidArrow: "==>", mermaidDashes: nil)
        case .select: RouteLook(color: "#1a7f37", dotLine: "dotted", dotArrowhead: "odot", mermaidArrow: "-.-o", mermaidDashes: "1 3")
        case .unwind: RouteLook(color: "#8250df", dotLine: "dashed", dotArrowhead: "inv", mermaidArrow: "-.-x", mermaidDashes: "6 4")
        case .open: RouteLook(color: "#9a6700", dotLine: "dotted", dotArrowhead: "vee", mermaidArrow: "-.->", mermaidDashes: "1 3")
        case .finish: RouteLook(color: "#cf222e", dotLine: "dashed", dotArrowhead: "tee", mermaidArrow: "-.-x", mermaidDashes: "6 4")
        case .window: RouteLook(color: "#0a7ea4", dotLine: "bold", dotArrowhead: "box", mermaidArrow: "==o", mermaidDashes: nil)
        }
    }

    /// The colour of a push, the plainest route: Mermaid draws it in its theme's own colour.
    private static let plainColor = "#24292f"

    /// Mermaid's `linkStyle` for this look; `nil` for a push's, drawn as the theme draws arrows.
    var mermaidLinkStyle: String? {
        guard color != Self.plainColor else { return nil }
        return "stroke:\(color),color:\(color)" + (mermaidDashes.map { ",stroke-dasharray:\($0)" } ?? "")
    }
}
