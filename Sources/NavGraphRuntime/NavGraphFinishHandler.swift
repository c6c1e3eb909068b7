/// Tells the screen that opened a route how the route ended: with the destination's feedback,
/// or without it (the user closed it, a close further down or an unwind closed it on the way, or
/// it finished without handing anything this route takes).
///
/// Exactly one of the two runs, once, after the closing pop or dismissal has completed.
public struct NavGraphFinishHandler {
    private let handle: @MainActor ((any Sendable)?) -> Void

    /// A handler for a route that receives `Feedback`, and is told when it ends without it.
    public init<Feedback: Sendable>(
        feedback: @escaping @MainActor (Feedback) -> Void,
        ended: @escaping @MainActor () -> Void
    ) {
        handle = { value in
            if let value = value as? Feedback { feedback(value) } else { ended() }
        }
    }

    /// A handler for a route that receives no feedback: told when the destination has closed.
    public init(ended: @escaping @MainActor () -> Void) {
        handle = { _ in ended() }
    }

    /// Hands `feedback` over, or tells that the route ended without feedback when it is `nil`
    /// or not what the route receives.
    @MainActor
    public func callAsFunction(_ feedback: (any Sendable)?) {
        handle(feedback)
    }
}
