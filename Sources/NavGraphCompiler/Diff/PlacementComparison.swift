/// What a change does to the ways in without a URL (`placement:`): notifications already sent,
/// Handoff activities and intents name a screen, which the generated `open(_:)` (or a chain's
/// `open<Screen>(...)`) opens where the screen's placement says. They are out there as links are,
/// so a placement that moves or goes is reported as a link's is (`placement-changed`).
extension GraphDiff {
    /// `placement-changed` for each old placement whose screen (followed through `formerly:`) the
    /// new graph places elsewhere, or no longer places without a URL, given both graphs' link
    /// catalogs (which hold the placements, `LinkCatalog.unlinked`).
    func placements(_ before: LinkCatalog, _ after: LinkCatalog) -> [DiffFinding] {
        guard !before.unlinked.isEmpty else { return [] }
        let now = Dictionary(after.unlinked.map { ($0.screen, $0) }, uniquingKeysWith: { first, _ in first })
        return before.unlinked.flatMap { placed -> [DiffFinding] in
            let screen = renames.node(placed.screen) ?? placed.screen
            let was = "(was: \(before.summary(of: placed)))"
            let notes = [DiagnosticNote("the placement of '\(placed.screen)' was here", at: placed.location)]
            guard let current = now[screen] else {
                let place = place(ofOld: placed.screen)
                // Without a placement, `open(_:)` falls back to the screen's first link, if any.
                let linked = after.entries.contains { $0.screen == screen && $0.replacedBy == nil }
                let opens = linked ? "opens it only where its first link does, with a context a URL could carry" : "opens nothing"
                return [DiffFinding(
                    .placementChanged, DiffElement.placement(screen),
                    "'\(screen)' has no placement without a URL now \(was): a notification, Handoff activity or intent already out there that names it \(opens); keep the placement, or accept the break",
                    at: place.range, notes: notes + place.notes)]
            }
            var findings: [DiffFinding] = []
            if !samePlacement(placed.placement, current.placement, trees: (before.flowTree, after.flowTree)) {
                findings.append(DiffFinding(
                    .placementChanged, DiffElement.placement(screen),
                    "'\(screen)' opens by destination elsewhere now: \(after.summary(of: current)) \(was); a notification, Handoff activity or intent already out there that names it lands in another place",
                    at: SourceRange(at: current.location), notes: notes))
            }
            if placed.opensNewWindow != current.opensNewWindow {
                findings.append(windowChange(
                    of: "a way in without a URL (a notification, Handoff activity or intent)", screen: screen, toNew: current.opensNewWindow,
                    DiffElement.placement(screen), at: SourceRange(at: current.location), notes: notes))
            }
            return findings
        }
    }

    /// `link-window-changed`: `subject` (a link's URLs, a placement's payloads) opened
    /// `screen` in the window that received it and opens it in a new one now (`toNew`), or the
    /// reverse. Where there is one window nothing changes; where several show, the person finds
    /// the screen in another window than before, which nothing else the diff compares says.
    func windowChange(of subject: String, screen: String, toNew: Bool, _ element: String, at range: SourceRange, notes: [DiagnosticNote]) -> DiffFinding {
        let (now, was) = toNew ? ("a new window", "the window that received it") : ("the window that received it", "a new window")
        return DiffFinding(
            .linkWindowChanged, element,
            "\(subject) opens '\(screen)' in \(now) where several windows show (window: \(toNew ? "new" : "shown"); was: in \(was)): people who open one already out there find the screen in another window; make sure it is meant",
            at: range, notes: notes)
    }
}
