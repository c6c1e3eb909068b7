#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// A split flow whose window is regular-width: a `NavigationSplitView` of two or three columns,
/// each a `NavigationStack` of its part of the split flow's one stack. Where the width is
/// compact the split flow is drawn as that one `NavigationStack`, as an iPhone shows it: the
/// navigator reports the window's width (`userResizesWindow(toCompact:)`), so the state says
/// which to draw, rather than `NavigationSplitView` collapsing on its own into a stack the state
/// could not follow.
@MainActor
struct NavGraphSplitView: View {
    @ObservedObject var scene: NavGraphScene
    let id: NavGraphEntryID

    var body: some View {
        if (scene.navigator.state[id]?.split?.columns.count ?? 0) > 2 {
            NavigationSplitView { column(0) } content: { column(1) } detail: { column(2) }
        } else {
            NavigationSplitView { column(0) } detail: { column(1) }
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
}
#endif
