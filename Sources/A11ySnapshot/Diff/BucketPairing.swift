/// Pairs the reference and current elements that share a match key (a "bucket"): as many pairs as
/// the smaller side has, in order, choosing which elements are left over by the least distance.
enum BucketPairing {
    /// Above this many candidate pairs (`refs.count × curs.count`), buckets are paired in order
    /// without weighing distances, so no bucket costs more than this.
    static let exhaustiveLimit = 4096

    /// Pairs for `refs` and `curs`, each already in its preferred order.
    ///
    /// Equal counts pair in order. Otherwise a monotone alignment keeps `min(count)` pairs and
    /// minimizes the sum of `distance`; ties keep the earlier elements paired.
    static func pairs(_ refs: [Int], _ curs: [Int], distance: (Int, Int) -> Int) -> [(Int, Int)] {
        if refs.count == curs.count || refs.count * curs.count > exhaustiveLimit || refs.isEmpty || curs.isEmpty {
            return Array(zip(refs, curs))
        }
        if refs.count < curs.count {
            return align(refs, curs, distance: distance)
        }
        return align(curs, refs) { distance($1, $0) }.map { ($1, $0) }
    }

    /// Pairs every element of `short` with a distinct element of `long`, preserving order.
    private static func align(_ short: [Int], _ long: [Int], distance: (Int, Int) -> Int) -> [(Int, Int)] {
        let rows = short.count, columns = long.count, width = columns + 1
        let unreachable = Int.max / 2
        // best[i * width + j]: least distance pairing short[..<i] within long[..<j].
        var best = [Int](repeating: unreachable, count: (rows + 1) * width)
        for j in 0...columns { best[j] = 0 }
        for i in 1...rows {
            for j in i...columns {
                let skip = best[i * width + j - 1]
                let take = best[(i - 1) * width + j - 1] + distance(short[i - 1], long[j - 1])
                best[i * width + j] = Swift.min(skip, take)
            }
        }
        var pairs: [(Int, Int)] = []
        pairs.reserveCapacity(rows)
        var i = rows, j = columns
        while i > 0 {
            // Preferring to skip late elements keeps the early ones paired.
            if j > i && best[i * width + j] == best[i * width + j - 1] {
                j -= 1
            } else {
                pairs.append((short[i - 1], long[j - 1]))
                i -= 1
                j -= 1
            }
        }
        return pairs.reversed()
    }
}
