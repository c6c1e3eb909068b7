import NavGraphRuntime
import Testing

@Suite("A transition's route style")
struct TransitionStyleTests {
    @Test("each transition carries out the route style of the same name (every replace, whatever it replaces), whatever its payload")
    func styleOfEachTransition() {
        let transitions: [NavGraphTransition] = [
            .push, .present(NavGraphPresentationOptions(.popover)), .replace, .replaceChild, .replaceStackRoot, .select,
            .unwind(to: NavGraphNodeName(rawValue: "Home")),
        ]
        #expect(transitions.map(\.style) == [.push, .present, .replace, .replace, .replace, .select, .unwind])
    }

    @Test("options a present route leaves out are the graph's defaults")
    func defaultOptions() {
        let options = NavGraphPresentationOptions()
        #expect(options.presentation == .sheet)
        #expect(options.detents == [.large])
    }
}
