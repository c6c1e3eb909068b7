import Foundation
import Testing
@testable import NavGraphCompiler

/// Issue 37's windows, driven by a consumer app (`WindowsConsumer/`) through the generated code of
/// IceCubesApp's graph: the graph lints clean, its generated code compiles with the app's
/// FlowControllers, and `main.swift` checks what each window shows.
@Suite("Windows: consumer app", .serialized)
struct WindowsConsumerTests {
    @Test("a window route opens the editor in a window of its own started from the request, brings it forward when it shows already, keeps each window's state, saves the request; with one window it presents, or is refused")
    func windowsHeadless() throws {
        let result = try ConsumerApp.run("WindowsConsumer", graph: "Golden/invalid-window-near-miss-icecubes-windows", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("a window route with embed: stack opens the room at the root of a navigation stack of its own, which it pushes onto; the window saves what it pushed beside its root and restores it only as the room's window; with one window the room is presented in a stack of its own")
    func windowRootInAStack() throws {
        let result = try ConsumerApp.run("WindowStackConsumer", graph: "Golden/invalid-window-near-miss-embed-stack", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }

    @Test("a window whose opener is behind a log-in asks the switch flow's gate before it starts or restores: signed out, the editor's saved window, a new request and a forged one show nothing; help, opened from the log-in, shows; window: new on a link and a placement opens a new window where several show, behind the gate where there is one")
    func windowsBehindALogIn() throws {
        let result = try ConsumerApp.run("GatedWindowsConsumer", uiKit: false)
        #expect(result.succeeded && result.output.hasSuffix("OK\n"), "\(result.output)")
    }
}
