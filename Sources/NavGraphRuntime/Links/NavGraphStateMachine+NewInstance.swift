/// The step of a link or an `open` route with `instance: new` (docs/Language.md, "Flows made
/// from data"): a browser's "open in new tab".
extension NavGraphStateMachine {
    /// Opens a new instance of the tabs flow `tabs` (entry `id`) for the key its contract gives
    /// (`newKey()`), after the others, and selects it (`NavGraphCommand.openInstance`), as one
    /// part of the placement's transition (`drawn` are the changes of the steps before it); an
    /// instance open for that key already is selected instead. The instance made is started at
    /// once, as a switch child a link makes is, so that its stack shows its root for the rest of
    /// the placement to arrive at in the same transition. Returns that part and the instance, or
    /// `nil` (logged) when the flow gives no key or does not make the instance.
    func openNewInstance(
        of tabs: any NavGraphFlowController, at id: NavGraphEntryID, place: NavGraphInstancesPlace, drawn: [NavGraphChange]
    ) -> (part: Transition, instance: NavGraphEntryID)? {
        guard let key = tabs.navGraphNewInstanceKey() else {
            ignore("\(tabs.navGraphNode) gave no key for a new tab of \(place.flow): its contract's newKey() gives one where the graph opens a new instance")
            return nil
        }
        var made: NavGraphMadeChild?
        var shown: NavGraphEntryID?
        let making = { [unowned self] (_: NavGraphEntry) -> (any NavGraphFlowController)? in
            made = tabs.navGraphMakeInstance(key)
            if made == nil { ignore("\(tabs.navGraphNode) did not make its tab for \(key)") }
            return made?.flowController
        }
        guard let piece = perform(.openInstance(key, of: id, place: place), drawn: drawn, making: making, started: { shown = $0 }),
              let shown else { return nil }
        made?.start?()
        return (part: piece, instance: shown)
    }
}
