import NavGraphRuntime
import Testing

/// Navigation commands as pure functions of the state: no state machine, no FlowController.
@MainActor
@Suite("Commands as values")
struct NavGraphCommandTests {
    private func name(_ raw: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: raw) }

    /// A stack flow `Main` whose root `List` is shown, as a new update (its effects done).
    private func started() throws -> NavGraphUpdate {
        let root = try NavGraphUpdate(NavGraphState(), lastID: 0).applying(.showRoot(name("Main"))).get()
        let main = try #require(root.state.root)
        let started = try root.applying(.startFlow(main, .stack(root: name("List"), split: nil))).get()
        #expect(started.changes == [.showRoot(main), .startFlow(main)], "an update gathers the effects of the commands applied to it")
        return NavGraphUpdate(started.state, lastID: started.lastID)
    }

    @Test("a push makes one entry on top of the stack, drawn as a push; finishing it hands the feedback to its route")
    func pushThenFinish() throws {
        let start = try started()
        let main = try #require(start.state.root)
        let list = try #require(start.state.top)
        let pushed = try start.applying(.push(name("Detail"), route: NavGraphRouteValue("detail"), from: list)).get()
        let detail = try #require(pushed.state.top)
        #expect(pushed.made == [detail] && pushed.shown == detail)
        #expect(pushed.state.stackEntries(main) == [list, detail])
        #expect(pushed.changes == [.push(detail, onto: main)])
        #expect(pushed.state[detail]?.opening?.opener == list)

        let finished = try NavGraphUpdate(pushed.state, lastID: pushed.lastID).applying(.finish(from: detail, feedback: 7)).get()
        #expect(finished.state.stackEntries(main) == [list])
        #expect(finished.changes == [.pop(main, to: list)])
        #expect(finished.closed == [detail])
        #expect(finished.ended.map(\.entry) == [detail])
        #expect(finished.ended.first?.feedback as? Int == 7)
    }

    @Test("a command that does not fit the state is refused with its reason, and a user's event that changes nothing without one")
    func refusals() throws {
        let start = try started()
        let list = try #require(start.state.top)
        let main = try #require(start.state.root)
        #expect(throws: NavGraphRefusal("List is not inside a switch flow")) { try start.applying(.replaceChild(name("Other"), from: list)).get() }
        #expect(throws: NavGraphRefusal.changesNothing) { try start.applying(.user(.popped(main, to: list))).get() }
        #expect(throws: NavGraphRefusal("List finished but is neither pushed nor presented")) { try start.applying(.finish(from: list, feedback: nil)).get() }
    }

    @Test("a presentation in a stack of its own makes the stack, then the screen; the user's dismissal closes both and tells the route")
    func presentThenDismiss() throws {
        let start = try started()
        let list = try #require(start.state.top)
        let options = NavGraphPresentationOptions(.sheet, embedInStack: true)
        let presented = try start.applying(.present(name("Compose"), options: options, route: NavGraphRouteValue("compose"), from: list)).get()
        let stack = try #require(presented.state[list]?.presented)
        let compose = try #require(presented.state.top)
        #expect(presented.made == [stack, compose] && presented.shown == compose)
        #expect(presented.state[stack]?.node == nil && presented.state.stackEntries(stack) == [compose])

        let dismissed = try NavGraphUpdate(presented.state, lastID: presented.lastID).applying(.user(.dismissed(stack))).get()
        #expect(dismissed.state == start.state)
        #expect(Set(dismissed.closed) == [stack, compose] && dismissed.ended.map(\.entry) == [compose])
        #expect(dismissed.changes.isEmpty, "the screen already shows what the user did")
    }
}
