/// The heaviest strictly increasing subsequence of a sequence of distinct positions, in
/// O(r log r) for a sequence of r runs, with a Fenwick tree of prefix maxima. With all weights 1
/// it is the longest increasing subsequence.
///
/// A run is a stretch whose positions go up by exactly 1 (`5, 6, 7`): a heaviest subsequence takes
/// all of a run or none of it (any element of the run fits wherever a neighbour does), so runs are
/// weighed as one item. Between two snapshots most matched elements keep their order, so a tree of
/// a hundred thousand elements with a few edits has a few thousand runs.
enum HeaviestIncreasingSubsequence {
    /// The indexes into `positions` of the subsequence, ascending.
    ///
    /// - Parameters:
    ///   - positions: distinct values.
    ///   - weights: one per position, positive; `nil` for all 1.
    /// Ties keep the earlier elements: among equally heavy subsequences, the one that ends first,
    /// extended from the earliest predecessor.
    static func indexes(of positions: [Int], weights: [Int]? = nil) -> [Int] {
        guard !positions.isEmpty else { return [] }
        var runStarts: [Int] = [], runWeights: [Int] = []
        for index in positions.indices {
            if index == 0 || positions[index] != positions[index - 1] + 1 {
                runStarts.append(index)
                runWeights.append(0)
            }
            runWeights[runWeights.count - 1] += weights?[index] ?? 1
        }
        let runCount = runStarts.count
        func first(_ run: Int) -> Int { positions[runStarts[run]] }

        // Runs are disjoint ranges of positions: rank them by position for a Fenwick tree of runs.
        let byPosition = (0..<runCount).sorted { first($0) < first($1) }
        var rank = [Int](repeating: 0, count: runCount)
        for (order, run) in byPosition.enumerated() { rank[run] = order }

        // Each slot packs the best subsequence ending in its range: the weight in the high 32 bits,
        // the complement of its last run in the low 32, so that the larger packed value is the
        // heavier subsequence and, on ties, the one ending earlier.
        var tree = [UInt64](repeating: 0, count: runCount + 1)
        var predecessor = [Int32](repeating: -1, count: runCount)
        var best: UInt64 = 0
        for run in 0..<runCount {
            var prefix: UInt64 = 0
            var slot = rank[run]  // slots 1 ... rank hold the runs at lower positions
            while slot > 0 {
                prefix = max(prefix, tree[slot])
                slot &= slot - 1
            }
            let weight = (prefix >> 32) + UInt64(runWeights[run])
            predecessor[run] = prefix == 0 ? -1 : Int32(truncatingIfNeeded: UInt64(UInt32.max) - prefix & 0xFFFF_FFFF)
            let packed = weight << 32 | (UInt64(UInt32.max) - UInt64(run))
            best = max(best, packed)
            slot = rank[run] + 1
            while slot <= runCount {
                tree[slot] = max(tree[slot], packed)
                slot += slot & -slot
            }
        }
        var runs: [Int] = []
        var run = Int(UInt64(UInt32.max) - best & 0xFFFF_FFFF)
        while run >= 0 {
            runs.append(run)
            run = Int(predecessor[run])
        }
        return runs.reversed().flatMap { run in
            runStarts[run] ..< (run + 1 < runCount ? runStarts[run + 1] : positions.count)
        }
    }
}
