/// A small set of key indexes (at most 64 keys per object).
struct KeySet {
    private var bits: UInt64 = 0
    /// The index after the most recently inserted one.
    private(set) var next = 0

    /// Inserts `index`; `false` when it was already there.
    mutating func insert(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        next = index + 1
        defer { bits |= bit }
        return bits & bit == 0
    }

    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
}
