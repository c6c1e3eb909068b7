#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A split flow: a `NavigationSplitView` of two or three columns, each a `NavigationStack` of its
/// part of the split flow's one stack, the same view whatever the window's width. "A
/// NavigationSplitView collapses into a single stack in some contexts, like on iPhone", and
/// `preferredCompactColumn` (iOS 17) says which column is on top then: the one holding the screen
/// on top, written back when the person goes back out of a column. So rotating a large iPhone or
/// resizing an iPad app keeps every screen's view, and its `@State` (a scroll position, a
/// half-typed reply), where a view in another branch would be another view. Where the width
/// allows, `columnVisibility` brings the column of the screen on top into view.
///
/// iOS 16 has no `preferredCompactColumn`: there the split flow is drawn as one
/// `NavigationStack` where the width is compact (`NavGraphEntryView`), and a resize rebuilds its
/// screens' views.
@MainActor
struct NavGraphSplitView: View {
    @ObservedObject var scene: NavGraphScene
    let id: NavGraphEntryID

    /// Whether SwiftUI collapses the split view into one stack itself, with the column on top
    /// ours to say (iOS 17's `preferredCompactColumn`).
    static var collapsesItself: Bool {
        if #available(iOS 17.0, *) { true } else { false }
    }

    private var hasThreeColumns: Bool { (scene.navigator.state[id]?.split?.columns.count ?? 0) > 2 }

    var body: some View {
        let visibility = scene.columnVisibility(of: id)
        let shown = Binding<NavigationSplitViewVisibility>(
            get: { Self.visibility(visibility.wrappedValue) }, set: { visibility.wrappedValue = Self.visibility($0) })
        if #available(iOS 17.0, *) {
            let column = scene.topColumn(of: id)
            let columns = hasThreeColumns ? [NavigationSplitViewColumn.sidebar, .content, .detail] : [.sidebar, .detail]
            let onTop = Binding<NavigationSplitViewColumn>(
                get: { columns[min(column.wrappedValue, columns.count - 1)] },
                set: { if let index = columns.firstIndex(of: $0) { column.wrappedValue = index } })
            if hasThreeColumns {
                NavigationSplitView(columnVisibility: shown, preferredCompactColumn: onTop) { self.column(0) } content: { self.column(1) } detail: { self.column(2) }
            } else {
                NavigationSplitView(columnVisibility: shown, preferredCompactColumn: onTop) { self.column(0) } detail: { self.column(1) }
            }
        } else if hasThreeColumns {
            NavigationSplitView(columnVisibility: shown) { column(0) } content: { column(1) } detail: { column(2) }
        } else {
            NavigationSplitView(columnVisibility: shown) { column(0) } detail: { column(1) }
        }
    }

    /// A column: its first entry at the root of a `NavigationStack`, the others on its path; the
    /// split flow's placeholder while the column shows nothing.
    @ViewBuilder private func column(_ index: Int) -> some View {
        if let root = scene.navigator.column(index, of: id).first {
            NavigationStack(path: scene.columnPath(index, of: id)) {
                // A column whose first screen changed (another selection) is a view of its own.
                NavGraphEntryView(scene: scene, id: root).id(root)
                    .navigationDestination(for: NavGraphEntryID.self) { NavGraphEntryView(scene: scene, id: $0) }
            }
        } else if let flow = scene.navigator.navigation.flowController(for: id) as? any NavGraphSwiftUIFlowController {
            flow.erasedEmptyColumn(index)
        }
    }

    /// SwiftUI's visibility for the navigator's.
    private static func visibility(_ visibility: NavGraphColumnVisibility) -> NavigationSplitViewVisibility {
        switch visibility {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
    }

    /// The navigator's visibility for SwiftUI's (which has no other cases on iOS).
    private static func visibility(_ visibility: NavigationSplitViewVisibility) -> NavGraphColumnVisibility {
        switch visibility {
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        default: .automatic
        }
    }
}
#endif
