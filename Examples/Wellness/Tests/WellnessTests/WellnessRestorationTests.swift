import Foundation
import Testing
@testable import Wellness

/// Restoring a saved navigation state behind the root's gate: it comes back only on the screen
/// the stored state calls for now.
extension WellnessFlowTests {
    /// Saves the navigation as JSON and restores it in a new navigator from `state`.
    func relaunch(restoring saved: NavGraphSavedState<NavGraphDestination>, from state: WellnessState) throws -> NavGraphHeadlessNavigator {
        let data = try JSONEncoder().encode(saved)
        let root = RootFlowController()
        root.account = WellnessAccount(state: state)
        let restored = NavGraphHeadlessNavigator()
        try restored.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data), entry: root)
        return restored
    }

    /// Home with its sheet open, saved while Aoi is signed in.
    func homeWithTheSheet() throws -> NavGraphSavedState<NavGraphDestination> {
        _ = launch(from: WellnessState(acceptedTerms: true, member: "Aoi"))
        try #require(navigator.topFlowController as? HomeFlowController).logActivity()
        #expect(navigator.visiblePath == [.root, .home, .logActivity])
        return try #require(navigator.savedState)
    }

    @Test func homeAndItsSheetComeBackWhileSignedIn() throws {
        let restored = try relaunch(restoring: try homeWithTheSheet(), from: WellnessState(acceptedTerms: true, member: "Aoi"))
        #expect(restored.visiblePath == [.root, .home, .logActivity])
    }

    @Test func homeSavedSignedInIsNotRestoredOnceNobodyIs() throws {
        let saved = try homeWithTheSheet()
        #expect(throws: NavGraphRestoreError.refused(.home, by: .root)) {
            _ = try relaunch(restoring: saved, from: WellnessState(acceptedTerms: true, member: nil))
        }
    }

    @Test func onlyTheScreenTheStoredStateCallsForComesBack() throws {
        _ = launch(from: WellnessState(acceptedTerms: true, member: nil))
        let login = try #require(navigator.savedState)
        #expect(try relaunch(restoring: login, from: WellnessState(acceptedTerms: true)).visiblePath == [.root, .login])
        #expect(throws: NavGraphRestoreError.refused(.login, by: .root), "signed in since: home, not the login") {
            _ = try relaunch(restoring: login, from: WellnessState(acceptedTerms: true, member: "Aoi"))
        }
        #expect(throws: NavGraphRestoreError.refused(.login, by: .root), "the terms were never accepted here") {
            _ = try relaunch(restoring: login, from: WellnessState())
        }
        var splash = login
        splash.root.content = .switch(.init(name: .splash))
        #expect(throws: NavGraphRestoreError.refused(.splash, by: .root), "the splash decides only as it starts") {
            _ = try relaunch(restoring: splash, from: WellnessState(acceptedTerms: true))
        }
    }
}
