import Testing

/// The snippet tests' own check: a snippet is found only line for line, and a miss shows where
/// the file differs.
@Suite("Snippet search")
struct SnippetSearchTests {
    let file = """
        struct Folder {
            var name: String
            @NavGraphIndirect var parent: Folder?
        }

        """

    @Test("a snippet is found when its lines stand in a row, indentation included")
    func foundLineForLine() {
        #expect(SnippetSearch.failure(of: "    var name: String\n    @NavGraphIndirect var parent: Folder?", in: file, named: "Types.swift") == nil)
        #expect(SnippetSearch.failure(of: "struct Folder {\n", in: file, named: "Types.swift") == nil, "a written last line break adds no line")
        #expect(SnippetSearch.failure(of: "var name: String", in: file, named: "Types.swift") != nil, "indentation counts")
        #expect(SnippetSearch.failure(of: "struct Folder {\n    @NavGraphIndirect var parent: Folder?", in: file, named: "Types.swift") != nil, "lines in a row")
    }

    @Test("a changed line is reported against the nearest region, as a diff with the file's line numbers")
    func nearestRegionAsADiff() {
        let failure = SnippetSearch.failure(of: "    var name: String\n    var parent: Folder?\n}", in: file, named: "Types.swift")
        #expect(failure == """
            Types.swift does not hold the snippet; nearest are its lines 2-4 (- expected, + actual):
                  var name: String
            +     @NavGraphIndirect var parent: Folder?
            -     var parent: Folder?
              }
            """)
    }

    @Test("a snippet that shares no line with the file is shown whole")
    func noLineShared() {
        #expect(SnippetSearch.failure(of: "enum Topic {}", in: file, named: "Types.swift") == "Types.swift holds no line of the snippet:\nenum Topic {}")
    }
}
