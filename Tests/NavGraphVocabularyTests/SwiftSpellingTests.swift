import NavGraphVocabulary
import Testing

/// Generated code spells transitions, presentation options and detents only through
/// `NavGraphSwiftSpelling`, which reads case names and labels from the declarations.
@Suite("Generated Swift's spelling of the vocabulary")
struct SwiftSpellingTests {
    /// One of each transition, with how generated code must spell it.
    private static let transitions: [(NavGraphTransition, String)] = Array(zip(TransitionExamples.all, [
        ".push", ".pushDrawnByApp", ".present(NavGraphPresentationOptions(.sheet))", ".replace", ".replaceChild", ".replaceStackRoot", ".select",
        ".unwind(to: .home)", ".open", ".openNewInstance", ".finish(.home)", ".window(oneWindow: .sheet)", ".window(oneWindow: nil)",
        ".windowInStack(oneWindow: .fullScreen)", ".windowInStack(oneWindow: nil)",
    ]))

    private func spell(_ value: Any) -> String {
        NavGraphSwiftSpelling.expression(of: value) { ".\($0.rawValue.prefix(1).lowercased())\($0.rawValue.dropFirst())" }
    }

    @Test("every transition is spelled as its declaration names it, with its arguments")
    func everyTransition() {
        for (transition, expected) in Self.transitions {
            #expect(spell(transition) == expected)
        }
    }

    @Test("one spelling per example transition, and the examples carry out every route style")
    func everyStyleCovered() {
        #expect(Self.transitions.count == TransitionExamples.all.count)
        #expect(Set(TransitionExamples.all.map(\.style)) == Set(NavGraphRouteStyle.allCases))
    }

    @Test("presentation options name the presentation, then only what differs from the graph's defaults")
    func options() {
        let options = NavGraphPresentationOptions(
            .formSheet, compact: .fullScreen, embedInStack: true, dismissible: false,
            detents: [.medium, .height(320), .fraction(0.3)], initialDetent: .medium)
        #expect(spell(options) == "NavGraphPresentationOptions(.formSheet, compact: .fullScreen, embedInStack: true, dismissible: false,"
            + " detents: [.medium, .height(320.0), .fraction(0.3)], initialDetent: .medium)")
        #expect(spell(NavGraphPresentationOptions(.popover, detents: NavGraphDetent.graphDefault)) == "NavGraphPresentationOptions(.popover)")
    }

    @Test("every presentation is spelled by its case's name", arguments: NavGraphPresentation.allCases)
    func presentation(_ presentation: NavGraphPresentation) {
        #expect(spell(presentation) == "." + presentation.rawValue)
    }
}
