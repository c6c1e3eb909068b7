/// The graph-independent part of the platform-neutral layer, written into `NavGraphNavigation.swift`
/// after the header: the FlowController base, the navigator protocol, transitions as data, the
/// destination type, and the headless navigator for tests. Generated code stays self-contained:
/// the app depends on no NavGraph runtime library.
enum NavigationRuntime {
    /// The Swift text.
    static let source = #"""
    #if canImport(UIKit)
    import UIKit

    /// What every FlowController is: a view controller where UIKit exists.
    ///
    /// A FlowController of a screen may also be a `UIHostingController` around a SwiftUI view.
    typealias NavGraphViewController = UIKit.UIViewController
    #else
    /// What every FlowController is where UIKit does not exist (headless tests on macOS and Linux):
    /// a plain main-actor class.
    @MainActor
    class NavGraphViewController {
        /// Creates a FlowController.
        init() {}
    }
    #endif

    /// How a presented destination is shown (UIKit's modal presentation styles).
    enum NavGraphPresentation: String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable, Swift.Codable {
        /// A sheet over the source (UIKit's automatic style).
        case sheet
        /// Covers the whole screen.
        case fullScreen
        /// A page sheet.
        case pageSheet
        /// A form sheet.
        case formSheet
        /// A popover anchored on the source's view.
        case popover
    }

    /// How a route shows its destination, as data.
    enum NavGraphTransition: Swift.Hashable, Swift.Sendable {
        /// Onto the navigation stack the source is in.
        case push
        /// Modally over the source, wrapped in a navigation stack when `embedInStack` is true.
        case present(NavGraphPresentation, embedInStack: Bool)
        /// Swaps the current child of the nearest enclosing switch flow.
        case replace
        /// Selects a tab of the nearest enclosing tabs flow.
        case select
    }

    /// What a flow is, as data.
    enum NavGraphFlowKind: String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
        /// A navigation stack.
        case stack
        /// A tab bar.
        case tabs
        /// A root that shows one child at a time and swaps it.
        case `switch`
    }

    /// The name of a screen or flow in the graph.
    struct NavGraphNodeName: Swift.RawRepresentable, Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CustomStringConvertible {
        /// The name as written in the graph.
        let rawValue: String

        /// Wraps a name as written in the graph.
        init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The name as written in the graph.
        var description: String { rawValue }
    }

    /// A screen or flow of the graph with the context it is shown with: an element of a SwiftUI
    /// `NavigationPath`, and a value to save for state restoration.
    ///
    /// Make one with the static member named after the screen (`.itemDetail(42)`, `.settings`) or
    /// from a route (`route.destination`); read it with `name` and `context(as:)`. Encoding fails
    /// for a screen whose context holds an external type that is not Codable.
    struct NavGraphDestination: Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CustomStringConvertible {
        /// Reads a destination's context back, for one screen or flow.
        typealias NavGraphContextDecoder = @Sendable (Swift.KeyedDecodingContainer<NavGraphCodingKeys>) throws -> NavGraphDestination

        /// The keys of a destination's encoded form.
        enum NavGraphCodingKeys: String, Swift.CodingKey {
            case name
            case context
        }

        /// The screen or flow.
        let name: NavGraphNodeName
        private let context: (any Swift.Hashable & Swift.Sendable)?

        /// A destination that takes no context.
        init(name: NavGraphNodeName) {
            self.name = name
            context = nil
        }

        /// A destination with its context.
        init<Context: Swift.Hashable & Swift.Sendable>(name: NavGraphNodeName, context: Context) {
            self.name = name
            self.context = context
        }

        /// The context, if there is one and it is a `Context`.
        func context<Context>(as type: Context.Type) -> Context? {
            context as? Context
        }

        /// The screen's name and its context.
        var description: String {
            context.map { "\(name)(\($0))" } ?? name.rawValue
        }

        static func == (lhs: NavGraphDestination, rhs: NavGraphDestination) -> Bool {
            guard lhs.name == rhs.name else { return false }
            switch (lhs.context, rhs.context) {
            case (nil, nil): return true
            case (let left?, let right?): return Swift.AnyHashable(left) == Swift.AnyHashable(right)
            default: return false
            }
        }

        func hash(into hasher: inout Swift.Hasher) {
            hasher.combine(name)
            hasher.combine(context.map { Swift.AnyHashable($0) })
        }

        init(from decoder: any Swift.Decoder) throws {
            let container = try decoder.container(keyedBy: NavGraphCodingKeys.self)
            let name = try container.decode(NavGraphNodeName.self, forKey: .name)
            guard let read = Self.decoders[name] else {
                throw Swift.DecodingError.dataCorruptedError(
                    forKey: .name, in: container,
                    debugDescription: "\(name) is not a screen or flow whose context can be read back"
                )
            }
            self = try read(container)
        }

        func encode(to encoder: any Swift.Encoder) throws {
            var container = encoder.container(keyedBy: NavGraphCodingKeys.self)
            try container.encode(name, forKey: .name)
            guard let context else { return }
            guard let encodable = context as? any Swift.Encodable else {
                throw Swift.EncodingError.invalidValue(context, Swift.EncodingError.Context(
                    codingPath: container.codingPath,
                    debugDescription: "the context of \(name) is not Swift.Codable"
                ))
            }
            try container.encode(encodable, forKey: .context)
        }
    }

    /// Hands what a finished screen returns to the screen that opened it.
    struct NavGraphFinishHandler {
        private let handle: @MainActor ((any Swift.Sendable)?) -> Swift.Void

        /// A handler for a screen that returns `Feedback`.
        init<Feedback: Swift.Sendable>(_ handle: @escaping @MainActor (Feedback) -> Swift.Void) {
            self.handle = { value in
                if let feedback = value as? Feedback { handle(feedback) }
            }
        }

        /// Hands `feedback` over.
        @MainActor
        func callAsFunction(_ feedback: (any Swift.Sendable)?) {
            handle(feedback)
        }
    }

    /// A FlowController: the object that owns one screen's or flow's transitions.
    ///
    /// The generated contracts (`<Name>FlowControlling`) refine this protocol; the app's
    /// FlowControllers conform to those. Views only report events to their FlowController.
    @MainActor
    protocol NavGraphFlowController: NavGraphViewController {
        /// The navigator that shows this FlowController; set when it is shown. Keep it `weak`.
        var navigator: (any NavGraphNavigator)? { get set }
        /// The screen's or flow's name in the graph (given by its contract).
        var navGraphNode: NavGraphNodeName { get }
    }

    /// Performs transitions: UIKit's (`NavGraphUIKitNavigator`) or a headless one for tests
    /// (`NavGraphHeadlessNavigator`).
    ///
    /// One navigator per window or scene; pass it to the entry FlowController, and each shown
    /// FlowController receives it. There is no shared navigator.
    @MainActor
    protocol NavGraphNavigator: AnyObject {
        /// Shows `root` as the whole content of the navigator's window.
        func showRoot(_ root: any NavGraphFlowController)
        /// Pushes `destination` onto the navigation stack `source` is in.
        func push(_ destination: any NavGraphFlowController, from source: any NavGraphFlowController, onFinish: NavGraphFinishHandler?)
        /// Presents `destination` modally over `source`.
        func present(
            _ destination: any NavGraphFlowController,
            from source: any NavGraphFlowController,
            presentation: NavGraphPresentation,
            embedInStack: Bool,
            onFinish: NavGraphFinishHandler?
        )
        /// Swaps the current child of the switch flow nearest to `source` for `destination`.
        func replace(with destination: any NavGraphFlowController, from source: any NavGraphFlowController)
        /// Selects the tab named `tab` of the tabs flow nearest to `source`; returns the selected tab.
        @discardableResult
        func select(_ tab: NavGraphNodeName, from source: any NavGraphFlowController) -> (any NavGraphFlowController)?
        /// Pops or dismisses `source` and hands `feedback` to the screen that opened it.
        func finish(_ source: any NavGraphFlowController, with feedback: (any Swift.Sendable)?)
        /// Makes `root` the root of the stack flow `flow`.
        func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController)
        /// Makes `tabs` the tabs of the tabs flow `flow`, the first one selected.
        func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController])
        /// Makes `child` the shown child of the switch flow `flow`.
        func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController)
    }

    /// A navigator without UIKit, for unit tests: it keeps what would be on screen as a tree of
    /// FlowControllers that a test can inspect.
    ///
    /// Drive it like the app does: `start(entry:)`, then `perform(_:)` routes on the shown
    /// FlowControllers and `finish(...)` them; look at `visiblePath`, `stack(containing:)`,
    /// `presentation(over:)`, `selectedTab(of:)` and `currentChild(of:)`.
    @MainActor
    final class NavGraphHeadlessNavigator: NavGraphNavigator {
        /// One shown FlowController, or the navigation stack a presentation is embedded in.
        private final class Node {
            let flowController: (any NavGraphFlowController)?
            var stack: [Node]?
            var tabs: [Node]?
            var selectedTab = 0
            var switchChild: Node?
            weak var parent: Node?
            var presented: Node?
            weak var presenter: Node?
            var presentation: NavGraphPresentation?
            var onFinish: NavGraphFinishHandler?

            init(_ flowController: (any NavGraphFlowController)?) {
                self.flowController = flowController
            }

            /// The child a person sees: the top of a stack, the selected tab, the switch's child.
            var shownChild: Node? {
                if let stack { return stack.last }
                if let tabs { return tabs.indices.contains(selectedTab) ? tabs[selectedTab] : nil }
                return switchChild
            }

            /// The node that contains this one or presented it.
            var container: Node? { parent ?? presenter }
        }

        /// A presentation as the headless navigator recorded it.
        struct Presentation {
            /// What is presented (inside the embedding stack, when there is one).
            let flowController: any NavGraphFlowController
            /// How it is presented.
            let presentation: NavGraphPresentation
            /// Whether it is wrapped in a navigation stack.
            let embedInStack: Bool
        }

        private var root: Node?
        private var nodes: [Swift.ObjectIdentifier: Node] = [:]

        /// Creates an empty navigator.
        init() {}

        /// The names of what a person would see, from the root down to the top-most screen.
        var visiblePath: [NavGraphNodeName] {
            var path: [NavGraphNodeName] = []
            var current = root
            while let node = current {
                if let flowController = node.flowController { path.append(flowController.navGraphNode) }
                current = node.presented ?? node.shownChild
            }
            return path
        }

        /// The top-most FlowController a person would see.
        var topFlowController: (any NavGraphFlowController)? {
            var top: (any NavGraphFlowController)?
            var current = root
            while let node = current {
                top = node.flowController ?? top
                current = node.presented ?? node.shownChild
            }
            return top
        }

        /// The navigation stack `flowController` is in (or is the flow of), bottom first.
        func stack(containing flowController: any NavGraphFlowController) -> [any NavGraphFlowController] {
            guard let node = node(of: flowController) else { return [] }
            let stackNode = node.stack != nil ? node : enclosing(node) { $0.stack != nil && $0 !== node }
            return stackNode?.stack?.compactMap(\.flowController) ?? []
        }

        /// What is presented over `flowController`, if anything.
        func presentation(over flowController: any NavGraphFlowController) -> Presentation? {
            guard let presented = node(of: flowController)?.presented else { return nil }
            let shown = presented.flowController ?? presented.stack?.first?.flowController
            guard let shown else { return nil }
            return Presentation(
                flowController: shown,
                presentation: presented.presentation ?? .sheet,
                embedInStack: presented.flowController == nil
            )
        }

        /// The selected tab of the tabs flow `flow`.
        func selectedTab(of flow: any NavGraphFlowController) -> (any NavGraphFlowController)? {
            guard let node = node(of: flow), node.tabs != nil else { return nil }
            return node.shownChild?.flowController
        }

        /// The child the switch flow `flow` shows.
        func currentChild(of flow: any NavGraphFlowController) -> (any NavGraphFlowController)? {
            node(of: flow)?.switchChild?.flowController
        }

        func showRoot(_ root: any NavGraphFlowController) {
            nodes = [:]
            self.root = makeNode(root)
        }

        func push(_ destination: any NavGraphFlowController, from source: any NavGraphFlowController, onFinish: NavGraphFinishHandler?) {
            guard let sourceNode = node(of: source),
                  let stackNode = enclosing(sourceNode, where: { $0.stack != nil && $0 !== sourceNode })
            else {
                preconditionFailure("\(source.navGraphNode) is not inside a navigation stack")
            }
            let node = makeNode(destination)
            node.parent = stackNode
            node.onFinish = onFinish
            stackNode.stack?.append(node)
        }

        func present(
            _ destination: any NavGraphFlowController,
            from source: any NavGraphFlowController,
            presentation: NavGraphPresentation,
            embedInStack: Bool,
            onFinish: NavGraphFinishHandler?
        ) {
            guard let sourceNode = node(of: source) else {
                preconditionFailure("\(source.navGraphNode) is not shown")
            }
            precondition(sourceNode.presented == nil, "\(source.navGraphNode) already presents something")
            let node = makeNode(destination)
            node.onFinish = onFinish
            let presented: Node
            if embedInStack {
                presented = Node(nil)
                presented.stack = [node]
                node.parent = presented
            } else {
                presented = node
            }
            presented.presentation = presentation
            presented.presenter = sourceNode
            sourceNode.presented = presented
        }

        func replace(with destination: any NavGraphFlowController, from source: any NavGraphFlowController) {
            guard let switchNode = enclosingContainer(of: source, where: { $0.switchChild != nil }) else {
                preconditionFailure("\(source.navGraphNode) is not inside a switch flow")
            }
            if let old = switchNode.switchChild { forget(old) }
            let node = makeNode(destination)
            node.parent = switchNode
            switchNode.switchChild = node
        }

        @discardableResult
        func select(_ tab: NavGraphNodeName, from source: any NavGraphFlowController) -> (any NavGraphFlowController)? {
            guard let tabsNode = enclosingContainer(of: source, where: { $0.tabs != nil }),
                  let index = tabsNode.tabs?.firstIndex(where: { $0.flowController?.navGraphNode == tab })
            else { return nil }
            tabsNode.selectedTab = index
            return tabsNode.tabs?[index].flowController
        }

        func finish(_ source: any NavGraphFlowController, with feedback: (any Swift.Sendable)?) {
            guard let node = node(of: source) else { return }
            if let stackNode = node.parent, var stack = stackNode.stack,
               let index = stack.firstIndex(where: { $0 === node }), index > 0 {
                stack[index...].forEach(forget)
                stack.removeSubrange(index...)
                stackNode.stack = stack
            } else if let presented = node.presenter != nil ? node : node.parent, let presenter = presented.presenter {
                presenter.presented = nil
                forget(presented)
            } else {
                return
            }
            node.onFinish?(feedback)
        }

        func setStack(of flow: any NavGraphFlowController, root: any NavGraphFlowController) {
            guard let flowNode = node(of: flow) else {
                preconditionFailure("\(flow.navGraphNode) is not shown")
            }
            let node = makeNode(root)
            node.parent = flowNode
            flowNode.stack = [node]
        }

        func setTabs(of flow: any NavGraphFlowController, tabs: [any NavGraphFlowController]) {
            guard let flowNode = node(of: flow) else {
                preconditionFailure("\(flow.navGraphNode) is not shown")
            }
            flowNode.tabs = tabs.map { tab in
                let node = makeNode(tab)
                node.parent = flowNode
                return node
            }
            flowNode.selectedTab = 0
        }

        func setSwitch(of flow: any NavGraphFlowController, child: any NavGraphFlowController) {
            guard let flowNode = node(of: flow) else {
                preconditionFailure("\(flow.navGraphNode) is not shown")
            }
            let node = makeNode(child)
            node.parent = flowNode
            flowNode.switchChild = node
        }

        private func makeNode(_ flowController: any NavGraphFlowController) -> Node {
            flowController.navigator = self
            let node = Node(flowController)
            nodes[Swift.ObjectIdentifier(flowController)] = node
            return node
        }

        private func node(of flowController: any NavGraphFlowController) -> Node? {
            nodes[Swift.ObjectIdentifier(flowController)]
        }

        private func enclosing(_ node: Node, where matches: (Node) -> Bool) -> Node? {
            var current: Node? = node
            while let candidate = current {
                if matches(candidate) { return candidate }
                current = candidate.container
            }
            return nil
        }

        /// The nearest container of `source` that matches, dismissing what is presented on the way.
        private func enclosingContainer(of source: any NavGraphFlowController, where matches: (Node) -> Bool) -> Node? {
            guard let sourceNode = node(of: source), let container = enclosing(sourceNode, where: matches) else { return nil }
            var current: Node? = sourceNode
            while let node = current, node !== container {
                if let presenter = node.presenter {
                    presenter.presented = nil
                    forget(node)
                }
                current = node.container
            }
            return container
        }

        /// Drops a node that is no longer shown, and everything shown in or over it.
        private func forget(_ node: Node) {
            if let flowController = node.flowController { nodes[Swift.ObjectIdentifier(flowController)] = nil }
            (node.stack ?? []).forEach(forget)
            (node.tabs ?? []).forEach(forget)
            node.switchChild.map(forget)
            node.presented.map(forget)
        }
    }

    /// Stores a record's field out of line, so that a record can contain itself through an
    /// optional (a struct holds an `Optional` inline, so `var parent: Tree?` in `Tree` would have
    /// no finite size). Equality, hashing and coding see only the wrapped value.
    @propertyWrapper
    struct NavGraphIndirect<Value: Swift.Hashable & Swift.Sendable>: Swift.Hashable, Swift.Sendable {
        private final class Box: Swift.Sendable {
            let value: Value

            init(_ value: Value) {
                self.value = value
            }
        }

        private var box: Box

        init(wrappedValue: Value) {
            box = Box(wrappedValue)
        }

        var wrappedValue: Value {
            get { box.value }
            set { box = Box(newValue) }
        }

        static func == (lhs: NavGraphIndirect, rhs: NavGraphIndirect) -> Bool {
            lhs.wrappedValue == rhs.wrappedValue
        }

        func hash(into hasher: inout Swift.Hasher) {
            hasher.combine(wrappedValue)
        }
    }

    extension NavGraphIndirect: Swift.Codable where Value: Swift.Codable {
        init(from decoder: any Swift.Decoder) throws {
            self.init(wrappedValue: try Value(from: decoder))
        }

        func encode(to encoder: any Swift.Encoder) throws {
            try wrappedValue.encode(to: encoder)
        }
    }
    """#
}
