/// Finds the fingerprints that occur exactly once in each tree, with mostly sequential memory
/// access: a hash table of a hundred thousand keys is a cache miss per lookup, which made unique
/// matching scale worse than linearly. Records are partitioned by the top bits of their
/// fingerprint into groups of a few records (a counting sort), and each group is sorted by
/// insertion and merged.
enum UniqueFingerprints {
    /// A node's key fingerprint; `isCandidate` is false for nodes that count towards uniqueness
    /// but must not be paired (already matched).
    struct Record {
        var fingerprint: UInt64
        var node: Int32
        var isCandidate: Bool

        init(_ fingerprint: UInt64, node: Int, isCandidate: Bool) {
            self.fingerprint = fingerprint
            self.node = Int32(truncatingIfNeeded: node)
            self.isCandidate = isCandidate
        }
    }

    /// Of `keys`, those that name one element in each tree (``FlatTree/keyPrints``), counted in
    /// one pass over each: for the few keys of the elements a scroll did not move.
    static func ownKeys(_ keys: Set<UInt64>, reference: FlatTree, current: FlatTree) -> Set<UInt64> {
        guard !keys.isEmpty else { return [] }
        var counts: [UInt64: (reference: Int, current: Int)] = [:]
        for r in 1..<reference.count where !reference.ignored[r] && keys.contains(reference.keyPrints[r]) {
            counts[reference.keyPrints[r], default: (0, 0)].reference += 1
        }
        for c in 1..<current.count where !current.ignored[c] && keys.contains(current.keyPrints[c]) {
            counts[current.keyPrints[c], default: (0, 0)].current += 1
        }
        return Set(counts.filter { $0.value == (1, 1) }.keys)
    }

    /// For each reference node, the current node that alone shares its fingerprint, if both are
    /// candidates and alone with it in their trees; `-1` otherwise.
    static func partners(reference: [Record], current: [Record], referenceCount: Int) -> [Int32] {
        var partners = [Int32](repeating: -1, count: referenceCount)
        var bits = 0
        while (reference.count + current.count) >> (bits + 3) > 0 && bits < 20 { bits += 1 }
        var (referenceGroups, referenceStarts) = partition(reference, bits: bits)
        var (currentGroups, currentStarts) = partition(current, bits: bits)
        referenceGroups.withUnsafeMutableBufferPointer { referenceBuffer in
            currentGroups.withUnsafeMutableBufferPointer { currentBuffer in
                for group in 0 ..< 1 << bits {
                    let referenceRange = referenceStarts[group] ..< referenceStarts[group + 1]
                    let currentRange = currentStarts[group] ..< currentStarts[group + 1]
                    guard !referenceRange.isEmpty, !currentRange.isEmpty else { continue }
                    sort(referenceBuffer, referenceRange)
                    sort(currentBuffer, currentRange)
                    merge(referenceBuffer, referenceRange, currentBuffer, currentRange, into: &partners)
                }
            }
        }
        return partners
    }

    /// The records grouped by the top `bits` bits of their fingerprint (a counting sort), with
    /// each group's start; `starts[groups]` is the end.
    private static func partition(_ records: [Record], bits: Int) -> ([Record], [Int]) {
        let shift = UInt64(64 - bits)
        func group(_ record: Record) -> Int { bits == 0 ? 0 : Int(truncatingIfNeeded: record.fingerprint >> shift) }
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for record in records { starts[group(record) + 1] += 1 }
        for index in 0 ..< 1 << bits { starts[index + 1] += starts[index] }
        var next = starts
        var grouped = [Record](repeating: Record(0, node: 0, isCandidate: false), count: records.count)
        for record in records {
            let slot = group(record)
            grouped[next[slot]] = record
            next[slot] += 1
        }
        return (grouped, starts)
    }

    /// Sorts by fingerprint: by insertion, as groups hold a few records on average; a large group
    /// (many copies of one key) with the standard library's sort.
    private static func sort(_ records: UnsafeMutableBufferPointer<Record>, _ range: Range<Int>) {
        guard range.count > 1 else { return }
        guard range.count <= 32 else { return records[range].sort { $0.fingerprint < $1.fingerprint } }
        for index in range.lowerBound + 1 ..< range.upperBound {
            let record = records[index]
            var slot = index
            while slot > range.lowerBound && records[slot - 1].fingerprint > record.fingerprint {
                records[slot] = records[slot - 1]
                slot -= 1
            }
            records[slot] = record
        }
    }

    /// Walks two sorted runs; a fingerprint with one candidate record on each side pairs them.
    private static func merge(_ reference: UnsafeMutableBufferPointer<Record>, _ referenceRange: Range<Int>,
                              _ current: UnsafeMutableBufferPointer<Record>, _ currentRange: Range<Int>,
                              into partners: inout [Int32]) {
        var r = referenceRange.lowerBound, c = currentRange.lowerBound
        while r < referenceRange.upperBound && c < currentRange.upperBound {
            let fingerprint = reference[r].fingerprint
            if fingerprint < current[c].fingerprint {
                r += 1
            } else if fingerprint > current[c].fingerprint {
                c += 1
            } else {
                var referenceEnd = r + 1, currentEnd = c + 1
                while referenceEnd < referenceRange.upperBound && reference[referenceEnd].fingerprint == fingerprint {
                    referenceEnd += 1
                }
                while currentEnd < currentRange.upperBound && current[currentEnd].fingerprint == fingerprint {
                    currentEnd += 1
                }
                if referenceEnd == r + 1 && currentEnd == c + 1 && reference[r].isCandidate && current[c].isCandidate {
                    partners[Int(reference[r].node)] = current[c].node
                }
                r = referenceEnd
                c = currentEnd
            }
        }
    }
}
