import Foundation

/// Links whose target the app answers: at once, or looked up asynchronously (`await: true` in the
/// graph: whether a URL of another server is a post, whether the person is entitled to a
/// screen), and perhaps "not this app's" (`orSystem: true`), when the system opens the URL.
extension NavGraphStateMachine {
    /// Opens what the app answered for a link: its destination where the placement says (the
    /// switch flows on the way are asked, a presentation that refuses to close is waited for), or
    /// the URL handed to the system (`NavGraphRenderer.openOutside(_:completion:)`). Returns whether something
    /// is shown, or handed over, now.
    @discardableResult
    public func open<Destination: Hashable & Sendable>(
        _ answer: NavGraphLinkAnswer<Destination>, url: URL, tappedOn source: (any NavGraphFlowController)? = nil
    ) -> Bool {
        switch answer {
        case .open(let destination, let placement):
            return open(destination, placement: placement, tappedOn: source)
        case .system:
            pendingLink = nil
            // A link has no opener to hear whether the system opened it.
            renderer?.openOutside(url) { _ in }
            return true
        case .nothing:
            return false
        }
    }

    /// Opens a link whose target the app looks up asynchronously: the link is pending from now
    /// (`hasPendingLink`; a newer link, or `discardPendingLink()`, replaces it and its answer is
    /// dropped), and once `answer` returns, what it answers opens (`open(_:url:tappedOn:)`), the
    /// gates on the way still asked. Returns `false`: nothing is shown yet. `linkAnswer` is the
    /// lookup, which a test may await.
    @discardableResult
    public func open<Destination: Hashable & Sendable>(
        url: URL, tappedOn source: (any NavGraphFlowController)? = nil,
        answeredBy answer: @escaping @MainActor () async -> NavGraphLinkAnswer<Destination>
    ) -> Bool {
        answerNumber += 1
        let number = answerNumber
        pendingLink = nil
        awaitedAnswer = AwaitedAnswer(number: number)
        linkAnswer = Task { @MainActor [weak self, weak source] in
            let answered = await answer()
            guard let self, let awaited = awaitedAnswer, awaited.number == number else { return }
            awaitedAnswer = nil
            if let keep = awaited.keptAfterLogOut, !(answered.destination.map(keep) ?? false) { return }
            open(answered, url: url, tappedOn: source)
        }
        return false
    }

    /// A link whose target the app is looking up.
    struct AwaitedAnswer {
        /// Which lookup it is: a later link's answer replaces it.
        let number: Int
        /// Set when the person logged out during the lookup (`personLoggedOut(keepingPendingLink:)`):
        /// the answer opens only a destination this keeps; nothing else, not even the system's URL,
        /// opens for whoever comes next.
        var keptAfterLogOut: ((any Hashable & Sendable) -> Bool)?
    }
}

extension NavGraphLinkAnswer {
    /// The destination the answer opens in the app, if it opens one.
    var destination: Destination? {
        if case .open(let destination, _) = self { destination } else { nil }
    }
}
