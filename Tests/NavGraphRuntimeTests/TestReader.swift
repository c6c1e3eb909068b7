import NavGraphRuntime

/// The test app's split view (`TestGraph`'s `Reader`: columns Feeds, Timeline, then Article or
/// WebPage), shown as a navigator's root with Feeds in its sidebar.
@MainActor
struct TestReader {
    let journal = Journal()
    let reader: Screen
    let feeds: Screen

    init(on navigator: some NavGraphNavigator) {
        reader = Screen("Reader", journal: journal)
        feeds = Screen("Feeds", journal: journal)
        navigator.showRoot(reader)
        navigator.setStack(of: reader, root: feeds)
    }
}

extension TestReader {
    /// The reader's timeline, pushed onto the reader (its one stack) as a link places it, started
    /// with the link's destination.
    static func timeline(journal: Journal) -> NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: NavGraphNodeName(rawValue: "Timeline"), steps: [], arrival: .pushed,
            make: { _ in Screen("Timeline", journal: journal) },
            start: { made, destination in (made as? Screen)?.started(with: destination) })
    }
}
