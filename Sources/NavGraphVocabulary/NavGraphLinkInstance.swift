/// Which instance of a flow made from data (`{ each: BrowserTab, key: TabID }` among a tabs
/// flow's children) a link or an `open` route shows its screen in: the graph's `instance:`
/// (parsed by raw value). Without the key a link goes to the selected instance, as every graph
/// written before the key meant (docs/Language.md, "Flows made from data").
public enum NavGraphLinkInstance: String, CaseIterable, Hashable, Sendable {
    /// `instance: selected`, the default: the instance that shows, or the first when a fixed tab
    /// does; the link waits while none is open.
    case selected
    /// `instance: new`: a new instance, for the key the tabs flow's contract gives (`newKey()`),
    /// opened after the others and selected, with the screen placed in it (a browser's "open in
    /// new tab").
    case new
}
