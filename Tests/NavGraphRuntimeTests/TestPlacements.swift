import NavGraphRuntime

/// Placements into the test app (`TestApp`), as generated code would give them, with String
/// destinations: Detail pushed onto Feed, Menu shown as Settings' root, Compose presented in a
/// stack of its own. Root's answer to "may a link switch you" is `gate.open`.
@MainActor
struct TestPlacements {
    /// What Root's FlowController answers when a link would switch it, and how often it was asked.
    final class Gate {
        var open = true
        var asked = 0
    }

    let journal: Journal
    let gate = Gate()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    /// Root switches to a new Main, set up like the test app's, when it shows Login.
    var toMain: NavGraphPlacement<String>.Step {
        let journal = journal, gate = gate
        return .init(flow: name("Root"), kind: .switch, child: name("Main"), switching: .init(
            ask: { _, destination in
                gate.asked += 1
                journal.events.append("Root asked about \(destination)")
                return gate.open
            },
            make: { _ in Screen("Main", journal: journal) },
            start: { main, _ in
                guard let navigator = main.navigator else { return }
                let feed = Screen("Feed", journal: journal), settings = Screen("Settings", journal: journal)
                navigator.setTabs(of: main, tabs: [feed, settings])
                navigator.setStack(of: feed, root: Screen("List", journal: journal))
                navigator.setStack(of: settings, root: Screen("Menu", journal: journal))
            }
        ))
    }

    /// Starts the screen with the destination, which the journal records as "Detail started with 42".
    func starting(_ screen: String) -> @MainActor @Sendable (any NavGraphFlowController, String) -> Void {
        let journal = journal
        return { made, destination in
            guard let made = made as? Screen else { return journal.events.append("\(screen) started with \(destination)") }
            made.started(with: destination)
        }
    }

    /// Detail, pushed onto Feed above List.
    var detail: NavGraphPlacement<String> {
        let journal = journal
        return NavGraphPlacement(
            screen: name("Detail"), steps: [toMain, .init(flow: name("Main"), kind: .tabs, child: name("Feed"))],
            arrival: .pushed, make: { _ in Screen("Detail", journal: journal) }, start: starting("Detail"))
    }

    /// Detail, pushed onto Feed above List, or onto Settings above Menu where the Settings tab
    /// shows already (a link whose `in:` lists both stacks).
    var detailOnEitherTab: NavGraphPlacement<String> {
        let journal = journal
        var placement = detail
        placement.elsewhere = [NavGraphPlacement(
            screen: name("Detail"), steps: [toMain, .init(flow: name("Main"), kind: .tabs, child: name("Settings"))],
            arrival: .pushed, make: { _ in Screen("Detail", journal: journal) }, start: starting("Detail"))]
        return placement
    }

    /// Menu, the root of the Settings tab.
    var menu: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: name("Menu"),
            steps: [toMain, .init(flow: name("Main"), kind: .tabs, child: name("Settings")), .init(flow: name("Settings"), kind: .stack, child: name("Menu"))],
            arrival: .shown, start: starting("Menu"))
    }

    /// Compose, presented over the top in a stack of its own, once Root shows Main (the graph
    /// presents it only from Main's screens, so the compiler gates it there).
    var compose: NavGraphPlacement<String> {
        let journal = journal
        return NavGraphPlacement(
            screen: name("Compose"), steps: [toMain], arrival: .presented(NavGraphPresentationOptions(embedInStack: true)),
            make: { _ in Screen("Compose", journal: journal) }, start: starting("Compose"))
    }
}
