import Foundation
import NavGraphVocabulary
import Testing

/// The answers of the vocabulary's questions must agree with each other for every case: a new
/// case decided in each switch on its own is checked here against what the others say.
@Suite("The vocabulary's questions agree with each other")
struct VocabularyQuestionsTests {
    @Test("only a route that opens its destination above the source returns to it", arguments: NavGraphRouteStyle.allCases)
    func returningNeedsOpening(style: NavGraphRouteStyle) {
        #expect(!style.returnsToOpener || style.opensDestination)
    }

    @Test("pushing and presenting open the destination, and opening makes it", arguments: NavGraphRouteStyle.allCases)
    func openingMakes(style: NavGraphRouteStyle) {
        #expect(!(style.pushesOntoStack || style.presentsModally) || style.opensDestination)
        #expect(!style.opensDestination || style.makesDestination)
    }

    @Test("a route that makes its destination adds a way to show it and may hand it a context", arguments: NavGraphRouteStyle.allCases)
    func makingReaches(style: NavGraphRouteStyle) {
        #expect(!style.makesDestination || style.addsWayToShowDestination)
        #expect(!style.makesDestination || style.handsOverContext)
    }

    @Test("every route names its style, and a style's keys follow its questions", arguments: NavGraphRouteStyle.allCases)
    func routeKeysFollowQuestions(style: NavGraphRouteStyle) {
        #expect(style.rule(for: .style) == .required)
        // The compiler's `Route` always has a destination: a style without `to` would be read as
        // a route with none, so that model changes first.
        #expect(style.rule(for: .to) == .required)
        for key in NavGraphRouteKey.presentationOptions {
            // `embed` also puts a window's root screen in a navigation stack of its own.
            let takes = style.presentsModally || (key == .embed && style.opensWindow)
            #expect((style.rule(for: key) != .forbidden) == takes, "\(key) on \(style)")
        }
        // The app draws what a route shows by an animation of its own: a presentation or a push.
        #expect((style.rule(for: .transition) != .forbidden) == (style.presentsModally || style.pushesOntoStack), "transition on \(style)")
        // `feedback` is a value expected back or handed back; a style that does neither has none.
        #expect((style.rule(for: .feedback) != .forbidden) == (style.returnsToOpener || style.handsBackFeedback))
        // A route that goes back to a screen hands back, and hands over nothing.
        #expect(!style.handsBackFeedback || !style.handsOverContext)
        // Further steps go on from a destination the route leaves on top.
        #expect((style.rule(for: .then) != .forbidden) == style.leavesDestinationOnTop)
    }

    @Test("a flow requires its kind and exactly one listing, and its keys follow its questions", arguments: NavGraphFlowKind.allCases)
    func flowKeysFollowQuestions(kind: NavGraphFlowKind) {
        #expect(kind.rule(for: .kind) == .required)
        #expect(NavGraphFlowKey.listings.filter { kind.rule(for: $0) == .required }.count == 1)
        #expect(NavGraphFlowKey.listings.filter { kind.rule(for: $0) == .allowed }.isEmpty)
        #expect((kind.listingKey == .root) == kind.hasOneRoot)
        #expect((kind.rule(for: .initial) != .forbidden) == kind.startsWithInitialChild)
        #expect((kind.rule(for: .hideable) != .forbidden) == kind.showsEveryChild)
        #expect((kind.rule(for: .order) != .forbidden) == kind.showsTabBar)
        #expect((kind.rule(for: .context) != .forbidden) == kind.endsBackToOpener)
        #expect((kind.rule(for: .feedback) != .forbidden) == kind.endsBackToOpener)
    }

    @Test("a flow opened to end with a value is opened above its source, and only a stack is a sub-flow", arguments: NavGraphFlowKind.allCases)
    func flowsThatEndBackToOpener(kind: NavGraphFlowKind) {
        for style in NavGraphRouteStyle.allCases where kind.endsBackToOpener(openedBy: style) {
            #expect(style.returnsToOpener)
            #expect(style.presentsModally || kind == .stack)
        }
    }

    @Test("a route either pushes or presents, never both", arguments: NavGraphRouteStyle.allCases)
    func pushOrPresent(style: NavGraphRouteStyle) {
        #expect(!(style.pushesOntoStack && style.presentsModally))
    }

    @Test("a presentation closes by at most one gesture, and one that points at an anchor has no detents", arguments: NavGraphPresentation.allCases)
    func presentationGestures(presentation: NavGraphPresentation) {
        #expect(!(presentation.closesWhenSwipedDown && presentation.closesWhenTappedOutside))
        #expect(!(presentation.pointsAtAnchor && presentation.restsAtDetents))
    }

    @Test("a flow with one root has no initial child to choose", arguments: NavGraphFlowKind.allCases)
    func oneRootNoInitial(kind: NavGraphFlowKind) {
        #expect(!(kind.hasOneRoot && kind.startsWithInitialChild))
    }

    @Test("a flow that is a navigation stack or a tab bar cannot be held by a navigation stack", arguments: NavGraphFlowKind.allCases)
    func stacksAndTabBarsAreNotPushed(kind: NavGraphFlowKind) {
        if kind.acceptsPushes || kind.showsTabBar { #expect(!kind.fitsInNavigationStack) }
    }

    @Test("the defaults are words of the language: a sheet at full height")
    func defaults() {
        #expect(NavGraphPresentation.graphDefault.restsAtDetents)
        #expect(!NavGraphDetent.graphDefault.isEmpty)
    }

    @Test("a presentation over the source's area is no sheet, points at nothing and has no gesture", arguments: NavGraphPresentation.allCases)
    func contextPresentations(presentation: NavGraphPresentation) {
        guard presentation.coversOnlyTheSource else { return }
        #expect(!presentation.restsAtDetents && !presentation.pointsAtAnchor)
        #expect(!presentation.closesWhenSwipedDown && !presentation.closesWhenTappedOutside)
    }

    @Test("a presentation above everything is no sheet, covers no mere source, points at nothing and has no gesture", arguments: NavGraphPresentation.allCases)
    func overlayPresentations(presentation: NavGraphPresentation) {
        guard presentation.coversEverything else { return }
        #expect(!presentation.restsAtDetents && !presentation.pointsAtAnchor && !presentation.coversOnlyTheSource)
        #expect(!presentation.closesWhenSwipedDown && !presentation.closesWhenTappedOutside)
    }

    @Test("detents sort by height, whatever order a graph lists them in; a height in points by the screen's")
    func detentsSortByHeight() {
        #expect(NavGraphDetent.sorted([.large, .medium], inLargest: 800) == [.medium, .large])
        let mixed: [NavGraphDetent] = [.height(500), .medium, .fraction(0.9)]
        #expect(NavGraphDetent.sorted(mixed, inLargest: 600) == [.medium, .height(500), .fraction(0.9)])
        #expect(NavGraphDetent.sorted(mixed, inLargest: 1_200) == [.height(500), .medium, .fraction(0.9)])
        #expect(NavGraphDetent.height(2_000).height(inLargest: 800) == 800, "no higher than the largest")
        let given: [NavGraphDetent] = [.appHeight, .medium, .large]
        #expect(NavGraphDetent.sorted(given, inLargest: 800, appHeight: 540) == [.medium, .appHeight, .large], "the screen's height now")
        #expect(NavGraphDetent.sorted(given, inLargest: 800, appHeight: 300) == [.appHeight, .medium, .large])
        #expect(NavGraphDetent.sorted(given, inLargest: 800) == [.medium, .appHeight, .large], "the largest while it gives none")
    }

    @Test("the smallest detent is known without a screen only when all are relative, or all heights in points")
    func smallestWithoutAScreen() {
        #expect(NavGraphDetent.smallest(of: [.large, .fraction(0.3), .medium]) == .fraction(0.3))
        #expect(NavGraphDetent.smallest(of: [.height(400), .height(200)]) == .height(200))
        #expect(NavGraphDetent.smallest(of: [.height(200), .large]) == nil)
        #expect(NavGraphDetent.smallest(of: [.appHeight]) == .appHeight)
        #expect(NavGraphDetent.smallest(of: [.appHeight, .height(200)]) == nil, "the screen's answer decides")
        #expect(NavGraphDetent.smallest(of: [.appHeight, .large]) == nil)
    }

    @Test("a detent is written and saved as the graph writes it: a word, or a height (points or app) or fraction")
    func detentSpellingAndCoding() throws {
        let detents: [NavGraphDetent] = [.medium, .large, .height(320), .fraction(0.25)]
        #expect(detents.map(\.spelling) == ["medium", "large", "{ height: 320 }", "{ fraction: 0.25 }"])
        let data = try JSONEncoder().encode(detents)
        #expect(String(decoding: data, as: UTF8.self) == #"["medium","large",{"height":320},{"fraction":0.25}]"#)
        #expect(try JSONDecoder().decode([NavGraphDetent].self, from: data) == detents)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([NavGraphDetent].self, from: Data(#"["small"]"#.utf8)) }
        let given = try JSONEncoder().encode([NavGraphDetent.appHeight])
        #expect(String(decoding: given, as: UTF8.self) == #"[{"height":"app"}]"#, "saved as the graph writes it, not the height it had")
        #expect(try JSONDecoder().decode([NavGraphDetent].self, from: given) == [.appHeight])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([NavGraphDetent].self, from: Data(#"[{"height":"auto"}]"#.utf8)) }
    }

    @Test("the raw values are the graph's spellings, in the order messages and the schema list them")
    func spellings() {
        #expect(NavGraphRouteStyle.allCases.map(\.rawValue) == ["push", "present", "replace", "select", "unwind", "open", "finish", "window"])
        #expect(NavGraphPresentation.allCases.map(\.rawValue) == ["sheet", "fullScreen", "pageSheet", "formSheet", "popover", "overFullScreen", "currentContext", "overCurrentContext", "overlay"])
        #expect(NavGraphDetent.Word.allCases.map(\.rawValue) == ["medium", "large"])
        #expect(NavGraphFlowKind.allCases.map(\.rawValue) == ["stack", "tabs", "switch", "split", "container"])
    }
}
