import Foundation
import NavGraphCompiler

/// NavGraph's language server: the compiler's answers about graph files, in LSP's terms.
///
/// Messages come in one at a time (``receive(_:)``); answers and diagnostics go out through the
/// transport. Each graph (``GraphRoot``) is checked by a ``GraphEditingSession``, the same
/// stages and checks as `navgraph lint`, after each change: changes that arrive while a check
/// runs are checked together once it has finished, so a burst of keystrokes costs one check
/// more, not one per keystroke. A request about a graph with changes not yet checked checks
/// them first, so every answer is about the text as the editor has it.
public actor LanguageServer {
    private let transport: MessageTransport
    private let explanations: ExplanationFiles
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    private var isInitialized = false
    /// Whether the editor has asked the server to shut down (it exits with 0 then).
    public private(set) var hasShutDown = false
    private var workspaceFolders: [String] = []
    private var documents: [String: OpenDocument] = [:]
    private var graphs: [GraphRoot: GraphState] = [:]
    private var unchecked: Set<GraphRoot> = []
    private var checking: Task<Void, Never>?
    /// The document of the last completion: the items an editor resolves are that list's.
    private var lastCompletion: String?

    /// One graph's session, its last check, and what was last published for each of its files.
    private struct GraphState {
        var session = GraphEditingSession()
        var snapshot: GraphSnapshot?
        var published: [String: [LSPDiagnostic]] = [:]
    }

    /// A server that answers through `transport`; each diagnostic links to its code's
    /// explanation written under `explanationFolder` (by default under the user's cache folder).
    public init(transport: MessageTransport, explanationFolder: String? = nil) {
        self.transport = transport
        explanations = explanationFolder.map { ExplanationFiles(folder: $0) } ?? .inCacheFolder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Handles one message's JSON content; `false` once the editor has said `exit`.
    @discardableResult
    public func receive(_ content: Data) -> Bool {
        guard let envelope = try? decoder.decode(IncomingEnvelope.self, from: content) else {
            send(OutgoingResponse<Bool>(id: nil, result: nil, error: .parseError("not a JSON-RPC message")))
            return true
        }
        // A response to a request of the server's own: the server sends none that waits.
        guard let method = envelope.method else { return true }
        if method == "exit" { return false }
        guard let id = envelope.id else {
            notification(method, content)
            return true
        }
        do {
            try request(method, id: id, content)
        } catch {
            send(OutgoingResponse<Bool>(id: id, result: nil, error: error))
        }
        return true
    }

    /// Waits until every change received has been checked, its diagnostics published and its
    /// index made.
    public func diagnosticsPublished() async {
        while let running = checking { await running.value }
    }

    // MARK: Dispatch

    private func request(_ method: String, id: RequestID, _ content: Data) throws(ResponseError) {
        if method == "initialize" {
            let params: InitializeParams = try params(content)
            workspaceFolders = (params.workspaceFolders?.map(\.uri) ?? [params.rootUri].compactMap { $0 }).compactMap(DocumentURI.path)
            if workspaceFolders.isEmpty, let rootPath = params.rootPath { workspaceFolders = [rootPath] }
            isInitialized = true
            return respond(id, InitializeResult(
                capabilities: ServerCapabilities(),
                serverInfo: .init(name: "navgraph", version: NavGraphVersion.current)))
        }
        guard isInitialized else { throw .notInitialized }
        switch method {
        case "shutdown":
            hasShutDown = true
            respond(id, Optional<Bool>.none)
        case "textDocument/definition":
            let params: TextDocumentPositionParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).map { $0.definition(at: params.position, in: $1) })
        case "textDocument/references":
            let params: ReferenceParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).map {
                $0.references(at: params.position, in: $1, includingDeclaration: params.context.includeDeclaration)
            })
        case "textDocument/hover":
            let params: TextDocumentPositionParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).flatMap { $0.hover(at: params.position, in: $1) })
        case "textDocument/completion":
            let params: TextDocumentPositionParams = try params(content)
            lastCompletion = params.textDocument.uri
            respond(id, snapshot(of: params.textDocument.uri).map { $0.completion(at: params.position, in: $1) })
        case "completionItem/resolve":
            let item: CompletionItem = try params(content)
            respond(id, lastCompletion.flatMap { snapshot(of: $0) }.map { snapshot, _ in snapshot.resolve(item) } ?? item)
        case "textDocument/prepareRename":
            let params: TextDocumentPositionParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).flatMap { $0.prepareRename(at: params.position, in: $1) })
        case "textDocument/rename":
            let params: RenameParams = try params(content)
            guard let (snapshot, path) = snapshot(of: params.textDocument.uri) else { return respond(id, Optional<WorkspaceEdit>.none) }
            respond(id, try snapshot.rename(at: params.position, in: path, to: params.newName, uris: uriByPath))
        case "textDocument/codeAction":
            let params: CodeActionParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).map { $0.codeActions(for: params, in: $1, uris: uriByPath) } ?? [])
        case "textDocument/documentSymbol":
            let params: DocumentSymbolParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).map { $0.documentSymbols(in: $1) } ?? [])
        case "textDocument/foldingRange":
            let params: FoldingRangeParams = try params(content)
            respond(id, snapshot(of: params.textDocument.uri).map { $0.foldingRanges(in: $1) } ?? [])
        case "workspace/symbol":
            let params: WorkspaceSymbolParams = try params(content)
            checkNow()
            respond(id, graphs.values.compactMap(\.snapshot).flatMap { $0.workspaceSymbols(matching: params.query) })
        default:
            throw .methodNotFound(method)
        }
    }

    private func notification(_ method: String, _ content: Data) {
        guard isInitialized, !hasShutDown else { return }
        switch method {
        case "initialized":
            for folder in workspaceFolders {
                for root in GraphRoot.graphs(under: folder) { scheduleCheck(root) }
            }
        case "textDocument/didOpen":
            guard let params: DidOpenTextDocumentParams = try? params(content), let path = DocumentURI.path(of: params.textDocument.uri),
                SourceFile.isGraphFileName((path as NSString).lastPathComponent) else { return }
            documents[path] = OpenDocument(uri: params.textDocument.uri, version: params.textDocument.version, contents: Array(params.textDocument.text.utf8))
            scheduleCheck(GraphRoot(ofFile: path))
        case "textDocument/didChange":
            guard let params: DidChangeTextDocumentParams = try? params(content), let path = DocumentURI.path(of: params.textDocument.uri),
                documents[path] != nil else { return }
            documents[path]?.apply(params.contentChanges)
            documents[path]?.version = params.textDocument.version
            scheduleCheck(GraphRoot(ofFile: path))
        case "textDocument/didClose", "textDocument/didSave":
            guard let params: DocumentEventParams = try? params(content), let path = DocumentURI.path(of: params.textDocument.uri) else { return }
            // Closed, the file is what is on disk again; saved, the disk may hold a file that is new to the graph.
            if method == "textDocument/didClose" { documents[path] = nil }
            scheduleCheck(GraphRoot(ofFile: path))
        default:
            break
        }
    }

    private func params<Params: Decodable>(_ content: Data) throws(ResponseError) -> Params {
        do {
            return try decoder.decode(IncomingParams<Params>.self, from: content).params
        } catch {
            throw .invalidParams("\(error)")
        }
    }

    // MARK: Checking

    /// Marks a graph changed and checks it once the messages already waiting are handled.
    private func scheduleCheck(_ root: GraphRoot) {
        unchecked.insert(root)
        guard checking == nil else { return }
        checking = Task {
            // Messages already waiting (more keystrokes) are taken in before the check.
            await Task.yield()
            self.checkNow()
            // Once the diagnostics are out, the index is made for the requests that follow a
            // change (completion as one types), unless another change is waiting already.
            await Task.yield()
            if self.unchecked.isEmpty {
                for state in self.graphs.values { state.snapshot?.prepareIndex() }
            }
            self.checking = nil
        }
    }

    /// Checks every changed graph and publishes its diagnostics.
    private func checkNow() {
        while let root = unchecked.first {
            unchecked.remove(root)
            check(root)
        }
    }

    private func check(_ root: GraphRoot) {
        var state = graphs[root] ?? GraphState()
        let onDisk = root.filesOnDisk()
        let open = documents.keys.filter { GraphRoot(ofFile: $0) == root }
        let files = Set(onDisk + open).sorted().compactMap { path -> SourceFile? in
            if let document = documents[path] { return SourceFile(path: path, contents: document.contents) }
            return FileManager.default.contents(atPath: path).map { SourceFile(path: path, contents: Array($0)) }
        }
        // A folder without graph files (the last one deleted) has no graph to check.
        let snapshot = files.isEmpty ? nil : GraphSnapshot(state.session.check(files), files: files)
        state.snapshot = snapshot
        var published = snapshot?.publishedDiagnostics(explanations: explanations) ?? [:]
        // A file that left the graph (deleted, renamed) keeps no diagnostics.
        for path in state.published.keys where published[path] == nil { published[path] = [] }
        for (path, diagnostics) in published.sorted(by: { $0.key < $1.key }) where state.published[path] != diagnostics {
            let uri = documents[path]?.uri ?? DocumentURI.uri(of: path)
            send(OutgoingNotification(
                method: "textDocument/publishDiagnostics",
                params: PublishDiagnosticsParams(uri: uri, version: documents[path]?.version, diagnostics: diagnostics)))
        }
        state.published = published.filter { !$0.value.isEmpty || snapshot?.contains($0.key) == true }
        graphs[root] = state
    }

    /// The last check of the graph the document belongs to, checked again first if it changed since.
    private func snapshot(of uri: String) -> (GraphSnapshot, String)? {
        guard let path = DocumentURI.path(of: uri) else { return nil }
        let root = GraphRoot(ofFile: path)
        if unchecked.contains(root) || graphs[root]?.snapshot == nil {
            unchecked.insert(root)
            checkNow()
        }
        guard let snapshot = graphs[root]?.snapshot, snapshot.contains(path) else { return nil }
        return (snapshot, path)
    }

    /// The URI to use for each path: the editor's own for an open document.
    private var uriByPath: (String) -> String {
        let documents = documents
        return { path in documents[path]?.uri ?? DocumentURI.uri(of: path) }
    }

    // MARK: Sending

    private func respond<Result: Encodable>(_ id: RequestID, _ result: Result?) {
        send(OutgoingResponse(id: id, result: result, error: nil))
    }

    private func send(_ message: some Encodable) {
        guard let content = try? encoder.encode(message) else { return }
        transport.send(content)
    }
}
