import Foundation

/// Runs a ``LanguageServer`` on standard input and output, as editors start it (`navgraph lsp`).
public enum StandardIOConnection {
    /// Reads framed messages from standard input until the editor says `exit` or closes the
    /// stream, then exits: 0 after `shutdown`, 1 otherwise (as LSP says).
    public static func run() -> Never {
        let server = LanguageServer(transport: StandardOutputTransport())
        let (messages, continuation) = AsyncStream<Data>.makeStream()
        // Reading blocks, so it has a thread of its own; the server takes the messages in order.
        let reader = Thread {
            var framer = MessageFramer()
            while true {
                let chunk = FileHandle.standardInput.availableData
                if chunk.isEmpty { break }
                framer.append(chunk)
                do {
                    while let message = try framer.nextMessage() { continuation.yield(message) }
                } catch let error as MessageFramer.FramingError {
                    FileHandle.standardError.write(Data("navgraph lsp: \(error.message)\n".utf8))
                    break
                } catch {
                    break
                }
            }
            continuation.finish()
        }
        reader.start()
        Task {
            for await message in messages where await !server.receive(message) {
                exit(await server.hasShutDown ? 0 : 1)
            }
            exit(1)
        }
        dispatchMain()
    }
}
