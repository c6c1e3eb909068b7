import Foundation

/// Converts between the `file:` URIs of LSP and the paths the compiler reports.
enum DocumentURI {
    /// The path of a `file:` URI, percent-decoding undone; `nil` for another scheme.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    /// The `file:` URI of an absolute path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
