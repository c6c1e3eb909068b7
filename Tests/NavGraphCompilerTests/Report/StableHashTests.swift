import Testing
@testable import NavGraphCompiler

@Suite("Stable hash")
struct StableHashTests {
    @Test("the hash of nothing is FNV-1a's offset basis")
    func emptyHash() {
        #expect(StableHash.hexDigits(of: []) == "cbf29ce484222325")
    }

    @Test("each part is hashed as its UTF-8 bytes and a terminating zero (FNV-1a 64 reference values)")
    func referenceValues() {
        #expect(StableHash.hexDigits(of: ["a"]) == "089be207b544f1e4")
        #expect(StableHash.hexDigits(of: ["a", "b"]) == "ab40d7820d408076")
    }

    @Test("moving a boundary between parts changes the hash")
    func partBoundaries() {
        #expect(StableHash.hexDigits(of: ["ab", "c"]) != StableHash.hexDigits(of: ["a", "bc"]))
    }
}
