import Foundation
import Testing

/// Facts the README states about the repository, checked against the repository, so the
/// README cannot fall behind what is there (issue 21, finding 9).
struct ReadmeFactsTests {
    private static let numberWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    @Test("the README counts the apps in Examples/ and names every one")
    func examplesCount() throws {
        let readme = try RepositoryFiles.read("README.md")
        let examples = try FileManager.default.contentsOfDirectory(atPath: RepositoryFiles.url("Examples").path)
            .filter { !$0.hasPrefix(".") }
        let word = Self.numberWords[examples.count - 1]
        #expect(readme.contains("The \(word) apps in [`Examples/`](Examples)"))
        for example in examples {
            #expect(readme.contains(example), "README does not name Examples/\(example)")
        }
    }

    @Test("the README's $schema line is the path docs/Editors.md gives, relative to a graph in Sources/<Target>/")
    func schemaPath() throws {
        let line = "# yaml-language-server: $schema=../../navgraph.schema.json"
        #expect(try RepositoryFiles.read("docs/Editors.md").contains(line))
        #expect(try RepositoryFiles.read("README.md").contains("`\(line)`"))
    }
}
