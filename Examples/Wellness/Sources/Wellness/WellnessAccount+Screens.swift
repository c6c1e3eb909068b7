/// The root's children, each handed the account: made in one place for the routes that switch
/// to them (from the splash screen, the terms, the login, home) and for a restored navigation
/// (the root flow).
extension WellnessAccount {
    func makeTermsScreen() -> TermsFlowController {
        let terms = TermsFlowController()
        terms.account = self
        return terms
    }

    func makeLoginScreen() -> LoginFlowController {
        let login = LoginFlowController()
        login.account = self
        return login
    }

    func makeHomeScreen() -> HomeFlowController {
        let home = HomeFlowController()
        home.account = self
        return home
    }
}
