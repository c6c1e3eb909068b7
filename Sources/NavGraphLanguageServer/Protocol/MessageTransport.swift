import Foundation

/// Where the server's messages go: standard output for an editor, a list in the tests.
public protocol MessageTransport: Sendable {
    /// Sends one message's JSON content; the transport frames it as its channel needs.
    func send(_ content: Data)
}

/// The editor's channel: framed messages on standard output.
public final class StandardOutputTransport: MessageTransport, @unchecked Sendable {
    // Written from the server's actor only, but a lock keeps a frame whole whoever writes.
    private let lock = NSLock()

    /// A transport writing to standard output.
    public init() {}

    /// Writes one framed message.
    public func send(_ content: Data) {
        lock.lock()
        defer { lock.unlock() }
        FileHandle.standardOutput.write(MessageFramer.frame(content))
    }
}
