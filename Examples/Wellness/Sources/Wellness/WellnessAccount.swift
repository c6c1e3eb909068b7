/// What the app remembers between launches: whether the terms were accepted and who is signed in.
/// The splash screen reads it to decide which screen the root shows.
struct WellnessState: Hashable, Sendable, Codable {
    /// Whether the person accepted the terms of use.
    var acceptedTerms = false
    /// The member signed in, if any.
    var member: String?
}

/// The app's state for one scene, with the changes the screens make to it. Handed from
/// FlowController to FlowController; there is no shared instance.
@MainActor
final class WellnessAccount {
    /// The current state.
    private(set) var state: WellnessState
    /// Called with every new state, for example to save it.
    private let didChange: (WellnessState) -> Void

    /// An account starting from `state`, reporting each change to `didChange`.
    init(state: WellnessState, didChange: @escaping (WellnessState) -> Void = { _ in }) {
        self.state = state
        self.didChange = didChange
    }

    /// Records that the terms were accepted.
    func acceptTerms() {
        update { $0.acceptedTerms = true }
    }

    /// Signs `member` in.
    func signIn(_ member: String) {
        update { $0.member = member }
    }

    /// Signs the member out.
    func signOut() {
        update { $0.member = nil }
    }

    private func update(_ change: (inout WellnessState) -> Void) {
        change(&state)
        didChange(state)
    }
}
