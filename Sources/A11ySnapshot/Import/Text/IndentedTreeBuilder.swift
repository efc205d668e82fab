/// Builds a tree from lines whose indentation gives their nesting, without recursion.
///
/// A line is a child of the nearest line above it that is indented less; lines indented alike
/// under the same parent are siblings. So a line indented more than one level deeper than the
/// line above it is still that line's child, and a line dedented to a column between two open
/// levels joins the shallower one's children. A line indented less than every open line is a
/// new root. Nesting is bounded by ``maximumDepth``.
struct IndentedTreeBuilder {
    /// The deepest nesting a dump may have (1 = a root).
    static let maximumDepth = 1_000

    private var nodes: [ImportedNode] = []
    private var parents: [Int] = []
    /// The chain from a root to the last node: indentation and node index of each.
    private var open: [(indentation: Int, index: Int)] = []

    /// Whether no node has been added.
    var isEmpty: Bool { nodes.isEmpty }

    /// Adds `node`, indented by `indentation` columns; returns `false` without adding it when
    /// it would be nested deeper than ``maximumDepth``.
    mutating func add(_ node: ImportedNode, indentation: Int) -> Bool {
        while let last = open.last, last.indentation >= indentation { open.removeLast() }
        guard open.count < Self.maximumDepth else { return false }
        parents.append(open.last?.index ?? -1)
        open.append((indentation, nodes.count))
        nodes.append(node)
        return true
    }

    /// The roots, each with its subtree, in document order.
    consuming func roots() -> [ImportedNode] {
        var roots: [ImportedNode] = []
        // Every child comes after its parent, so walking backwards completes each node before it
        // is moved into its parent (children are gathered in reverse and turned round once).
        for index in nodes.indices.reversed() {
            var node = ImportedNode()
            swap(&node, &nodes[index])
            node.children.reverse()
            let parent = parents[index]
            if parent >= 0 {
                nodes[parent].children.append(node)
            } else {
                roots.append(node)
            }
        }
        roots.reverse()
        return roots
    }
}
