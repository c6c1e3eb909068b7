// Drives the chat app of Golden/realapps-chat-room-permalink headlessly: its permalink
// https://chat.example/#/room/<id>?via=<server> keeps the route in the URL's fragment (Element's
// style). The URL opens the room sub-flow on the Chats tab with the room's ID and server; the
// same URL without the fragment, or with another fragment, does not open a room; the chain link
// opens the room, then its members; a notification opens only a room a URL could name; the state
// saves and restores through JSON. Built against the UIKit double too, it opens the room in a
// window: pushed onto the Chats tab's navigation controller. Exits non-zero at the first
// expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: TabsFlowController())
    func stack() -> [NavGraphNodeName] {
        navigator.topFlowController.map { navigator.stack(containing: $0).map(\.navGraphNode) } ?? []
    }
    let lobby = RoomLink(id: "!lobby:matrix.org", via: "matrix.org")

    expect(navigator.open(url: URL(string: "https://chat.example/#/room/!lobby:matrix.org?via=matrix.org")!), "the permalink opens")
    expect(navigator.visiblePath == [.tabs, .chatsStack, .room, .timeline], "the room is pushed on Chats: \(navigator.visiblePath)")
    expect(stack() == [.chats, .timeline], "above the chats list: \(stack())")
    expect((navigator.topFlowController as? TimelineFlowController)?.room == lobby, "with the fragment's room and server")
    expect(NavGraphDestination(url: URL(string: "https://chat.example/#/room/abc")!) == .room(RoomLink(id: "abc", via: nil)), "'via' is optional")

    // Saved and restored through JSON: the room comes back where the link placed it.
    let saved = navigator.savedState!
    let relaunched = NavGraphHeadlessNavigator()
    do {
        try relaunched.restore(throughJSON(saved), entry: TabsFlowController())
    } catch {
        return expect(false, "the opened room restores: \(error)")
    }
    expect(relaunched.savedState == saved && relaunched.visiblePath == navigator.visiblePath, "it comes back as it was: \(relaunched.visiblePath)")
    expect((relaunched.topFlowController as? TimelineFlowController)?.room == lobby, "the restored room is the URL's")

    // The room's members: the room, then its members by Timeline's route.
    expect(navigator.open(url: URL(string: "https://chat.example/#/room/abc/members")!), "the members' permalink opens")
    expect(stack() == [.chats, .timeline, .members], "the room, then its members: \(stack())")

    // Without the fragment, or with another one, no room: the web page's own link (the chats list),
    // which ignores the fragment, or nothing at all.
    for text in ["https://chat.example/", "https://chat.example/#/rooms/abc", "https://chat.example/#room/abc", "https://chat.example/#/room/..", "https://chat.example/#/room/a%2Fb"] {
        expect(NavGraphDestination(url: URL(string: text)!) == .chats, "\(text) opens the chats list")
        expect(navigator.open(url: URL(string: text)!), "\(text) opens")
        expect(navigator.visiblePath == [.tabs, .chatsStack, .chats], "\(text): no room: \(navigator.visiblePath)")
    }
    expect(NavGraphDestination(url: URL(string: "https://chat.example/room/abc")!) == nil, "the room's path without the fragment is no link")
    expect(!navigator.open(url: URL(string: "https://chat.example/room/abc")!), "and opens nothing")
    expect(NavGraphDestination(url: URL(string: "https://evil.example/#/room/abc")!) == nil, "another domain's fragment opens nothing")
    expect(NavGraphDestination(url: URL(string: "chat://#/room/abc")!) == .room(RoomLink(id: "abc", via: nil)), "the app's own scheme, at its root")

    // A notification opens only a room a URL could name.
    expect(!navigator.open(.room(RoomLink(id: "a/b", via: nil))), "no URL's fragment gives a room ID holding '/'")
    expect(navigator.open(.room(RoomLink(id: "abc", via: "matrix.org"))), "a notification opens a room a URL names")
    expect((navigator.topFlowController as? TimelineFlowController)?.room == RoomLink(id: "abc", via: "matrix.org"), "that room")
    #if canImport(UIKit)
    driveInAWindow(expecting: lobby)
    #endif
    print("OK")
}

#if canImport(UIKit)
/// The permalink opened by the UIKit navigator: the room's timeline pushed onto the Chats tab's
/// navigation controller, above the chats list.
@MainActor
func driveInAWindow(expecting room: RoomLink) {
    let window = UIWindow(windowScene: UIWindowScene())
    let navigator = NavGraphUIKitNavigator.start(entry: TabsFlowController(), in: window)
    UIKitDouble.finishAnimations()
    expect(navigator.open(url: URL(string: "https://chat.example/#/room/!lobby:matrix.org?via=matrix.org")!), "the permalink opens in a window")
    UIKitDouble.finishAnimations()
    let top = navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) }
    guard let timeline = top as? TimelineFlowController, let chats = timeline.navigationController else {
        return expect(false, "the room's timeline is on top, in a navigation controller: \(String(describing: top))")
    }
    expect(timeline.room == room, "with the fragment's room and server: \(String(describing: timeline.room))")
    expect(chats.viewControllers.count == 2 && chats.viewControllers.first is ChatsFlowController && chats.topViewController === timeline, "pushed above the chats list: \(chats.viewControllers)")
    expect(chats.tabBarController?.selectedViewController === chats, "on the selected tab")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
