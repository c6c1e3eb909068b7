import Foundation
import NavGraphLanguageServer

/// The language server's latencies on one graph, in process (`navgraph-bench --lsp`): the
/// server, a transport that drops what it sends (after encoding it), and an editor's messages.
///
/// Each run changes a route's destination (making it undefined, then defining it again, so
/// that each change changes the diagnostics and is published) and then asks, as an editor does
/// while someone types:
/// - **change → published**: from the `didChange` until the server has sent the file's new
///   diagnostics: the check after the change (through `GraphEditingSession`: the changed file
///   read and parsed again, the graph resolved and checked) and what is published;
/// - **completion** at that route's `to:` (every screen and flow offered), asked once the
///   server is idle again (it makes the graph's index right after publishing);
/// - **definition** of that destination.
///
/// With `split`, the graph is written as that many files of screens beside one with the rest
/// (as an app splits a large graph), and only the changed file is read again.
struct LanguageServerMeasurement {
    var screens: Int
    var bytes: Int
    var files: Int
    var changeToPublished: [Double] = []
    var completion: [Double] = []
    var definition: [Double] = []

    /// Measures the graph of `path`, `runs` times each, written as one file or split.
    static func measure(path: String, runs: Int, split: Int) async throws -> LanguageServerMeasurement {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("navgraph-bench-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let parts = split > 1 ? LargeGraphSplit.files(text, screenFiles: split) : [text]
        var target: (uri: String, text: String, route: RouteDestination)?
        for (index, part) in parts.enumerated() {
            let file = (folder as NSString).appendingPathComponent("graph-\(index).navgraph.yaml")
            try part.write(toFile: file, atomically: true, encoding: .utf8)
            // The file holding the middle of the screens is edited.
            if index == (parts.count == 1 ? 0 : (parts.count + 1) / 2), let route = RouteDestination(in: part) {
                target = (URL(fileURLWithPath: file).absoluteString, part, route)
            }
        }
        guard let (uri, edited, route) = target else { throw BenchError("no route to change in \(path)") }

        let transport = PublishClock()
        let server = LanguageServer(transport: transport, explanationFolder: (folder as NSString).appendingPathComponent(".explain"))
        let client = BenchClient(server: server)
        await client.send(["id": 0, "method": "initialize", "params": ["rootUri": URL(fileURLWithPath: folder).absoluteString, "capabilities": [String: Any]()]])
        await client.send(["method": "initialized", "params": [String: Any]()])
        await client.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": edited]]])
        await server.diagnosticsPublished()

        var measurement = LanguageServerMeasurement(screens: screenCount(text), bytes: text.utf8.count, files: parts.count)
        let clock = ContinuousClock()
        let position: [String: Any] = ["line": route.line, "character": route.column + 1]
        for run in 0..<runs * 2 {
            let undefined = run.isMultiple(of: 2)
            let change: [String: Any] = [
                "range": [
                    "start": ["line": route.line, "character": route.column],
                    "end": ["line": route.line, "character": route.column + route.name.utf16.count + (undefined ? 0 : 1)],
                ],
                "text": undefined ? route.name + "x" : route.name,
            ]
            let start = clock.now
            await client.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": uri, "version": run + 2], "contentChanges": [change]]])
            await server.diagnosticsPublished()
            guard let published = transport.lastPublished, published > start else { throw BenchError("a change to \(path) was not published") }
            let elapsed = published - start
            measurement.changeToPublished.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            measurement.completion.append(await seconds(clock) {
                await client.send(["id": 1, "method": "textDocument/completion", "params": ["textDocument": ["uri": uri], "position": position]])
            })
            measurement.definition.append(await seconds(clock) {
                await client.send(["id": 2, "method": "textDocument/definition", "params": ["textDocument": ["uri": uri], "position": position]])
            })
        }
        return measurement
    }

    private static func seconds(_ clock: ContinuousClock, _ work: () async -> Void) async -> Double {
        let elapsed = await clock.measure(work)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The Markdown table of the measurements: fastest and median of each.
    static func markdown(_ measurements: [LanguageServerMeasurement], runs: Int) -> String {
        var lines = [
            "| screens | files | size | change → published (fastest) | (median) | completion (fastest) | (median) | definition (fastest) | (median) |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for m in measurements {
            lines.append("| " + [
                m.screens.formatted(), String(m.files), String(format: "%.0f KB", Double(m.bytes) / 1024),
                milliseconds(m.changeToPublished.min()), milliseconds(median(m.changeToPublished)),
                milliseconds(m.completion.min()), milliseconds(median(m.completion)),
                milliseconds(m.definition.min()), milliseconds(median(m.definition)),
            ].joined(separator: " | ") + " |")
        }
        lines.append("")
        lines.append(
            "\(runs * 2) changes per graph, each followed by a completion and a definition, in process; goals: change → published under 100 ms at 2,000 screens, completion and definition under 20 ms.")
        return lines.joined(separator: "\n")
    }

    /// The screens of a graph of the presentations shape (`GraphShape.presentations`): its lines `  S<number>:`.
    static func screenCount(_ text: String) -> Int {
        text.split(separator: "\n").filter(LargeGraphSplit.startsScreen).count
    }

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[values.count / 2]
    }

    private static func milliseconds(_ seconds: Double?) -> String {
        seconds.map { String(format: "%.1f ms", $0 * 1e3) } ?? "-"
    }
}

/// A graph of the presentations shape (`GraphShape.presentations`) written as several files: one with everything but the
/// screens, and the screens in `screenFiles` files of about as many each.
enum LargeGraphSplit {
    static func files(_ text: String, screenFiles: Int) -> [String] {
        var rest: [Substring] = []
        var screens: [[Substring]] = []
        var inScreens = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "screens:" { inScreens = true; continue }
            if inScreens, !line.hasPrefix(" ") { inScreens = false }
            if inScreens, startsScreen(line) { screens.append([]) }
            if inScreens, !screens.isEmpty { screens[screens.count - 1].append(line) } else { rest.append(line) }
        }
        let perFile = (screens.count + screenFiles - 1) / screenFiles
        let chunks = stride(from: 0, to: screens.count, by: perFile).map { screens[$0..<min($0 + perFile, screens.count)] }
        return [rest.joined(separator: "\n")] + chunks.map { chunk in "screens:\n" + chunk.flatMap { $0 }.joined(separator: "\n") + "\n" }
    }

    /// Whether a line declares one of the generated screens (`  S123:`).
    static func startsScreen(_ line: Substring) -> Bool {
        line.hasPrefix("  S") && line.dropFirst(3).first?.isNumber == true && line.hasSuffix(":")
    }
}

/// The destination of the first route written after the middle of a file: where the changes
/// and requests are made.
struct RouteDestination {
    var line: Int
    var column: Int
    var name: String

    init?(in text: String) {
        let lines = text.components(separatedBy: "\n")
        for number in lines.count / 2..<lines.count {
            guard let to = lines[number].range(of: "to: ") else { continue }
            line = number
            column = lines[number].utf16.distance(from: lines[number].startIndex, to: to.upperBound)
            name = String(lines[number][to.upperBound...].prefix { $0.isLetter || $0.isNumber })
            return
        }
        return nil
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

/// The server's answers and notifications, encoded and dropped (the time measured includes
/// making them), noting when diagnostics were last published.
private final class PublishClock: MessageTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var published: ContinuousClock.Instant?

    /// When `textDocument/publishDiagnostics` was last sent.
    var lastPublished: ContinuousClock.Instant? {
        lock.lock()
        defer { lock.unlock() }
        return published
    }

    func send(_ content: Data) {
        // Only the publication of diagnostics is timed.
        guard content.range(of: Data("textDocument/publishDiagnostics".utf8)) != nil else { return }
        let now = ContinuousClock.now
        lock.lock()
        published = now
        lock.unlock()
    }
}
