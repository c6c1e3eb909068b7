import Foundation
import Testing
@testable import NavGraphLanguageServer

/// The base protocol's framing: Content-Length headers, messages split across reads or sharing one.
@Suite("Language server: message framing")
struct MessageFramingTests {
    @Test("a message arriving in pieces is whole once its last byte is there; two in one read come one by one")
    func pieces() throws {
        let first = Data(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        let second = Data(#"{"jsonrpc":"2.0","id":1,"method":"shutdown","params":"é"}"#.utf8)
        let stream = MessageFramer.frame(first) + MessageFramer.frame(second)
        var framer = MessageFramer()
        framer.append(stream.prefix(10))
        #expect(try framer.nextMessage() == nil)
        framer.append(stream.dropFirst(10).prefix(40))
        #expect(try framer.nextMessage() == nil)
        framer.append(stream.dropFirst(50))
        #expect(try framer.nextMessage() == first)
        #expect(try framer.nextMessage() == second, "a length in bytes: é is two")
        #expect(try framer.nextMessage() == nil)
    }

    @Test("other headers are read past; a header without a length is an error")
    func headers() throws {
        var framer = MessageFramer()
        framer.append(Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}".utf8))
        #expect(try framer.nextMessage() == Data("{}".utf8))
        framer.append(Data("Content-Type: x\r\n\r\n{}".utf8))
        #expect(throws: MessageFramer.FramingError.self) { try framer.nextMessage() }
    }

    @Test("a request the server does not answer gets MethodNotFound; one before initialize ServerNotInitialized")
    func errors() async throws {
        let transport = RecordingTransport()
        let server = LanguageServer(transport: transport, explanationFolder: nil)
        await server.receive(Data(#"{"jsonrpc":"2.0","id":1,"method":"textDocument/hover","params":{}}"#.utf8))
        #expect((transport.take().first?["error"] as? [String: Any])?["code"] as? Int == -32002)
        await server.receive(Data(#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"capabilities":{}}}"#.utf8))
        await server.receive(Data(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/formatting","params":{}}"#.utf8))
        #expect((transport.take().last?["error"] as? [String: Any])?["code"] as? Int == -32601)
        #expect(await server.receive(Data(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)) == false)
    }
}
