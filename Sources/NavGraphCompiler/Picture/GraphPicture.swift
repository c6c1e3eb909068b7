/// A picture of a graph, before it is written in a drawing language: flows as nested clusters,
/// screens as nodes, routes as edges.
///
/// Built from a ``ValidGraph`` by ``GraphPicture/init(_:)``; rendered to text by
/// ``DOTRenderer`` and ``MermaidRenderer``, which only decide how things look.
public struct GraphPicture: Sendable, Hashable {
    /// Where the app starts: the entry screen or flow.
    public var entry: PictureEndpoint?
    /// Flows that are not drawn inside another flow, in declaration order.
    public var clusters: [PictureCluster]
    /// Screens that are not drawn inside any flow, in declaration order.
    public var nodes: [PictureNode]
    /// One edge per route, in declaration order.
    public var edges: [PictureEdge]

    /// Creates a picture from its parts.
    public init(entry: PictureEndpoint?, clusters: [PictureCluster], nodes: [PictureNode], edges: [PictureEdge]) {
        self.entry = entry
        self.clusters = clusters
        self.nodes = nodes
        self.edges = edges
    }

    /// Every cluster at every depth, each before the clusters drawn inside it.
    public var allClusters: [PictureCluster] {
        func flattened(_ clusters: [PictureCluster]) -> [PictureCluster] {
            clusters.flatMap { [$0] + flattened($0.clusters) }
        }
        return flattened(clusters)
    }
}

/// A box in the picture: one screen (or, for a flow with no screen inside, a stand-in for the flow).
public struct PictureNode: Sendable, Hashable {
    /// The screen's name (or the flow's, for a stand-in).
    public var name: String
    /// Whether some path from `entry` reaches it; unreachable nodes are drawn greyed out.
    public var isReachable: Bool
    /// The patterns of the screen's links; a linked screen is drawn marked, its patterns under its name.
    public var links: [String]
    /// What the screen shows; an alert or confirmation dialog is drawn as one, and says so.
    public var kind: NavGraphScreenKind
    /// Whether it is a tab or container child the app may hide at run time (`hideable`): the
    /// kind of the flow that lets it, `nil` otherwise.
    public var hideableIn: NavGraphFlowKind?
    /// For a screen a split flow's `columns` list: its column, `sidebar`, `content` or `detail`
    /// (`sidebar of Reader, detail of Wide` when several split flows list it); `nil` otherwise.
    public var column: String?

    /// Creates a node.
    public init(
        name: String, isReachable: Bool, links: [String] = [], kind: NavGraphScreenKind = .view, hideableIn: NavGraphFlowKind? = nil, column: String? = nil
    ) {
        self.name = name
        self.isReachable = isReachable
        self.links = links
        self.kind = kind
        self.hideableIn = hideableIn
        self.column = column
    }

    /// The node's label, line by line: the name, "(alert)", "(confirmation dialog)" or
    /// "(document picker)", "(safari)", "(share sheet)", "(photo picker)", "(web authentication)", "(leaves the app)", "(mail composer)", "(message composer)" for a screen the system draws, "(hideable tab)" or "(hideable child)", "(sidebar)" for a split flow's column, its link patterns, and
    /// "(unreachable)" when it is.
    public var labelLines: [String] {
        let kindLine: [String] = switch kind {
        case .view: []
        case .alert: ["(alert)"]
        case .confirmationDialog: ["(confirmation dialog)"]
        case .documentPicker: ["(document picker)"]
        case .safari: ["(safari)"]
        case .share: ["(share sheet)"]
        case .photoPicker: ["(photo picker)"]
        case .webAuthentication: ["(web authentication)"]
        case .openURL: ["(leaves the app)"]
        case .mailComposer: ["(mail composer)"]
        case .messageComposer: ["(message composer)"]
        }
        return [name] + kindLine + (hideableIn.map { [$0 == .tabs ? "(hideable tab)" : "(hideable child)"] } ?? []) + (column.map { ["(\($0))"] } ?? []) + links
            + (isReachable ? [] : ["(unreachable)"])
    }
}

/// A flow, drawn as a frame around its screens and nested flows.
public struct PictureCluster: Sendable, Hashable {
    /// The flow's name.
    public var name: String
    /// The flow's kind, shown next to its name.
    public var kind: NavGraphFlowKind
    /// Whether some path from `entry` reaches it.
    public var isReachable: Bool
    /// The node edges into this flow attach to: the screen it shows first.
    public var anchor: String
    /// Screens drawn inside this flow and no deeper.
    public var nodes: [PictureNode]
    /// Flows drawn inside this flow.
    public var clusters: [PictureCluster]
    /// Whether it is a sub-flow: a stack flow that routes push, whose screens join the stack of
    /// the screen that pushes it.
    public var isSubflow: Bool
    /// Whether it is a tab or container child the app may hide at run time (`hideable`).
    public var isHideable: Bool
    /// For a split flow: the screens of each column, in order; empty for other kinds.
    public var columns: [[String]]
    /// For the flow of a tabs flow's children made from data, the type of their keys: the frame
    /// stands for one instance per key; `nil` for every other flow.
    public var madeFromData: String?
    /// Whether it is a tabs flow whose bar the app draws (`bar: app`), one tab shown at a time.
    public var appDrawsBar: Bool

    /// Creates a cluster.
    public init(
        name: String, kind: NavGraphFlowKind, isReachable: Bool, anchor: String, nodes: [PictureNode], clusters: [PictureCluster],
        isSubflow: Bool = false, isHideable: Bool = false, columns: [[String]] = [], madeFromData: String? = nil, appDrawsBar: Bool = false
    ) {
        self.name = name
        self.kind = kind
        self.isReachable = isReachable
        self.anchor = anchor
        self.nodes = nodes
        self.clusters = clusters
        self.isSubflow = isSubflow
        self.isHideable = isHideable
        self.columns = columns
        self.madeFromData = madeFromData
        self.appDrawsBar = appDrawsBar
    }

    /// The frame's title: the flow's name and kind (`sub-flow` for a pushed stack flow), a split
    /// flow's columns (`Reader · split: FeedList | Timeline | Article, WebPage`), `bar: app` for
    /// tabs whose bar the app draws, `hideable` for a tab the app may hide, and `one per ListID`
    /// for tabs made from data.
    public var title: String {
        let kind = isSubflow ? "sub-flow" : kind.rawValue
        let columns = columns.isEmpty ? "" : ": " + columns.map { $0.joined(separator: ", ") }.joined(separator: " | ")
        return "\(name) · \(kind)\(columns)" + (appDrawsBar ? " · bar: app" : "") + (isHideable ? " · hideable" : "")
            + (madeFromData.map { " · one per \($0)" } ?? "")
    }

    /// Whether a screen is drawn inside this flow, at any depth.
    public func contains(node name: String) -> Bool {
        nodes.contains { $0.name == name } || clusters.contains { $0.contains(node: name) }
    }
}

/// What an edge points at.
public enum PictureEndpoint: Sendable, Hashable {
    /// A screen's node.
    case node(String)
    /// A flow's cluster (drawn as an edge to its anchor that stops at the frame).
    case cluster(String)
}

/// A route, drawn as an arrow from its screen (or the frame of its flow) to its destination.
public struct PictureEdge: Sendable, Hashable {
    /// The screen or flow the route belongs to.
    public var from: PictureEndpoint
    /// The route's destination.
    public var to: PictureEndpoint
    /// The label, line by line: the route's name, then `(Context) → Feedback` when it carries either.
    public var labelLines: [String]
    /// How the route shows its destination; decides the line style.
    public var style: NavGraphRouteStyle

    /// Creates an edge.
    public init(from: PictureEndpoint, to: PictureEndpoint, labelLines: [String], style: NavGraphRouteStyle) {
        self.from = from
        self.to = to
        self.labelLines = labelLines
        self.style = style
    }
}
