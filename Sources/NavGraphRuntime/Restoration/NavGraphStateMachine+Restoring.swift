/// Restoring a saved navigation state.
extension NavGraphStateMachine {
    /// Shows `saved` in place of whatever is shown, rebuilding every FlowController through the
    /// contracts (`navGraphChild(_:)`, `navGraphReopening(_:to:)`): a flow makes its children, an opener makes what its route
    /// opened (and is told again how that route ends), a link's placement makes what a link
    /// opened (`placement` says where the graph's links place each screen, `reads` whether a link
    /// could have opened a destination with its context: `NavGraphLinkTable.reads(_:)`, or `true`
    /// for a screen an `open` route opens, whose context the app chose). `entry` is the graph's
    /// entry, made by the app; `startEntry` starts it when it is a screen. `inStack` shows that
    /// screen at the root of a navigation stack of its own (a window route's `embed: stack`), the
    /// saved `rootStack` pushed onto it. Screens are started with their saved context, each as soon as it is made and
    /// before what it opened is made (as `perform` does), so a maker may read what `start` set;
    /// flows are not started, their saved content is shown instead.
    ///
    /// Everything is checked and made before anything is shown: when the saved state no longer
    /// fits the graph, shows what nothing the graph does would show, is larger than a saved
    /// state may be, or a switch flow's gate refuses a child (`shouldRestore(_:)`: the session
    /// ended), this throws a `NavGraphRestoreError` and the navigator is left as it was. Routes that screens
    /// perform while they start are dropped (with a debug log): the saved state is what shows.
    ///
    /// Not `throws(NavGraphRestoreError)`: Swift 6.3's SILGen crashes on typed throws in these
    /// functions when building for iOS (a closure parameter in a typed-throwing function).
    public func restore<Destination>(
        _ saved: NavGraphSavedState<Destination>,
        entry: any NavGraphFlowController,
        startEntry: @escaping @MainActor () -> Void,
        placement: @escaping (NavGraphNodeName) -> NavGraphPlacement<Destination>? = { _ in nil },
        reads: @escaping (Destination) -> Bool = { _ in true },
        inStack: Bool = false
    ) throws {
        guard saved.version == NavGraphSavedState<Destination>.currentVersion else { throw NavGraphRestoreError.unsupportedVersion(saved.version) }
        guard phase == .idle else { throw NavGraphRestoreError.transitionRunning }
        guard saved.isWithinLimits else { throw NavGraphRestoreError.tooLarge }
        var plan = NavGraphRestorePlan(placement: placement, reads: reads, after: lastEntryNumber, navigator: navigator, compactWidth: renderer?.isCompactWidth == true)
        // Screens start while the plan is made; routes they perform are refused (not shown yet).
        phase = .applying
        let root: NavGraphEntryID
        do {
            if inStack {
                root = try plan.planEntry(saved.root, inStackWith: saved.rootStack ?? [], made: entry, start: startEntry)
            } else {
                // Screens pushed onto a window root's own stack have no stack without it.
                guard saved.rootStack?.isEmpty ?? true else { throw NavGraphRestoreError.differentContent(saved.root.name) }
                root = try plan.planEntry(saved.root, made: entry, start: startEntry)
            }
        } catch {
            plan.release()
            queued.removeAll()
            phase = .idle
            throw error
        }

        var restored = NavGraphState()
        restored.entries = plan.entries
        restored.root = root
        // Made already: the plan's FlowControllers are kept below, with their handlers.
        guard let transition = perform(.showRestored(restored)) else { return }
        // What the person was swiping is gone: their gesture holds nothing up.
        gestures.removeAll()
        release(transition.closed)
        for (id, flowController) in plan.flowControllers {
            register(flowController, as: id)
        }
        for (id, handler) in plan.handlers {
            setHandler(handler, for: id)
        }
        if !queued.isEmpty {
            ignore("\(queued.count) route(s) performed while the saved state was restored: the saved state shows instead")
            queued.removeAll()
        }
        commit(Transition(changes: transition.changes))
    }
}
