/// The starter graphs `navgraph init` writes: the smallest graph that shows each thing a newcomer
/// needs, commented. The UIKit one: a navigation stack with two screens, a push that hands over a
/// context, and a sheet that hands feedback back. The SwiftUI one (`--ui swiftui`): the same stack
/// as the first of two tabs, and a link that opens the detail. Each lints clean with
/// `--warnings-as-errors`, and its generated code and skeletons compile (tests prove both).
public enum StarterGraph {
    /// The file name used when none is given: `App.navgraph.yaml`.
    public static let defaultName = "App"

    /// The starter graph for `ui` as a file named `<name>.navgraph.yaml`.
    public static func file(named name: String = defaultName, ui: GenerationOptions.UserInterface = .uikit) -> GeneratedFile {
        GeneratedFile(name: "\(name).navgraph.yaml", contents: text(ui: ui))
    }

    /// The starter graph's text for `ui`.
    public static func text(ui: GenerationOptions.UserInterface) -> String {
        switch ui {
        case .uikit: text
        case .swiftui: swiftUIText
        }
    }

    /// The UIKit graph's text.
    static let text = """
        # A starter navigation graph, written by `navgraph init`. Make it yours: rename the screens,
        # add screens and routes, then run `navgraph-scaffold` again for the FlowControllers of the
        # new ones (existing files are never touched). Every build checks this file and regenerates
        # the Swift it describes.
        version: 1

        # What the app shows at launch: a screen or a flow.
        entry: Main

        # What routes carry: the context a screen needs, the feedback it hands back.
        types:
          ItemID: Int                # an alias: interchangeable with Int
          SortOrder:                 # an enum: becomes a String-backed Swift enum
            cases: [newest, oldest]

        screens:
          ItemList:
            summary: The first screen, at the root of the navigation stack.
            routes:
              # Pushes ItemDetail onto the stack, handing it the ID of the item to show.
              detail: { to: ItemDetail, style: push, context: ItemID }
              # Presents SortOptions as a sheet; when it finishes, it hands a SortOrder back.
              sortOptions: { to: SortOptions, style: present, feedback: SortOrder }
          ItemDetail:
            summary: One item, pushed with its ID.
            context: ItemID
          SortOptions:
            summary: A sheet where the user picks the order of the list, handed back when it closes.
            feedback: SortOrder

        flows:
          # A navigation stack (a UINavigationController) with ItemList at its root.
          Main: { kind: stack, root: ItemList }

        """

    /// The SwiftUI graph's text.
    static let swiftUIText = """
        # A starter navigation graph for a SwiftUI app, written by `navgraph init --ui swiftui`. Make
        # it yours: rename the screens, add screens and routes, then run `navgraph-scaffold` again
        # for the FlowControllers of the new ones (existing files are never touched; it says what
        # they now lack). Every build checks this file and regenerates the Swift it describes.
        version: 1

        # FlowControllers are plain objects that provide SwiftUI views; NavGraphRootView draws them.
        generate: { ui: swiftui }

        # What the app shows at launch: a screen or a flow.
        entry: Main

        # The URLs links answer: myapp://items/42 (add `domains:` for universal links).
        links: { schemes: [myapp] }

        # What routes carry: the context a screen needs, the feedback it hands back.
        types:
          ItemID: Int                # an alias: interchangeable with Int
          SortOrder:                 # an enum: becomes a String-backed Swift enum
            cases: [newest, oldest]

        screens:
          ItemList:
            summary: The first screen, at the root of the Items tab's navigation stack.
            routes:
              # Pushes ItemDetail onto the stack, handing it the ID of the item to show.
              detail: { to: ItemDetail, style: push, context: ItemID }
              # Presents SortOptions as a sheet; when it finishes, it hands a SortOrder back.
              sortOptions: { to: SortOptions, style: present, feedback: SortOrder }
          ItemDetail:
            summary: One item, pushed with its ID, or opened by a link (myapp://items/42).
            context: ItemID
            links: ["/items/{id}"]
          SortOptions:
            summary: A sheet where the user picks the order of the list, handed back when it closes.
            feedback: SortOrder
          Settings:
            summary: The second tab.

        flows:
          # A TabView: its tabs are labelled by each FlowController's `tabItem`.
          Main: { kind: tabs, children: [Items, Settings] }
          # A NavigationStack with ItemList at its root.
          Items: { kind: stack, root: ItemList }

        """
}
