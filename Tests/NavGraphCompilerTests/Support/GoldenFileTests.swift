import Testing

@Suite("Golden file diffs")
struct GoldenFileTests {
    @Test("a changed line shows as the expected line removed, then the actual line added")
    func changedLine() {
        #expect(GoldenFile.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc") == "2 - b\n2 + B")
    }

    @Test("an inserted line shows alone, without marking the lines after it")
    func insertedLine() {
        #expect(GoldenFile.lineDiff(expected: "a\nc\nd", actual: "a\nb\nc\nd") == "2 + b")
    }
}
