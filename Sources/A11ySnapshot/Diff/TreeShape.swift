/// The shape of a snapshot's tree, with every element numbered by its reading-order position.
///
/// Node 0 is a virtual root whose children are the snapshot's top-level elements; the element at
/// 0-based reading-order index `k` (depth-first, pre-order) is node `k + 1`. Index paths and nodes
/// convert both ways in O(depth).
///
/// Nodes are stored as 32-bit numbers (a snapshot holds far fewer than 2³¹ elements): half the
/// memory to bring into cache on the large trees where the differ's time is memory traffic.
struct TreeShape: Sendable {
    /// Each node's parent; `-1` for the virtual root.
    private let parents: [Int32]
    /// Each node's index among its parent's children.
    private let siblingIndexes: [Int32]
    /// The children of node `n` are `childList[childStart[n] ..< childStart[n + 1]]`.
    private let childStart: [Int32]
    private let childList: [Int32]

    /// A shape from the parent and sibling index of every node, nodes in pre-order.
    init(parent: [Int32], siblingIndex: [Int32]) {
        self.parents = parent
        self.siblingIndexes = siblingIndex
        var start = [Int32](repeating: 0, count: parent.count + 1)
        for node in 1..<max(parent.count, 1) { start[Int(parent[node]) + 1] += 1 }
        for node in 0..<parent.count { start[node + 1] += start[node] }
        var fill = start
        var list = [Int32](repeating: 0, count: max(parent.count - 1, 0))
        // Pre-order visits siblings left to right, so each parent's slots fill in sibling order.
        for node in 1..<max(parent.count, 1) {
            let owner = Int(parent[node])
            list[Int(fill[owner])] = Int32(node)
            fill[owner] += 1
        }
        self.childStart = start
        self.childList = list
    }

    /// The number of nodes, the virtual root included.
    var count: Int { parents.count }

    /// The parent of `node`; `-1` for the virtual root.
    func parent(_ node: Int) -> Int { Int(parents[node]) }

    /// The index of `node` among its parent's children.
    func siblingIndex(_ node: Int) -> Int { Int(siblingIndexes[node]) }

    /// The children of `node` in reading order.
    func children(of node: Int) -> Nodes {
        Nodes(stored: childList[Int(childStart[node]) ..< Int(childStart[node + 1])])
    }

    /// Nodes stored as 32-bit numbers, read as `Int`s.
    struct Nodes: RandomAccessCollection {
        fileprivate let stored: ArraySlice<Int32>
        var startIndex: Int { stored.startIndex }
        var endIndex: Int { stored.endIndex }
        subscript(position: Int) -> Int { Int(stored[position]) }
    }

    /// The node at an index path, or `nil` when the path leads nowhere.
    func node(at path: [Int]) -> Int? {
        var node = 0
        for step in path {
            guard step >= 0, step < Int(childStart[node + 1] - childStart[node]) else { return nil }
            node = Int(childList[Int(childStart[node]) + step])
        }
        return node
    }

    /// The node at an index path spelled as ``ElementReference/path`` spells it (`"2.0.1"`; the
    /// empty string is the virtual root), read without allocating. `nil` when the path leads
    /// nowhere or is not in that canonical spelling (leading zeros, empty or non-digit components).
    func node(atCanonicalPath path: String) -> Int? {
        var path = path
        return path.withUTF8 { bytes -> Int? in
            var node = 0
            guard !bytes.isEmpty else { return node }
            var step = 0, digits = 0
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ".")
                if byte == UInt8(ascii: ".") {
                    guard digits > 0, step < Int(childStart[node + 1] - childStart[node]) else { return nil }
                    node = Int(childList[Int(childStart[node]) + step])
                    step = 0
                    digits = 0
                } else {
                    let digit = byte &- UInt8(ascii: "0")
                    // No leading zeros; at most 9 digits, far more than any tree has children.
                    guard digit < 10, digits == 0 || step > 0, digits < 9 else { return nil }
                    step = step * 10 + Int(digit)
                    digits += 1
                }
            }
            return node
        }
    }

    /// The index path of `node` (empty for the virtual root).
    func path(of node: Int) -> [Int] {
        var path: [Int] = []
        var node = node
        while node > 0 {
            path.append(siblingIndex(node))
            node = parent(node)
        }
        return path.reversed()
    }
}
