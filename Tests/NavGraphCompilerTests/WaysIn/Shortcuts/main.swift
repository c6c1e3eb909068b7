// Drives shortcuts.navgraph.yaml on the headless navigator and through the SwiftUI navigator's
// bindings, and on the UIKit double too (UIKitDrive.swift): a shortcut item naming the Search tab
// waits behind the log-in gate, then selects it; later it shows the tab as it was (its result
// still pushed), closing the composer presented over Home; a draft that only finishing closes
// holds the Library shortcut back until it finishes; each state saves and restores through JSON.
// A notification's payload carries a status: decoded, it opens where the status's placement says;
// a hostile payload (not JSON, too large, a bidirectional control, a wrong context, a screen
// nothing opens by destination) gets an error or opens nothing, never a crash.

import Foundation

/// The error `body` throws, if it is a payload error.
@MainActor
func payloadError(_ body: () throws -> Bool) -> NavGraphPayloadError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? NavGraphPayloadError
    }
}

@MainActor
func drive<Navigator: NavGraphInspectableNavigator>(_ make: () -> Navigator) throws {
    let navigator = make()
    let root = RootFlowController()
    navigator.start(entry: root)

    // The gate is asked first: logged out, the shortcut waits, then opens once logged in.
    expect(!navigator.open(.searchStack), "logged out, the shortcut does not show the Search tab")
    expect(navigator.visiblePath == [.root, .login], "the log-in still shows: \(navigator.visiblePath)")
    root.login?.logIn()
    expect(navigator.visiblePath == [.root, .tabs, .searchStack, .search], "once logged in, the Search tab shows: \(navigator.visiblePath)")
    guard let tabs = root.tabs else { return expect(false, "the switch made the tabs") }

    // As it is: the tab keeps what it pushed; the composer over another tab closes.
    tabs.search.perform(.result("r1"))
    expect(navigator.userTapsTab(.homeStack), "the person goes to Home")
    tabs.home.perform(.compose)
    expect(navigator.visiblePath.last == .composer, "the composer shows: \(navigator.visiblePath)")
    expect(navigator.open(.searchStack), "the shortcut opens the Search tab")
    expect(navigator.visiblePath == [.root, .tabs, .searchStack, .result], "the Search tab shows its result, the composer closed: \(navigator.visiblePath)")
    expect(navigator.presentation(over: tabs.home) == nil, "nothing is presented over Home any more")
    expect((navigator.topFlowController as? ResultFlowController)?.result == "r1", "the result the person had pushed")
    let relaunched = try restored(navigator, into: make())
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == navigator.savedState, "it comes back as it was: \(relaunched.visiblePath)")

    // A draft only finishing closes holds the shortcut back, as it holds links.
    expect(navigator.userTapsTab(.homeStack), "the person goes to Home again")
    tabs.home.perform(.draft)
    guard let draft = navigator.topFlowController as? DraftFlowController else { return expect(false, "the draft is on top: \(navigator.visiblePath)") }
    expect(!navigator.open(.library), "the Library shortcut waits for the draft")
    expect(navigator.topFlowController === draft, "the draft still shows: \(navigator.visiblePath)")
    draft.finish(with: true)
    expect(tabs.home.drafts == [true], "Home hears the draft: \(tabs.home.drafts)")
    expect(navigator.visiblePath == [.root, .tabs, .library, .shelf], "once the draft finished, the Library tab shows: \(navigator.visiblePath)")
    let library = try restored(navigator, into: make())
    expect(library.visiblePath == navigator.visiblePath && library.savedState == navigator.savedState, "the Library tab comes back: \(library.visiblePath)")

    // A notification's payload: decoded, then opened where the status's placement says.
    let payload = try NavGraphDestination.status("s1").payload()
    expect(try navigator.open(payload: payload), "the payload opens the status")
    expect(navigator.visiblePath == [.root, .tabs, .homeStack, .status], "the status is pushed onto Home: \(navigator.visiblePath)")
    expect((navigator.topFlowController as? StatusFlowController)?.status == "s1", "with the ID the payload carried")
    let userInfo: [AnyHashable: Any] = ["navGraphDestination": ["name": "Status", "context": "s2"], "aps": ["alert": "New reply"]]
    expect(try NavGraphDestination(userInfo: userInfo) == .status("s2"), "a push notification's userInfo holds it as a dictionary")
    let shortcutInfo = try NavGraphDestination.searchStack.payloadUserInfo()
    expect(try NavGraphDestination(userInfo: shortcutInfo) == .searchStack, "a shortcut item's userInfo holds it as text")

    // Hostile payloads: an error, or nothing opened; never a crash, never what the graph does not place.
    let before = navigator.savedState
    expect(payloadError { try navigator.open(payload: Data("{".utf8)) } == .notJSON, "not JSON")
    expect(payloadError { try navigator.open(payload: Data(repeating: 0x20, count: 9_000)) } == .tooLarge(bytes: 9_000, limit: 8_192), "too large")
    expect(payloadError { try navigator.open(payload: Data(#"{"name":"Status","context":"s\u202E1"}"#.utf8)) } == .controlCharacter("U+202E"), "a bidirectional control")
    if case .notADestination = payloadError({ try navigator.open(payload: Data(#"{"name":"Status","context":42}"#.utf8)) }) {} else {
        expect(false, "a context of another type is no destination")
    }
    if case .notADestination = payloadError({ try navigator.open(payload: Data(#"{"name":"Nowhere"}"#.utf8)) }) {} else {
        expect(false, "a name the graph does not declare is no destination")
    }
    expect(payloadError { try NavGraphDestination(userInfo: ["other": 1]) == .home } == .missing(key: "navGraphDestination"), "no payload in the userInfo")
    expect(try !navigator.open(payload: NavGraphDestination.draft.payload()), "a draft opens only by its route: nothing places it")
    expect(try !navigator.open(payload: NavGraphDestination.result("r2").payload()), "a result opens only by its route")
    expect(navigator.savedState == before, "nothing changed: \(navigator.visiblePath)")
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
