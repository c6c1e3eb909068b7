import Foundation
import Testing

/// The scene delegate that README.md and docs/Generation.md show is Examples/Shop's, which CI
/// type-checks against the iOS SDK: the docs quote it exactly.
struct SceneDelegateSnippetTests {
    /// The declaration starting at `marker` in the repository file at `path`, up to its closing brace.
    private func declaration(in path: String, from marker: String) throws -> String {
        let source = try RepositoryFiles.read(path)
        let start = try #require(source.range(of: marker))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        return String(source[start.lowerBound..<end.upperBound])
    }

    @Test("README and docs/Generation.md quote the Shop example's scene delegate as it is")
    func docsQuoteTheCompiledSceneDelegate() throws {
        let snippet = try declaration(in: "Examples/Shop/Sources/Shop/SceneDelegate.swift", from: "final class SceneDelegate")
        for document in ["README.md", "docs/Generation.md"] {
            #expect(try RepositoryFiles.read(document).contains("```swift\n" + snippet + "```"), "\(document)")
        }
    }

    @Test("README quotes the Shop example's state restoration activity as it is")
    func readmeQuotesTheCompiledRestoration() throws {
        let snippet = try declaration(in: "Examples/Shop/Sources/Shop/SceneDelegate+Restoration.swift", from: "extension SceneDelegate")
        #expect(try RepositoryFiles.read("README.md").contains("```swift\n" + snippet + "```"))
    }

    @Test("README quotes the Shop example's link and notification handling as it is")
    func readmeQuotesTheCompiledLinkHandling() throws {
        let snippet = try declaration(in: "Examples/Shop/Sources/Shop/SceneDelegate+Links.swift", from: "extension SceneDelegate")
        #expect(try RepositoryFiles.read("README.md").contains("```swift\n" + snippet + "```"))
    }
}
