/// Which targets of a tree are near each other, for the rules that compare targets with each other.
///
/// An ordinary screen is swept once: the targets sorted by their top edge, each compared with
/// those that start before its bottom edge plus the distance, every pair kept (a list of n rows
/// costs about n comparisons). When that sweep would make more than ``sweepBudget(for:)``
/// comparisons (controls stacked on one another, where it is quadratic) it stops, and the targets
/// are indexed in a ``TargetGrid`` instead, whose cost per target is bounded. Both answer the same
/// questions with the same answers; two elements of which one contains the other in the tree are
/// never neighbours.
enum TargetNeighbourhood {
    /// An earlier target near the one asked about.
    struct Neighbour {
        let node: Int
        let gap: FramePairs.Gap
    }

    /// The nearest earlier neighbours of a target (at least one), and how many more there are.
    struct Neighbours {
        /// The first of ``nearest``, kept apart so that the common case, one neighbour, needs no
        /// array.
        let first: Neighbour
        /// The others of ``nearest``.
        let rest: [Neighbour]
        /// The neighbours not in ``nearest``.
        let moreCount: Int
        /// `true` when the grid's search stopped at ``TargetGrid/examinedGroupLimit``: there may
        /// be more than ``moreCount``.
        let moreIsLowerBound: Bool

        /// The nearest neighbours, at most the asked number, in ascending node order.
        var nearest: [Neighbour] { [first] + rest }

        /// Exactly one neighbour.
        var isSingle: Bool { rest.isEmpty && moreCount == 0 && !moreIsLowerBound }

        /// `nearest` (not empty) in reading order, of `total` neighbours.
        init(sorting nearest: [Neighbour], total: Int, isLowerBound: Bool) {
            let sorted = nearest.sorted { $0.node < $1.node }
            first = sorted[0]
            rest = Array(sorted.dropFirst())
            moreCount = total - sorted.count
            moreIsLowerBound = isLowerBound
        }

        init(first: Neighbour, rest: [Neighbour], moreCount: Int, moreIsLowerBound: Bool) {
            self.first = first
            self.rest = rest
            self.moreCount = moreCount
            self.moreIsLowerBound = moreIsLowerBound
        }

        /// These neighbours without the nearest ones `excused` lets go; `nil` when none is left to
        /// report (the neighbours beyond the nearest, unnamed, keep the finding). `excused` is
        /// handed `tree` so that it need not capture it: a closure that captures a tree copies it
        /// (a retain and a release of each of its arrays), once per target.
        func excluding(in tree: RuleTree, _ excused: (RuleTree, Neighbour) -> Bool) -> Neighbours? {
            guard excused(tree, first) || rest.contains(where: { excused(tree, $0) }) else { return self }
            let others = nearest.filter { !excused(tree, $0) }
            guard let kept = others.first else { return moreCount > 0 || moreIsLowerBound ? self : nil }
            return Neighbours(first: kept, rest: Array(others.dropFirst()), moreCount: moreCount, moreIsLowerBound: moreIsLowerBound)
        }

        /// How many neighbours: `12`, or `at least 259` when the search stopped at its limit.
        var countText: String {
            (moreIsLowerBound ? "at least " : "") + "\(1 + rest.count + moreCount)"
        }
    }

    /// The comparisons a sweep may make: a few per target, as a list, a grid of icons or a form
    /// needs.
    static func sweepBudget(for targetCount: Int) -> Int {
        16 * targetCount + 4_096
    }

    /// Calls `body` for each of `targets` (node indexes of `tree`, ascending) that has targets
    /// before it, at most `distance` apart on each axis, that `accepts` (given their frame, the
    /// target's and the gap), with the `limit` nearest of them (smallest larger gap, then reading
    /// order) in reading order and how many more. `sweepBudget` (comparisons) decides between a
    /// sweep and a grid.
    static func forEachEarlierNeighbours(
        of targets: [Int], in tree: RuleTree, within distance: Double, limit: Int, sweepBudget: Int? = nil,
        accepting accepts: (Frame, Frame, FramePairs.Gap) -> Bool, _ body: (Int, Neighbours) -> Void
    ) {
        // The accepted pairs, the later node first, found by the sweep.
        var accepted: [(later: Int32, neighbour: Neighbour)] = []
        let swept = sweep(targets, in: tree, within: distance, budget: sweepBudget ?? Self.sweepBudget(for: targets.count)) { a, b, gap in
            let (first, second) = (tree.nodes[a].element.frame, tree.nodes[b].element.frame)
            if accepts(first, second, gap) { accepted.append((Int32(b), Neighbour(node: a, gap: gap))) }
        }
        guard swept else {
            var grid = TargetGrid(targets, in: tree, within: distance)
            for target in targets {
                if let neighbours = grid.earlierNeighbours(of: target, limit: limit, accepting: accepts) { body(target, neighbours) }
            }
            return
        }
        accepted.sort { ($0.later, $0.neighbour.node) < ($1.later, $1.neighbour.node) }
        var start = 0
        while start < accepted.count {
            let target = accepted[start].later
            var end = start + 1
            while end < accepted.count, accepted[end].later == target { end += 1 }
            if end == start + 1 {
                body(Int(target), Neighbours(first: accepted[start].neighbour, rest: [], moreCount: 0, moreIsLowerBound: false))
            } else {
                var nearest: [Neighbour] = []
                for position in start..<end { _ = offer(accepted[position].neighbour, to: &nearest, limit: limit) }
                body(Int(target), Neighbours(sorting: nearest, total: end - start, isLowerBound: false))
            }
            start = end
        }
    }

    /// The `candidates` (ascending, among `targets`) that have a target near them, before or
    /// after, whose frame `test` accepts (given the candidate's frame and the other's).
    static func filter(
        _ candidates: [Int], among targets: [Int], in tree: RuleTree, within distance: Double, sweepBudget: Int? = nil,
        havingNeighbourWhere test: (Frame, Frame) -> Bool
    ) -> [Int] {
        var isCandidate = [Bool](repeating: false, count: tree.nodes.count)
        for candidate in candidates { isCandidate[candidate] = true }
        var hasNeighbour = [Bool](repeating: false, count: tree.nodes.count)
        let swept = sweep(targets, in: tree, within: distance, budget: sweepBudget ?? Self.sweepBudget(for: targets.count)) { a, b, _ in
            let (frameA, frameB) = (tree.nodes[a].element.frame, tree.nodes[b].element.frame)
            if isCandidate[a], !hasNeighbour[a], test(frameA, frameB) { hasNeighbour[a] = true }
            if isCandidate[b], !hasNeighbour[b], test(frameB, frameA) { hasNeighbour[b] = true }
        }
        if swept { return candidates.filter { hasNeighbour[$0] } }
        var grid = TargetGrid(targets, in: tree, within: distance)
        return candidates.filter { candidate in
            let frame = tree.nodes[candidate].element.frame
            return grid.hasNeighbour(of: candidate) { test(frame, $0) }
        }
    }

    /// Offers `neighbour` to `nearest`, the `limit` nearest so far ordered by (larger gap, node):
    /// inserts it when it is among them. Returns `false` when it is not, so that a caller offering
    /// candidates in ascending order at one gap can stop.
    static func offer(_ neighbour: Neighbour, to nearest: inout [Neighbour], limit: Int) -> Bool {
        func key(_ candidate: Neighbour) -> (Double, Int) {
            (max(candidate.gap.horizontal, candidate.gap.vertical), candidate.node)
        }
        let candidate = key(neighbour)
        if nearest.count == limit, let last = nearest.last, !(candidate < key(last)) { return false }
        let position = nearest.firstIndex { candidate < key($0) } ?? nearest.count
        nearest.insert(neighbour, at: position)
        if nearest.count > limit { nearest.removeLast() }
        return true
    }

    /// Calls `pair` for every pair of `targets` within `distance` on each axis that are not nested
    /// (the earlier node first), by a sweep over the frames sorted by top edge; stops and returns
    /// `false` once it has made `budget` comparisons.
    private static func sweep(
        _ targets: [Int], in tree: RuleTree, within distance: Double, budget: Int, pair: (Int, Int, FramePairs.Gap) -> Void
    ) -> Bool {
        // Frames read once, then sorted with their indexes (a stable sort).
        let sorted = targets.map { (index: $0, frame: tree.nodes[$0].element.frame) }.sorted { $0.frame.minY < $1.frame.minY }
        // Counted first, without comparing or keeping anything, so a layout over the budget
        // costs no pair work before it moves to the grid.
        var comparisons = 0
        for position in sorted.indices {
            let limit = sorted[position].frame.maxY + distance
            var next = position + 1
            while next < sorted.count, sorted[next].frame.minY <= limit {
                comparisons += 1
                if comparisons > budget { return false }
                next += 1
            }
        }
        for position in sorted.indices {
            let first = sorted[position].frame
            let limit = first.maxY + distance
            var next = position + 1
            while next < sorted.count, sorted[next].frame.minY <= limit {
                let gap = FramePairs.gap(first, sorted[next].frame)
                if gap.horizontal <= distance && gap.vertical <= distance {
                    let (a, b) = (sorted[position].index, sorted[next].index)
                    if !tree.isNested(a, b) { pair(min(a, b), max(a, b), gap) }
                }
                next += 1
            }
        }
        return true
    }
}
