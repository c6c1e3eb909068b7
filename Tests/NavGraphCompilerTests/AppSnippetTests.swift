import Foundation
import Testing

/// The SwiftUI `App` that README.md shows is Examples/Notes's, which CI type-checks against the
/// iOS SDK: the README quotes it exactly.
struct AppSnippetTests {
    @Test("README quotes the Notes example's App and WindowGroup as it is")
    func readmeQuotesTheCompiledApp() throws {
        let source = try RepositoryFiles.read("Examples/Notes/Sources/Notes/NotesApp.swift")
        let start = try #require(source.range(of: "// snippet:begin\n"))
        let end = try #require(source.range(of: "// snippet:end\n", range: start.upperBound..<source.endIndex))
        let snippet = String(source[start.upperBound..<end.lowerBound])
        #expect(snippet.contains("WindowGroup"))
        #expect(try RepositoryFiles.read("README.md").contains("```swift\n" + snippet + "```"))
    }
}
