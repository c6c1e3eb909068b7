/// How generated Swift spells the language's values — a route's transition, a presentation's
/// options, a detent — as the expression that makes them: the compiler builds the value and
/// writes what this returns, so nothing else in it spells a case of these types. Each case's name
/// and argument labels are read from the value itself (`Mirror`), so the spelling follows the
/// declarations: a case added or renamed here is spelled right without a change to this file.
public enum NavGraphSwiftSpelling {
    /// `.push`, `.present(NavGraphPresentationOptions(.sheet, embedInStack: true))`,
    /// `.unwind(to: .feedList)`: the expression that makes `value` where its type is known;
    /// `node` spells a screen's or flow's name (`.feedList`, a member generated code declares).
    public static func expression(of value: Any, naming node: (NavGraphNodeName) -> String) -> String {
        switch value {
        case let name as NavGraphNodeName:
            return node(name)
        case let options as NavGraphPresentationOptions:
            return expression(of: options, naming: node)
        case let number as Double:
            return "\(number)"
        case let detents as [NavGraphDetent]:
            return "[" + detents.map { expression(of: $0, naming: node) }.joined(separator: ", ") + "]"
        default:
            return enumCase(value, naming: node)
        }
    }

    /// `.name`, or `.name(label: argument, ...)` for a case with a payload.
    private static func enumCase(_ value: Any, naming node: (NavGraphNodeName) -> String) -> String {
        let mirror = Mirror(reflecting: value)
        // An optional argument (`oneWindow: nil`) is its value, or `nil`.
        if mirror.displayStyle == .optional { return mirror.children.first.map { expression(of: $0.value, naming: node) } ?? "nil" }
        precondition(mirror.displayStyle == .enum, "NavGraphSwiftSpelling has no spelling for a \(type(of: value))")
        guard let payload = mirror.children.first, let name = payload.label else { return "." + String(describing: value) }
        let arguments = Mirror(reflecting: payload.value)
        guard arguments.displayStyle == .tuple else { return ".\(name)(\(expression(of: payload.value, naming: node)))" }
        // A tuple's unlabelled elements are named `.0`, `.1`, ...
        let spelled = arguments.children.map { argument in
            let value = expression(of: argument.value, naming: node)
            return argument.label.map { $0.hasPrefix(".") ? value : "\($0): \(value)" } ?? value
        }
        return ".\(name)(\(spelled.joined(separator: ", ")))"
    }

    /// `NavGraphPresentationOptions(.formSheet, embedInStack: true)`: the presentation, then only
    /// what differs from the graph's defaults.
    private static func expression(of options: NavGraphPresentationOptions, naming node: (NavGraphNodeName) -> String) -> String {
        let defaults = NavGraphPresentationOptions()
        var arguments = [expression(of: options.presentation, naming: node)]
        if let compact = options.compact { arguments.append("compact: " + expression(of: compact, naming: node)) }
        if options.embedInStack != defaults.embedInStack { arguments.append("embedInStack: \(options.embedInStack)") }
        if options.dismissible != defaults.dismissible { arguments.append("dismissible: \(options.dismissible)") }
        if options.appDecidesDismissal != defaults.appDecidesDismissal { arguments.append("appDecidesDismissal: \(options.appDecidesDismissal)") }
        if options.detents != defaults.detents { arguments.append("detents: " + expression(of: options.detents, naming: node)) }
        if let initial = options.initialDetent { arguments.append("initialDetent: " + expression(of: initial, naming: node)) }
        if options.appDrawsTransition != defaults.appDrawsTransition { arguments.append("appDrawsTransition: \(options.appDrawsTransition)") }
        if options.appShrinks != defaults.appShrinks { arguments.append("appShrinks: \(options.appShrinks)") }
        return "\(NavGraphPresentationOptions.self)(" + arguments.joined(separator: ", ") + ")"
    }
}
