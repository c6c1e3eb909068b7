import NavGraphVocabulary

extension GraphFileParser {
    /// The routes of a screen's `routes:` or of a set of shared routes, in the order written;
    /// `owner` says whose, for the message when one is an overlay, which only a flow shows.
    mutating func routes(_ node: SyntaxNode, of owner: String? = nil) -> [Route] {
        let routes = KeyedMapping.namedEntries(node, what: "'routes'", diagnostics: &diagnostics).compactMap { route($0, $1) }
        if let owner {
            for route in routes where route.effectivePresentation.coversEverything {
                diagnostics.add(
                    .invalidStructure,
                    "route '\(route.name.value)' of \(owner) presents as an overlay, which goes above everything the window shows whichever screen is on top, so a flow shows it: put the route in the 'routes' of the flow whose window it covers, or present it 'overFullScreen'",
                    at: route.presentation?.range ?? route.name.range)
            }
        }
        return routes
    }

    /// One route. Its keys follow its style's rule (`NavGraphRouteStyle.rule(for:)`); what the
    /// rule cannot say, because it depends on a value (detents only on a sheet), is checked here.
    private mutating func route(_ name: Located<String>, _ body: SyntaxNode) -> Route? {
        guard let mapping = KeyedMapping.read(body, allowed: Self.routeKeys, what: "route '\(name.value)'", diagnostics: &diagnostics)
        else { return nil }
        let style = mapping[NavGraphRouteKey.style.rawValue].flatMap { word($0, as: NavGraphRouteStyle.self, what: "route style") }
        let keys = RuledKeys(mapping, of: style?.value)
        reportBroken(keys, route: name)
        let destination = keys[.to].flatMap { self.name($0, what: "'to'") }
        let presentation = keys[.presentation].flatMap { word($0, as: NavGraphPresentation.self, what: "presentation") }
        // An overlay is read, for checkOverlay to say why it is no compact form, but never offered.
        let compact = keys[.compact].flatMap { word($0, as: NavGraphPresentation.self, what: "compact presentation", offered: \.isCompactForm) }
        if let compact, style != nil, compact.value == (presentation?.value ?? .graphDefault) {
            diagnostics.add(
                .invalidStructure, "'compact' is '\(compact.value.rawValue)', as the presentation is everywhere: remove it", at: compact.range)
        }
        // An overlay goes above everything only in its own window, so it names no one-window form:
        // refused at the value as the schema refuses it (its enum leaves it out), as for `compact`.
        let oneWindow = keys[.oneWindow].flatMap {
            word($0, as: NavGraphPresentation.self, what: "one-window presentation", offered: \.isCompactForm)
        }
        if let oneWindow, oneWindow.value.coversEverything {
            diagnostics.add(
                .invalidStructure,
                "where there is one window the route presents over its source, and an overlay is only a flow's own route: name another presentation, as 'oneWindow: sheet'",
                at: oneWindow.range)
        }
        let embed = keys[.embed]
        if let embed, embed.scalarText != "stack" {
            diagnostics.add(.invalidStructure, "'embed' can only be 'stack'", at: embed.range)
        }
        let dismissible = keys[.dismissible].flatMap { dismissal($0) }
        let transition = keys[.transition].flatMap { word($0, as: NavGraphTransitionDrawer.self, what: "transition") }
        checkOverlay(presentation, compact: compact, dismissible: dismissible, transition: transition)
        let shrinks = keys[.shrinks].flatMap { word($0, as: NavGraphOverlayShrinking.self, what: "way to shrink an overlay") }
        // At the value, as an overlay's `transition` is: at the key the style's rule speaks.
        if let shrinks, presentation?.value.coversEverything != true {
            diagnostics.add(
                .invalidStructure,
                "only an overlay shrinks into picture in picture and floats over the app: say 'presentation: overlay' on a flow's own route, or remove 'shrinks'",
                at: shrinks.range)
        }
        let detents = keys[.detents].flatMap { DetentReader.detents($0, diagnostics: &diagnostics) }
        let initialDetent = keys[.initialDetent].flatMap { DetentReader.detent($0, diagnostics: &diagnostics) }
        checkDetents(detents, initialDetent, presentation: presentation, compact: compact)
        // Like a link's, an open route's `in:` names the flows it opens its destination in.
        let places = keys[.in].flatMap { PlacesReader.places($0, diagnostics: &diagnostics) }
        // As a link's: `new` opens the destination in a new instance of the flow made from data it is placed in.
        let instance = keys[.instance].flatMap { LinkReader.instance($0, beside: nil, diagnostics: &diagnostics) ?? nil }
        let context = type(keys[.context])
        let feedback = type(keys[.feedback])
        let steps = keys[.then].map { routeNames($0, of: name) } ?? []
        guard let destination, let style else { return nil }
        // The value an unwind hands back reaches its handler once the transition is drawn, when
        // the steps have already put another screen on top of the one that receives it.
        if style.value == .unwind, !steps.isEmpty, let feedback {
            diagnostics.add(
                .invalidStructure,
                "unwind route '\(name.value)' hands back '\(feedback.value)' and goes on with 'then': the value would reach a screen that is no longer on top; hand it back without 'then', or let the screen it goes back to decide",
                at: feedback.range)
        }
        var route = Route(
            name: name, destination: destination, style: style, presentation: presentation,
            embedsInStack: embed?.scalarText == "stack", embedLocation: embed?.location,
            context: context, feedback: feedback, dismissible: dismissible, detents: detents)
        route.compact = compact
        route.oneWindow = oneWindow
        route.instance = instance
        route.initialDetent = initialDetent
        route.transition = transition
        route.shrinks = shrinks
        route.places = places ?? []
        route.formerNames = formerNames(keys[.formerly])
        route.steps = steps
        return route
    }

    /// `then:`: a list of one or more route names.
    private mutating func routeNames(_ node: SyntaxNode, of route: Located<String>) -> [Located<String>] {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(
                .invalidStructure,
                "'then' of route '\(route.value)' must be a list of one or more routes, each of what the route before showed, as in 'then: [section]'",
                at: node.range)
            return []
        }
        return items.compactMap { self.name($0, what: "a route of 'then'") }
    }

    /// Reports the keys that break the route's style's rule: where a forbidden key applies
    /// (`'in' applies only to 'open' routes, not 'push'`), and a missing key, with the style when
    /// it is known (`push route 'back' needs 'to'`), as a flow's is said with its kind.
    private mutating func reportBroken(_ keys: RuledKeys<NavGraphRouteStyle>, route: Located<String>) {
        for (key, node) in keys.forbidden {
            // A key is forbidden only where the style is known.
            let styles = NavGraphRouteStyle.allCases.filter { $0.rule(for: key) != .forbidden }.map(\.rawValue)
            // A window route says why it refuses what it refuses.
            let window = keys.word == .window ? Self.windowRefusal(key) : ""
            diagnostics.add(
                .invalidStructure,
                "'\(key.rawValue)' applies only to \(WordReader.list(styles, conjunction: "and")) routes, not '\(keys.word?.rawValue ?? "")'\(window)",
                at: node.range)
        }
        for key in keys.missing {
            diagnostics.add(.invalidStructure, "\(keys.word.map { "\($0.rawValue) " } ?? "")route '\(route.value)' needs '\(key.rawValue)'", at: route.range)
        }
    }

    /// Why a window route refuses `key`, after the rule's list: nothing is presented over its
    /// source, so nothing comes back from the other window and nothing goes on in it.
    private static func windowRefusal(_ key: NavGraphRouteKey) -> String {
        switch key {
        case .feedback: "; windows are independent (either may close first), so say what the new window writes through the app's model"
        case .then: "; the next step would run in the other window's navigator: give the new window's screen the route instead"
        case .presentation, .compact, .dismissible, .detents, .initialDetent, .transition, .shrinks:
            "; a window is presented over nothing: say how it presents where there is one window with 'oneWindow'"
        case .to, .style, .context, .in, .formerly, .oneWindow, .embed: ""
        case .instance: "; a new instance of a flow made from data opens in the window that shows: open the screen there with 'style: open'"
        }
    }

    /// An overlay is above everything at every width and closes only when its own screens
    /// finish: no `compact` beside it or naming it, no `dismissible` but `false`, and no transition
    /// the app draws (it shows in a window of its own, which no presentation brings in).
    private mutating func checkOverlay(
        _ presentation: Located<NavGraphPresentation>?, compact: Located<NavGraphPresentation>?, dismissible: Located<NavGraphDismissal>?,
        transition: Located<NavGraphTransitionDrawer>?
    ) {
        if let transition, presentation?.value.coversEverything == true {
            diagnostics.add(
                .invalidStructure,
                "an overlay shows in a window of its own, which no presentation brings in, so no transition of the app's draws it: remove 'transition', or present it 'overFullScreen' to draw its transition",
                at: transition.range)
        }
        if let compact, compact.value.coversEverything || presentation?.value.coversEverything == true {
            diagnostics.add(
                .invalidStructure,
                "an overlay covers the whole window at every width: remove 'compact'" + (compact.value.coversEverything ? ", and say 'presentation: overlay' if it is one" : ""),
                at: compact.range)
        }
        if let dismissible, dismissible.value != .false, presentation?.value.coversEverything == true {
            diagnostics.add(
                .invalidStructure,
                "an overlay closes only when its own screens finish (links wait behind it), so 'dismissible' cannot be '\(dismissible.value.rawValue)': remove it",
                at: dismissible.range)
        }
    }

    /// `dismissible:`: `true`, `false` or `app` (the screen answers at run time).
    private mutating func dismissal(_ node: SyntaxNode) -> Located<NavGraphDismissal>? {
        guard let text = node.scalarText, !node.isNull, let value = NavGraphDismissal(rawValue: text) else {
            diagnostics.add(.invalidStructure, "'dismissible' must be 'true', 'false' or 'app' (its screen answers at run time)", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// Detents apply to whichever of the two presentations is a sheet, and a sheet opens at one
    /// of its detents, which the route names where the smallest depends on the screen.
    private mutating func checkDetents(
        _ detents: Located<[NavGraphDetent]>?, _ initialDetent: Located<NavGraphDetent>?,
        presentation: Located<NavGraphPresentation>?, compact: Located<NavGraphPresentation>?
    ) {
        if let presentation, !presentation.value.restsAtDetents, compact?.value.restsAtDetents != true {
            let sheets = NavGraphPresentation.allCases.filter(\.restsAtDetents).map(\.rawValue)
            for (key, range) in [("detents", detents?.range), ("initialDetent", initialDetent?.range)] {
                guard let range else { continue }
                diagnostics.add(
                    .invalidStructure,
                    "'\(key)' applies only to \(WordReader.list(sheets, conjunction: "and")) presentations, not '\(presentation.value.rawValue)'",
                    at: range)
            }
        }
        if let initialDetent, !(detents?.value ?? NavGraphDetent.graphDefault).contains(initialDetent.value) {
            let listed = (detents?.value ?? NavGraphDetent.graphDefault).map(\.spelling)
            diagnostics.add(
                .invalidStructure,
                "'initialDetent' is '\(initialDetent.value.spelling)', which is not one of the route's detents (\(WordReader.list(listed, conjunction: "and"))); add it to 'detents'",
                at: initialDetent.range)
        }
        // A sheet opens at its smallest detent; beside medium, large or a fraction, whether a
        // height in points is the smallest depends on the screen, and a height the screen gives
        // (`{ height: app }`) beside any other detent depends on the screen's answer, so the route
        // says where it opens.
        if let detents, initialDetent == nil, NavGraphDetent.smallest(of: detents.value) == nil {
            diagnostics.add(
                .invalidStructure,
                "which of these detents is the smallest depends on the screen's height (a height in points beside medium, large or a fraction, or one the app gives beside any other): say where the sheet opens with 'initialDetent'",
                at: detents.range)
        }
    }
}
