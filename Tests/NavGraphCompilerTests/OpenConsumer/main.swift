// Drives room.navgraph.yaml headlessly: the Search tab's `open` route to the RoomFlow sub-flow
// selects Chats and pushes the room above Home with its ID, as Home's own route would; the state
// saves and restores as it was; open routes to the tabs' stack flows select them. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: TabsFlowController())
    expect(navigator.visiblePath == [.tabs, .chats, .home], "starts on Chats: \(navigator.visiblePath)")
    expect(navigator.userTapsTab(.searchTab), "the person taps the Search tab")
    guard let search = navigator.topFlowController as? SearchFlowController else {
        return expect(false, "Search is on top: \(navigator.visiblePath)")
    }

    search.perform(.openRoom("lobby"))
    expect(navigator.visiblePath == [.tabs, .chats, .roomFlow, .room], "the route selects Chats and pushes the room: \(navigator.visiblePath)")
    guard let room = navigator.topFlowController as? RoomFlowController else { return expect(false, "Room is on top") }
    expect(room.room == "lobby", "Room starts with the ID the route handed over: \(String(describing: room.room))")
    let stack = navigator.stack(containing: room).map(\.navGraphNode)
    expect(stack == [.home, .room], "the room is pushed above Home, on Chats' stack: \(stack)")

    let saved = navigator.savedState!
    let relaunched = NavGraphHeadlessNavigator()
    do {
        let json = try JSONEncoder().encode(saved)
        try relaunched.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: TabsFlowController())
    } catch {
        return expect(false, "the opened room restores: \(error)")
    }
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == saved, "it comes back as it was: \(relaunched.visiblePath)")
    expect((relaunched.topFlowController as? RoomFlowController)?.room == "lobby", "the restored room has its ID")

    // An open route to a tab's stack flow selects the tab, which shows what it showed.
    room.perform(.search)
    expect(navigator.visiblePath == [.tabs, .searchTab, .search], "the route selects the Search tab: \(navigator.visiblePath)")
    (navigator.topFlowController as? SearchFlowController)?.perform(.chats)
    expect(navigator.visiblePath == [.tabs, .chats, .roomFlow, .room], "the route selects Chats, the room still open: \(navigator.visiblePath)")
    print("OK")
}

MainActor.assumeIsolated { drive() }
