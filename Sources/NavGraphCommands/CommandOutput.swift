/// What a command produced: the text it wrote to each stream, in the order written, and its exit
/// status. Commands only add to it; the command line prints it and exits, a test or an editor
/// reads it.
public struct CommandOutput: Sendable, Hashable {
    /// One of the two streams a command writes to.
    public enum Stream: Sendable, Hashable {
        /// Standard output: what the command produces (diagnostics for lint, a drawing, a listing).
        case standardOutput
        /// Standard error: what it says about its work (files written, why it could not run).
        case standardError
    }

    /// One piece of text written to one stream.
    public struct Write: Sendable, Hashable {
        /// Where it goes.
        public var stream: Stream
        /// The text, as written (a line ends with its newline).
        public var text: String
    }

    /// Everything written, in order, so the command line prints the two streams interleaved as
    /// the command wrote them.
    public private(set) var writes: [Write] = []

    /// 0 when the graph has no errors, 1 when it has (or, with `--warnings-as-errors`, warnings),
    /// 2 when the command could not run (files that cannot be read or written).
    public var status: Int32 = 0

    /// Nothing written yet, status 0.
    public init() {}

    /// All that was written to standard output.
    public var standardOutput: String { text(of: .standardOutput) }

    /// All that was written to standard error.
    public var standardError: String { text(of: .standardError) }

    /// Writes `text` as it is to `stream`; nothing for empty text.
    public mutating func write(_ text: String, to stream: Stream) {
        guard !text.isEmpty else { return }
        writes.append(Write(stream: stream, text: text))
    }

    /// Writes a line to standard error.
    mutating func error(_ line: String) {
        write(line + "\n", to: .standardError)
    }

    private func text(of stream: Stream) -> String {
        writes.lazy.filter { $0.stream == stream }.map(\.text).joined()
    }

    /// Runs `body` on an empty output; a `CommandExit` it throws ends it with that status.
    static func collecting(_ body: (inout CommandOutput) throws(CommandExit) -> Void) -> CommandOutput {
        var output = CommandOutput()
        do {
            try body(&output)
        } catch {
            output.status = error.status
        }
        return output
    }
}

/// A command ending before it is done, with the exit status to report (what it says about why
/// is already written).
struct CommandExit: Error {
    /// 1: the graph has errors; 2: the command could not run.
    var status: Int32
}
