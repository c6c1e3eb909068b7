#if canImport(SwiftUI) && os(iOS)
import SwiftUI

/// The whole graph of one window, drawn by SwiftUI from a navigator's state: the switch, a
/// `TabView` per tabs flow, a `NavigationStack(path:)` per stack, `.sheet`, `.fullScreenCover`
/// and `.popover` per presentation. Give each window its own navigator, made once per window:
///
/// ```swift
/// WindowGroup { NavGraphRootView { NavGraphSwiftUINavigator.start(entry: RootFlowController()) } }
/// ```
///
/// A second window of the app (iPad, Mac Catalyst, visionOS) then has its own navigation state;
/// one navigator shared by two windows would drive both with one state. The closure may restore
/// what the window kept in its `@SceneStorage` (per window) and save it in the navigator's
/// `stateDidChange`, which stays the app's (Examples/Notes's `NotesWindow`). Every entry's view
/// reports when it appears and disappears, so a pop or a dismissal completes, and its callbacks
/// run, once SwiftUI has removed the closed views. A navigator given with
/// `init(navigator:)` may be replaced (after logging out): the view then draws the new one from
/// scratch.
///
/// A URL the window receives (SwiftUI's `onOpenURL`: a custom scheme or a universal link) goes to
/// `onOpenURL` with this window's navigator, which opens it with the generated `open(url:)`.
@MainActor
public struct NavGraphRootView: View {
    private let given: NavGraphSwiftUINavigator?
    @StateObject private var made: NavGraphNavigatorOfWindow
    private let openURL: (@MainActor (NavGraphSwiftUINavigator, URL) -> Void)?

    /// Draws the navigator `makeNavigator` makes, once for this window (SwiftUI keeps it for as
    /// long as the window shows this view), and hands each URL the window receives to
    /// `onOpenURL` with it (`{ navigator, url in navigator.open(url: url) }`).
    public init(
        makeNavigator: @escaping @MainActor () -> NavGraphSwiftUINavigator,
        onOpenURL: (@MainActor (NavGraphSwiftUINavigator, URL) -> Void)? = nil
    ) {
        given = nil
        _made = StateObject(wrappedValue: NavGraphNavigatorOfWindow(makeNavigator()))
        openURL = onOpenURL
    }

    /// Draws `navigator`'s state; keep the navigator for as long as the scene shows it. Another
    /// navigator given later is drawn afresh.
    public init(navigator: NavGraphSwiftUINavigator) {
        given = navigator
        _made = StateObject(wrappedValue: NavGraphNavigatorOfWindow(nil))
        openURL = nil
    }

    /// The navigator's graph, drawn with an identity of its own per navigator.
    public var body: some View {
        if let navigator = given ?? made.navigator {
            NavGraphSceneView(navigator: navigator).id(ObjectIdentifier(navigator))
                .onOpenURL { url in openURL?(navigator, url) }
        }
    }
}

/// The navigator a window made for itself, kept by SwiftUI as the window's state.
@MainActor
final class NavGraphNavigatorOfWindow: ObservableObject {
    let navigator: NavGraphSwiftUINavigator?

    init(_ navigator: NavGraphSwiftUINavigator?) {
        self.navigator = navigator
    }
}

/// One navigator's graph: observes it and draws its root entry.
@MainActor
struct NavGraphSceneView: View {
    @StateObject private var scene: NavGraphScene
    /// The window's width class, which decides a route's `compact` presentation.
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    /// What opens a URL the app answered is not its own (`orSystem: true`), or one a route leaves
    /// the app for (`kind: openURL`).
    @Environment(\.openURL) private var openURL

    init(navigator: NavGraphSwiftUINavigator) {
        _scene = StateObject(wrappedValue: NavGraphScene(navigator: navigator))
    }

    var body: some View {
        if let root = scene.navigator.state.root {
            // A restore or a second start makes a new root entry: its views start fresh.
            NavGraphEntryView(scene: scene, id: root).id(root)
                // A shrunk overlay floats over the root's content (below the sheets SwiftUI
                // presents), touches passing around what its screen draws.
                .overlay {
                    if let floating = scene.navigator.floatingOverlay {
                        NavGraphEntryView(scene: scene, id: floating).id(floating)
                    }
                }
                // A split view collapses into one stack with the window's width, and expands again.
                .onAppear {
                    scene.navigator.userResizesWindow(toCompact: horizontalSizeClass == .compact)
                    scene.navigator.openURL = { url, completion in
                        // `callAsFunction(_:completion:)` does not say on which thread it answers.
                        openURL(url) { accepted in Task { @MainActor in completion(accepted) } }
                    }
                }
                .onChange(of: horizontalSizeClass) { scene.navigator.userResizesWindow(toCompact: $0 == .compact) }
        }
    }
}

/// What the views observe: the navigator, redrawn whenever its state changes.
@MainActor
final class NavGraphScene: ObservableObject {
    let navigator: NavGraphSwiftUINavigator

    init(navigator: NavGraphSwiftUINavigator) {
        self.navigator = navigator
        // Observing leaves the navigator's `stateDidChange` to the app (to save the state).
        navigator.observeState(by: self) { [weak self] in self?.objectWillChange.send() }
    }

    /// A `NavigationStack`'s path.
    func path(of stack: NavGraphEntryID) -> Binding<[NavGraphEntryID]> {
        Binding(get: { self.navigator.path(of: stack) }, set: { self.navigator.setPath($0, of: stack) })
    }

    /// The `NavigationStack` path of a split view's column.
    func columnPath(_ column: Int, of split: NavGraphEntryID) -> Binding<[NavGraphEntryID]> {
        Binding(get: { self.navigator.columnPath(column, of: split) }, set: { self.navigator.setColumnPath($0, column, of: split) })
    }

    /// The column on top of a collapsed split view, by its index (0 is the sidebar).
    func topColumn(of split: NavGraphEntryID) -> Binding<Int> {
        Binding(get: { self.navigator.topColumn(of: split) }, set: { self.navigator.setTopColumn($0, of: split) })
    }

    /// The columns a split view shows where the width allows.
    func columnVisibility(of split: NavGraphEntryID) -> Binding<NavGraphColumnVisibility> {
        Binding(get: { self.navigator.columnVisibility(of: split) }, set: { self.navigator.setColumnVisibility($0, of: split) })
    }

    /// A presentation modifier's item.
    func presented(over presenter: NavGraphEntryID, as kind: NavGraphSwiftUINavigator.PresentationKind) -> Binding<NavGraphEntryID?> {
        Binding(
            get: { self.navigator.presented(over: presenter, as: kind) },
            set: { self.navigator.setPresented($0, over: presenter, as: kind) }
        )
    }

    /// A sheet's detent: where it rests, written back when the person drags it. A height the
    /// screen gives (`{ height: app }`) is drawn as the height it gives now.
    func selectedDetent(of presented: NavGraphEntryID) -> Binding<PresentationDetent> {
        Binding(
            get: {
                NavGraphEntryView.presentationDetent(self.navigator.navigation.resolved(self.navigator.selectedDetent(of: presented), of: presented))
            },
            set: { detent in
                // One of the sheet's own detents, which SwiftUI only offers, found as it is drawn.
                let detents = self.navigator.state[presented]?.presentation?.detents ?? []
                let resolved = self.navigator.navigation.resolvedDetents(of: presented)
                if let index = resolved.firstIndex(where: { NavGraphEntryView.presentationDetent($0) == detent }), detents.indices.contains(index) {
                    self.navigator.setSelectedDetent(detents[index], of: presented)
                }
            })
    }

    /// A `TabView`'s selection: the selected tab's entry, each tab tagged with its own, so that a
    /// tab keeps its tag when the app shows or hides the tabs before it (`updateTabs()`). An
    /// action tab's tag is never selected: written, the flow performs its route instead.
    func selectedTab(of tabs: NavGraphEntryID) -> Binding<NavGraphTabTag> {
        Binding(
            get: {
                let children = self.navigator.state[tabs]?.children ?? []
                let index = self.navigator.selectedTab(of: tabs)
                return .tab(children.indices.contains(index) ? children[index] : tabs)
            },
            set: { tag in
                switch tag {
                case .tab(let tab):
                    if let index = self.navigator.state[tabs]?.children.firstIndex(of: tab) { self.navigator.setSelectedTab(index, of: tabs) }
                case .action(let route):
                    self.navigator.tapActionTab(route, of: tabs)
                }
            })
    }
}

extension NavGraphScene {
    /// The selection of a tabs flow the app draws (`bar: app`): the selected tab's name, written
    /// by the app's switcher as the person chooses another tab, which follows as a tap on a
    /// `TabView`'s item does.
    func selectedTabName(of tabs: NavGraphEntryID) -> Binding<NavGraphNodeName> {
        Binding(
            // A tabs flow always selects one of its tabs; a name no tab has, else.
            get: { self.navigator.selectedTabName(of: tabs) ?? NavGraphNodeName(rawValue: "") },
            set: { self.navigator.setSelectedTabName($0, of: tabs) })
    }

    /// The key of the selected tab made from data of `tabs`, which the app's switcher reads and
    /// writes (`bar: app`, `NavGraphAppTabs.selectedKey`).
    func selectedInstanceKey(of tabs: NavGraphEntryID) -> Binding<NavGraphInstanceKey?> {
        Binding(
            get: { self.navigator.selectedInstanceKey(of: tabs) },
            set: { self.navigator.setSelectedInstanceKey($0, of: tabs) })
    }
}

/// The tag of an item of a `TabView`: a tab's entry, or an action tab's route.
enum NavGraphTabTag: Hashable {
    /// The tab whose entry this is.
    case tab(NavGraphEntryID)
    /// The action tab of this route of the tabs flow.
    case action(String)
}

extension NavGraphEntryID: Identifiable {
    /// The entry itself: presentation items are entries.
    public var id: NavGraphEntryID { self }
}

/// One entry of the state: a screen's view, or the container a flow or embedding stack shows,
/// with what it presents attached.
@MainActor
struct NavGraphEntryView: View {
    @ObservedObject var scene: NavGraphScene
    let id: NavGraphEntryID

    var body: some View {
        content
            // When a closing change completes: once SwiftUI has removed the closed views.
            .onAppear { scene.navigator.viewAppeared(id) }
            .onDisappear { scene.navigator.viewDisappeared(id) }
            .modifier(NavGraphPresentations(scene: scene, presenter: id))
            // A sub-flow has no view of its own: its top screen presents for it.
            .background {
                ForEach(scene.navigator.state.subflows(toppedBy: id), id: \.self) { subflow in
                    Color.clear.modifier(NavGraphPresentations(scene: scene, presenter: subflow))
                }
            }
    }

    @ViewBuilder private var content: some View {
        switch scene.navigator.state[id]?.content ?? .leaf {
        case .leaf:
            if let screen = scene.navigator.navigation.flowController(for: id) as? any NavGraphSwiftUIScreen {
                screen.erasedView
            }
        case .stack where scene.navigator.state[id]?.split.map { NavGraphSplitView.collapsesItself || !$0.collapsed } == true:
            NavGraphSplitView(scene: scene, id: id)
        case .stack(let entries):
            NavigationStack(path: scene.path(of: id)) {
                if let root = entries.first {
                    // A root a replace put in place is a view of its own, with fresh state.
                    NavGraphEntryView(scene: scene, id: root).id(root)
                        .navigationDestination(for: NavGraphEntryID.self) { NavGraphEntryView(scene: scene, id: $0) }
                }
            }
        case .tabs(let tabs, let selected) where scene.navigator.navigation.flowController(for: id) is any NavGraphSwiftUIAppTabs:
            // The app draws the switcher (`bar: app`): its view shows the selected tab's, which
            // is a view of its own per entry, so each tab keeps its state apart.
            // With no tab left (a browser's last tab closed) the app's view still shows, its
            // switcher too, with nothing selected.
            if let flow = scene.navigator.navigation.flowController(for: id) as? any NavGraphSwiftUIAppTabs {
                flow.erasedTabsView(NavGraphAppTabs(
                    selected: tabs.indices.contains(selected) ? AnyView(NavGraphEntryView(scene: scene, id: tabs[selected]).id(tabs[selected])) : AnyView(EmptyView()),
                    selection: scene.selectedTabName(of: id),
                    shown: tabs.compactMap { scene.navigator.state[$0].flatMap { $0.instanceKey == nil ? $0.node : nil } },
                    keys: tabs.compactMap { scene.navigator.state[$0]?.instanceKey },
                    selectedKey: scene.selectedInstanceKey(of: id)))
            }
        case .tabs(let tabs, _):
            TabView(selection: scene.selectedTab(of: id)) {
                ForEach(scene.navigator.navigation.tabBarItems(of: id), id: \.self) { item in
                    switch item {
                    case .tab(let index):
                        if tabs.indices.contains(index) {
                            NavGraphEntryView(scene: scene, id: tabs[index])
                                .tabItem { tabItem(of: tabs[index]) }
                                .tag(NavGraphTabTag.tab(tabs[index]))
                        }
                    case .action(let action):
                        // Never shown: its tag is never selected.
                        Color.clear
                            .tabItem { Label(action.item.title, systemImage: action.item.systemImage) }
                            .tag(NavGraphTabTag.action(action.route))
                    }
                }
            }
        case .switch(let child):
            // Each child entry is a view of its own: a replaced child starts with fresh state,
            // even when the new one is a screen of the same type.
            NavGraphEntryView(scene: scene, id: child).id(child)
        case .container(let children):
            // The app's container view lays its children out.
            if let flow = scene.navigator.navigation.flowController(for: id) as? any NavGraphSwiftUIContainer {
                flow.erasedContainerView(NavGraphContainerChildren(views: Dictionary(
                    children.compactMap { child in scene.navigator.state[child]?.node.map { ($0, AnyView(NavGraphEntryView(scene: scene, id: child))) } },
                    uniquingKeysWith: { first, _ in first })))
            }
        }
    }

    static func presentationDetent(_ detent: NavGraphDetent) -> PresentationDetent {
        switch detent {
        case .medium: .medium
        case .large: .large
        case .height(let points): .height(points)
        case .fraction(let fraction): .fraction(fraction)
        // Resolved into the height its screen gives before it is drawn (`resolved(_:of:)`).
        case .appHeight: .large
        }
    }

    @ViewBuilder private func tabItem(of tab: NavGraphEntryID) -> some View {
        if let flowController = scene.navigator.navigation.flowController(for: tab) as? any NavGraphSwiftUIFlowController {
            flowController.erasedTabItem
        }
    }
}

/// What an entry presents: a sheet, a full-screen cover, a popover, an alert or a dialog, each
/// the item of its own modifier.
@MainActor
struct NavGraphPresentations: ViewModifier {
    @ObservedObject var scene: NavGraphScene
    let presenter: NavGraphEntryID

    func body(content: Content) -> some View {
        content
            .sheet(item: scene.presented(over: presenter, as: .sheet)) { presented($0) }
            .fullScreenCover(item: scene.presented(over: presenter, as: .fullScreenCover)) { presented($0) }
            .popover(item: scene.presented(over: presenter, as: .popover)) { presented($0) }
            .modifier(NavGraphDialogs(scene: scene, presenter: presenter))
    }

    /// A presented entry, with its route's detents and dismissibility (its screen's answer, where
    /// the route says `dismissible: app`).
    private func presented(_ presented: NavGraphEntryID) -> some View {
        NavGraphEntryView(scene: scene, id: presented)
            .presentationDetents(
                Set(scene.navigator.navigation.resolvedDetents(of: presented).map(NavGraphEntryView.presentationDetent)),
                selection: scene.selectedDetent(of: presented))
            .interactiveDismissDisabled(!scene.navigator.isInteractivelyDismissible(presented))
    }
}
#endif
