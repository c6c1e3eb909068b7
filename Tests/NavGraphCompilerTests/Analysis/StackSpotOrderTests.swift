import Testing
@testable import NavGraphCompiler

@Suite("Stack spots' order")
struct StackSpotOrderTests {
    @Test("a spot's order key is the text Swift prints for it, so replace routes report in the order they did")
    func orderKeyIsThePrintedSpot() {
        let names: [String?] = [nil, "Feed", "A\"b\\c", "e\u{301}", "tab\tx"]
        let spots = [StackSpot.none] + names.flatMap { [StackSpot.root(of: $0), .pushed(onto: $0), .inside($0)] }
        for spot in spots {
            #expect(spot.orderKey == "\(spot)")
        }
    }
}
