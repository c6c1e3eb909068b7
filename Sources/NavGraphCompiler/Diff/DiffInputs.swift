import Foundation

/// What `navgraph diff` reads beside the two graphs: saved states from earlier versions
/// (`--states DIR`), URLs already out there (`--urls FILE`), accepted breaks (`--accepted FILE`).
public enum DiffInputs {
    /// Why an input could not be read.
    public struct Failure: Error, CustomStringConvertible {
        /// The path and what is wrong with it.
        public var description: String
    }

    /// Each `*.json` file under `directory` (searched recursively, in sorted order), read as JSON:
    /// its path as given under `directory`, and its tree. A file that is not JSON is a failure:
    /// the input is unreadable, not a state that does not restore. A relative `directory` is read
    /// from `base` (by default the current directory).
    public static func savedStates(
        in directory: String, relativeTo base: String? = nil, fileManager: FileManager = .default
    ) throws(Failure) -> [(path: String, tree: JSONTree)] {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: location(of: directory, base: base), isDirectory: &isDirectory), isDirectory.boolValue,
              let names = fileManager.enumerator(atPath: location(of: directory, base: base))?.compactMap({ $0 as? String }) else {
            throw Failure(description: "\(directory): no such directory of saved states")
        }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        var states: [(path: String, tree: JSONTree)] = []
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let path = prefix + name
            guard let data = fileManager.contents(atPath: location(of: path, base: base)) else { throw Failure(description: "\(path): cannot read the file") }
            do {
                states.append((path, try JSONTree.read(data)))
            } catch {
                throw Failure(description: "\(path): not JSON (\(error))")
            }
        }
        guard !states.isEmpty else { throw Failure(description: "\(directory): no *.json saved states found") }
        return states
    }

    /// The URLs of a file, one a line; blank lines and lines starting with `#` are left out. A line
    /// that is no URL is a failure. A relative `path` is read from `base`.
    public static func urls(in path: String, relativeTo base: String? = nil, fileManager: FileManager = .default) throws(Failure) -> [String] {
        guard let data = fileManager.contents(atPath: location(of: path, base: base)) else { throw Failure(description: "\(path): cannot read the file") }
        var urls: [String] = []
        for (index, line) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            guard URL(string: text)?.scheme != nil else { throw Failure(description: "\(path):\(index + 1): '\(text)' is not a URL") }
            urls.append(text)
        }
        return urls
    }

    /// Where `path` is on disk: as given, or under `base` when it is relative.
    static func location(of path: String, base: String?) -> String {
        guard let base, !path.isEmpty, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).path
    }
}
