import NavGraphRuntime

/// The user's gestures that every adapter is tested with (the headless navigator, the SwiftUI
/// bindings, the UIKit navigator against the double), and what each acts on.
enum UserGesture: String, CaseIterable, Sendable {
    case backButton, swipeBack, sheetSwipedDown, popoverTappedAway, tabTapped

    /// Whether the gesture is a pop, which UIKit reports only once it has happened.
    var isPop: Bool {
        switch self {
        case .backButton, .swipeBack: true
        case .sheetSwipedDown, .popoverTappedAway, .tabTapped: false
        }
    }

    /// The route the gesture closes, named after its destination; a tab tap closes nothing.
    var closedRoute: String? {
        switch self {
        case .backButton, .swipeBack: "Help"
        case .sheetSwipedDown: "Sheet"
        case .popoverTappedAway: "Preview"
        case .tabTapped: nil
        }
    }

    /// What the openers heard once Options finished behind Feed (`TestApp.optionsBehindFeed`) and
    /// then the gesture was taken.
    var heardAfterOptions: [String] {
        ["Menu got Options 5"] + (closedRoute.map { ["List heard \($0) ended"] } ?? [])
    }

    /// The top-most screen then: List pushes Other when it hears its route ended; a tab tap
    /// (on Settings) shows Menu.
    var topAfterOptions: String {
        closedRoute == nil ? "Menu" : "Other"
    }

    /// Opens from `screen` what the gesture closes: a pushed screen, a sheet, a popover.
    @MainActor
    func prepare(from screen: Screen) {
        switch self {
        case .backButton, .swipeBack: screen.push("Help")
        case .sheetSwipedDown: screen.present("Sheet")
        case .popoverTappedAway: screen.present("Preview", NavGraphPresentationOptions(.popover))
        case .tabTapped: break
        }
    }
}

extension TestApp {
    /// Pushes Options in the Settings tab and goes back to the Feed tab, where the user then acts:
    /// finishing Options (from below the top) is a transition that runs meanwhile, and Menu gets
    /// its feedback once the pop has been drawn. `settle` lets each transition end.
    func optionsBehindFeed(settling settle: () -> Void = {}) -> Screen? {
        list.select("Settings")
        settle()
        menu.push("Options")
        settle()
        guard let navigator = menu.navigator, let top = navigator.state.top,
              let options = navigator.navigation.flowController(for: top) as? Screen else { return nil }
        options.select("Feed")
        settle()
        return options
    }
}

/// The test app logged out: Root shows Login, a tabs flow [SignIn stack → Form, SignUp], so that
/// a link into Main must ask Root first (`TestPlacements.gate`).
@MainActor
struct LoggedOut {
    let login: Screen
    let form: Screen

    init(_ app: TestApp) {
        let journal = app.journal
        let login = Screen("Login", journal: journal), form = Screen("Form", journal: journal)
        let signIn = Screen("SignIn", journal: journal), signUp = Screen("SignUp", journal: journal)
        app.list.replace(with: login) {
            guard let navigator = login.navigator else { return }
            navigator.setTabs(of: login, tabs: [signIn, signUp])
            navigator.setStack(of: signIn, root: form)
        }
        self.login = login
        self.form = form
    }

    /// Opens Detail with a link while Root refuses to switch to Main, then lets Root agree with
    /// nothing drawn that would try the link again. Returns whether the link was kept.
    func keepLinkPending(_ placements: TestPlacements, on navigation: NavGraphStateMachine) -> Bool {
        placements.gate.open = false
        let opened = navigation.open("7", placement: placements.detail)
        placements.gate.open = true
        return !opened && navigation.hasPendingLink
    }

    /// What a person sees once the kept link opened.
    static let linkOpened = ["Root", "Main", "Feed", "Detail"]
}
