// Codes about links: patterns, what they bind, how they overlap, where they show their screen,
// which URLs they answer.
extension DiagnosticExplanation {
    /// `homeGraph` for an app whose links answer the `app` scheme, so that only the link code
    /// explained is reported.
    static func linkedHomeGraph(_ declarations: String) -> String {
        homeGraph("links: { schemes: [app] }\n" + declarations)
    }

    static let invalidLink = DiagnosticExplanation(
        code: .invalidLink,
        meaning: """
            A link is a path pattern: it starts with `/`, has no empty segments, and each \
            `{parameter}` is a whole path segment or a whole query value (`?name={parameter}`), \
            named once. A literal segment or query item name, once percent-decoded, is text a URL's \
            segment can hold: no `/` or `%` (`%2F`, `%25`), control character, broken escape or dot \
            segment (`.`, `..`), which no URL opens. A route in the URL's fragment follows the path \
            after `#` as a path of its own (`/#/room/{id}?via={via}`): one `#`, then `/`, its query \
            items after it (none before the `#`), and no rest of the path (`{name*}`) before it. \
            Quote patterns in YAML: braces are YAML syntax in flow lists. A chain (`through:` of a link, or of a screen's `placement:`) lists \
            screens shown before its own: not a flow, a dialog or the screen itself, each pushing \
            the next by one route. A screen of a placement's chain written `{ screen, case }` has an \
            enum context with that case; the app gives what the case carries.
            """,
        example: linkedHomeGraph("""
            screens:
              Home:
                links: ["home"]
            """),
        fix: "Start the pattern with `/`, and write each parameter as a whole segment.",
        replacing: "[\"home\"]",
        with: "[\"/home\"]"
    )

    static let catchAllLink = DiagnosticExplanation(
        code: .catchAllLink,
        meaning: """
            A link made of parameters alone (`/{id}`) matches every path with as many \
            segments: `/help`, `/settings` and `/login` open its screen with the id "help", \
            "settings" or "login". A pattern with a literal there is tried first, so adding one \
            later hides the mistake for that word only. It is a warning, so that version 1 graphs \
            keep working.
            """,
        example: linkedHomeGraph("""
            screens:
              Home:
                routes:
                  detail: { to: ItemDetail, style: present, context: String }
              ItemDetail:
                context: String
                links: ["/{id}"]
            """),
        fix: "Start the pattern with a literal segment that names what it opens.",
        replacing: "[\"/{id}\"]",
        with: "[\"/items/{id}\"]"
    )

    static let linkSkipsScreens = DiagnosticExplanation(
        code: .linkSkipsScreens,
        meaning: """
            A link shows a pushed screen right above the root of its stack: a link to an article \
            opens [FeedList, Article]. When the root has no route that pushes the screen, that is \
            a stack no route produces: Back from the article goes to the feed list, skipping the \
            timeline that pushes articles, and the app's screens never saw it that way. A warning, \
            so that version 1 graphs keep working.
            """,
        example: linkedHomeGraph("""
            screens:
              FeedList:
                routes:
                  timeline: { to: Timeline, style: push }
              Timeline:
                links: ["/timeline"]
                routes:
                  article: { to: Article, style: push, context: Int }
              Article:
                context: Int
                links: ["/articles/{id}"]
            flows:
              Home: { kind: stack, root: FeedList }
            """),
        fix: "Open the whole chain with `through:` (the timeline, then the article), link to the screen that pushes it, or give the stack's root a route that pushes it.",
        replacing: "    links: [\"/articles/{id}\"]",
        with: "    links: [{ path: \"/timeline/articles/{id}\", through: [Timeline] }]"
    )

    static let unrestrictedLinks = DiagnosticExplanation(
        code: .unrestrictedLinks,
        meaning: """
            Links, URLs and notifications come from outside the app: any web page, QR code or other \
            app can hand one over, and apps forward URLs they never meant to answer (OAuth \
            callbacks, an in-app browser). A graph that declares its custom URL schemes and the \
            domains of its universal links (top-level `links:` with `schemes` and `domains`) opens \
            links only for URLs of those; without it, `evil://items/42` and \
            `https://evil.example/items/42` open the same screen as `shop://items/42`. It is a \
            warning, so that version 1 graphs keep working.
            """,
        example: homeGraph("""
            screens:
              Home:
                links: ["/home"]
            """),
        fix: "Declare the schemes and domains the app answers.",
        replacing: "screens:",
        with: "links: { schemes: [shop], domains: [shop.example.com] }\nscreens:"
    )

    static let linkParameterMismatch = DiagnosticExplanation(
        code: .linkParameterMismatch,
        meaning: """
            A link's parameters build the screen's context. A screen without a context takes no \
            parameters; a scalar context (String, Int, Int64, Double, Float, Bool, UUID, an enum \
            whose cases carry no value, or an optional of one) takes exactly one, of any name; a \
            record context binds its fields by name, every non-optional field bound, optional \
            fields only by query items. Constants the link sets (`set:`) bind the same way: one \
            value for a scalar (`set: unread`), fields by name for a record (`set: { openSearch: \
            true }`), each written as a URL would carry it and read as its type (`true`, `42`, a \
            case name), and no field both set and bound by a parameter.
            """,
        example: linkedHomeGraph("""
            screens:
              Home:
                links: ["/home/{id}"]
            """),
        fix: "Make the parameters match the context: here, Home takes none.",
        replacing: "\"/home/{id}\"",
        with: "\"/home\""
    )

    static let ambiguousLink = DiagnosticExplanation(
        code: .ambiguousLink,
        meaning: """
            Two patterns, anywhere in the graph, match the same paths: at every segment both have \
            the same literal or both a parameter. A literal beats a parameter at the same place, \
            so `/items/new` and `/items/{id}` coexist; `/items/{id}` and `/items/{item}` do not. \
            Query items tell two links of one path apart only by those a URL must carry (bound to \
            a non-optional value, or `{}`): `/showunread?id={id}` with a non-optional `id` beside \
            `/showunread` is tried first when the URL carries `id`. They still clash when both \
            require the same items, when each requires one the other does not, or when one reads \
            as optional an item the other requires.
            """,
        example: linkedHomeGraph("""
            screens:
              Home:
                routes:
                  detail: { to: Detail, style: present, context: Int }
                  reviews: { to: Reviews, style: present, context: Int }
              Detail:
                context: Int
                links: ["/items/{id}"]
              Reviews:
                context: Int
                links: ["/items/{item}"]
            """),
        fix: "Make the paths differ in a literal segment, or make one require a query item the other does not.",
        replacing: "\"/items/{item}\"",
        with: "\"/items/{item}/reviews\""
    )

    static let unplaceableLink = DiagnosticExplanation(
        code: .unplaceableLink,
        meaning: """
            A link shows its screen where it lives: a flow child is shown by switching and \
            selecting from the entry down; a screen pushed in a stack flow is pushed onto that \
            stack; a screen only ever presented is presented over the top. When it can be pushed \
            in several stack flows (or is a child of several flows), `in:` names one, or lists \
            several (the first whose tab shows already takes it, else the first), each of which \
            must be a place that can show it; a screen that nothing shows from the entry cannot be \
            linked. A link of a sub-flow's root pushes the sub-flow where its routes push it, with \
            the context the URL gives, which the sub-flow hands its root: the two take one context \
            type; another screen inside a sub-flow is linked through its root (`through:`). A \
            screen's `placement:` (where the app opens it without a URL: a notification, Handoff, \
            an intent) is placed by the same rules, with its `in:` or its chain (`through:`), \
            and places the screen where its first link does, when it has one: a restored state \
            opens it again in one place. A placement of a sub-flow's root pushes the sub-flow \
            with the context the app gives, so the two take one context type there too. A \
            flow's `placement:` (a shortcut item that shows the Search tab as it is) is placed \
            as an `open` route to the flow is: a tab or a switch's child is shown, a sub-flow \
            pushed where its routes push it (`in:` names the stack when there are several), a \
            flow only presented presented over the top. A link with `instance: new` opens its \
            screen in a new tab made from data, so the screen must be placed inside a flow made \
            from data (`{ each: BrowserTab, key: TabID }` among a tabs flow's children), not in a \
            fixed tab nor presented over the top.
            """,
        example: """
            version: 1
            entry: Main
            links: { schemes: [app] }
            screens:
              Feed:
                routes:
                  detail: { to: Detail, style: push }
              Saved:
                routes:
                  detail: { to: Detail, style: push }
              Detail:
                links: ["/detail"]
            flows:
              Main: { kind: tabs, children: [FeedStack, SavedStack] }
              FeedStack: { kind: stack, root: Feed }
              SavedStack: { kind: stack, root: Saved }
            """,
        fix: "Name the stack flow to show the screen in with `in:`.",
        replacing: "[\"/detail\"]",
        with: "[{ path: \"/detail\", in: FeedStack }]"
    )

    static let unplaceableRoute = DiagnosticExplanation(
        code: .unplaceableRoute,
        meaning: """
            An `open` route shows its destination where it lives, as a link to it would: down from \
            the entry (switching, selecting a tab, popping a stack to its root), then shown, \
            pushed or presented. When the destination can be pushed in several stack flows (or \
            is a child of several flows), `in:` names one; a screen that nothing shows from the \
            entry cannot be opened; and a screen opens in one place, the one its first link, its \
            placement without a URL (`placement:`) or open route gives it, which a restored state \
            opens it in again. A screen inside a \
            sub-flow is not opened on its own: open the sub-flow, with its context. A route with \
            `instance: new` opens its destination in a new tab made from data, so the \
            destination must be placed inside a flow made from data, not in a fixed tab nor \
            presented over the top.
            """,
        example: """
            version: 1
            entry: Main
            screens:
              Feed:
                routes:
                  detail: { to: Detail, style: push }
              Saved:
                routes:
                  detail: { to: Detail, style: push }
              Search:
                routes:
                  result: { to: Detail, style: open }
              Detail: {}
            flows:
              Main: { kind: tabs, children: [FeedStack, SavedStack, SearchStack] }
              FeedStack: { kind: stack, root: Feed }
              SavedStack: { kind: stack, root: Saved }
              SearchStack: { kind: stack, root: Search }
            """,
        fix: "Name the stack flow to open the screen in with `in:`.",
        replacing: "{ to: Detail, style: open }",
        with: "{ to: Detail, style: open, in: FeedStack }"
    )
}
