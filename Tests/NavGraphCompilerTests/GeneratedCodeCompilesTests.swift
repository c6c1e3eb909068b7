import Foundation
import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// What the generator makes of each reference graph now, generated files and skeletons, compiles
/// with `swiftc -swift-version 6 -warnings-as-errors`: the platform-neutral layer as is, the UIKit
/// layer against the test UIKit module; and it does what the graph says when an app drives it headlessly.
@Suite("Generated code compiles and runs", .serialized)
struct GeneratedCodeCompilesTests {
    static let consumerFolder = SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/Consumer")
    /// What both consumer apps check with (`expect`).
    static let consumerSupport = SwiftCompiler.swiftFiles(in: SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/ConsumerSupport"))

    @Test("generated code and skeletons compile without UIKit", arguments: ReferenceCase.all)
    func compilesWithoutUIKit(_ reference: ReferenceCase) throws {
        let result = try SwiftCompiler.typecheck(try reference.generated().all, with: reference.appFiles, uiKit: false)
        #expect(result.succeeded, "\(reference):\n\(result.output)")
    }

    @Test("generated code and skeletons compile against UIKit", arguments: ReferenceCase.all)
    func compilesWithUIKit(_ reference: ReferenceCase) throws {
        let result = try SwiftCompiler.typecheck(try reference.generated().all, with: reference.appFiles, uiKit: true)
        #expect(result.succeeded, "\(reference):\n\(result.output)")
    }

    @Test("an app drives the full graph headlessly: typed contexts, typed feedback, replace and select on the right container")
    func consumerDrivesTheGraph() throws {
        let full = try ReferenceCase.named("full")
        let result = try SwiftCompiler.buildAndRun(full.expectedFiles + full.appFiles + SwiftCompiler.swiftFiles(in: Self.consumerFolder) + Self.consumerSupport)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
        #expect(result.output.contains("ItemDetail 42 got contact result sent"))
    }

    @Test("an open route to a sub-flow with a context selects its tab and pushes it there with the context, and restores; open routes to tab flows select them")
    func openRouteToSubflow() throws {
        try driveHeadless("OpenConsumer")
    }

    @Test("NetNewsWire's nnw://showunread?id=… opens the unread timeline and the article, nnw://showunread the timeline; both restore; the links set the smart feed")
    func linksToldApartByTheirQuery() throws {
        try driveHeadless("LinkMatchConsumer")
    }

    @Test("DuckDuckGo's ddgOpenPasswords:// presents the passwords list with the constants its link sets; restored, and refused with others")
    func linkConstants() throws {
        try driveHeadless("LinkConstantsConsumer")
    }

    @Test("the chat app's https://chat.example/#/room/{id} opens the room (and its members) from the URL's fragment; the URL without the fragment, or with another, does not; restored")
    func linkInTheFragment() throws {
        let result = try ConsumerApp.run("FragmentLinkConsumer", graph: "Golden/realapps-chat-room-permalink", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("DuckDuckGo's bookmark editor, a container presented with the bookmark it edits: its folder list starts with it, Save dismisses the whole editor and hands the result to the presenting route, Cancel ends it; restored with its context")
    func presentedContainerEndsWithAValue() throws {
        let result = try ConsumerApp.run("BookmarkEditorConsumer", graph: "Golden/realapps-duckduckgo-bookmark-editor", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("DuckDuckGo's bookmark editor on the UIKit double: presented in a navigation controller of its own, the folder list its child view controller, dismissed by Save")
    func presentedContainerOnTheUIKitDouble() throws {
        let result = try ConsumerApp.run("BookmarkEditorConsumer", graph: "Golden/realapps-duckduckgo-bookmark-editor", uiKit: true)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("IceCubesApp's web links: the Safari view over the screen whose link was tapped, a sheet's too, Done back to it; the default browser outside the app; a link closes it; never restored")
    func safariViewOverTheScreenOfTheLink() throws {
        try driveRealApp("IceCubesSafariConsumer", graph: "realapps-icecubes-safari", uiKit: false)
    }

    @Test("IceCubesApp's media pickers: the photo library and the Files browser over the editor, what is picked reaching it as the app's value, Cancel ending the route; never restored")
    func mediaPickersOverTheEditor() throws {
        try driveRealApp("IceCubesPickersConsumer", graph: "realapps-icecubes-photos-picker", uiKit: false)
    }

    @Test("DuckDuckGo's browsing menu and tab switcher: each presents as declared, and its close reaches the browser")
    func customTransitionsPresentAsDeclared() throws {
        try driveRealApp("CustomTransitionsConsumer", graph: "realapps-duckduckgo-custom-transitions", uiKit: false)
    }

    @Test("DuckDuckGo's browsing menu and tab switcher on the UIKit double: the browser gives each its transitioning delegate, presented with the custom style; the settings, which say nothing, present as UIKit does")
    func customTransitionsOnTheUIKitDouble() throws {
        try driveRealApp("CustomTransitionsConsumer", graph: "realapps-duckduckgo-custom-transitions", uiKit: true)
    }

    @Test("tabs made from data through generated code: a tab per list between two fixed tabs, a post pushed in its list's tab, openTab and closeTab, restored without a deleted list")
    func tabsMadeFromData() throws {
        let result = try ConsumerApp.run("KeyedTabsConsumer", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("tabs made from data on the UIKit double: one navigation controller per list in the tab bar controller, set again as lists open and close")
    func tabsMadeFromDataOnTheUIKitDouble() throws {
        let result = try ConsumerApp.run("KeyedTabsConsumer", uiKit: true)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("DuckDuckGo's open in new tab through generated code: a quick link and a page's route open a new tab for newKey(), selected; a key open already selects its tab; restored through JSON")
    func openInNewTab() throws {
        try driveRealApp("NewInstanceConsumer", graph: "realapps-duckduckgo-open-in-new-tab", uiKit: false)
    }

    @Test("DuckDuckGo's open in new tab on the UIKit double: the new tab is one more navigation controller in the tab bar controller, selected")
    func openInNewTabOnTheUIKitDouble() throws {
        try driveRealApp("NewInstanceConsumer", graph: "realapps-duckduckgo-open-in-new-tab", uiKit: true)
    }

    @Test("split views as tabs behind a log-in switch: a link waits while signed out, then selects its tab and shows its detail column; each keeps its columns, restored, one stack when compact")
    func splitViewsAsTabs() throws {
        try driveHeadless("SplitTabConsumer")
    }

    /// Generates the real app's golden graph `graph`, builds it with the app code of the test
    /// folder `consumer`, headless or against the UIKit double, and runs it: it prints `OK` when
    /// every expectation held.
    private func driveRealApp(_ consumer: String, graph: String, uiKit: Bool) throws {
        let result = try ConsumerApp.run(consumer, graph: "Golden/\(graph)", uiKit: uiKit)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    /// Generates the graph in the test folder `name`, builds it with the folder's FlowControllers
    /// and `main.swift`, and runs it headlessly: it prints `OK` when every expectation held.
    private func driveHeadless(_ name: String) throws {
        let folder = SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/\(name)")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = GraphCompiler.check(try GraphFileLoader.load(paths: [folder.path]))
        #expect(checked.diagnostics.isEmpty, "\(TextReport().render(checked.diagnostics))")
        let graph = try #require(ValidGraph(checked))
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        let generated = files.map { directory.appendingPathComponent($0.name) }
        let result = try SwiftCompiler.buildAndRun(generated + SwiftCompiler.swiftFiles(in: folder) + Self.consumerSupport)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    #if !canImport(UIKit)
    @Test("an app drives a shared row from two screens, a flow's own route from its tab item too, an unwind with a value and its tabs restarted in place, on the UIKit double")
    func uiKitConsumerDrivesGeneratedCode() throws {
        try driveOnUIKitDouble("UIKitConsumer")
    }

    @Test("DuckDuckGo's ddgOpenPasswords:// on the UIKit double: the list presented in a window with the constants its link sets")
    func linkConstantsOnTheUIKitDouble() throws {
        try driveOnUIKitDouble("LinkConstantsConsumer")
    }

    @Test("the chat app's room permalink in the URL's fragment on the UIKit double: the room pushed onto the Chats tab's navigation controller")
    func linkInTheFragmentOnTheUIKitDouble() throws {
        let result = try ConsumerApp.run("FragmentLinkConsumer", graph: "Golden/realapps-chat-room-permalink", uiKit: true)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("split views as tabs on the UIKit double: each split view controller in its tab, a link shown in the detail column")
    func splitViewsAsTabsOnTheUIKitDouble() throws {
        try driveOnUIKitDouble("SplitTabConsumer")
    }

    @Test("an app lays out a container flow's children on the UIKit double: a push in one, a sheet from the other, a link, restored")
    func containerConsumerDrivesGeneratedCode() throws {
        try driveOnUIKitDouble("ContainerConsumer")
    }

    /// Generates the graph in the test folder `name`, builds it with the folder's app code
    /// against the UIKit double and runs it: its `main.swift` prints OK when every expectation holds.
    private func driveOnUIKitDouble(_ name: String) throws {
        let result = try ConsumerApp.run(name, uiKit: true)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("Examples/Chat's coordinators drive their sub-flows on the UIKit double: one navigation controller per tab, back screen by screen, restored")
    func chatExampleOnTheUIKitDouble() throws {
        let example = SwiftCompiler.testsDirectory.deletingLastPathComponent().appendingPathComponent("Examples/Chat/Sources/Chat")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = GraphCompiler.check(try GraphFileLoader.load(paths: [example.path]))
        let graph = try #require(ValidGraph(checked), "\(TextReport().render(checked.diagnostics))")
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        // The scene delegate is the window's setup, which the driver does itself.
        let appFiles = SwiftCompiler.swiftFiles(in: example).filter { $0.lastPathComponent != "SceneDelegate.swift" }
        let driver = SwiftCompiler.swiftFiles(in: SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphCompilerTests/ChatOnUIKitDouble"))
        let result = try SwiftCompiler.buildAndRun(files.map { directory.appendingPathComponent($0.name) } + appFiles + driver + Self.consumerSupport, uiKit: true)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }
    #endif

    @Test("adding a route breaks an app FlowController that does not provide what it needs")
    func addingARouteBreaksTheApp() throws {
        let stack = try ReferenceCase.named("stack")
        let graphText = try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
        let changed = graphText.replacingOccurrences(
            of: "    context: ItemID\n\nflows:",
            with: "    context: ItemID\n    routes:\n      similar: { to: ItemDetail, style: push, context: ItemID }\n\nflows:"
        )
        #expect(changed != graphText)
        let result = try compileApp(graph: changed, skeletonsOf: graphText)
        #expect(!result.succeeded)
        #expect(result.output.contains("does not conform to protocol 'ItemDetailFlowControlling'"), "\(result.output)")
        #expect(result.output.contains("makeSimilar"), "\(result.output)")
    }

    @Test("removing a route breaks app code that still performs it")
    func removingARouteBreaksTheApp() throws {
        let stack = try ReferenceCase.named("stack")
        let graphText = try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
        let changed = graphText.replacingOccurrences(of: "    routes:\n      detail: { to: ItemDetail, style: push, context: ItemID }\n", with: "")
        #expect(changed != graphText)
        let caller = try callerFile("@MainActor func showFirstItem(_ list: ItemListFlowController) { list.perform(.detail(1)) }")
        defer { try? FileManager.default.removeItem(at: caller) }
        let unchanged = try compileApp(graph: graphText, skeletonsOf: graphText, appFiles: [caller])
        #expect(unchanged.succeeded, "\(unchanged.output)")
        let result = try compileApp(graph: changed, skeletonsOf: graphText, appFiles: [caller])
        #expect(!result.succeeded)
        #expect(result.output.contains("perform"), "\(result.output)")
    }

    @Test("a shared set's <route>DidEnd() is written once in an extension of its contract, for every screen that offers the set")
    func sharedRouteEndInTheSetsExtension() throws {
        let full = try ReferenceCase.named("full")
        let graphText = try String(contentsOf: full.folder.appendingPathComponent("app.navgraph.yaml"), encoding: .utf8)
        let once = try callerFile("extension ItemRowRouting { func shareDidEnd() {} }")
        defer { try? FileManager.default.removeItem(at: once) }
        let result = try compileApp(graph: graphText, skeletonsOf: graphText, appFiles: full.appFiles + [once])
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("finish() on a screen that is only a flow's child is a compile error that says why; on a pushed one it compiles")
    func finishUnavailableWhereItCannotWork() throws {
        let switching = try ReferenceCase.named("switch")
        let graphText = try String(contentsOf: switching.folder.appendingPathComponent("root.navgraph.yaml"), encoding: .utf8)
        let caller = try callerFile("@MainActor func logOut(_ home: HomeFlowController) { home.finish() }")
        defer { try? FileManager.default.removeItem(at: caller) }
        let result = try compileApp(graph: graphText, skeletonsOf: graphText, appFiles: [caller])
        #expect(!result.succeeded)
        #expect(result.output.contains(
            "'finish()' is unavailable: Home is never pushed or presented: it is only a child of the switch flow Root"
        ), "\(result.output)")

        let stack = try ReferenceCase.named("stack")
        let stackGraph = try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
        let pushed = try callerFile("@MainActor func close(_ detail: ItemDetailFlowController) { detail.finish() }")
        defer { try? FileManager.default.removeItem(at: pushed) }
        let nearMiss = try compileApp(graph: stackGraph, skeletonsOf: stackGraph, appFiles: [pushed])
        #expect(nearMiss.succeeded, "\(nearMiss.output)")
    }

    @Test("an external type that is not Sendable, or not Codable though the graph says so, stops the build at its line in the graph")
    func externalTypesCheckedAtTheirGraphLines() throws {
        let graph = """
            version: 1
            entry: Home
            types:
              Account:
                external: true
              Draft:
                external: true
                codable: true
            screens:
              Home:
                routes:
                  profile: { to: Profile, style: present, context: Account }
                  editor: { to: Editor, style: present, context: Draft }
              Profile:
                context: Account
              Editor:
                context: Draft
            """
        let wrong = try callerFile("""
            final class Account: Hashable {
                static func == (lhs: Account, rhs: Account) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) {}
            }
            struct Draft: Hashable, Sendable {}
            """)
        defer { try? FileManager.default.removeItem(at: wrong) }
        let result = try compileApp(graph: graph, appFiles: [wrong])
        #expect(!result.succeeded)
        #expect(result.output.contains("shop.navgraph.yaml:4:5: error: type 'Account' does not conform to the 'Sendable' protocol"), "\(result.output)")
        #expect(result.output.contains("shop.navgraph.yaml:6:5: error: global function 'navGraphCodableExternalType' requires that 'Draft' conform to 'Decodable'"), "\(result.output)")

        let right = try callerFile("""
            final class Account: Hashable, Sendable {
                static func == (lhs: Account, rhs: Account) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) {}
            }
            struct Draft: Hashable, Sendable, Codable {}
            """)
        defer { try? FileManager.default.removeItem(at: right) }
        let nearMiss = try compileApp(graph: graph, appFiles: [right])
        #expect(nearMiss.succeeded, "\(nearMiss.output)")
    }

    @Test("an external type declared 'sendable: false' (a SwiftData model) travels in a main-actor box, also inside a record and an enum")
    func unsendableExternalInAMainActorBox() throws {
        let graph = """
            version: 1
            entry: Home
            types:
              Draft:
                external: true
                sendable: false
              Reply:
                fields:
                  draft: Draft
                  quoting: Bool
              EditorMode:
                cases: [new, { edit: Draft }]
            screens:
              Home:
                routes:
                  editor: { to: Editor, style: present, context: EditorMode, feedback: Draft }
                  reply: { to: ReplyEditor, style: push, context: Reply }
              Editor:
                context: EditorMode
                feedback: Draft
              ReplyEditor:
                context: Reply
            flows:
              Main: { kind: stack, root: Home }
            """.replacingOccurrences(of: "entry: Home", with: "entry: Main")
        let app = try callerFile("""
            final class Draft: Hashable {
                var text = ""
                static func == (lhs: Draft, rhs: Draft) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
            }
            @MainActor func edit(_ draft: Draft, from home: any HomeFlowControlling) {
                home.perform(.editor(.edit(NavGraphMainActorValue(draft))))
                home.perform(.reply(Reply(draft: NavGraphMainActorValue(draft), quoting: false)))
            }
            @MainActor func text(of mode: EditorMode) -> String {
                if case .edit(let draft) = mode { return draft.value.text }
                return ""
            }
            """)
        defer { try? FileManager.default.removeItem(at: app) }
        let result = try compileApp(graph: graph, appFiles: [app])
        #expect(result.succeeded, "\(result.output)")
    }

    /// The scale test's size: 200 screens (four tabs) in `swift test`, where type-checking it
    /// takes a few seconds; `.ci/generated-code.sh` sets `NAVGRAPH_SCALE_SCREENS=2000`, a graph
    /// of 40 tabs whose type-check alone takes about 40 s on two cores.
    static let scaleScreens = Int(ProcessInfoSeed.value(of: "NAVGRAPH_SCALE_SCREENS") ?? 200)

    @Test("a large graph (three routes a screen) type-checks without errors or warnings (it warns only of tabs past the fifth)")
    func scale() throws {
        let screens = Self.scaleScreens
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = GraphCompiler.check(GraphShape.presentations.files(screens: screens))
        // The presentations shape: a tab bar of one stack per 50 screens. Past five tabs, the
        // More-list warning is the only diagnostic.
        let expected: [DiagnosticCode] = (screens + 49) / 50 > 5 ? [.tooManyTabs] : []
        #expect(checked.diagnostics.map(\.code) == expected, "\(TextReport().render(checked.diagnostics))")
        let systemSheets = checked.graph?.screens.filter(\.effectiveKind.isSystemSheet).map(\.effectiveKind) ?? []
        #expect(
            Set(systemSheets) == [.documentPicker, .photoPicker, .safari, .share, .webAuthentication, .openURL, .mailComposer, .messageComposer],
            "each stack's root presents a document picker, a photo picker, a Safari view, a share sheet, a web authentication session and both composers, and leaves the app")
        let graph = try #require(ValidGraph(checked))
        let files = SwiftGenerator.generate(graph)
        try OutputWriter(directory: directory.path).write(files)
        let clock = ContinuousClock()
        var result: SwiftCompiler.Result?
        let elapsed = try clock.measure {
            result = try SwiftCompiler.typecheck(files.map { directory.appendingPathComponent($0.name) }, uiKit: false)
        }
        #expect(result?.succeeded == true, "\(result?.output.prefix(2_000) ?? "")")
        // A figure to watch, not a bar: tests never fail on timing (docs/Performance.md has the
        // benchmark), and a loaded CI machine takes several times longer than an idle one.
        print("navgraph: \(screens) screens / \(3 * screens) routes type-checked in \(elapsed)")
    }

    /// A temporary Swift file of app code that calls into generated code; the caller removes it.
    private func callerFile(_ code: String) throws -> URL {
        let caller = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-caller-\(UUID().uuidString).swift")
        try (code + "\n").write(to: caller, atomically: true, encoding: .utf8)
        return caller
    }

    /// Type-checks what `graph` generates with `appFiles` and, as the app's FlowControllers, the
    /// skeletons scaffolded from the graph `scaffolded` (none when nil).
    private func compileApp(graph: String, skeletonsOf scaffolded: String? = nil, appFiles: [URL] = []) throws -> SwiftCompiler.Result {
        try SwiftCompiler.typecheck(try GeneratedSwift.app(graph, skeletonsOf: scaffolded, path: "shop.navgraph.yaml"), with: appFiles, uiKit: false)
    }
}

func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
