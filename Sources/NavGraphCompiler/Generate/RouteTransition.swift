import NavGraphVocabulary

/// The runtime's `NavGraphTransition` for each route: built with one exhaustive switch over the
/// route's style, and written into generated code only through `NavGraphSwiftSpelling`, so that a
/// style or a transition the runtime lacks is a compile error here, and nothing in the compiler
/// spells a transition by hand.
extension Replacements {
    /// How `route` shows its destination at run time.
    func transition(of route: Route) -> NavGraphTransition {
        let destination = NavGraphNodeName(rawValue: route.destination.value)
        switch route.style.value {
        case .push: return route.appDrawsTransition ? .pushDrawnByApp : .push
        case .present: return .present(Self.presentationOptions(route))
        case .replace:
            switch replacement(to: route.destination.value) {
            case .switchChild: return .replaceChild
            case .stackRoot: return .replaceStackRoot
            case .stackTop: return .replace
            }
        case .select: return .select
        case .unwind: return .unwind(to: destination)
        case .open: return route.opensNewInstance ? .openNewInstance : .open
        case .finish: return .finish(destination)
        case .window: return route.embedsInStack ? .windowInStack(oneWindow: route.oneWindow?.value) : .window(oneWindow: route.oneWindow?.value)
        }
    }

    /// A `present` route's options, as it declares them (the graph's defaults for what it leaves out).
    static func presentationOptions(_ route: Route) -> NavGraphPresentationOptions {
        NavGraphPresentationOptions(
            route.effectivePresentation,
            compact: route.compact?.value,
            embedInStack: route.embedsInStack,
            dismissible: route.effectiveDismissal.graphAllowsDismissal,
            appDecidesDismissal: route.effectiveDismissal.asksTheScreen,
            detents: route.detents?.value ?? NavGraphDetent.graphDefault,
            initialDetent: route.initialDetent?.value,
            appDrawsTransition: route.appDrawsTransition,
            appShrinks: route.shrinks?.value == .app
        )
    }
}

/// Generated code's spelling of the language's values.
enum GeneratedSpelling {
    /// `.push`, `.unwind(to: .feedList)`, `NavGraphPresentationOptions(.sheet)`: `value` as generated
    /// code writes it, a screen or flow by its `NavGraphNodeName` member.
    static func expression(of value: Any) -> String {
        NavGraphSwiftSpelling.expression(of: value) { "." + GeneratedNames.nodeMember($0.rawValue) }
    }
}
