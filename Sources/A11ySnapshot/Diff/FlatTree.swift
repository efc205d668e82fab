/// A snapshot's elements numbered in reading order for the differ, with what matching reads:
/// the masked label and value, the identifier (blank where an ignored pattern matches it) and
/// fingerprints of it and of the role and label, and whether an element is left out by an ignored
/// identifier.
///
/// Nodes are numbered as in ``TreeShape``: node 0 is a virtual root holding the top-level elements.
/// The elements are not copied: each node is the address of its element in the snapshot's own
/// arrays, which the tree keeps alive through the virtual root (it holds the top-level elements,
/// and each element its children), and nobody can change them (a mutation of a shared array copies
/// it first). So the tree holds no reference per child array, to retain now and release, out of
/// cache, when it goes. Everything matching needs is read in the one walk that numbers the
/// elements, because on large trees each further pass over the elements costs a cache miss per
/// element.
struct FlatTree: @unchecked Sendable {
    let shape: TreeShape
    /// `true` for elements left out by ``DiffOptions/ignoredIdentifiers``, with their subtrees.
    let ignored: [Bool]
    /// The identifiers by node, as matching and comparing read them: `nil` when identifiers are
    /// ignored, or when one of ``DiffOptions/ignoredIdentifierPatterns`` matches.
    let identifiers: [String?]
    /// ``MatchEvidence/identifierFingerprint(_:)`` by node; 0 for none.
    let identifierPrints: [UInt64]
    /// ``MatchEvidence/keyFingerprint(_:label:)`` by node.
    let keyPrints: [UInt64]
    /// The virtual root, alone in its array: it keeps every element the addresses point into alive.
    private let root: [AccessibilityElement]
    /// Each node's element, in place.
    private let addresses: [UnsafePointer<AccessibilityElement>]
    /// Labels and values after the value masks; empty when there are no masks.
    private let maskedLabels: [String]
    private let maskedValues: [String?]

    init(_ snapshot: AccessibilitySnapshot, options: DiffOptions) {
        let evidence = MatchEvidence(options)
        let masks = options.masks
        func mask(_ text: String) -> String { masks.reduce(text) { $1.apply(to: $0) } }
        // A guess that avoids most regrowth without walking the tree first.
        let expected = 2 * snapshot.elements.count + 1
        let root = [AccessibilityElement(children: snapshot.elements)]
        let rootAddress = root.withUnsafeBufferPointer { $0.baseAddress! }
        var addresses = [rootAddress], ignored = [false]
        var parent: [Int32] = [-1], siblingIndex: [Int32] = [0]
        var identifiers: [String?] = [nil], identifierPrints: [UInt64] = [0], keyPrints: [UInt64] = [0]
        var maskedLabels: [String] = masks.isEmpty ? [] : [""], maskedValues: [String?] = masks.isEmpty ? [] : [nil]
        addresses.reserveCapacity(expected)
        parent.reserveCapacity(expected)
        siblingIndex.reserveCapacity(expected)
        ignored.reserveCapacity(expected)
        identifiers.reserveCapacity(expected)
        identifierPrints.reserveCapacity(expected)
        keyPrints.reserveCapacity(expected)
        let ignoredIdentifiers = options.ignoredIdentifiers
        let identifierPatterns = options.ignoredIdentifierPatterns
        // An explicit stack, so no tree is too deep to diff: (parent node, its children's storage,
        // index among them).
        let topLevel = rootAddress.pointee.children.withUnsafeBufferPointer { $0.baseAddress }
        var stack: [(parent: Int, siblings: UnsafePointer<AccessibilityElement>, index: Int)] =
            topLevel.map { base in snapshot.elements.indices.reversed().map { (0, base, $0) } } ?? []
        while let (parentNode, siblings, index) = stack.popLast() {
            let node = addresses.count
            let element = siblings + index
            var isIgnored = ignored[parentNode]
            if !isIgnored, !ignoredIdentifiers.isEmpty, let identifier = element.pointee.identifier {
                isIgnored = ignoredIdentifiers.contains(identifier)
            }
            ignored.append(isIgnored)
            if masks.isEmpty {
                keyPrints.append(evidence.keyFingerprint(element))
            } else {
                let label = mask(element.pointee.label)
                maskedLabels.append(label)
                maskedValues.append(element.pointee.value.map(mask))
                keyPrints.append(evidence.keyFingerprint(element, label: label))
            }
            var identifier = evidence.identifier(element)
            if let text = identifier, !identifierPatterns.isEmpty, identifierPatterns.contains(where: { $0.matches(text) }) {
                identifier = nil
            }
            identifiers.append(identifier)
            identifierPrints.append(identifier.map(MatchEvidence.identifies) == false ? 0 : evidence.identifierFingerprint(identifier))
            addresses.append(element)
            parent.append(Int32(parentNode))
            siblingIndex.append(Int32(index))
            let childCount = element.pointee.children.count
            if childCount > 0, let children = element.pointee.children.withUnsafeBufferPointer({ $0.baseAddress }) {
                for child in (0..<childCount).reversed() { stack.append((node, children, child)) }
            }
        }
        self.shape = TreeShape(parent: parent, siblingIndex: siblingIndex)
        self.ignored = ignored
        self.identifiers = identifiers
        self.identifierPrints = identifierPrints
        self.keyPrints = keyPrints
        self.root = root
        self.addresses = addresses
        self.maskedLabels = maskedLabels
        self.maskedValues = maskedValues
    }

    /// The number of nodes, the virtual root included.
    var count: Int { addresses.count }

    /// A copy of the element at `node`; node 0 is the virtual root (an element whose children are
    /// the top-level elements). For the few elements a report names.
    func element(_ node: Int) -> AccessibilityElement {
        addresses[node].pointee
    }

    /// Runs `body` with the element at `node` in place, for reading its attributes without copying
    /// the whole element.
    func withElement<Result>(_ node: Int, _ body: (UnsafePointer<AccessibilityElement>) -> Result) -> Result {
        body(addresses[node])
    }

    /// Whether `node` of this tree and `other` of `tree` are one element in memory: trees that
    /// share storage (a tree edited from another; a reference that took elements from the current
    /// tree, whose children it then shares) share their unchanged subtrees, and an element is
    /// equal to itself without reading it.
    func isSameStorage(_ node: Int, as other: Int, in tree: FlatTree) -> Bool {
        addresses[node] == tree.addresses[other]
    }

    /// The label as compared and matched: after the value masks.
    func label(_ node: Int) -> String {
        maskedLabels.isEmpty ? withElement(node) { $0.pointee.label } : maskedLabels[node]
    }

    /// The value as compared and matched: after the value masks.
    func value(_ node: Int) -> String? {
        maskedValues.isEmpty ? withElement(node) { $0.pointee.value } : maskedValues[node]
    }

    /// The screen's title as matched: the label of the first element in reading order that has
    /// the Header trait and a label, left out of no comparison; `nil` when there is none.
    var title: String? { titleNode.map(label) }

    /// The node of ``title``.
    var titleNode: Int? {
        (1..<count).first { node in
            !ignored[node] && withElement(node, { $0.pointee.traits.contains(.header) }) && !label(node).isEmpty
        }
    }

    func parent(_ node: Int) -> Int { shape.parent(node) }

    /// Whether `ancestor` holds `node` (the virtual root, 0, holds every node).
    func isAncestor(_ ancestor: Int, of node: Int) -> Bool {
        var next = node
        while next > 0 {
            next = parent(next)
            if next == ancestor { return true }
        }
        return false
    }

    func children(of node: Int) -> TreeShape.Nodes { shape.children(of: node) }
}
