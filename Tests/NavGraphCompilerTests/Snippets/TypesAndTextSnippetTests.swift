import Foundation
import Testing

/// What the graph's types, contexts and texts become in generated Swift: a few lines of graph (or
/// a reference case's graph file, where it is long or its bytes are the point), and the lines of
/// Swift they must produce.
@Suite("Snippets: types, contexts and text")
struct TypesAndTextSnippetTests {
    @Test("a record that holds itself through an optional is stored out of line; through an array or a dictionary it needs nothing")
    func recursiveRecords() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Browser
            types:
              FolderRef: Folder?
              Folder:
                fields:
                  name: String
                  parent: FolderRef
                  children: [Folder]
                  byName: "[String: Folder]"
                  link: Link?
              Link:
                fields:
                  title: String
                  owner: Folder?
            screens:
              FolderList:
                context: Folder
            flows:
              Browser: { kind: stack, root: FolderList }
            """)
        swift.expect("NavGraphTypes.swift", holds: """
            /// `FolderRef`: another name for `Folder?`.
            typealias FolderRef = Folder?

            /// `Folder`, a record of the graph.
            struct Folder: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var name: Swift.String
                @NavGraphIndirect var parent: FolderRef
                var children: [Folder]
                var byName: [Swift.String: Folder]
                @NavGraphIndirect var link: Link?
            }

            /// `Link`, a record of the graph.
            struct Link: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var title: Swift.String
                @NavGraphIndirect var owner: Folder?
            }
            """)
        // Out of line or not, a field is set by the memberwise initialiser.
        swift.expect("BrowserFlowController.swift", holds: """
                    Folder(name: "", parent: nil, children: [], byName: [:], link: nil)
            """)
    }

    @Test("an optional context left out is nil: a route's destination starts with it, and a scaffolded flow gives it")
    func optionalContextLeftOut() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Main
            screens:
              List:
                context: String?
                routes:
                  open: { to: Search, style: push }
              Search:
                context: Int?
            flows:
              Main: { kind: stack, root: List }
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
            enum ListRoute: NavGraphDeclaredRoute {
                /// Pushes Search.
                case `open`
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .`open`: NavGraphRouteDeclaration("open", .push, .search(nil))
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Starts Search once it is shown, with the context it shows.
                func start(context: Swift.Int?)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                        return NavGraphOpening(destination, route: route, onEnd: onEnd) { destination.start(context: nil) }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    .search: { .search(try $0.decode(Swift.Int?.self, forKey: .context)) },
            """)
        swift.expect("MainFlowController.swift", holds: """
                func contextForList() -> Swift.String? {
                    // TODO(navgraph): Return the context List starts with.
                    nil
                }
            """)
    }

    @Test("a graph without types still writes NavGraphTypes.swift (a build plugin declares every output), saying why it is empty")
    func noTypes() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Start
            screens:
              Start: {}
            """)
        swift.expect("NavGraphTypes.swift", holds: """
            #endif

            // The graph declares no types.
            """)
    }

    @Test("types named like the standard library's and Foundation's shadow nothing the generated code uses")
    func standardLibraryTypeNames() throws {
        // The graph declares Encoder, Decoder, AnyHashable, Hasher, CodingKey, CaseIterable,
        // Result, Never, Codable, Hashable and Sendable, and the app an external Identifiable.
        let swift = try ReferenceCase.named("standard-library-type-names").generated()
        swift.expect("NavGraphTypes.swift", holds: """
            /// `Encoder`, a record of the graph.
            struct Encoder: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var x: Swift.Int
                var link: Foundation.URL
            }
            """)
        swift.expect("NavGraphTypes.swift", holds: """
            /// `AnyHashable`, an enum of the graph.
            enum AnyHashable: Swift.String, Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CaseIterable {
            """)
        swift.expect("NavGraphTypes.swift", holds: """
            struct Result: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var value: Decoder
                var when: Foundation.Date
                var id: Foundation.UUID
                var bytes: Foundation.Data
            }
            """)
        swift.expect("NavGraphTypes.swift", holds: """
            /// `Codable`, a record of the graph.
            struct Codable: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var result: Result?
            }

            /// `Hashable`, a record of the graph.
            struct Hashable: Swift.Hashable, Swift.Sendable, Swift.Codable {
                var never: Never
            }

            /// `Sendable`: another name for `Int`.
            typealias Sendable = Swift.Int
            """)
        // The external type is checked at its line in the graph.
        swift.expect("NavGraphTypes.swift", holds: """
            private func navGraphCheckExternalTypes() {
                #sourceLocation(file: "graph.navgraph.yaml", line: 31)
                navGraphExternalType(Identifiable.self)
                #sourceLocation()
            }
            """)
        // A route named like the type it carries.
        swift.expect("NavGraphRoutes.swift", holds: """
                /// Pushes Deep, handing over Hashable.
                case Hashable(Hashable)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func navGraphReopening(_ route: Swift.String, to destination: any Swift.Hashable & Swift.Sendable) -> NavGraphOpening? {
            """)
        // More's context, the external Identifiable, is not Codable: More has no decoder.
        swift.expect("NavGraphNavigation.swift", holds: """
                    .picker: { .picker(try $0.decode(Hasher?.self, forKey: .context)) },
                    .deep: { .deep(try $0.decode(Hashable.self, forKey: .context)) },
            """)
    }

    @Test("summaries with comment ends, quotes, line breaks and #if stay doc comments, line by line, and inject no code")
    func hostileSummaries() throws {
        // The graph file's escapes (\r\n, \u2028, \") are the input under test, so it is read as written.
        let swift = try ReferenceCase.named("hostile-text").generated()
        swift.expect("NavGraphContracts.swift", holds: ##"""
            /// The FlowController contract of screen Start: Ends a comment */ early, then
            /// #if false
            /// let injected = 1
            /// #endif
            /// """ and a \ backslash
            /// /// fake doc
            /// } // and a brace
            ///
            /// Conform the app's Start FlowController to it; a change to the graph that needs new app code shows up as a missing requirement here.
            @MainActor
            protocol StartFlowControlling: NavGraphViewController, NavGraphFlowController {
            """##)
        swift.expect("NavGraphNavigation.swift", holds: ##"""
                /// The screen Next: */ func injected() {}
                /// """
                /// )"#
                static var next: NavGraphDestination { NavGraphDestination(name: .next) }
            """##)
        swift.expect("NextFlowController.swift", holds: ##"""
            /// The FlowController of the screen Next: */ func injected() {}
            /// """
            /// )"#
            ///
            /// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
            final class NextFlowController: NavGraphViewController, NextFlowControlling {
            """##)
        for file in swift.all {
            for line in file.contents.split(separator: "\n") where line.contains("injected") || line.contains("#if false") || line.contains("fake doc") {
                #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("//"), "\(file.name): \(line)")
            }
        }
    }

    @Test("a screen that leaves the app says its start comes when a route opens it, since it is never shown; other screens start once shown")
    func startOfAScreenThatLeavesTheApp() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: App
            screens:
              Article:
                routes:
                  mail: { to: MailApp, style: present, context: String }
              MailApp:
                kind: openURL
                context: String
            flows:
              App: { kind: stack, root: Article }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Starts MailApp when a route opens it, before its URL is handed to the system, with the context its route hands over.
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Starts Article once it is shown.
            """)
    }
}
