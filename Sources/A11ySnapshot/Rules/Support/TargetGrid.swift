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

    /// An earlier target near the one asked about.
    struct Neighbour {
        let node: Int
        let gap: FramePairs.Gap
    }

    /// The nearest earlier neighbours of a target, and how many more there are.
    struct Neighbours {
        /// At most the asked number, in ascending node order.
        let nearest: [Neighbour]
        /// The neighbours not in ``nearest``.
        let moreCount: Int
        /// `true` when the query stopped at ``examinedGroupLimit``: there may be more than
        /// ``moreCount``.
        let moreIsLowerBound: Bool

        /// Exactly one neighbour.
        var isSingle: Bool { nearest.count == 1 && moreCount == 0 && !moreIsLowerBound }

        /// How many neighbours: `12`, or `at least 259` when the query stopped at the limit.
        var countText: String {
            (moreIsLowerBound ? "at least " : "") + "\(nearest.count + moreCount)"
        }
    }

    /// The most groups one query looks at.
    static let examinedGroupLimit = 256
    /// A group covering more cells than this is kept aside and looked at by every query.
    private static let maximumCellsPerGroup = 16

    private let tree: RuleTree
    /// How far apart (on each axis) two frames may be and still be neighbours.
    let distance: Double
    private var groups: [Group] = []
    /// Each node's group, or -1 for a node that is not a target.
    private var groupOfNode: [Int32]
    private var originX = 0.0, originY = 0.0, cellSize = 1.0
    private var columns = 1, rows = 1
    /// The groups of each cell, cell by cell: cell `c`'s are `cellGroups[cellStart[c]..<cellStart[c + 1]]`.
    private var cellStart: [Int32] = [0, 0]
    private var cellGroups: [Int32] = []
    /// Groups too large for the cells.
    private var large: [Int32] = []
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
        guard !groups.isEmpty else { return }
        layOutCells()
        fillCells()
    }

    /// Chooses the cells: about a typical group's size (the median of their larger sides, at
    /// least the distance), and at most four cells per group over the groups' bounding box.
    private mutating func layOutCells() {
        var left = Double.infinity, top = Double.infinity, right = -Double.infinity, bottom = -Double.infinity
        for group in groups {
            left = min(left, group.frame.minX)
            top = min(top, group.frame.minY)
            right = max(right, group.frame.maxX)
            bottom = max(bottom, group.frame.maxY)
        }
        var sides = groups.map { max($0.frame.width, $0.frame.height) }
        sides.sort()
        var size = max(sides[sides.count / 2], distance, 1)
        let cellLimit = Double(max(64, 4 * groups.count))
        while ((right - left) / size + 1) * ((bottom - top) / size + 1) > cellLimit { size *= 2 }
        originX = left
        originY = top
        cellSize = size
        columns = Int((right - left) / size) + 1
        rows = Int((bottom - top) / size) + 1
    }

    /// Puts each group in the cells its frame covers, or aside when it covers too many.
    private mutating func fillCells() {
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var placed: [(group: Int32, cells: (ClosedRange<Int>, ClosedRange<Int>))] = []
        placed.reserveCapacity(groups.count)
        for index in groups.indices {
            let cells = cellRange(of: groups[index].frame, widenedBy: 0)
            if cells.0.count * cells.1.count > Self.maximumCellsPerGroup {
                large.append(Int32(index))
                continue
            }
            placed.append((Int32(index), cells))
            for row in cells.1 { for column in cells.0 { counts[row * columns + column] += 1 } }
        }
        cellStart = [Int32](repeating: 0, count: columns * rows + 1)
        for cell in 0..<(columns * rows) { cellStart[cell + 1] = cellStart[cell] + counts[cell] }
        var next = cellStart
        cellGroups = [Int32](repeating: 0, count: Int(cellStart[columns * rows]))
        for (group, cells) in placed {
            for row in cells.1 {
                for column in cells.0 {
                    let cell = row * columns + column
                    cellGroups[Int(next[cell])] = group
                    next[cell] += 1
                }
            }
        }
    }

    /// The columns and rows `frame`, widened by `margin` on every side, covers, clamped to the grid.
    private func cellRange(of frame: Frame, widenedBy margin: Double) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func index(_ value: Double, origin: Double, count: Int) -> Int {
            let position = ((value - origin) / cellSize).rounded(.down)
            return Int(min(max(position, 0), Double(count - 1)))
        }
        let firstColumn = index(frame.minX - margin, origin: originX, count: columns)
        let lastColumn = index(frame.maxX + margin, origin: originX, count: columns)
        let firstRow = index(frame.minY - margin, origin: originY, count: rows)
        let lastRow = index(frame.maxY + margin, origin: originY, count: rows)
        return (firstColumn...lastColumn, firstRow...lastRow)
    }

    /// The groups within the distance of `frame` (set-aside ones first, then cell by cell), each
    /// once, with their gaps, in `found`; at most ``examinedGroupLimit`` groups are looked at.
    /// Returns `false` when it stopped at the limit.
    private mutating func groups(near frame: Frame, into found: inout [(group: Int, gap: FramePairs.Gap)]) -> Bool {
        found.removeAll(keepingCapacity: true)
        query &+= 1
        var examined = 0
        let (columnRange, rowRange) = cellRange(of: frame, widenedBy: distance)
        var cell = -1, slot = 0, slotEnd = large.count, largeDone = false
        while true {
            if slot == slotEnd {
                if !largeDone {
                    largeDone = true
                    cell = rowRange.lowerBound * columns + columnRange.lowerBound
                } else {
                    // The next cell in the range, row by row.
                    let column = cell % columns + 1
                    if column <= columnRange.upperBound {
                        cell += 1
                    } else if cell / columns + 1 <= rowRange.upperBound {
                        cell = (cell / columns + 1) * columns + columnRange.lowerBound
                    } else {
                        return true
                    }
                }
                slot = Int(cellStart[cell])
                slotEnd = Int(cellStart[cell + 1])
                continue
            }
            let group = Int(largeDone ? cellGroups[slot] : large[slot])
            slot += 1
            if seen[group] == query { continue }
            seen[group] = query
            examined += 1
            if examined > Self.examinedGroupLimit { return false }
            let gap = FramePairs.gap(groups[group].frame, frame)
            if gap.horizontal <= distance && gap.vertical <= distance { found.append((group, gap)) }
        }
    }

    /// The targets before `target` in reading order that are within the distance of it and that
    /// `accepts` (given their frame, the target's and the gap): the `limit` nearest (smallest
    /// larger gap, then earliest), and how many more.
    mutating func earlierNeighbours(
        of target: Int, limit: Int, accepting accepts: (Frame, Frame, FramePairs.Gap) -> Bool
    ) -> Neighbours {
        let frame = tree.nodes[target].element.frame
        var nearby = takeNearbyBuffer()
        defer { self.nearby = nearby }
        let complete = groups(near: frame, into: &nearby)
        var ancestors: [Int]?
        var found: [(group: Int, gap: FramePairs.Gap, count: Int)] = []
        for (group, gap) in nearby where accepts(groups[group].frame, frame, gap) {
            var earlier = Self.countBelow(Int32(target), in: groups[group].members)
            guard earlier > 0 else { continue }
            if ancestors == nil { ancestors = ancestorGroups(of: target) }
            for ancestor in ancestors! where ancestor == group { earlier -= 1 }
            if earlier > 0 { found.append((group, gap, earlier)) }
        }
        found.sort { (max($0.gap.horizontal, $0.gap.vertical), groups[$0.group].members[0])
            < (max($1.gap.horizontal, $1.gap.vertical), groups[$1.group].members[0]) }
        var nearest: [Neighbour] = []
        pick: for (group, gap, _) in found {
            let members = groups[group].members
            for member in members[..<Self.countBelow(Int32(target), in: members)] where !tree.isNested(Int(member), target) {
                guard nearest.count < limit else { break pick }
                nearest.append(Neighbour(node: Int(member), gap: gap))
            }
        }
        nearest.sort { $0.node < $1.node }
        let total = found.reduce(0) { $0 + $1.count }
        return Neighbours(nearest: nearest, moreCount: total - nearest.count, moreIsLowerBound: !complete)
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
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            if members[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
