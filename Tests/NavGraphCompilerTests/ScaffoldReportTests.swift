import Foundation
import Testing
@testable import NavGraphCompiler

/// `navgraph scaffold` on FlowControllers that exist already: what the graph now asks of them and
/// they lack is reported at the graph line that asks (`missing-requirement`), never a requirement
/// they have, wherever in the target they declare it.
@Suite("Scaffold reports what existing FlowControllers lack")
struct ScaffoldReportTests {
    /// The stack reference case's graph, changed by `edit`, checked with `sources` as the app's
    /// files (`App0.swift`, `App1.swift`, ...).
    private func report(_ edit: (String) -> String, sources: [String]) throws -> [Diagnostic] {
        let stack = try ReferenceCase.named("stack")
        let graph = edit(try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8))
        let checked = GraphCompiler.check([SourceFile(path: "shop.navgraph.yaml", text: graph)])
        let valid = try #require(ValidGraph(checked), "\(TextReport().render(checked.diagnostics))")
        return ScaffoldReport.diagnostics(for: valid, sources: Self.files(sources))
    }

    /// `texts` as the Swift files `App0.swift`, `App1.swift`, ...
    static func files(_ texts: [String]) -> [SourceFile] {
        texts.enumerated().map { SourceFile(path: "App\($0.offset).swift", text: $0.element) }
    }

    /// The stack case's FlowControllers as `navgraph scaffold` writes them from its graph.
    private func skeletons() throws -> [String] {
        try ReferenceCase.named("stack").generated().skeletons.map(\.contents)
    }

    private let addingEdit: (String) -> String = {
        $0.replacingOccurrences(
            of: "      detail: { to: ItemDetail, style: push, context: ItemID }\n",
            with: "      detail: { to: ItemDetail, style: push, context: ItemID }\n      edit: { to: ItemDetail, style: push, context: ItemID }\n")
    }

    @Test("a route added after scaffolding: its maker is reported at the route, with the function to add")
    func addedRoute() throws {
        let found = try report(addingEdit, sources: try skeletons())
        #expect(found.count == 1)
        let diagnostic = try #require(found.first)
        #expect(diagnostic.code == .missingRequirement && diagnostic.severity == .warning)
        #expect("\(diagnostic.range.start)" == "shop.navgraph.yaml:12:7")
        #expect(diagnostic.message.contains("ItemListFlowController has no `makeEdit()`, which route 'edit' asks for; add `func makeEdit() -> any ItemDetailFlowControlling`"))
    }

    @Test("near miss: the maker written in an extension in another file is found")
    func makerInAnExtension() throws {
        let extensionFile = """
            // ItemList+Edit.swift
            extension ItemListFlowController {
                /// Made for editing.
                func makeEdit() -> any ItemDetailFlowControlling { ItemDetailFlowController() }
            }
            """
        #expect(try report(addingEdit, sources: try skeletons() + [extensionFile]).isEmpty)
    }

    @Test("a maker only in a comment or a string does not count")
    func commentedMaker() throws {
        let commented = """
            extension ItemListFlowController {
                // func makeEdit() -> any ItemDetailFlowControlling { ItemDetailFlowController() }
                var note: String { "func makeEdit() {" }
            }
            """
        #expect(try report(addingEdit, sources: try skeletons() + [commented]).map(\.code) == [.missingRequirement])
    }

    @Test("a shared route added after scaffolding: reported for each offering FlowController, unless an extension of the set's contract makes it")
    func sharedRouteAdded() throws {
        let addSet: (String) -> String = {
            $0.replacingOccurrences(of: "screens:\n", with: "sharedRoutes:\n  Row:\n    more: { to: ItemDetail, style: push, context: ItemID }\nscreens:\n")
                .replacingOccurrences(of: "    summary: Shows one item.\n", with: "    summary: Shows one item.\n    sharedRoutes: [Row]\n")
                .replacingOccurrences(of: "    summary: Lists the items for sale.\n", with: "    summary: Lists the items for sale.\n    sharedRoutes: [Row]\n")
        }
        let found = try report(addSet, sources: try skeletons())
        #expect(found.map(\.message).sorted() == [
            "ItemDetailFlowController has no `makeMore()`, which route 'more' of the shared routes 'Row' asks for; add `func makeMore() -> any ItemDetailFlowControlling` to an extension of RowRouting (for every screen that offers them) or to ItemDetailFlowController",
            "ItemListFlowController has no `makeMore()`, which route 'more' of the shared routes 'Row' asks for; add `func makeMore() -> any ItemDetailFlowControlling` to an extension of RowRouting (for every screen that offers them) or to ItemListFlowController",
        ], "\(found.map(\.message))")
        let extensionFile = """
            extension RowRouting {
                func makeMore() -> any ItemDetailFlowControlling { ItemDetailFlowController() }
            }
            """
        #expect(try report(addSet, sources: try skeletons() + [extensionFile]).isEmpty, "the set's extension makes it for both")
    }

    @Test("a skeleton whose type another file declares is not written again: FlowControllers kept together, the set's extension")
    func skeletonsOfDeclaredTypesAreSkipped() throws {
        let stack = try ReferenceCase.named("stack")
        let valid = try #require(ValidGraph(GraphCompiler.check(try GraphFileLoader.load(paths: [stack.folder.path]))))
        let together = """
            final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {}
            // final class ItemDetailFlowController: only a comment
            """
        let (write, declared) = SkeletonGenerator.undeclared(SkeletonGenerator.skeletons(for: valid), in: Self.files([together]))
        #expect(declared.map(\.skeleton) == ["ItemListFlowController.swift"] && declared.map(\.file) == ["App0.swift"])
        #expect(write.map(\.name) == ["ItemDetailFlowController.swift", "ShopFlowController.swift"])
    }

    @Test("a base class out of sight may give start(), never a maker of this module's contract, which no other module can name")
    func unseenBaseClass() throws {
        let sources = try skeletons().map {
            $0.replacingOccurrences(of: "final class ItemListFlowController: NavGraphViewController,", with: "final class ItemListFlowController: AppBaseViewController,")
                .replacingOccurrences(of: "    func start() {", with: "    func begin() {")
        }
        let found = try report(addingEdit, sources: sources)
        #expect(found.map(\.message) == [
            "ItemListFlowController has no `makeEdit()`, which route 'edit' asks for; add `func makeEdit() -> any ItemDetailFlowControlling`",
        ], "ItemList's start() may be AppBaseViewController's; ItemDetail's start(context:) names ItemID, which only this module declares")
        let conformingElsewhere = try skeletons().map {
            $0.replacingOccurrences(of: "final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {", with: "final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling, Startable {")
                .replacingOccurrences(of: "    func start() {", with: "    func begin() {")
        }
        #expect(try report({ $0 }, sources: conformingElsewhere).isEmpty, "near miss: a protocol of another module may give start()")
        let uiKitDelegate = try skeletons().map {
            $0.replacingOccurrences(of: "final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {", with: "final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling, UITableViewDelegate {")
                .replacingOccurrences(of: "    func start() {", with: "    func begin() {")
        }
        #expect(try report({ $0 }, sources: uiKitDelegate).map(\.message) == [
            "ItemListFlowController has no `start()`, which screen 'ItemList' asks for; add `func start()`",
        ], "UIKit's protocols give no app function")
    }

    @Test("UIKit FlowControllers all under ui: swiftui: one message at generate:, naming them and the line to change")
    func uiKitSkeletonsUnderSwiftUI() throws {
        let found = try report({ $0.replacingOccurrences(of: "entry: Shop\n", with: "entry: Shop\ngenerate: { ui: swiftui }\n") }, sources: try skeletons())
        #expect(found.map { "\($0.range.start): \($0.message)" } == [
            "shop.navgraph.yaml:3:1: the FlowControllers ('ItemListFlowController', 'ItemDetailFlowController' and 'ShopFlowController') are written for UIKit, but the graph generates SwiftUI contracts; write `ui: uikit` in `generate:`, or write them again for SwiftUI (move them away and run navgraph scaffold)",
        ])
        #expect(found.allSatisfy { $0.code == .missingRequirement })
    }

    @Test("SwiftUI FlowControllers in a graph without generate: one message at the graph's first line: add `generate: { ui: swiftui }`")
    func swiftUIFlowControllersUnderUIKit() throws {
        let swiftUI = try Self.swiftUISkeletons()
        let found = try report({ $0 }, sources: swiftUI)
        #expect(found.map { "\($0.range.start): \($0.message)" } == [
            "shop.navgraph.yaml:1:1: the FlowControllers ('ItemListFlowController' and 'ItemDetailFlowController') are written for SwiftUI, but the graph generates UIKit contracts; add `generate: { ui: swiftui }` to the graph",
        ])
    }

    @Test("one FlowController of the other framework among matching ones: reported at its screen, to be written again")
    func oneFlowControllerOfTheOtherFramework() throws {
        let swiftUIList = try Self.swiftUISkeletons().filter { $0.contains("class ItemListFlowController") }
        let sources = try skeletons().filter { !$0.contains("class ItemListFlowController") } + swiftUIList
        let found = try report({ $0 }, sources: sources)
        #expect(found.map { "\($0.range.start): \($0.message)" } == [
            "shop.navgraph.yaml:8:3: ItemListFlowController is written for SwiftUI (a plain object with a `view`), but the graph generates UIKit contracts, as its other FlowControllers are written; write it again for `ui: uikit` (move the file away and run navgraph scaffold)",
        ])
    }

    /// The stack case's FlowControllers as `navgraph scaffold` writes them for `ui: swiftui`.
    private static func swiftUISkeletons() throws -> [String] {
        let stack = try ReferenceCase.named("stack")
        let graph = try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
            .replacingOccurrences(of: "entry: Shop\n", with: "entry: Shop\ngenerate: { ui: swiftui }\n")
        let valid = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "shop.navgraph.yaml", text: graph)])))
        return SkeletonGenerator.skeletons(for: valid).map(\.contents)
    }

    @Test("near miss: skeletons that match the graph get no report")
    func matchingSkeletons() throws {
        #expect(try report({ $0 }, sources: try skeletons()).isEmpty)
    }

    @Test("the command prints the report at the graph's line after listing what it skipped")
    func command() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stack = try ReferenceCase.named("stack")
        try OutputWriter(directory: directory.path).write(try stack.generated().skeletons)
        let graph = addingEdit(try String(contentsOf: stack.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8))
        try graph.write(to: directory.appendingPathComponent("shop.navgraph.yaml"), atomically: true, encoding: .utf8)
        let run = try CommandRun.run(["scaffold", "shop.navgraph.yaml", "--output-dir", "."], in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("shop.navgraph.yaml:12:7: warning: ItemListFlowController has no `makeEdit()"), "\(run.standardOutput)")
        #expect(run.standardError.contains("skipped"))
    }
}
