@testable import A11ySnapshot
import Testing

/// Exact byte equality, as the reference comparison and the rules' repeated labels use it.
@Suite("Byte equality")
struct ByteEqualityTests {
    @Test("canonically equivalent strings with different bytes are not equal")
    func canonicalEquivalenceIsNotEnough() {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(composed == decomposed)
        #expect(!ByteEquality.equal(composed, decomposed))
        #expect(ByteEquality.equal(composed, "Caf\u{E9}"))
    }

    @Test("arrays are equal when their bytes are, empty ones included")
    func arrays() {
        #expect(ByteEquality.equal([1, 2, 3], [1, 2, 3]))
        #expect(!ByteEquality.equal([1, 2, 3], [1, 2, 4]))
        #expect(!ByteEquality.equal([1, 2], [1, 2, 3]))
        #expect(ByteEquality.equal([], []))
    }
}
