import Foundation
import Testing

/// The SwiftUI code that README.md shows is Examples/Notes's, which CI type-checks against the
/// iOS SDK: the README quotes each snippet exactly, less the indentation it has in its file.
struct AppSnippetTests {
    @Test(
        "README quotes the Notes example's code as it is",
        arguments: [
            ("NotesApp.swift", "WindowGroup"),  // the App and its windows
            ("FolderListFlowController.swift", "FolderListView(library:"),  // hands its view the model it observes
        ])
    func readmeQuotesTheCompiledCode(file: String, mark: String) throws {
        let source = try RepositoryFiles.read("Examples/Notes/Sources/Notes/\(file)")
        let start = try #require(source.range(of: "// snippet:begin\n"))
        let end = try #require(source.range(of: "// snippet:end\n", range: start.upperBound..<source.endIndex))
        let lineStart = source[..<end.lowerBound].lastIndex(of: "\n").map(source.index(after:)) ?? source.startIndex
        let indentation = source[lineStart..<end.lowerBound].count
        let snippet = source[start.upperBound..<lineStart].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(indentation) }.joined(separator: "\n")
        #expect(snippet.contains(mark))
        #expect(try RepositoryFiles.read("README.md").contains("```swift\n" + snippet + "```"))
    }
}
