import Foundation
import Testing

/// The scene delegate that README.md and docs/Generation.md show is Examples/Shop's, which CI
/// type-checks against the iOS SDK: the docs quote it exactly.
struct SceneDelegateSnippetTests {
    @Test("README and docs/Generation.md quote the Shop example's scene delegate as it is")
    func docsQuoteTheCompiledSceneDelegate() throws {
        let source = try RepositoryFiles.read("Examples/Shop/Sources/Shop/SceneDelegate.swift")
        let start = try #require(source.range(of: "final class SceneDelegate"))
        let end = try #require(source.range(of: "\n}\n", range: start.upperBound..<source.endIndex))
        let snippet = String(source[start.lowerBound..<end.upperBound])
        for document in ["README.md", "docs/Generation.md"] {
            #expect(try RepositoryFiles.read(document).contains("```swift\n" + snippet + "```"), "\(document)")
        }
    }
}
