/// `finish()` and `finish(with:)` on a screen's contract: offered where the runtime can close the
/// screen, a compile-time error that says why where it cannot.
///
/// The runtime closes a screen that was pushed (it pops), presented (it dismisses), or that is the
/// root of a presented stack (it dismisses the stack) or of a sub-flow (it pops the sub-flow, and
/// the route that pushed it ends), and one that took such a screen's place; a link, a way in
/// without a URL or an `open` route that pushes or presents a screen makes it such a screen too.
/// A screen that is only ever a flow's child —
/// a switch's child, a tab, the root of a stack that is not presented — has nothing below it to
/// go back to, so a `finish()` there would only be ignored with a debug log.
extension ContractsTranslator {
    /// Which screens can finish, and the flow children the others are shown as.
    struct Finishing {
        /// The screens some route pushes, presents or puts on top of a stack in another's place,
        /// the roots of stacks some route presents, and the screens (or sub-flow roots) a
        /// placement pushes or presents.
        private(set) var screens: Set<String> = []
        /// For each screen, how flows show it ("a child of the switch flow Root"), in file order.
        private(set) var places: [String: [String]] = [:]

        /// Reads both off `graph` in one pass over its routes, one over `placements` (the links',
        /// the ways in without a URL and the `open` routes') and one over its flows.
        init(graph: Graph, replacements: Replacements, placements: some Sequence<LinkPlacement>) {
            var opened: Set<String> = []
            for route in graph.allRoutes where route.style.value.returnsToOpener || replacements.replacesStackTop(route) {
                opened.insert(route.destination.value)
            }
            screens = opened
            for placement in placements where placement.arrival != .shown {
                screens.insert(placement.subflowRoot ?? placement.screen)
            }
            for flow in graph.flows {
                for child in flow.children {
                    places[child.value, default: []].append(Self.place(in: flow))
                }
                // Every root a presented stack or a sub-flow may start with (one, or those the app chooses among).
                if flow.kind == .stack, opened.contains(flow.name.value) {
                    screens.formUnion(flow.children.map(\.value))
                }
            }
        }

        private static func place(in flow: Flow) -> String {
            switch flow.kind {
            case .stack: "the root of the stack flow \(flow.name.value)"
            case .split: "the root of the split flow \(flow.name.value)"
            case .tabs: "a tab of the tabs flow \(flow.name.value)"
            case .container: "a child of the container flow \(flow.name.value)"
            case .switch: "a child of the switch flow \(flow.name.value)"
            }
        }
    }

    /// `finish(with:)` for a screen with feedback, then `finish()`: every screen that can finish
    /// can end without a value (a sheet's Cancel), and its opener's `<route>DidEnd()` runs.
    func finishFunctions(_ screen: Screen) -> [SwiftDeclaration] {
        let name = screen.name.value
        let feedback = screen.feedback?.value
        let signatures = (feedback.map { ["finish(with feedback: \(types.spelling($0)))"] } ?? []) + ["finish()"]
        guard finishing.screens.contains(name) else {
            let places = finishing.places[name].map { ": it is only " + $0.joined(separator: " and ") } ?? ""
            let reason = "\(name) is never pushed or presented\(places), so it has nothing below it to finish back to"
            let unavailable = "@available(*, unavailable, message: \(SwiftEscaper.stringLiteral(reason)))"
            return signatures.map { .function(doc: "Not available: see the message.", attributes: [unavailable], signature: $0, body: []) }
        }
        let finishDoc = "Finishes \(name): pops it, or dismisses it when it was presented, and hands"
        var functions: [SwiftDeclaration] = []
        if feedback != nil {
            functions.append(.function(
                doc: "\(finishDoc) `feedback` to the FlowController that opened it.",
                attributes: [], signature: signatures[0], body: [.line("navigator?.finish(self, with: feedback)")]
            ))
        }
        functions.append(.function(
            doc: "\(finishDoc) control back to the FlowController that opened it"
                + (feedback == nil ? "." : " without feedback: its `<route>DidEnd()` runs (a Cancel)."),
            attributes: [], signature: "finish()", body: [.line("navigator?.finish(self, with: nil)")]
        ))
        return functions
    }
}
