import Foundation
import NavGraphCompiler
@testable import NavGraphLanguageServer

/// Collects what the server sends, in order.
final class RecordingTransport: MessageTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [[String: Any]] = []

    func send(_ content: Data) {
        guard let message = try? JSONSerialization.jsonObject(with: content) as? [String: Any] else { return }
        lock.lock()
        sent.append(message)
        lock.unlock()
    }

    /// Every message sent so far, and forgets them.
    func take() -> [[String: Any]] {
        lock.lock()
        defer { sent = []; lock.unlock() }
        return sent
    }
}

/// Fixture text with places marked as sourcekit-lsp's tests mark them (`1️⃣`, `2️⃣`, ...): the
/// text without the marks, and each mark's position in it (UTF-16 columns, as LSP counts).
struct MarkedText {
    let text: String
    let positions: [String: Position]

    static let marks = ["0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ marked: String) {
        var text = ""
        var positions: [String: Position] = [:]
        var line = 0
        var column = 0
        var rest = Substring(marked)
        while !rest.isEmpty {
            if let mark = Self.marks.first(where: { rest.hasPrefix($0) }) {
                positions[mark] = Position(line: line, character: column)
                rest = rest.dropFirst(mark.count)
                continue
            }
            let character = rest.removeFirst()
            text.append(character)
            if character == "\n" {
                line += 1
                column = 0
            } else {
                column += character.utf16.count
            }
        }
        self.text = text
        self.positions = positions
    }

    subscript(_ mark: String) -> Position { positions[mark]! }
}

/// An editor talking to a server in process: a folder of graph files on disk, documents opened
/// and changed, requests answered.
final class TestClient {
    let server: LanguageServer
    let transport = RecordingTransport()
    let folder: String
    private var nextID = 1
    private var versions: [String: Int] = [:]

    /// A folder holding `files` (name → text), with the server initialized on it.
    init(files: [String: String]) async throws {
        folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("navgraph-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        server = LanguageServer(transport: transport, explanationFolder: (folder as NSString).appendingPathComponent(".explain"))
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
        }
        _ = try await request("initialize", ["rootUri": DocumentURI.uri(of: folder), "capabilities": [String: Any]()])
        await notify("initialized", [String: Any]())
        await server.diagnosticsPublished()
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
    func uri(_ name: String) -> String { DocumentURI.uri(of: path(name)) }

    /// Sends a request and returns its `result` (throws its error).
    func request(_ method: String, _ params: Any) async throws -> Any? {
        let id = nextID
        nextID += 1
        await send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let messages = transport.take()
        pending += messages.filter { $0["id"] == nil }
        guard let response = messages.first(where: { ($0["id"] as? Int) == id }) else { throw ClientError.noResponse(method) }
        if let error = response["error"] as? [String: Any] { throw ClientError.responseError(error["message"] as? String ?? "") }
        return response["result"] is NSNull ? nil : response["result"]
    }

    /// Notifications received and not yet looked at.
    private var pending: [[String: Any]] = []

    func notify(_ method: String, _ params: Any) async {
        await send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ message: [String: Any]) async {
        let data = try! JSONSerialization.data(withJSONObject: message)
        await server.receive(data)
    }

    func open(_ name: String, _ text: String) async {
        versions[name] = 1
        await notify("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "yaml", "version": 1, "text": text]])
    }

    /// Replaces the whole text of an open document.
    func change(_ name: String, _ text: String) async {
        await change(name, [["text": text]])
    }

    /// Sends changes (each `["range": ..., "text": ...]` or `["text": ...]`).
    func change(_ name: String, _ changes: [[String: Any]]) async {
        let version = (versions[name] ?? 0) + 1
        versions[name] = version
        await notify("textDocument/didChange", ["textDocument": ["uri": uri(name), "version": version], "contentChanges": changes])
    }

    /// The diagnostics last published for each file, by file name, once every change is checked.
    func diagnostics() async -> [String: [[String: Any]]] {
        await server.diagnosticsPublished()
        pending += transport.take()
        var latest: [String: [[String: Any]]] = [:]
        for message in pending where message["method"] as? String == "textDocument/publishDiagnostics" {
            let params = message["params"] as! [String: Any]
            let path = DocumentURI.path(of: params["uri"] as! String)!
            latest[(path as NSString).lastPathComponent] = params["diagnostics"] as? [[String: Any]]
        }
        return latest
    }

    /// `textDocument/...` at a place.
    func at(_ method: String, _ name: String, _ position: Position, _ extra: [String: Any] = [:]) async throws -> Any? {
        var params: [String: Any] = ["textDocument": ["uri": uri(name)], "position": ["line": position.line, "character": position.character]]
        params.merge(extra) { _, new in new }
        return try await request("textDocument/\(method)", params)
    }

    enum ClientError: Error {
        case noResponse(String)
        case responseError(String)
    }
}

/// A range from a JSON result, as a Position pair.
func range(_ json: Any?) -> (start: Position, end: Position)? {
    guard let json = json as? [String: Any], let start = json["start"] as? [String: Int], let end = json["end"] as? [String: Int] else { return nil }
    return (Position(line: start["line"]!, character: start["character"]!), Position(line: end["line"]!, character: end["character"]!))
}
