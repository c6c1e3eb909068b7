import Foundation

/// A request's id: JSON-RPC 2.0 allows a number or a string.
public enum RequestID: Codable, Hashable, Sendable {
    /// A numeric id.
    case number(Int)
    /// A string id.
    case string(String)

    /// Decodes either form.
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the form it was given in.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// An error answered to a request (JSON-RPC's `error` member).
public struct ResponseError: Codable, Error, Hashable, Sendable {
    /// The JSON-RPC or LSP error code.
    public var code: Int
    /// What went wrong, for a person.
    public var message: String

    /// Creates an error.
    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The message is not JSON, or not JSON-RPC.
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The request's params do not have the shape its method takes.
    static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// The server does not answer this method.
    static func methodNotFound(_ method: String) -> ResponseError { ResponseError(code: -32601, message: "unhandled method '\(method)'") }
    /// A request came before `initialize` (LSP's ServerNotInitialized).
    static let notInitialized = ResponseError(code: -32002, message: "the server is not initialized")
    /// The request cannot be carried out as asked (LSP's RequestFailed), such as a rename to a taken name.
    static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: -32803, message: message) }
}

/// The members every incoming message may have: a request has `id` and `method`, a
/// notification `method` only; responses to the server's own requests have `id` alone.
struct IncomingEnvelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// An incoming message's `params`, decoded as the method takes them.
struct IncomingParams<Params: Decodable>: Decodable {
    var params: Params
}

/// A response to a request: its `result` (null included) or its `error`.
struct OutgoingResponse<Result: Encodable>: Encodable {
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        // A response to a request whose id could not be read carries a null id.
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// A notification the server sends (`textDocument/publishDiagnostics`, `window/logMessage`).
struct OutgoingNotification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
