import Foundation
import Testing
@testable import NavGraphCompiler

/// Issue 36's graphs, driven by consumer apps (`WaysIn/`): each lints clean, its generated code
/// compiles with the app's FlowControllers, and its `main.swift` checks that the graph does what
/// it says at run time.
@Suite("Ways in: consumer apps", .serialized)
struct WaysInConsumerTests {
    @Test("a link of a sub-flow's root pushes the sub-flow with the context it reads, a chain goes on inside it, a link tapped on the opener is its route, a notification opens it, and each restores, a room no link could open refused: headless and through the SwiftUI bindings")
    func linksIntoASubflow() throws {
        try expectDriven("WaysIn/SubflowLinks", uiKit: false)
    }

    @Test("placements without a URL: a notification opens a status where its placement says once the log-in gate lets it, Handoff a feed then its article with the contexts the app gives, a sub-flow's root pushes the sub-flow handed the ID, a screen only its placement shows is pushed, each restored: headless and through the SwiftUI bindings")
    func placementsWithoutURLs() throws {
        try expectDriven("WaysIn/Unlinked", shared: ["WaysIn/LogInSwitch"], uiKit: false)
    }

    @Test("a flow opened by destination: a shortcut item selects the Search tab behind the log-in gate and shows it as it is, closing the composer over Home, waits for a draft only finishing closes, and restores; a notification's payload decoded opens its status, hostile payloads refused: headless and through the SwiftUI bindings")
    func flowsOpenedByDestination() throws {
        try expectDriven("WaysIn/Shortcuts", shared: ["WaysIn/LogInSwitch"], uiKit: false)
    }

    #if !canImport(UIKit)
    @Test("a flow opened by destination on the UIKit double: the tab bar controller selects Search with its navigation controller's stack kept, the composer dismissed first; a payload's status joins Home's navigation controller")
    func flowsOpenedByDestinationOnTheUIKitDouble() throws {
        try expectDriven("WaysIn/Shortcuts", shared: ["WaysIn/LogInSwitch"], uiKit: true)
    }

    @Test("a link of a sub-flow's root on the UIKit double: the room joins Chats' navigation controller with the ID the URL gave, and restores")
    func linksIntoASubflowOnTheUIKitDouble() throws {
        try expectDriven("WaysIn/SubflowLinks", uiKit: true)
    }

    @Test("placements without a URL on the UIKit double: the status joins Notifications' navigation controller once logged in, the feed and its article Feeds', and restore; a sub-flow's root joins Notifications' with its ID, and a screen only its placement shows")
    func placementsWithoutURLsOnTheUIKitDouble() throws {
        try expectDriven("WaysIn/Unlinked", shared: ["WaysIn/LogInSwitch"], uiKit: true)
    }

    @Test("a screen a container's child pushes (the container a stack's root) is linked: the link pushes it where the route does, on the UIKit double")
    func containerChildPushLinked() throws {
        try expectDriven("WaysIn/ContainerPush", uiKit: true)
    }

    @Test("routes of several steps, unwinds that go on, a flow's own push and open, back to the previous tab and a presented flow that ends, on the UIKit double")
    func stepsOnTheUIKitDouble() throws {
        try expectDriven("WaysIn/Steps", uiKit: true)
    }
    #endif

    /// Checks that the consumer `name` lints clean and that its app, built with the shared app
    /// code of the test folders `shared`, prints OK.
    private func expectDriven(_ name: String, shared: [String] = [], uiKit: Bool) throws {
        let checked = try ConsumerApp.checked(name)
        #expect(checked.diagnostics.isEmpty, "\(TextReport().render(checked.diagnostics))")
        let result = try ConsumerApp.run(name, shared: shared, uiKit: uiKit)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }
}
