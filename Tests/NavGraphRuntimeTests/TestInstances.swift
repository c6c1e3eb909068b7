import NavGraphRuntime

/// A tabs flow's children made from data, as generated contracts make them (`makeListTab(_:)`,
/// `shouldRestore(_:)`): the test app's keys are strings, each instance a `ListTab` stack with
/// `ListTimeline` at its root.
extension Screen {
    func navGraphMakeInstance(_ key: NavGraphInstanceKey) -> NavGraphMadeChild? {
        guard let place = navGraphFlow?.instances, let key = key.key(as: String.self) else { return nil }
        let made = Screen(place.flow.rawValue, journal: journal)
        return NavGraphMadeChild(made) { [journal] in
            journal.events.append("\(place.flow.rawValue) \(key) started")
            made.navigator?.setStack(of: made, root: Screen("ListTimeline", journal: journal))
        }
    }

    /// The app's next key for a new tab (`newKey()`), as the journal lists them.
    func navGraphNewInstanceKey() -> NavGraphInstanceKey? {
        guard navGraphFlow?.instances != nil, !journal.newKeys.isEmpty else { return nil }
        return NavGraphInstanceKey(journal.newKeys.removeFirst())
    }

    func navGraphRestoredKey(_ saved: String) -> NavGraphRestoredKey {
        guard let key = NavGraphInstanceKey.restoring(saved, as: String.self) else { return .unreadable }
        return journal.deletedKeys.contains(key) ? .refusedByApp : .restored(NavGraphInstanceKey(key))
    }
}

/// The test app of tabs made from data: Lists, whose tabs are Inbox, one ListTab per list key,
/// then Account, each a stack.
@MainActor
struct TestListsApp {
    let journal = Journal()
    let lists: Screen

    /// Starts Lists on `navigator` with the tabs for `keys`, as generated `startFlow()` does
    /// (the fixed tabs, then `firstTabs()`).
    init(on navigator: some NavGraphNavigator, keys: [String]) {
        lists = Screen("Lists", journal: journal)
        navigator.showRoot(lists)
        let inbox = Screen("Inbox", journal: journal), account = Screen("Account", journal: journal)
        navigator.setTabs(of: lists, tabs: [inbox, account])
        navigator.setStack(of: inbox, root: Screen("InboxList", journal: journal))
        navigator.setStack(of: account, root: Screen("AccountMenu", journal: journal))
        navigator.navigation.setInstances(keys.map { NavGraphInstanceKey($0) }, of: lists)
    }
}
