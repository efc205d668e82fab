/// Each node's partner in the other tree (nodes numbered as in ``TreeShape``), `-1` for none.
///
/// Stored in 32 bits a node, as ``TreeShape`` stores its nodes: every phase of the matcher and
/// every pass after it reads these, and on large trees half the bytes is half the cache lines.
struct NodePartners: Sendable {
    private var partners: [Int32]

    /// `count` nodes without partners.
    init(unmatched count: Int) {
        partners = [Int32](repeating: -1, count: count)
    }

    /// Partners by node; `-1` for none.
    init(_ partners: [Int]) {
        self.partners = partners.map { Int32(truncatingIfNeeded: $0) }
    }

    /// The number of nodes, the virtual root included.
    var count: Int { partners.count }

    /// The partner of `node`, `-1` for none.
    subscript(node: Int) -> Int {
        get { Int(partners[node]) }
        set { partners[node] = Int32(truncatingIfNeeded: newValue) }
    }

    /// The nodes other than the virtual root that have a partner, in node order.
    var matchedNodes: [Int] {
        partners.indices.filter { $0 > 0 && partners[$0] > 0 }
    }

    /// The number of nodes other than the virtual root that have a partner.
    var matchedCount: Int {
        partners.dropFirst().reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
    }

    /// Whether a node other than the virtual root has a partner.
    var hasMatchedNodes: Bool {
        partners.dropFirst().contains { $0 > 0 }
    }
}
