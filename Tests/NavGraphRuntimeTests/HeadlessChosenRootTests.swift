import NavGraphRuntime
import Testing

/// A stack whose root the app chooses among several (`root: [Welcome, Tour]`), restored.
@MainActor
@Suite("Headless navigator: stacks whose root the app chooses")
struct HeadlessChosenRootTests {
    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    @Test("a stack whose root the app chooses comes back with the root it had; a root it does not list is refused")
    func chosenRootRestored() throws {
        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        let tour = NavGraphSavedState<String>(root: .init(name: name("Onboarding"), content: .stack([.init(name: name("Tour"))])))
        try restored.navigation.restore(tour, entry: Screen("Onboarding", journal: journal), startEntry: {})
        #expect(restored.visiblePath == [name("Onboarding"), name("Tour")])
        let stranger = NavGraphSavedState<String>(root: .init(name: name("Onboarding"), content: .stack([.init(name: name("Menu"))])))
        #expect(throws: NavGraphRestoreError.notAChild(name("Menu"), of: name("Onboarding"))) {
            try NavGraphHeadlessNavigator().navigation.restore(stranger, entry: Screen("Onboarding", journal: journal), startEntry: {})
        }
    }
}
