import Testing
@testable import NavGraphCompiler

@Suite("Report paths")
struct ReportPathsTests {
    @Test("a path given relative to the working directory becomes relative to the base directory")
    func relativeToWorkingDirectory() {
        let paths = ReportPaths(baseDirectory: "/repo", workingDirectory: "/repo/App")
        #expect(paths.relativePath(of: "Graphs/Main.navgraph.yaml") == "App/Graphs/Main.navgraph.yaml")
        #expect(paths.relativePath(of: "./Graphs/../Main.navgraph.yaml") == "App/Main.navgraph.yaml")
    }

    @Test("an absolute path inside the base directory becomes relative")
    func absoluteInside() {
        #expect(ReportFixtures.paths.relativePath(of: "/repo/A.navgraph.yaml") == "A.navgraph.yaml")
    }

    @Test("a relative base directory is taken from the working directory")
    func relativeBase() {
        let paths = ReportPaths(baseDirectory: "..", workingDirectory: "/repo/App/")
        #expect(paths.baseDirectory == "/repo")
        #expect(paths.relativePath(of: "Main.navgraph.yaml") == "App/Main.navgraph.yaml")
    }

    @Test("a file outside the base directory has no relative path and is shown absolute")
    func outside() {
        let paths = ReportPaths(baseDirectory: "/repo", workingDirectory: "/repo")
        #expect(paths.relativePath(of: "/repository/A.navgraph.yaml") == nil)
        #expect(paths.relativePath(of: "../other/A.navgraph.yaml") == nil)
        #expect(paths.displayPath(of: "../other/A.navgraph.yaml") == "/other/A.navgraph.yaml")
    }
}
