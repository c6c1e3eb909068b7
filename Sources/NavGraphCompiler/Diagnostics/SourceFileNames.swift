import Foundation

/// The paths of the files this process has read, each numbered once, so that a `SourceLocation`
/// holds a number instead of the path itself. Paths are only added: a number read from a location
/// always names its path. Locked, as the language server and the tests read graphs on several
/// threads at once.
final class SourceFileNames: @unchecked Sendable {
    /// The one numbering of the process.
    static let shared = SourceFileNames()

    private let lock = NSLock()
    private var numbers: [String: Int32] = [:]
    private var paths: [String] = []

    /// The number of `path`, given it on first use.
    func id(of path: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[path] { return number }
        let number = Int32(paths.count)
        numbers[path] = number
        paths.append(path)
        return number
    }

    /// The path numbered `id`.
    func path(of id: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(id)]
    }
}
