/// Finds pairs of elements whose frames are within a distance of each other, with a sweep over
/// the frames sorted by their top edge: each element is compared only with those that start
/// before its bottom edge plus the distance, so a list of n rows costs about n comparisons, not n².
enum FramePairs {
    /// The horizontal and vertical gaps between two frames (0 on an axis where they overlap).
    struct Gap {
        let horizontal: Double
        let vertical: Double
        /// How far the frames overlap on each axis (negative when apart).
        let overlapWidth: Double
        let overlapHeight: Double
    }

    /// Calls `body` for each pair of `candidates` (node indexes) whose frames are at most `distance`
    /// apart on both axes, skipping pairs where one element contains the other in the tree. The
    /// first index of a pair is the earlier in reading order.
    static func forEach(_ candidates: [Int], in tree: RuleTree, within distance: Double, _ body: (Int, Int, Gap) -> Void) {
        // Frames read once, then sorted with their indexes (a stable sort, as before).
        let sorted = candidates.map { (index: $0, frame: tree.nodes[$0].element.frame) }.sorted { $0.frame.minY < $1.frame.minY }
        for position in sorted.indices {
            let first = sorted[position].frame
            let limit = first.maxY + distance
            var next = position + 1
            while next < sorted.count, sorted[next].frame.minY <= limit {
                let second = sorted[next].frame
                let overlapWidth = min(first.maxX, second.maxX) - max(first.minX, second.minX)
                let overlapHeight = min(first.maxY, second.maxY) - max(first.minY, second.minY)
                let gap = Gap(horizontal: max(0, -overlapWidth), vertical: max(0, -overlapHeight),
                              overlapWidth: overlapWidth, overlapHeight: overlapHeight)
                if gap.horizontal <= distance && gap.vertical <= distance {
                    let (a, b) = (min(sorted[position].index, sorted[next].index), max(sorted[position].index, sorted[next].index))
                    if !tree.isNested(a, b) { body(a, b, gap) }
                }
                next += 1
            }
        }
    }

    /// The enabled interactive elements with a non-empty frame: the targets.
    static func targets(in tree: RuleTree) -> [Int] {
        tree.nodes.indices.filter { isTarget(tree.nodes[$0]) }
    }

    /// Whether the node is a target: enabled, interactive, with a non-empty frame.
    static func isTarget(_ node: RuleTree.Node) -> Bool {
        node.isInteractive && !node.isContainer && node.element.isEnabled
            && node.element.frame.width > 0 && node.element.frame.height > 0
    }
}

extension Frame {
    /// A width and height, to compare frames by size.
    struct Size: Equatable {
        let width: Double
        let height: Double
    }

    var size: Size { Size(width: width, height: height) }

    /// `44 × 32 pt`.
    var sizeDescription: String {
        sizeDescription(in: "pt")
    }

    /// `44 × 32 px` for a `unit` of `px` (a snapshot whose frames are pixels).
    func sizeDescription(in unit: String) -> String {
        "\(Points.format(width)) × \(Points.format(height)) \(unit)"
    }

    /// The distance from (`x`, `y`) to the nearest point of the frame (0 inside).
    func distance(fromX x: Double, y: Double) -> Double {
        let dx = max(minX - x, 0, x - maxX)
        let dy = max(minY - y, 0, y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
