// Drives room.navgraph.yaml on the headless navigator and through the SwiftUI navigator's
// bindings (what SwiftUI reads and writes, run without SwiftUI), and built against UIKit, on the
// UIKit double too (UIKitDrive.swift): the room's permalink pushes the RoomFlow sub-flow onto
// Chats with the ID read from the URL, which the flow hands its root; the members link opens the room, then its members by the room's route, onto Search where that tab
// shows already; a link tapped on Home is Home's own route; a notification naming the room opens
// it as the link does; each state saves and restores through JSON, and a saved room no link could
// have opened is refused. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
func restored<Navigator: NavGraphInspectableNavigator>(_ navigator: Navigator, into relaunched: Navigator) throws -> Navigator {
    try relaunched.restore(throughJSON(navigator.savedState!), entry: TabsFlowController())
    return relaunched
}

@MainActor
func drive<Navigator: NavGraphInspectableNavigator>(_ make: () -> Navigator) throws {
    let navigator = make()
    navigator.start(entry: TabsFlowController())
    expect(navigator.visiblePath == [.tabs, .chats, .home], "starts on Chats: \(navigator.visiblePath)")

    let permalink = URL(string: "chat://room/lobby")!
    expect(NavGraphDestination(url: permalink) == .roomFlow("lobby"), "the permalink reads the sub-flow with its ID")
    expect(navigator.open(url: permalink), "the permalink opens")
    expect(navigator.visiblePath == [.tabs, .chats, .roomFlow, .room], "the link pushes the room's sub-flow onto Chats: \(navigator.visiblePath)")
    guard let room = navigator.topFlowController as? RoomFlowController else { return expect(false, "Room is on top") }
    expect(room.room == "lobby", "Room starts with the ID its flow was handed: \(String(describing: room.room))")
    let stack = navigator.stack(containing: room).map(\.navGraphNode)
    expect(stack == [.home, .room], "the room is pushed above Home, on Chats' stack: \(stack)")

    let relaunched = try restored(navigator, into: make())
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == navigator.savedState, "it comes back as it was: \(relaunched.visiblePath)")
    expect((relaunched.topFlowController as? RoomFlowController)?.room == "lobby", "the restored room has its ID")

    // Where the Search tab shows, the members link pushes the room there, then its members.
    expect(navigator.userTapsTab(.searchTab), "the person taps the Search tab")
    expect(navigator.open(url: URL(string: "chat://room/design/members")!), "the members link opens")
    expect(navigator.visiblePath == [.tabs, .searchTab, .roomFlow, .members], "the room and its members are pushed onto Search: \(navigator.visiblePath)")
    guard let members = navigator.topFlowController else { return expect(false, "Members is on top") }
    let searchStack = navigator.stack(containing: members).map(\.navGraphNode)
    expect(searchStack == [.search, .room, .members], "Search's stack holds the room, then its members: \(searchStack)")
    let chain = try restored(navigator, into: make())
    expect(chain.visiblePath == navigator.visiblePath && chain.savedState == navigator.savedState, "the chain comes back as it was: \(chain.visiblePath)")

    // A saved room whose ID no URL carries (an empty segment) is not one a link could have opened.
    var saved = String(decoding: try JSONEncoder().encode(relaunched.savedState!), as: UTF8.self)
    saved = saved.replacingOccurrences(of: "\"lobby\"", with: "\"\"")
    do {
        try make().restore(
            JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: Data(saved.utf8)), entry: TabsFlowController())
        expect(false, "a room no link could have opened is refused: \(saved)")
    } catch {}

    // Tapped on Home, the permalink is Home's own route, whose opener hears how it ends.
    let tapped = make()
    let tabs = TabsFlowController()
    tapped.start(entry: tabs)
    guard let home = tapped.topFlowController as? HomeFlowController else { return expect(false, "Home is on top") }
    expect(tapped.open(url: permalink, from: home), "the permalink tapped on Home opens")
    expect(tapped.visiblePath == [.tabs, .chats, .roomFlow, .room], "Home's route pushes the room: \(tapped.visiblePath)")
    if let swiftUI = tapped as? NavGraphSwiftUINavigator {
        guard let chats = swiftUI.navigation.entryID(of: tabs.chats) else { return expect(false, "Chats' stack is shown") }
        // Chats' NavigationStack path holds the room; its back button writes the path without it.
        expect(swiftUI.path(of: chats).count == 1, "the room is in Chats' path: \(swiftUI.path(of: chats))")
        swiftUI.setPath([], of: chats)
        expect(swiftUI.path(of: chats).isEmpty, "the person went back")
    } else {
        expect(tapped.userTapsBack(), "the person goes back")
    }
    expect(home.roomsEnded == 1, "Home hears that its room ended: \(home.roomsEnded)")

    // A notification names the sub-flow's destination, which opens where the permalink does.
    expect(tapped.open(.roomFlow("news")), "the notification opens")
    expect(tapped.visiblePath == [.tabs, .chats, .roomFlow, .room], "the notification pushes the room onto Chats: \(tapped.visiblePath)")
    expect((tapped.topFlowController as? RoomFlowController)?.room == "news", "with the room it names")
}

MainActor.assumeIsolated {
    do {
        try drive { NavGraphHeadlessNavigator() }
        try drive { NavGraphSwiftUINavigator() }
        #if canImport(UIKit)
        try driveOnUIKit()
        #endif
    } catch {
        expect(false, "\(error)")
    }
    print("OK")
}
