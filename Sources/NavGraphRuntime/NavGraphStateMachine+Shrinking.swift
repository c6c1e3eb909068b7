/// An overlay that shrinks (`shrinks: app`, the chat app's call): its screen decides when it
/// shrinks into picture in picture, floating over every screen while the person uses what is
/// below, and when it grows back over everything.
extension NavGraphStateMachine {
    /// Shrinks the overlay `source` is in: it leaves the presented entries and floats, so links
    /// and notifications no longer wait behind it and what is below routes again; its screens keep
    /// running and may finish or expand it. A debug log and nothing else when `source` is in no
    /// overlay that shrinks, it floats already, or something is presented over it.
    public func shrinkOverlay(from source: any NavGraphFlowController) {
        run("shrink its overlay", from: source, reach: .aboveEverything) { [unowned self] id in
            perform(.shrinkOverlay(from: id))
        }
    }

    /// Expands the shrunk overlay `source` is in back over the top-most presentation, where it
    /// covers everything and holds links and routes again. A debug log and nothing else when
    /// `source` is in no overlay that shrinks; nothing when it is not shrunk.
    public func expandOverlay(from source: any NavGraphFlowController) {
        run("expand its overlay", from: source, reach: .aboveEverything) { [unowned self] id in
            perform(.expandOverlay(from: id))
        }
    }
}

extension NavGraphFlowController {
    /// Shrinks the overlay this screen is in (`shrinks: app`) into picture in picture: the call
    /// floats over every screen while the person uses the app below
    /// (`NavGraphStateMachine.shrinkOverlay(from:)`).
    public func shrinkOverlay() {
        guard let navigator else { return NavGraphLog.ignored("\(navGraphNode) shrank its overlay while it is not shown") }
        navigator.navigation.shrinkOverlay(from: self)
    }

    /// Expands the shrunk overlay this screen is in back over everything
    /// (`NavGraphStateMachine.expandOverlay(from:)`).
    public func expandOverlay() {
        guard let navigator else { return NavGraphLog.ignored("\(navGraphNode) expanded its overlay while it is not shown") }
        navigator.navigation.expandOverlay(from: self)
    }
}
