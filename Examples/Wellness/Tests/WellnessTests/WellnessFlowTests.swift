import Testing
@testable import Wellness

/// The wellness app's root, driven the way its views drive it, on a headless navigator.
@MainActor
struct WellnessFlowTests {
    let navigator = NavGraphHeadlessNavigator()

    /// Starts the app from `state`; returns its root and its account.
    func launch(from state: WellnessState) -> (root: RootFlowController, account: WellnessAccount) {
        let root = RootFlowController()
        root.account = WellnessAccount(state: state)
        navigator.start(entry: root)
        return (root, root.account)
    }

    @Test func aFirstLaunchShowsTheTerms() {
        let (root, _) = launch(from: WellnessState())
        #expect(navigator.visiblePath == [.root, .terms])
        #expect(navigator.currentChild(of: root) is TermsFlowController)
    }

    @Test(arguments: [
        (WellnessState(acceptedTerms: true, member: nil), NavGraphNodeName.login),
        (WellnessState(acceptedTerms: true, member: "Aoi"), NavGraphNodeName.home),
    ])
    func theSplashScreenShowsWhatTheStoredStateCallsFor(state: WellnessState, shown: NavGraphNodeName) {
        _ = launch(from: state)
        #expect(navigator.visiblePath == [.root, shown])
    }

    @Test func acceptingTheTermsLeadsToLoginAndLoggingInLeadsHome() throws {
        var saved: [WellnessState] = []
        let root = RootFlowController()
        root.account = WellnessAccount(state: WellnessState()) { saved.append($0) }
        navigator.start(entry: root)

        try #require(navigator.topFlowController as? TermsFlowController).accept()
        #expect(navigator.visiblePath == [.root, .login])

        let login = try #require(navigator.topFlowController as? LoginFlowController)
        login.signIn(as: "  ")
        #expect(navigator.visiblePath == [.root, .login], "a blank name does not sign in")
        login.signIn(as: "Aoi")

        let home = try #require(navigator.currentChild(of: root) as? HomeFlowController)
        #expect(home.greeting == "Good to see you, Aoi")
        #expect(saved == [WellnessState(acceptedTerms: true), WellnessState(acceptedTerms: true, member: "Aoi")])
    }

    @Test func signingOutSwapsHomeForLogin() throws {
        let (root, account) = launch(from: WellnessState(acceptedTerms: true, member: "Aoi"))
        try #require(navigator.topFlowController as? HomeFlowController).signOut()
        #expect(account.state == WellnessState(acceptedTerms: true, member: nil))
        #expect(navigator.currentChild(of: root) is LoginFlowController)
    }

    @Test func loggedMinutesAddUpAndASheetSwipedAwayLogsNothing() throws {
        _ = launch(from: WellnessState(acceptedTerms: true, member: "Aoi"))
        let home = try #require(navigator.topFlowController as? HomeFlowController)
        home.logActivity()
        #expect(navigator.presentation(over: home)?.detents == [.medium])
        try #require(navigator.topFlowController as? LogActivityFlowController).save(minutes: 30)
        #expect(home.minutesToday == 30)

        home.logActivity()
        #expect(navigator.userSwipesDownSheet())
        #expect(navigator.topFlowController === home)
        #expect(home.minutesToday == 30)
    }
}
