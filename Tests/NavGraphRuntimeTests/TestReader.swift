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
