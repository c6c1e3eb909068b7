#if canImport(SwiftUI)
import SwiftUI
#endif

/// A FlowController of a graph generated with `generate: ui: swiftui`: a plain main-actor object
/// (not a view controller). Flows need nothing more, as the navigator draws their stack, tabs,
/// switch or split view; a flow or screen shown as a tab may label its tab with `tabItem`, and a
/// split flow may show a placeholder in a column that shows nothing yet (`emptyColumn(_:)`).
///
/// Where SwiftUI does not exist (headless tests on Linux) it asks for nothing beyond a
/// FlowController, so the app keeps its views under `#if canImport(SwiftUI)`.
@MainActor
public protocol NavGraphSwiftUIFlowController: NavGraphFlowController {
    #if canImport(SwiftUI)
    /// The label of this FlowController's tab, when a tabs flow shows it.
    associatedtype TabItem: View = EmptyView
    /// The label of this FlowController's tab (`Label("Notes", systemImage: "note")`).
    @ViewBuilder var tabItem: TabItem { get }
    /// What a split flow shows in a column while no screen is in it, where the width is regular.
    associatedtype EmptyColumn: View = EmptyView
    /// What a split flow shows in its column at `column` (0 is the sidebar) while no screen is in
    /// it (`ContentUnavailableView("No Article Selected", systemImage: "doc")`); nothing by
    /// default. It is not a screen of the graph: no route opens it, and a selection takes its
    /// place.
    @ViewBuilder func emptyColumn(_ column: Int) -> EmptyColumn
    #endif
}

/// A screen's FlowController under `generate: ui: swiftui`: it provides the screen's view, which
/// reports the person's actions to it (`perform(_:)`, `finish()`).
@MainActor
public protocol NavGraphSwiftUIScreen: NavGraphSwiftUIFlowController {
    #if canImport(SwiftUI)
    /// The type of the screen's view.
    associatedtype Content: View
    /// The screen's view; the navigator puts it in the stack, tab, sheet or cover the graph says.
    @ViewBuilder var view: Content { get }
    #endif
}

#if canImport(SwiftUI)
extension NavGraphSwiftUIFlowController where TabItem == EmptyView {
    /// No tab label: for FlowControllers that are never a tab.
    public var tabItem: EmptyView { EmptyView() }
}

extension NavGraphSwiftUIFlowController where EmptyColumn == EmptyView {
    /// No placeholder: an empty column shows nothing.
    public func emptyColumn(_ column: Int) -> EmptyView { EmptyView() }
}

extension NavGraphSwiftUIFlowController {
    /// The tab label, with its type erased: only the navigator knows which FlowController a tab shows.
    var erasedTabItem: AnyView { AnyView(tabItem) }

    /// An empty column's placeholder, with its type erased as the tab label is.
    func erasedEmptyColumn(_ column: Int) -> AnyView { AnyView(emptyColumn(column)) }
}

extension NavGraphSwiftUIScreen {
    /// The view, with its type erased: which screen an entry shows is known only as the app runs,
    /// so this is the one place the navigator erases a type.
    var erasedView: AnyView { AnyView(view) }
}
#endif
