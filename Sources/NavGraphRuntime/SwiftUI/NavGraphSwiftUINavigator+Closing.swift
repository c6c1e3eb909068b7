/// When SwiftUI has finished closing screens.
///
/// The state changes before SwiftUI draws it, and SwiftUI then animates the closed screens out:
/// a popped screen slides away, a sheet slides down. A handler that presented at once from the
/// closed route's feedback, while a sheet is still sliding down, would ask SwiftUI to present
/// during a dismissal; a closed FlowController released at once would leave its view, still on
/// screen, without the FlowController it draws. So a change that closes screens completes only
/// once SwiftUI has removed their views.
///
/// How that is observed, the same way on iOS 16 and later for pops, sheets, covers and popovers:
/// every entry's view reports `onAppear` and `onDisappear` (`NavGraphRootView`). SwiftUI's
/// `onDisappear` action "doesn't execute until the view disappears from the interface"; a
/// closed entry's view that has appeared and not yet disappeared is still leaving. A change
/// completes when no view of an entry the state no longer holds is on screen. Appearances are
/// counted per entry: SwiftUI may show an entry's new view before it removes the old one (a
/// rebuilt column, a re-parented view), and the entry stays on screen until every view of it
/// has gone. (A sheet's
/// `onDismiss` is only "the closure to execute when dismissing the sheet", names no entry, and
/// popovers and pops have none.) A view that never appeared holds nothing up.
///
/// The views' reports are plain functions, so tests report what the views would and check that
/// handlers run after, not before. SwiftUI may skip a report (a window closed mid-animation), so
/// nothing waits longer than `closingTimeLimit`: then the change completes anyway, logged.
extension NavGraphSwiftUINavigator {
    /// Draws `change`: SwiftUI animates it as it redraws the new state. The change completes once
    /// the views of the entries it closed have left the screen; a change that closes nothing
    /// completes at once. A new root or a restored state replaces the whole window, so what it
    /// replaced is waited for by nothing.
    public func render(_ change: NavGraphChange, completion: @escaping @MainActor () -> Void) {
        switch change {
        case .showRoot, .showRestored: viewsOnScreen = viewsOnScreen.filter { state[$0.key] != nil }
        default: break
        }
        guard change.isTransition else { return completion() }
        afterClosedViewsLeft(completion)
    }

    /// Calls `completion` once what the user closed (SwiftUI wrote a shorter path or a nil item
    /// as its animation began) has left the screen.
    public func afterUserClosed(_ completion: @escaping @MainActor () -> Void) {
        afterClosedViewsLeft(completion)
    }

    /// SwiftUI shows a view of `entry` (its `onAppear`): one more of its views is on screen.
    /// Ignored for an entry the state no longer holds: that view is on its way out.
    public func viewAppeared(_ entry: NavGraphEntryID) {
        guard state[entry] != nil else { return }
        viewsOnScreen[entry, default: 0] += 1
    }

    /// SwiftUI has removed a view of `entry` from the screen (its `onDisappear`): the changes
    /// waiting for it complete once no view of a closed entry is left.
    public func viewDisappeared(_ entry: NavGraphEntryID) {
        if let count = viewsOnScreen[entry] { viewsOnScreen[entry] = count > 1 ? count - 1 : nil }
        completeWhenClosedViewsLeft()
    }

    /// Whether views of closed entries are still on screen.
    private var isClosingViews: Bool {
        viewsOnScreen.keys.contains { state[$0] == nil }
    }

    private func afterClosedViewsLeft(_ completion: @escaping @MainActor () -> Void) {
        waitingForClosedViews.append(completion)
        completeWhenClosedViewsLeft()
        guard !waitingForClosedViews.isEmpty, closingDeadline == nil else { return }
        closingDeadline = Task { [weak self, closingTimeLimit] in
            try? await Task.sleep(for: closingTimeLimit)
            guard !Task.isCancelled else { return }
            self?.stopWaitingForClosedViews()
        }
    }

    /// Completes the waiting changes, in order, while no closed view is on screen (a completion
    /// may start the next change, which may close views again).
    private func completeWhenClosedViewsLeft() {
        while !waitingForClosedViews.isEmpty, !isClosingViews {
            waitingForClosedViews.removeFirst()()
        }
        if waitingForClosedViews.isEmpty {
            closingDeadline?.cancel()
            closingDeadline = nil
        }
    }

    /// The time limit passed: the views SwiftUI did not report gone are forgotten, and the
    /// waiting changes complete.
    private func stopWaitingForClosedViews() {
        closingDeadline = nil
        let left = viewsOnScreen.keys.filter { state[$0] == nil }
        NavGraphLog.ignored("SwiftUI did not report the views of \(left.sorted()) gone within \(closingTimeLimit): the transition completes")
        for entry in left { viewsOnScreen[entry] = nil }
        completeWhenClosedViewsLeft()
    }
}
