/// Reports `invalid-alert` where an alert or confirmation dialog is used as what it cannot be, and
/// `invalid-system-sheet` where a system sheet (a document picker) is.
///
/// UIKit and SwiftUI draw a dialog themselves and only ever present it modally, over the screen
/// that asked: UIKit presents a `UIAlertController` ("present it using the
/// `present(_:animated:completion:)` method"), SwiftUI attaches `alert` and
/// `confirmationDialog` to the presenting view. A system sheet is presented the same way (SwiftUI's
/// `fileImporter` is attached to the presenting view too), and for the same reasons obeys the
/// same rules. So a dialog is the destination of `present`
/// routes only, which name no presentation options (the system picks the look), and never the
/// entry or a flow's child, which are shown without a presenter. (Routes written on a dialog are
/// reported by the parser, which drops them.)
enum AlertChecker: GraphCheck {
    /// The route keys that choose how a presentation looks, which a dialog does not take.
    private static func presentationOptions(of route: Route) -> [(key: String, location: SourceLocation)] {
        [
            route.presentation.map { ("presentation", $0.location) },
            route.compact.map { ("compact", $0.location) },
            route.embedLocation.map { ("embed", $0) },
            route.dismissible.map { ("dismissible", $0.location) },
            route.detents.map { ("detents", $0.location) },
            route.initialDetent.map { ("initialDetent", $0.location) },
            route.transition.map { ("transition", $0.location) },
            route.shrinks.map { ("shrinks", $0.location) },
        ].compactMap { $0 }
    }

    /// Checks every route to a dialog, the entry and every flow's children.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        let heads = analyzed.analysis.routeHeads
        for owner in heads.owners.indices {
            // A window route to a dialog is `WindowChecker`'s: it opens no presentation at all.
            for index in heads.heads(of: owner) where !heads.styles[index].opensWindow {
                guard let dialog = graph.systemOwnedScreen(named: heads.destinations[index]) else { continue }
                checkRoute(heads.route(at: index, of: owner), to: dialog, diagnostics: &diagnostics)
            }
        }
        for index in graph.screens.indices {  // read in place, not copied out screen by screen
            checkFeedback(of: graph.screens[index], diagnostics: &diagnostics)
        }
        if let dialog = graph.systemOwnedScreen(named: graph.entry.value) {
            diagnostics.add(
                code(for: dialog.effectiveKind),
                "the entry '\(graph.entry.value)' is \(described(dialog)), which is only presented over a screen; start at a screen or flow that presents it",
                at: graph.entry.range)
        }
        for flow in graph.flows {
            for child in flow.children {
                guard let dialog = graph.systemOwnedScreen(named: child.value) else { continue }
                diagnostics.add(
                    code(for: dialog.effectiveKind),
                    "'\(child.value)' is \(described(dialog)), which is only presented over a screen, not a child of \(flow.kind.rawValue) flow '\(flow.name.value)'",
                    at: child.range)
            }
        }
    }

    /// A Safari view hands nothing back; leaving the app hands back only whether the URL opened.
    private static func checkFeedback(of screen: Screen, diagnostics: inout DiagnosticBag) {
        guard let feedback = screen.feedback else { return }
        switch screen.effectiveKind {
        case .safari:
            diagnostics.add(
                .invalidSystemSheet,
                "'\(screen.name.value)' is a Safari view, which hands nothing back (its Done button only closes it); remove 'feedback'",
                at: feedback.range)
        case .openURL where feedback.value != .builtin(.bool):
            diagnostics.add(
                .invalidSystemSheet,
                "'\(screen.name.value)' is \(screen.effectiveKind.described), which hands back only whether the system opened it; write 'feedback: Bool' or remove 'feedback'",
                at: feedback.range)
        default:
            return
        }
    }

    private static func checkRoute(_ route: Route, to dialog: Screen, diagnostics: inout DiagnosticBag) {
        if route.style.value == .unwind {
            diagnostics.add(
                code(for: dialog.effectiveKind),
                "route '\(route.name.value)' unwinds to '\(dialog.name.value)', which is \(described(dialog)): nothing is ever shown above it; unwind to the screen that presents it",
                at: route.destination.range)
            return
        }
        guard route.style.value == .present else {
            diagnostics.add(
                code(for: dialog.effectiveKind),
                "route '\(route.name.value)' uses \(route.style.value.rawValue), but '\(dialog.name.value)' is \(described(dialog)), which is only presented: write 'style: present'",
                at: route.style.range)
            return
        }
        for option in presentationOptions(of: route) {
            diagnostics.add(
                code(for: dialog.effectiveKind),
                "'\(option.key)' does not apply to '\(dialog.name.value)', which is \(described(dialog)): UIKit and SwiftUI choose how it is shown; remove '\(option.key)'",
                at: option.location)
        }
    }

    private static func described(_ dialog: Screen) -> String {
        dialog.effectiveKind.described
    }

    /// `invalid-alert` for a dialog, `invalid-system-sheet` for a system sheet.
    static func code(for kind: NavGraphScreenKind) -> DiagnosticCode {
        kind.isSystemSheet ? .invalidSystemSheet : .invalidAlert
    }
}

extension Graph {
    /// The screen named `name` when the system draws it: an alert, a confirmation dialog or a
    /// system sheet.
    func systemOwnedScreen(named name: String) -> Screen? {
        screenKind(named: name)?.isSystemOwned == true ? screen(named: name) : nil
    }
}
