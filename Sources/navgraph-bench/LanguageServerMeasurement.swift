import Foundation
import NavGraphLanguageServer

/// The language server's latencies on one graph file, in process (`navgraph-bench --lsp`): the
/// server, a transport that keeps what it sends, and an editor's messages.
///
/// - **change → published**: from a `didChange` that makes a route's destination undefined (or
///   defines it again) until the server has sent that file's new diagnostics: the check after
///   the change (read, parse, resolve and check of the changed file through
///   `GraphEditingSession`) and the conversion and encoding of what is published.
/// - **completion**: a `textDocument/completion` at a route's `to:` (every screen and flow
///   offered), until its answer is sent.
/// - **definition**: a `textDocument/definition` on a route's destination, until its answer is sent.
struct LanguageServerMeasurement {
    var screens: Int
    var bytes: Int
    var changeToPublished: [Double] = []
    var completion: [Double] = []
    var definition: [Double] = []

    /// Measures `path` with `runs` changes and requests of each kind.
    static func measure(path: String, runs: Int) async throws -> LanguageServerMeasurement {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("navgraph-bench-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = (folder as NSString).appendingPathComponent("graph.navgraph.yaml")
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let uri = URL(fileURLWithPath: file).absoluteString
        let target = try RouteDestination(in: text)

        let server = LanguageServer(transport: DiscardingTransport(), explanationFolder: (folder as NSString).appendingPathComponent(".explain"))
        let client = BenchClient(server: server)
        await client.send(["id": 0, "method": "initialize", "params": ["rootUri": URL(fileURLWithPath: folder).absoluteString, "capabilities": [String: Any]()]])
        await client.send(["method": "initialized", "params": [String: Any]()])
        await client.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]]])
        await server.diagnosticsPublished()

        var measurement = LanguageServerMeasurement(screens: Self.screenCount(text), bytes: text.utf8.count)
        let clock = ContinuousClock()
        for run in 0..<runs * 2 {
            // Every other change makes the destination undefined, the next defines it again: each
            // changes the diagnostics, so each is published.
            let name = run.isMultiple(of: 2) ? target.name + "x" : target.name
            let change: [String: Any] = [
                "range": ["start": ["line": target.line, "character": target.column], "end": ["line": target.line, "character": target.column + (run.isMultiple(of: 2) ? target.name.count : target.name.count + 1)]],
                "text": name,
            ]
            let elapsed = await clock.measure {
                await client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": run + 2], "contentChanges": [change]]])
                await server.diagnosticsPublished()
            }
            measurement.changeToPublished.append(elapsed.seconds)
        }
        let position: [String: Any] = ["line": target.line, "character": target.column + 1]
        for _ in 0..<runs {
            measurement.completion.append(await clock.measure {
                await client.send(["id": 1, "method": "textDocument/completion", "params": ["textDocument": ["uri": uri], "position": position]])
            }.seconds)
            measurement.definition.append(await clock.measure {
                await client.send(["id": 2, "method": "textDocument/definition", "params": ["textDocument": ["uri": uri], "position": position]])
            }.seconds)
        }
        return measurement
    }

    /// The Markdown table of the measurements: fastest and median of each.
    static func markdown(_ measurements: [LanguageServerMeasurement], runs: Int) -> String {
        var lines = [
            "| screens | file | change → published (fastest) | (median) | completion (fastest) | (median) | definition (fastest) | (median) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for m in measurements {
            lines.append("| " + [
                m.screens.formatted(), String(format: "%.0f KB", Double(m.bytes) / 1024),
                milliseconds(m.changeToPublished.min()), milliseconds(median(m.changeToPublished)),
                milliseconds(m.completion.min()), milliseconds(median(m.completion)),
                milliseconds(m.definition.min()), milliseconds(median(m.definition)),
            ].joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append("\(runs * 2) changes and \(runs) requests of each kind per file, in process; goals: change → published under 100 ms at 2,000 screens, completion and definition under 20 ms.")
        return lines.joined(separator: "\n")
    }

    /// The screens of a graph written by Scripts/make-large-graph.py: its lines `  S<number>:`.
    private static func screenCount(_ text: String) -> Int {
        text.split(separator: "\n").filter { line in
            line.hasPrefix("  S") && line.dropFirst(3).first?.isNumber == true && line.hasSuffix(":")
        }.count
    }

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }

    private static func milliseconds(_ seconds: Double?) -> String {
        seconds.map { String(format: "%.1f ms", $0 * 1e3) } ?? "-"
    }
}

/// The destination of the first route written after the middle of a graph file: where the
/// changes and requests are made.
private struct RouteDestination {
    var line: Int
    var column: Int
    var name: String

    init(in text: String) throws {
        let lines = text.components(separatedBy: "\n")
        for number in lines.count / 2..<lines.count {
            guard let to = lines[number].range(of: "to: ") else { continue }
            let rest = lines[number][to.upperBound...]
            line = number
            column = lines[number].utf16.distance(from: lines[number].startIndex, to: to.upperBound)
            name = String(rest.prefix { $0.isLetter || $0.isNumber })
            return
        }
        throw BenchError("no route in the second half of the file")
    }
}

/// Sends an editor's messages to the server, as JSON-RPC.
private struct BenchClient {
    let server: LanguageServer

    func send(_ message: [String: Any]) async {
        var message = message
        message["jsonrpc"] = "2.0"
        guard let data = try? JSONSerialization.data(withJSONObject: message) else { return }
        await server.receive(data)
    }
}

/// The server's answers and notifications, encoded and dropped: the time measured includes
/// making them.
private struct DiscardingTransport: MessageTransport {
    func send(_ content: Data) {}
}
