import Foundation

/// The base protocol's framing: each message is `Content-Length: N`, other headers, an empty
/// line (`\r\n\r\n` ends the headers), then N bytes of JSON.
public struct MessageFramer: Sendable {
    private var buffer: [UInt8] = []

    /// Why the bytes read are not a framed message.
    public struct FramingError: Error, Hashable, Sendable {
        /// What was wrong, for the log.
        public var message: String
    }

    /// The most bytes one message may have: a graph file is at most a few megabytes
    /// (`SyntaxLimits`), and a message holds one file's text.
    public static let maximumContentLength = 64 << 20

    /// A framer that has read nothing.
    public init() {}

    /// Takes more bytes as they arrive.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message's content, if all of it has arrived; the bytes are consumed.
    public mutating func nextMessage() throws(FramingError) -> Data? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let headerEnd = Self.find(separator, in: buffer) else {
            guard buffer.count <= 8_192 else { throw FramingError(message: "a message header longer than 8 KB") }
            return nil
        }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            length = Int(parts[1].trimmingCharacters(in: .whitespaces))
        }
        guard let length, length >= 0, length <= Self.maximumContentLength else {
            throw FramingError(message: "a message header without a valid Content-Length: \(header)")
        }
        let start = headerEnd + separator.count
        guard buffer.count - start >= length else { return nil }
        let content = Data(buffer[start..<start + length])
        buffer.removeFirst(start + length)
        return content
    }

    /// `content` framed for sending.
    public static func frame(_ content: Data) -> Data {
        Data("Content-Length: \(content.count)\r\n\r\n".utf8) + content
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { index in
            haystack[index..<index + needle.count].elementsEqual(needle)
        }
    }
}
