/// Which element of the reference tree is which element of the current tree, as ``SnapshotDiff``
/// matched them: the matching behind its `added`, `removed`, `moved` and `changed`, for other
/// analyses that compare the two trees element by element (the rules engine classifies a
/// violation as new, resolved or unchanged through it).
///
/// Elements are addressed either way:
/// - by **index path**, 0-based child indexes from the top level (`[2, 0, 1]`, which
///   ``ElementReference/path`` spells `"2.0.1"`);
/// - by **reading-order index**, the 0-based depth-first pre-order position over the whole tree
///   (the `from` and `to` of a `moved` change).
///
/// Both address the snapshots as given, with elements left out by
/// ``DiffOptions/ignoredIdentifiers`` still counted; those are never matched. Lookups by index are
/// O(1), by path O(depth).
///
/// ```swift
/// let diff = SnapshotDiff(reference: recorded, current: captured)
/// if let now = diff.matching.currentPath(forReferencePath: [1, 0]) { … }   // same element
/// for (before, after) in diff.matching.pairs { … }                         // every matched pair
/// ```
package struct ElementMatching: Sendable {
    private let referenceShape: TreeShape
    private let currentShape: TreeShape
    /// By reference node (see ``TreeShape``): the partner node, `-1` for none.
    private let referencePartner: NodePartners
    private let currentPartner: NodePartners

    init(reference: TreeShape, current: TreeShape, referencePartner: NodePartners, currentPartner: NodePartners) {
        self.referenceShape = reference
        self.currentShape = current
        self.referencePartner = referencePartner
        self.currentPartner = currentPartner
    }

    /// The matching of a tree with an equal one: every element with itself, except those an
    /// ignored identifier leaves out, which are never matched.
    static func identity(_ tree: FlatTree) -> ElementMatching {
        let partner = NodePartners(tree.ignored.indices.map { $0 == 0 || !tree.ignored[$0] ? $0 : -1 })
        return ElementMatching(reference: tree.shape, current: tree.shape, referencePartner: partner, currentPartner: partner)
    }

    /// A matching in which no element has a partner.
    init(unmatched reference: TreeShape, _ current: TreeShape) {
        var referencePartner = NodePartners(unmatched: reference.count), currentPartner = NodePartners(unmatched: current.count)
        referencePartner[0] = 0
        currentPartner[0] = 0
        self.init(reference: reference, current: current, referencePartner: referencePartner, currentPartner: currentPartner)
    }

    /// The number of elements in the reference tree, at every depth, ignored ones included.
    package var referenceCount: Int { referenceShape.count - 1 }

    /// The number of elements in the current tree, at every depth, ignored ones included.
    package var currentCount: Int { currentShape.count - 1 }

    /// The number of matched pairs.
    package var count: Int { referencePartner.matchedCount }

    /// The current reading-order index of the reference element at reading-order index `index`,
    /// or `nil` when it has no partner (removed, ignored) or `index` is out of range.
    package func currentIndex(forReferenceIndex index: Int) -> Int? {
        guard index >= 0, index + 1 < referencePartner.count, referencePartner[index + 1] > 0 else { return nil }
        return referencePartner[index + 1] - 1
    }

    /// The reference reading-order index of the current element at reading-order index `index`,
    /// or `nil` when it has no partner (added, ignored) or `index` is out of range.
    package func referenceIndex(forCurrentIndex index: Int) -> Int? {
        guard index >= 0, index + 1 < currentPartner.count, currentPartner[index + 1] > 0 else { return nil }
        return currentPartner[index + 1] - 1
    }

    /// The current index path of the reference element at `path`, or `nil` when it has no partner
    /// or the path leads nowhere.
    package func currentPath(forReferencePath path: [Int]) -> [Int]? {
        guard let node = referenceShape.node(at: path), node > 0, referencePartner[node] > 0 else { return nil }
        return currentShape.path(of: referencePartner[node])
    }

    /// The reference index path of the current element at `path`, or `nil` when it has no partner
    /// or the path leads nowhere.
    package func referencePath(forCurrentPath path: [Int]) -> [Int]? {
        guard let node = currentShape.node(at: path), node > 0, currentPartner[node] > 0 else { return nil }
        return referenceShape.path(of: currentPartner[node])
    }

    /// The node (reading-order index + 1; 0 is the screen) of the reference element whose path
    /// is spelled `path` (`"2.0.1"`, or `""` for the screen); `nil` when it leads nowhere or is not
    /// spelled canonically.
    func referenceNode(atCanonicalPath path: String) -> Int? {
        referenceShape.node(atCanonicalPath: path)
    }

    /// The node of the current element whose path is spelled `path`, as ``referenceNode(atCanonicalPath:)``.
    func currentNode(atCanonicalPath path: String) -> Int? {
        currentShape.node(atCanonicalPath: path)
    }

    /// The path, spelled canonically, of the current element matched with the reference element
    /// spelled `path`; `nil` when that element has no partner or the path leads to none.
    func currentCanonicalPath(forReferencePath path: String) -> String? {
        guard let node = referenceNode(atCanonicalPath: path), node > 0, let partner = currentNode(forReferenceNode: node) else { return nil }
        return currentCanonicalPath(ofNode: partner)
    }

    /// The path, spelled canonically, of current node `node` (0 is the screen, spelled `""`).
    func currentCanonicalPath(ofNode node: Int) -> String {
        currentShape.path(of: node).map(String.init).joined(separator: ".")
    }

    /// The reference node at an index path, or `nil` when the path leads nowhere.
    func referenceNode(at path: [Int]) -> Int? {
        referenceShape.node(at: path)
    }

    /// The current node matched with reference node `node` (the screen with the screen); `nil`
    /// when it has no partner.
    func currentNode(forReferenceNode node: Int) -> Int? {
        guard node > 0 else { return node == 0 ? 0 : nil }
        guard node < referencePartner.count, referencePartner[node] > 0 else { return nil }
        return referencePartner[node]
    }

    /// Every matched pair as index paths, in the reference tree's reading order.
    package var pairs: [(referencePath: [Int], currentPath: [Int])] {
        referencePartner.matchedNodes.map { node in
            (referenceShape.path(of: node), currentShape.path(of: referencePartner[node]))
        }
    }
}
