#if canImport(SwiftUI)
import SwiftUI
#endif

/// A container flow's FlowController under `generate: ui: swiftui`: it draws the view its
/// children are shown in, at once (its generated contract asks for it).
@MainActor
public protocol NavGraphSwiftUIContainer: NavGraphSwiftUIFlowController {
    #if canImport(SwiftUI)
    /// The type of the container's view.
    associatedtype ContainerView: View
    /// The view the children are shown in: `children[.favourites]` is a child's view, with
    /// everything it shows and presents (`VStack { children[.omnibar]; children[.favourites] }`).
    @ViewBuilder func containerView(_ children: NavGraphContainerChildren) -> ContainerView
    #endif
}

#if canImport(SwiftUI)
/// The views of a container flow's children, by name, for its `containerView(_:)`.
@MainActor
public struct NavGraphContainerChildren {
    let views: [NavGraphNodeName: AnyView]

    /// The view of the child named `child`; nothing for a name the container does not hold.
    public subscript(_ child: NavGraphNodeName) -> AnyView {
        views[child] ?? AnyView(EmptyView())
    }
}

extension NavGraphSwiftUIContainer {
    /// The container's view, with its type erased: only the navigator knows which flow it draws.
    func erasedContainerView(_ children: NavGraphContainerChildren) -> AnyView {
        AnyView(containerView(children))
    }
}
#endif
