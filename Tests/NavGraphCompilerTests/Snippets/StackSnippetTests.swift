import Testing

/// What a stack flow, a push and a screen as the graph's entry generate: a few lines of graph,
/// and the lines of Swift (contracts, skeletons) they must produce.
@Suite("Snippets: stacks, pushes and the entry")
struct StackSnippetTests {
    /// The `stack` reference case's graph: a shop whose list pushes an item's details.
    static let shop = """
        version: 1
        entry: Shop
        types:
          ItemID: Int
        screens:
          ItemList:
            summary: Lists the items for sale.
            routes:
              detail: { to: ItemDetail, style: push, context: ItemID }
          ItemDetail:
            summary: Shows one item.
            context: ItemID
        flows:
          Shop: { kind: stack, root: ItemList }
        """

    @Test("a push asks its screen for the FlowController it pushes and says when it ends; the pushed screen can finish, the stack's root cannot")
    func pushContract() throws {
        let swift = try GeneratedSwift(yaml: Self.shop)
        swift.expect("NavGraphRoutes.swift", holds: """
            enum ItemListRoute: NavGraphDeclaredRoute {
                /// Pushes ItemDetail, handing over ItemID.
                case detail(ItemID)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol ItemListFlowControlling: NavGraphViewController, NavGraphFlowController {
                /// Starts ItemList once it is shown.
                func start()
                /// Makes the ItemDetail FlowController that route `detail` shows.
                func makeDetail() -> any ItemDetailFlowControlling
                /// Told that route `detail` ended without feedback: ItemDetail was closed, or finished without handing anything this route takes.
                func detailDidEnd()
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                // Each does nothing: implement it to hear that its route ended without feedback.
                func detailDidEnd() {}

                /// Not available: see the message.
                @available(*, unavailable, message: "ItemList is never pushed or presented: it is only the root of the stack flow Shop, so it has nothing below it to finish back to")
                func finish() {}
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol ItemDetailFlowControlling: NavGraphViewController, NavGraphFlowController {
                /// Starts ItemDetail once it is shown, with the context it shows.
                func start(context: ItemID)
            }

            extension ItemDetailFlowControlling {
                /// ItemDetail's name in the graph.
                var navGraphNode: NavGraphNodeName { .itemDetail }

                /// Finishes ItemDetail: pops it, or dismisses it when it was presented, and hands control back to the FlowController that opened it.
                func finish() { navigator?.finish(self, with: nil) }
            }
            """)
    }

    @Test("scaffold writes one FlowController a screen or flow: a view controller conforming to its contract, with what it must make marked TODO")
    func skeletonShape() throws {
        let swift = try GeneratedSwift(yaml: Self.shop)
        swift.expect("ItemListFlowController.swift", holds: """
            /// The FlowController of the screen ItemList: Lists the items for sale.
            ///
            /// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
            final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {
            """)
        swift.expect("ItemListFlowController.swift", holds: """
                func makeDetail() -> any ItemDetailFlowControlling {
                    // TODO(navgraph): Configure ItemDetail for route `detail` if it needs more than its context.
                    ItemDetailFlowController()
                }
            """)
        swift.expect("ItemDetailFlowController.swift", holds: """
                /// Starts ItemDetail once it is shown, with the context it shows.
                func start(context: ItemID) {
                    // TODO(navgraph): Start ItemDetail with `context`: hand it to the view or view model.
                }
            }
            """)
        swift.expect("ShopFlowController.swift", holds: """
                func makeItemList() -> any ItemListFlowControlling {
                    // TODO(navgraph): Configure ItemList.
                    ItemListFlowController()
                }
            """)
    }

    @Test("a stack flow places its root at the bottom of its stack, started with the context the flow gives; a root with feedback cannot finish with it either")
    func stackRoot() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Browser
            screens:
              FolderList:
                context: String
                feedback: Int
            flows:
              Browser: { kind: stack, root: FolderList }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// The context FolderList starts with.
                func contextForFolderList() -> Swift.String
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    let root = makeFolderList()
                    navigator.setStack(of: self, root: root)
                    root.start(context: contextForFolderList())
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "FolderList is never pushed or presented: it is only the root of the stack flow Browser, so it has nothing below it to finish back to")
                func finish(with feedback: Swift.Int) {}
            """)
        swift.expect("BrowserFlowController.swift", holds: """
                /// The context FolderList starts with.
                func contextForFolderList() -> Swift.String {
                    // TODO(navgraph): Return the context FolderList starts with.
                    ""
                }
            """)
    }

    @Test("a screen as the graph's entry is started by the navigator, and again when a saved state is restored; it cannot finish")
    func screenAsEntry() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Start
            screens:
              Start:
                routes:
                  next: { to: Next, style: present }
              Next: {}
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func start(entry: any StartFlowControlling) {
                    showRoot(entry)
                    entry.start()
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    try navigation.restore(saved, entry: entry, startEntry: {
                        entry.start()
                    })
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "Start is never pushed or presented, so it has nothing below it to finish back to")
                func finish() {}
            """)
    }

    @Test("a screen only a link or a way in without a URL pushes can finish (it pops); a stack's root still cannot")
    func placedScreensFinish() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Shop
            flows:
              Shop: { kind: stack, root: ItemList }
            screens:
              ItemList: {}
              Item:
                context: Int
                links: [{ path: "/items/{context}", in: Shop }]
              Offer:
                placement: { in: Shop }
            """)
        for screen in ["Item", "Offer"] {
            swift.expect("NavGraphContracts.swift", holds: """
                    /// Finishes \(screen): pops it, or dismisses it when it was presented, and hands control back to the FlowController that opened it.
                    func finish() { navigator?.finish(self, with: nil) }
                """)
        }
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "ItemList is never pushed or presented: it is only the root of the stack flow Shop, so it has nothing below it to finish back to")
            """)
    }
}
