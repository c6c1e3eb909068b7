// Drives a chat app's room windows (Golden/invalid-window-near-miss-embed-stack) headlessly through
// the generated code: the rooms' openRoom route hands the app a NavGraphWindow, which the app's
// "system" (one navigator per window) opens as a window of its own started by
// start(window:roots:), the room at the root of a navigation stack of its own ('embed: stack'),
// onto which it pushes its details and a member; the window saves what it pushed beside its root
// and restores it only as the room's window; where there is one window the route presents the
// room in a stack of its own, where it pushes too. Exits non-zero at the first expectation that
// does not hold.

import Foundation

@MainActor
final class Windows {
    var supportsMultipleWindows = true
    private(set) var opened: [(request: NavGraphWindow?, navigator: NavGraphHeadlessNavigator)] = []

    func navigator(for request: NavGraphWindow?) -> NavGraphHeadlessNavigator {
        let navigator = NavGraphHeadlessNavigator()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { [unowned self] in supportsMultipleWindows },
            open: { [unowned self] destination in
                guard let request = NavGraphWindow(navGraphOpening: destination) else { return expect(false, "\(destination) is no window") }
                guard !opened.contains(where: { $0.request == request }) else { return }
                self.navigator(for: request).start(window: request, roots: WindowRoots())
            })
        opened.append((request, navigator))
        return navigator
    }
}

@MainActor
func drive() {
    let windows = Windows()
    let first = windows.navigator(for: nil)
    first.start(entry: MainFlowController())
    let rooms = first.topFlowController as! RoomsFlowController

    rooms.perform(.openRoom("general"))
    expect(first.visiblePath == [.main, .roomsStack, .rooms], "nothing over the rooms: \(first.visiblePath)")
    expect(windows.opened.count == 2, "a second window: \(windows.opened.count)")
    let window = windows.opened[1].navigator
    expect(window.visiblePath == [.room], "the room at its root: \(window.visiblePath)")
    let root = window.state.root.flatMap { window.state[$0] }
    expect(root?.node == nil && root?.children.count == 1, "in a navigation stack of its own: \(String(describing: root))")
    guard let room = window.topFlowController as? RoomFlowController else { return expect(false, "the room on top") }
    expect(room.room == "general", "started with its room")
    room.perform(.details("general"))
    guard let details = window.topFlowController as? RoomDetailsFlowController else { return expect(false, "the details pushed") }
    details.perform(.member)
    let names = { (navigator: NavGraphHeadlessNavigator, screen: any NavGraphFlowController) in navigator.stack(containing: screen).map(\.navGraphNode) }
    expect(window.visiblePath == [.member] && names(window, room) == [.room, .roomDetails, .member], "pushed onto the room's stack: \(names(window, room))")
    expect(window.userTapsBack() && names(window, room) == [.room, .roomDetails], "the person pops: \(names(window, room))")

    // Per-window restoration: what the room pushed is saved beside it, and comes back with it.
    do {
        let saved = try throughJSON(window.savedState!)
        expect(saved.root.name.rawValue == "Room" && saved.rootStack?.map(\.name.rawValue) == ["RoomDetails"], "\(saved)")
        let relaunched = NavGraphHeadlessNavigator()
        try relaunched.restore(saved, window: .room("general"), roots: WindowRoots())
        expect(relaunched.savedState == saved && relaunched.visiblePath == [.roomDetails], "as it was: \(relaunched.visiblePath)")
        expect((relaunched.topFlowController as? RoomDetailsFlowController)?.room == "general", "with its room")
        (relaunched.topFlowController as? RoomDetailsFlowController)?.perform(.back)
        expect(relaunched.visiblePath == [.room], "the unwind goes back to the room at the window's root: \(relaunched.visiblePath)")
        let other = NavGraphHeadlessNavigator()
        expect((try? other.restore(saved, window: .settings, roots: WindowRoots())) == nil && other.state.root == nil, "no settings window")
    } catch {
        return expect(false, "a window's state goes through JSON and back: \(error)")
    }

    // One window: openRoom presents the room in a stack of its own over the rooms, where it pushes.
    windows.supportsMultipleWindows = false
    rooms.perform(.openRoom("random"))
    expect(windows.opened.count == 2 && first.visiblePath == [.main, .roomsStack, .rooms, .room], "presented: \(first.visiblePath)")
    guard let presented = first.topFlowController as? RoomFlowController else { return expect(false, "the presented room") }
    presented.perform(.details("random"))
    expect(first.visiblePath == [.main, .roomsStack, .rooms, .roomDetails], "pushed in its own stack: \(first.visiblePath)")
    expect(names(first, presented) == [.room, .roomDetails], "the presentation's stack: \(names(first, presented))")
    print("OK")
}

MainActor.assumeIsolated { drive() }
