/// A tree's targets indexed by where they are, so a rule asks for one target's neighbours without
/// looking at every other target.
///
/// Targets with the same frame form one group (stacked layouts repeat a frame many times), and
/// the groups are bucketed in a uniform grid whose cells are about the size of a typical target.
/// A query looks only at the groups in the cells its frame, widened by the distance, covers, and
/// at no more than ``examinedGroupLimit`` of them, so even a hostile layout costs a bounded amount
/// per target; a group's members are counted, not visited. Two elements of which one contains the
/// other in the tree are never neighbours.
struct TargetGrid {
    /// Targets that share one frame, by ascending node index.
    private struct Group {
        let frame: Frame
        var members: [Int32]
    }

    /// The most groups one query looks at.
    static let examinedGroupLimit = 256

    private let tree: RuleTree
    /// How far apart (on each axis) two frames may be and still be neighbours.
    let distance: Double
    private var groups: [Group] = []
    /// Each group's frame as its edges, read by every visit of a query.
    private var edges: [Edges] = []
    /// Each node's group, or -1 for a node that is not a target.
    private var groupOfNode: [Int32]
    /// Where the groups are (``GridLayout``).
    private var layout = GridLayout()
    /// The query that last looked at each group (so starting a query clears nothing).
    private var seen: [Int32] = []
    private var query: Int32 = 0
    /// The groups near the target of the current query (kept to reuse its storage).
    private var nearby: [(group: Int, gap: FramePairs.Gap)] = []

    /// Indexes `targets` (node indexes) of `tree` for neighbours at most `distance` apart.
    init(_ targets: [Int], in tree: RuleTree, within distance: Double) {
        self.tree = tree
        self.distance = distance
        groupOfNode = Array(repeating: -1, count: tree.nodes.count)
        var groupOfFrame: [Frame: Int32] = [:]
        for target in targets {
            let frame = tree.nodes[target].element.frame
            let group: Int32
            if let known = groupOfFrame[frame] {
                group = known
            } else {
                group = Int32(groups.count)
                groups.append(Group(frame: frame, members: []))
                groupOfFrame[frame] = group
            }
            groups[Int(group)].members.append(Int32(target))
            groupOfNode[target] = group
        }
        seen = Array(repeating: -1, count: groups.count)
        edges = groups.map { Edges($0.frame) }
        layout = GridLayout(frames: groups.map(\.frame), distance: distance)
    }

    /// The groups within the distance of `frame`, each once, with their gaps, in `found`; at most
    /// ``examinedGroupLimit`` groups are looked at, in ``GridLayout``'s order. Returns `false` when
    /// it stopped at the limit.
    private mutating func groups(near frame: Frame, into found: inout [(group: Int, gap: FramePairs.Gap)]) -> Bool {
        found.removeAll(keepingCapacity: true)
        query &+= 1
        var examined = 0
        let query = self.query
        let target = Edges(frame)
        return layout.forEachBucket(near: frame, widenedBy: distance) { bucket in
            for group in bucket {
                let group = Int(group)
                if seen[group] == query { continue }
                seen[group] = query
                examined += 1
                if examined > Self.examinedGroupLimit { return false }
                let other = edges[group]
                let overlapWidth = min(other.maxX, target.maxX) - max(other.minX, target.minX)
                let overlapHeight = min(other.maxY, target.maxY) - max(other.minY, target.minY)
                guard -overlapWidth <= distance && -overlapHeight <= distance else { continue }
                found.append((group, FramePairs.Gap(horizontal: max(0, -overlapWidth), vertical: max(0, -overlapHeight),
                                                    overlapWidth: overlapWidth, overlapHeight: overlapHeight)))
            }
            return true
        }
    }

    /// The targets before `target` in reading order that are within the distance of it and that
    /// `accepts` (given their frame, the target's and the gap): the `limit` nearest
    /// (``TargetNeighbourhood/offer(_:to:limit:)``), and how many more; `nil` when there is none.
    mutating func earlierNeighbours(
        of target: Int, limit: Int, accepting accepts: (Frame, Frame, FramePairs.Gap) -> Bool
    ) -> TargetNeighbourhood.Neighbours? {
        let frame = tree.nodes[target].element.frame
        var nearby = takeNearbyBuffer()
        defer { self.nearby = nearby }
        let complete = groups(near: frame, into: &nearby)
        var ancestors: [Int]?
        var nearest: [TargetNeighbourhood.Neighbour] = []
        var total = 0
        for (group, gap) in nearby where accepts(groups[group].frame, frame, gap) {
            let members = groups[group].members
            let below = Self.countBelow(Int32(target), in: members)
            guard below > 0 else { continue }
            if ancestors == nil { ancestors = ancestorGroups(of: target) }
            var earlier = below
            for ancestor in ancestors! where ancestor == group { earlier -= 1 }
            guard earlier > 0 else { continue }
            total += earlier
            // Its members are candidates in ascending order, all at this gap: offer them until
            // one is not among the nearest.
            for member in members[..<below] where !tree.isNested(Int(member), target) {
                let neighbour = TargetNeighbourhood.Neighbour(node: Int(member), gap: gap)
                guard TargetNeighbourhood.offer(neighbour, to: &nearest, limit: limit) else { break }
            }
        }
        guard !nearest.isEmpty else { return nil }
        return TargetNeighbourhood.Neighbours(sorting: nearest, total: total, isLowerBound: !complete)
    }


    /// Whether a target other than `target`, before or after it, is within the distance and has
    /// a frame that `test` accepts. A query stopped at the limit answers `false`.
    mutating func hasNeighbour(of target: Int, where test: (Frame) -> Bool) -> Bool {
        let frame = tree.nodes[target].element.frame
        var nearby = takeNearbyBuffer()
        defer { self.nearby = nearby }
        _ = groups(near: frame, into: &nearby)
        let ancestors = ancestorGroups(of: target)
        let subtreeEnd = Int32(tree.nodes[target].subtreeEnd)
        for (group, _) in nearby where test(groups[group].frame) {
            // Neither the target, its ancestors (before it) nor its descendants (after it, up to
            // the end of its subtree).
            let members = groups[group].members
            let before = Self.countBelow(Int32(target), in: members) - ancestors.reduce(0) { $0 + ($1 == group ? 1 : 0) }
            let after = members.count - Self.countBelow(subtreeEnd + 1, in: members)
            if before > 0 || after > 0 { return true }
        }
        return false
    }

    /// The buffer of nearby groups, taken out so a query can fill it while reading the grid.
    private mutating func takeNearbyBuffer() -> [(group: Int, gap: FramePairs.Gap)] {
        var buffer: [(group: Int, gap: FramePairs.Gap)] = []
        swap(&buffer, &nearby)
        return buffer
    }

    /// The groups of `target`'s ancestors that are targets, once per ancestor.
    private func ancestorGroups(of target: Int) -> [Int] {
        var groupsFound: [Int] = []
        var parent = Int(tree.nodes[target].parent)
        while parent >= 0 {
            if groupOfNode[parent] >= 0 { groupsFound.append(Int(groupOfNode[parent])) }
            parent = Int(tree.nodes[parent].parent)
        }
        return groupsFound
    }

    /// How many of the ascending `members` are below `node`.
    private static func countBelow(_ node: Int32, in members: [Int32]) -> Int {
        guard let first = members.first, first < node else { return 0 }
        if members[members.count - 1] < node { return members.count }
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// A frame's edges, computed once.
private struct Edges {
    let minX, minY, maxX, maxY: Double

    init(_ frame: Frame) {
        (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    }
}
