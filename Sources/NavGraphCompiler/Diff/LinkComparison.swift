import Foundation

/// What a change breaks for URLs already out there: the old graph's links (their patterns, the
/// origins they answer, and URLs made from them, `LinkExamples`) matched against the new graph's
/// as the app matches them (`LinkTable`), and the URLs of a file matched against both.
extension GraphDiff {
    func links(urls: [String]) -> [DiffFinding] {
        let before = LinkTable(old)
        let after = LinkTable(new)
        var findings = origins()
        let counterparts = before.catalog.entries.indices.map { counterpart(of: $0, before, in: after) }
        let matchedNow = Set(counterparts.compactMap { $0 })
        let added = after.catalog.entries.indices.filter { !matchedNow.contains($0) && after.catalog.entries[$0].replacedBy == nil }
        for index in before.catalog.entries.indices {
            findings += link(index, before, after, counterpart: counterparts[index], added: added)
        }
        for index in after.catalog.entries.indices where !matchedNow.contains(index) {
            findings += shadowing(by: index, before, after)
            let entry = after.catalog.entries[index]
            guard entry.replacedBy == nil else { continue }
            findings.append(DiffFinding(
                .linkAdded, DiffElement.link(entry.listedPattern), "link '\(entry.listedPattern)' of '\(entry.screen)' is new",
                at: SourceRange(at: entry.location)))
        }
        return findings + urls.flatMap { self.url($0, before, after) } + placements(before.catalog, after.catalog)
    }

    // MARK: Origins

    /// `link-origin-removed` for each scheme and domain the old graph's links answered that the new
    /// graph does not declare (and for a graph that declared none, which answered every one, once
    /// it declares some).
    private func origins() -> [DiffFinding] {
        guard let oldOrigins = old.graph.linkOrigins, !old.graph.screens.allSatisfy(\.links.isEmpty) else { return [] }
        let now = new.graph.linkOrigins?.value
        let range = new.graph.linkOrigins?.range ?? new.graph.entry.range
        let keep = "keep it under the top-level 'links:', or accept the break"
        var findings: [DiffFinding] = []
        for (list, kind, element) in [(oldOrigins.value.schemes, "scheme", DiffElement.scheme), (oldOrigins.value.domains, "domain", DiffElement.domain)] {
            let declared = Set(((kind == "scheme" ? now?.schemes : now?.domains) ?? []).map { $0.value.lowercased() })
            for origin in list where !declared.contains(origin.value.lowercased()) {
                findings.append(DiffFinding(
                    .linkOriginRemoved, element(origin.value),
                    "the \(kind) '\(origin.value)' is no longer declared: every URL of it already published (pages, e-mails, QR codes) opens nothing now; \(keep)",
                    at: range, notes: [DiagnosticNote("'\(origin.value)' was declared here", at: origin.location)]))
            }
        }
        return findings
    }

    /// The bases of the example URLs of the old graph's links that answer every origin: the
    /// origins both graphs answer (`shop://`, `https://shop.example.com`).
    private var sharedOrigins: [String] {
        func bases(_ origins: LinkOrigins?) -> [String]? {
            origins.map { $0.schemes.map { "\($0.value.lowercased())://" } + $0.domains.map { "https://\($0.value.lowercased())" } }
        }
        let before = bases(old.graph.linkOrigins?.value)
        let after = bases(new.graph.linkOrigins?.value)
        switch (before, after) {
        case (let before?, let after?): return before.filter(after.contains)
        case (let only?, nil), (nil, let only?): return only
        case (nil, nil): return ["https://example.com"]
        }
    }

    // MARK: One old link

    /// The new graph's link that matches the same paths as the old link at `index` (the same
    /// literals and parameters, in order, and the same origin); `nil` when there is none.
    private func counterpart(of index: Int, _ before: LinkTable, in after: LinkTable) -> Int? {
        let key = Self.pathKey(before.catalog.entries[index])
        return after.catalog.entries.firstIndex { Self.pathKey($0) == key }
    }

    /// What tells the paths of two links apart: the origin, then each segment's literal (decoded,
    /// lowercased) or kind of parameter, and where a fragment starts (`#`: a changed fragment is
    /// a changed pattern).
    private static func pathKey(_ entry: LinkCatalog.Entry) -> [String] {
        let origin = entry.scheme.map { "scheme:" + $0.lowercased() } ?? entry.domain.map { "domain:" + $0.lowercased() } ?? ""
        let keys = { (segments: [LinkPattern.Segment]) in
            segments.map { segment in
                switch segment {
                case .literal(let text): "/" + (text.removingPercentEncoding ?? text).lowercased()
                case .parameter: "{}"
                case .rest: "{*}"
                }
            }
        }
        return [origin, entry.takesWholeURL ? "url" : ""] + keys(entry.pattern.path) + (entry.pattern.fragment.map { ["#"] + keys($0) } ?? [])
    }

    /// What became of the old link at `index`: through its `counterpart`, or, without one, through
    /// what URLs made from it open now; `added` are the new graph's new links, where an unmarked
    /// move of it may have gone.
    private func link(_ index: Int, _ before: LinkTable, _ after: LinkTable, counterpart: Int?, added: [Int]) -> [DiffFinding] {
        let entry = before.catalog.entries[index]
        let element = DiffElement.link(entry.listedPattern)
        let was = DiagnosticNote("'\(entry.listedPattern)' was here", at: entry.location)
        if let counterpart {
            let now = after.catalog.entries[counterpart]
            let narrowed = narrowing(index, before, counterpart, after, element)
            let opened = opening(entry, now, in: (before, after), element, at: SourceRange(at: now.location), notes: [was])
            let universal = narrowed.isEmpty && opened.allSatisfy { $0.rule != .linkOpensAnotherScreen } ? aasaCoverage(entry, in: after, element) : []
            return narrowed + opened + universal
        }
        let urls = LinkExamples(table: before).urls(of: index, origins: sharedOrigins)
        // The URLs of each origin are made alike: the first that opens something says how the
        // link's URLs open now, and one that opens nothing, that an origin's URLs are lost.
        let opened = urls.lazy.compactMap { url in after.match(url).map { (url: url, match: $0) } }.first
        var findings: [DiffFinding] = []
        if let opened {
            let now = after.catalog.entries[opened.match]
            findings = opening(entry, now, in: (before, after), element, at: SourceRange(at: now.location), notes: [was], url: opened.url)
                + aasaCoverage(entry, in: after, element)
        }
        guard let lost = urls.first(where: { after.match($0) == nil }) else { return findings }
        if opened == nil, let twin = twin(of: index, before, among: added, after) {
            let now = after.catalog.entries[twin]
            return [DiffFinding(
                .linkRemoved, element,
                "link '\(entry.listedPattern)' of '\(entry.screen)' is gone and '\(now.listedPattern)', new, opens the same screen with the same parameters: if it takes its place, list '\(entry.listedPattern)' under its 'formerly:', and URLs already published such as \(lost.absoluteString) open it; otherwise they open nothing",
                at: SourceRange(at: now.location), notes: [was])]
        }
        let place = place(ofOld: entry.screen)
        let what = opened == nil
            ? "is gone: URLs already published (pages, e-mails, QR codes, notifications) such as \(lost.absoluteString) open nothing now; keep the pattern"
            : "no longer answers some of its URLs: those already published (pages, e-mails, QR codes, notifications) such as \(lost.absoluteString) open nothing now; keep the pattern for every origin it answered"
        return findings + [DiffFinding(
            .linkRemoved, element,
            "link '\(entry.listedPattern)' of '\(entry.screen)' \(what), or list it under 'formerly:' of the link that takes its place",
            at: place.range, notes: [was] + place.notes)]
    }

    /// The first of the `added` links that opens the old link's screen (as renamed) with
    /// parameters of the same types: where a pattern changed without `formerly:` went.
    private func twin(of index: Int, _ before: LinkTable, among added: [Int], _ after: LinkTable) -> Int? {
        let screen = renames.node(before.catalog.entries[index].screen) ?? before.catalog.entries[index].screen
        let types = before.parameterTypes[index].values.map(\.description).sorted()
        return added.first { candidate in
            after.catalog.entries[candidate].screen == screen && after.parameterTypes[candidate].values.map(\.description).sorted() == types
        }
    }

    /// How the old link's URLs open in the new graph, through the link `now`: its screen (as the
    /// old one renamed), where, and whether `now` is a pattern kept under `formerly:`.
    private func opening(
        _ entry: LinkCatalog.Entry, _ now: LinkCatalog.Entry, in tables: (before: LinkTable, after: LinkTable), _ element: String, at range: SourceRange, notes: [DiagnosticNote], url: URL? = nil
    ) -> [DiffFinding] {
        let screen = renames.node(entry.screen) ?? entry.screen
        let example = url.map { " (\($0.absoluteString))" } ?? ""
        if now.screen != screen {
            if let current = now.replacedBy {
                return [DiffFinding(
                    .linkRedirected, element,
                    "URLs of '\(entry.listedPattern)'\(example) opened '\(entry.screen)' and open '\(now.screen)' now, as its link '\(current.text)' says with 'formerly:'",
                    at: range, notes: notes)]
            }
            return [DiffFinding(
                .linkOpensAnotherScreen, element,
                "URLs of '\(entry.listedPattern)'\(example) opened '\(entry.screen)' and open '\(now.screen)' now: people who tap a URL already published see another screen; keep the pattern on '\(screen)', or, if they are meant to open '\(now.screen)', list the pattern under 'formerly:' of that link",
                at: range, notes: notes)]
        }
        var findings: [DiffFinding] = []
        // A new tab for every URL (`instance: new`), or the tab that shows, is another place too.
        if !samePlacement(entry.placement, now.placement, trees: (tables.before.catalog.flowTree, tables.after.catalog.flowTree))
            || entry.opensNewInstance != now.opensNewInstance {
            findings.append(DiffFinding(
                .linkPlacementChanged, element,
                "URLs of '\(entry.listedPattern)' open '\(screen)' elsewhere now: \(tables.after.catalog.summary(of: now)) (was: \(tables.before.catalog.summary(of: entry))); people who tap one land in another place",
                at: range, notes: notes))
        }
        if entry.opensNewWindow != now.opensNewWindow {
            findings.append(windowChange(of: "'\(entry.listedPattern)'", screen: screen, toNew: now.opensNewWindow, element, at: range, notes: notes))
        }
        if !sameAnswer(entry, now) {
            findings.append(DiffFinding(
                .linkAnswerChanged, element,
                "URLs of '\(entry.listedPattern)' open \(now.listedAnswer) now (was: \(entry.listedAnswer)): what people who tap one see is decided otherwise (another screen the app may choose, the system opening the URL, or the link waiting for the app's answer); make sure the FlowController's answer is meant",
                at: range, notes: notes))
        }
        if let change = valueChange(entry, now) {
            findings.append(DiffFinding(
                .linkValueChanged, element,
                "URLs of '\(entry.listedPattern)' open \(change): people who tap one already published see the screen show something else; keep the values, or make sure the change is meant",
                at: range, notes: notes))
        }
        return findings
    }

    /// How the values two links of the same screen open it and their chain's screens with
    /// (`case:`, `set:`) differ, as one phrase (`'Sidebar' with case: smartFeed, set: starred now
    /// (was: case: smartFeed, set: unread)`); `nil` when they are the same, the old chain's
    /// names followed to the new graph.
    private func valueChange(_ oldEntry: LinkCatalog.Entry, _ newEntry: LinkCatalog.Entry) -> String? {
        func phrase(_ screen: String, _ was: LinkOpeningValues?, _ now: LinkOpeningValues?) -> String? {
            guard was.map({ !$0.means(now) }) ?? (now != nil) else { return nil }
            return "'\(screen)' with \(now?.written ?? "neither case: nor set:") now (was: \(was?.written ?? "neither"))"
        }
        let oldChain = Dictionary(oldEntry.chainValues.map { (renames.node($0.key) ?? $0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let chainScreens = Set(oldChain.keys).union(newEntry.chainValues.keys).sorted()
        let changes = [phrase(newEntry.screen, oldEntry.values, newEntry.values)]
            + chainScreens.map { phrase($0, oldChain[$0], newEntry.chainValues[$0]) }
        let found = changes.compactMap { $0 }
        return found.isEmpty ? nil : found.joined(separator: "; ")
    }

    /// Whether two links of the same screen leave the app the same answers: the same other
    /// screens (`or:`, the old names followed), whether the system may open the URL
    /// (`orSystem:`) and whether the answer is awaited (`await:`).
    private func sameAnswer(_ oldEntry: LinkCatalog.Entry, _ newEntry: LinkCatalog.Entry) -> Bool {
        Set(oldEntry.alternatives.map { renames.node($0) ?? $0 }) == Set(newEntry.alternatives)
            && oldEntry.systemMayOpen == newEntry.systemMayOpen && oldEntry.answerIsAwaited == newEntry.answerIsAwaited
    }

    /// Whether two links (or two placements without a URL) place their screen alike, the old one's
    /// names followed to the new graph, in the flow trees `trees`: every place their `in:` lists,
    /// in the same order (the first is taken where none shows), and the chain after it.
    func samePlacement(_ old: LinkPlacement, _ new: LinkPlacement, trees: (before: FlowTree, after: FlowTree)) -> Bool {
        let map = { (name: String) in renames.node(name) ?? name }
        let oldPlaces = [old] + old.alsoIn
        let newPlaces = [new] + new.alsoIn
        guard map(old.screen) == new.screen, oldPlaces.count == newPlaces.count,
              zip(oldPlaces, newPlaces).allSatisfy({ before, after in
                  before.flow.map(map) == after.flow && before.arrival == after.arrival
                      && trees.before.steps(of: before).map({ [map($0.flow), $0.kind.rawValue, map($0.child)] })
                        == trees.after.steps(of: after).map({ [$0.flow, $0.kind.rawValue, $0.child] })
              })
        else { return false }
        var below = new.screen
        return old.chain.count == new.chain.count && zip(old.chain, new.chain).allSatisfy { push, now in
            defer { below = now.screen }
            return map(push.screen) == now.screen && renames.route(push.route, of: below) == now.route
        }
    }

    // MARK: Parameters and query items

    /// `link-parameter-narrowed` for each parameter the new link reads fewer texts with, and
    /// `link-query-required` for each query item it needs that the old one did not.
    private func narrowing(_ index: Int, _ before: LinkTable, _ counterpart: Int, _ after: LinkTable, _ element: String) -> [DiffFinding] {
        let old = before.catalog.entries[index]
        let new = after.catalog.entries[counterpart]
        let range = SourceRange(at: new.location)
        let oldTypes = before.parameterTypes[index]
        let newTypes = after.parameterTypes[counterpart]
        var findings: [DiffFinding] = []
        func narrowed(_ what: String, _ oldType: TypeExpression?, _ newType: TypeExpression?) {
            guard !readsAll(oldType, before, as: newType, after) else { return }
            let change = oldType?.description == newType?.description
                ? "reads a '\(newType?.description ?? "")', which no longer has every case it had"
                : "read \(oldType.map { "a '\($0)'" } ?? "any text") and reads a '\(newType?.description ?? "")' now"
            findings.append(DiffFinding(
                .linkParameterNarrowed, element,
                "\(what) of '\(old.listedPattern)' \(change): URLs already published with other values open nothing; keep the parameter's type (or widen it), or accept the break",
                at: range))
        }
        for (segment, now) in zip(old.pattern.segments, new.pattern.segments) {
            switch (segment, now) {
            case (.parameter(let before), .parameter(let after)), (.rest(let before), .rest(let after)):
                narrowed("the parameter '\(before.name)'", oldTypes[before.name], newTypes[after.name])
            default:
                continue
            }
        }
        let oldItems = Dictionary(old.pattern.query.map { ($0.name, $0.parameter.name) }) { first, _ in first }
        for item in new.pattern.query {
            let required = newTypes[item.parameter.name].map { if case .optional = $0 { false } else { true } } ?? false
            guard let was = oldItems[item.name] else {
                if required { findings.append(queryRequired(item.name, old, range, element)) }
                continue
            }
            let wasRequired = oldTypes[was].map { if case .optional = $0 { false } else { true } } ?? false
            if required, !wasRequired { findings.append(queryRequired(item.name, old, range, element)) }
            narrowed("the query item '\(item.name)'", oldTypes[was], newTypes[item.parameter.name])
        }
        return findings
    }

    private func queryRequired(_ item: String, _ old: LinkCatalog.Entry, _ range: SourceRange, _ element: String) -> DiffFinding {
        DiffFinding(
            .linkQueryRequired, element,
            "URLs of '\(old.listedPattern)' need the query item '\(item)' now: those already published without it open nothing; bind it to an optional value, or accept the break",
            at: range)
    }

    /// Whether every text a parameter of `oldType` read (in the old graph) reads as `newType` (in
    /// the new one); `nil` reads any text.
    private func readsAll(_ oldType: TypeExpression?, _ before: LinkTable, as newType: TypeExpression?, _ after: LinkTable) -> Bool {
        guard let newType else { return true }
        let unwrappedNew = if case .optional(let wrapped) = newType { wrapped } else { newType }
        guard let oldType else { return unwrappedNew == .builtin(.string) }
        let unwrappedOld = if case .optional(let wrapped) = oldType { wrapped } else { oldType }
        switch (unwrappedOld, unwrappedNew) {
        case (_, .builtin(.string)): return true
        case (.builtin(let was), .builtin(let now)):
            let wider: [BuiltinType: Set<BuiltinType>] = [
                .int: [.int, .int64, .double, .float], .int64: [.int64, .double, .float], .float: [.float, .double], .double: [.double],
                .bool: [.bool], .uuid: [.uuid],
            ]
            return wider[was]?.contains(now) ?? false
        case (.named(let was), .named(let now)):
            return Set(before.enumCaseNames(was)).isSubset(of: after.enumCaseNames(now))
        default:
            return false
        }
    }

    // MARK: Universal links

    /// `link-not-in-aasa` when the old link's path was in the apple-app-site-association file of
    /// a domain the new graph still declares (a link of every scheme is in every domain's file, a
    /// link of one domain in that domain's) and the new file has no component for it that needs no
    /// more query items.
    private func aasaCoverage(_ entry: LinkCatalog.Entry, in after: LinkTable, _ element: String) -> [DiffFinding] {
        guard entry.scheme == nil, old.graph.linkOrigins?.value.domains.isEmpty == false || old.graph.linkOrigins == nil else { return [] }
        // `nil` stands for any domain: a graph that declares none serves its file on each.
        func domains(_ graph: ValidGraph) -> [String?] { graph.graph.linkOrigins.map { $0.value.domains.map { $0.value.lowercased() } } ?? [nil] }
        let newDomains = domains(new)
        let listedIn = entry.domain.map { [$0.lowercased()] } ?? domains(old)
        // A domain no longer declared is `link-origin-removed`'s; one newly declared serves what any did.
        let stillServed = listedIn == [nil] ? newDomains : listedIn.filter { newDomains == [nil] || newDomains.contains($0) }
        let component = AppleAppSiteAssociation.componentText(entry.pattern)
        let path = AppleAppSiteAssociation.componentPath(entry.pattern.path)
        let uncovered = stillServed.filter { domain in
            !after.catalog.entries.contains { now in
                guard now.scheme == nil, now.domain == nil || now.domain?.lowercased() == domain else { return false }
                // A component without `#` matches any fragment: it covers an old link's fragment
                // when it needs no query item.
                if entry.pattern.fragment != nil, now.pattern.fragment == nil {
                    return AppleAppSiteAssociation.componentPath(now.pattern.path) == path && now.requiredQueryItems.isEmpty
                }
                return AppleAppSiteAssociation.componentText(now.pattern) == component && Set(now.requiredQueryItems).isSubset(of: entry.requiredQueryItems)
            }
        }
        guard !uncovered.isEmpty else { return [] }
        let files = uncovered.compactMap { $0 }.isEmpty ? "" : " of " + uncovered.compactMap { $0 }.joined(separator: ", ")
        return [DiffFinding(
            .linkNotInAASA, element,
            "the apple-app-site-association file\(files) no longer covers '\(component)' as it did for '\(entry.listedPattern)': iOS opens those universal links in Safari, not in the app; keep the link a link of every scheme (or of its domain) with the query items it needed",
            at: place(ofOld: entry.screen).range)]
    }

    // MARK: New links

    /// `link-shadowed` where the new link at `index` (whose paths no old link matched alike) now
    /// takes URLs an old link opened, of another screen: an old URL with the new link's literals
    /// where the old link had parameters opens the new link's screen.
    private func shadowing(by index: Int, _ before: LinkTable, _ after: LinkTable) -> [DiffFinding] {
        let now = after.catalog.entries[index]
        let newKey = Self.pathKey(now)
        var findings: [DiffFinding] = []
        for (oldIndex, entry) in before.catalog.entries.enumerated() {
            let oldKey = Self.pathKey(entry)
            guard oldKey.count == newKey.count, oldKey[0] == newKey[0], oldKey[1] == newKey[1],
                  entry.pattern.path.count == now.pattern.path.count else { continue }
            var values: [String: String] = [:]
            var narrower = false
            let aligned = zip(entry.pattern.segments, now.pattern.segments).allSatisfy { segment, other in
                switch (segment, other) {
                case (.literal(let before), .literal(let after)): return before.lowercased() == after.lowercased()
                case (.parameter(let parameter), .literal(let literal)):
                    narrower = true
                    values[parameter.name] = literal.removingPercentEncoding ?? literal
                    return true
                case (.parameter, .parameter): return true
                default: return false
                }
            }
            guard aligned, narrower else { continue }
            let types = before.parameterTypes[oldIndex]
            for parameter in entry.pattern.parameters where values[parameter.name] == nil {
                values[parameter.name] = LinkExamples.sample(types[parameter.name], variant: 0, table: before)
            }
            let base = entry.domain.map { "https://\($0)" } ?? entry.scheme.map { "\($0)://" } ?? sharedOrigins.first ?? "https://example.com"
            guard let url = LinkExamples(table: before).url(entry, base: base, values: values, types: types, optionalQuery: true),
                  before.match(url) == oldIndex, let match = after.match(url) else { continue }
            let screen = renames.node(entry.screen) ?? entry.screen
            let opened = after.catalog.entries[match]
            guard opened.screen != screen, opened.replacedBy == nil else { continue }
            findings.append(DiffFinding(
                .linkShadowed, DiffElement.link(entry.listedPattern),
                "'\(now.listedPattern)' of '\(now.screen)' takes precedence over '\(entry.listedPattern)' of '\(entry.screen)' for some of its URLs: \(url.absoluteString), already published, opened '\(entry.screen)' and opens '\(opened.screen)' now; change the new pattern (another first literal), or accept the break",
                at: SourceRange(at: now.location), notes: [DiagnosticNote("'\(entry.listedPattern)' was here", at: entry.location)]))
        }
        return findings
    }

    // MARK: URLs of a file

    /// What the URL `text` opened in the old graph and opens in the new one.
    private func url(_ text: String, _ before: LinkTable, _ after: LinkTable) -> [DiffFinding] {
        guard let url = URL(string: text), let match = before.match(url) else { return [] }
        let entry = before.catalog.entries[match]
        let element = DiffElement.url(text)
        guard let now = after.match(url) else {
            let place = place(ofOld: entry.screen)
            return [DiffFinding(
                .linkRemoved, element,
                "\(text) opened '\(entry.screen)' through '\(entry.listedPattern)' and opens nothing now; keep a link that matches it, or list its pattern under 'formerly:' of the link that takes its place",
                at: place.range, notes: [DiagnosticNote("'\(entry.listedPattern)' was here", at: entry.location)] + place.notes)]
        }
        let opened = after.catalog.entries[now]
        return opening(entry, opened, in: (before, after), element, at: SourceRange(at: opened.location), notes: [], url: url)
    }
}
