/// A snapshot's elements numbered in reading order for the differ, with what matching reads:
/// the masked label and value, the identifier (blank where an ignored pattern matches it) and
/// fingerprints of it and of the role and label, and whether an element is left out by an ignored
/// identifier.
///
/// Nodes are numbered as in ``TreeShape``: node 0 is a virtual root holding the top-level elements.
/// The elements are not copied: the tree keeps the snapshot's own child arrays and reads elements
/// in place. Everything matching needs is read in the one walk that numbers the elements, because
/// on large trees each further pass over the elements costs a cache miss per element.
struct FlatTree {
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
    /// The arrays that hold the elements: the virtual root alone, then every child array.
    private let arrays: [[AccessibilityElement]]
    /// Node `n` is `arrays[holder[n]][shape.siblingIndex[n]]` (the root: `arrays[0][0]`).
    private let holder: [Int]
    /// Labels and values after the value masks; empty when there are no masks.
    private let maskedLabels: [String]
    private let maskedValues: [String?]

    init(_ snapshot: AccessibilitySnapshot, options: DiffOptions) {
        let evidence = MatchEvidence(options)
        let masks = options.masks
        func mask(_ text: String) -> String { masks.reduce(text) { $1.apply(to: $0) } }
        // A guess that avoids most regrowth without walking the tree first.
        let expected = 2 * snapshot.elements.count + 1
        var arrays = [[AccessibilityElement(children: snapshot.elements)], snapshot.elements]
        var holder = [0], parent = [-1], siblingIndex = [0], ignored = [false]
        var identifiers: [String?] = [nil], identifierPrints: [UInt64] = [0], keyPrints: [UInt64] = [0]
        var maskedLabels: [String] = masks.isEmpty ? [] : [""], maskedValues: [String?] = masks.isEmpty ? [] : [nil]
        holder.reserveCapacity(expected)
        parent.reserveCapacity(expected)
        siblingIndex.reserveCapacity(expected)
        ignored.reserveCapacity(expected)
        identifiers.reserveCapacity(expected)
        identifierPrints.reserveCapacity(expected)
        keyPrints.reserveCapacity(expected)
        let ignoredIdentifiers = options.ignoredIdentifiers
        let identifierPatterns = options.ignoredIdentifierPatterns
        // An explicit stack, so no tree is too deep to diff: (parent node, array, index in it).
        var stack: [(parent: Int, array: Int, index: Int)] = snapshot.elements.indices.reversed().map { (0, 1, $0) }
        while let (parentNode, array, index) = stack.popLast() {
            let node = holder.count
            let children = arrays[array].withUnsafeBufferPointer { elements in
                let element = elements.baseAddress! + index
                var isIgnored = ignored[parentNode]
                if !isIgnored, !ignoredIdentifiers.isEmpty, let identifier = element.pointee.identifier {
                    isIgnored = ignoredIdentifiers.contains(identifier)
                }
                ignored.append(isIgnored)
                if masks.isEmpty {
                    keyPrints.append(evidence.keyFingerprint(element, label: element.pointee.label))
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
                identifierPrints.append(evidence.identifierFingerprint(identifier))
                return element.pointee.children.isEmpty ? nil : element.pointee.children
            }
            holder.append(array)
            parent.append(parentNode)
            siblingIndex.append(index)
            if let children {
                arrays.append(children)
                for child in children.indices.reversed() { stack.append((node, arrays.count - 1, child)) }
            }
        }
        self.shape = TreeShape(parent: parent, siblingIndex: siblingIndex)
        self.ignored = ignored
        self.identifiers = identifiers
        self.identifierPrints = identifierPrints
        self.keyPrints = keyPrints
        self.arrays = arrays
        self.holder = holder
        self.maskedLabels = maskedLabels
        self.maskedValues = maskedValues
    }

    /// The number of nodes, the virtual root included.
    var count: Int { holder.count }

    /// A copy of the element at `node`; node 0 is the virtual root (an element whose children are
    /// the top-level elements). For the few elements a report names.
    func element(_ node: Int) -> AccessibilityElement {
        arrays[holder[node]][shape.siblingIndex[node]]
    }

    /// Runs `body` with the element at `node` in place, for reading its attributes without copying
    /// the whole element.
    func withElement<Result>(_ node: Int, _ body: (UnsafePointer<AccessibilityElement>) -> Result) -> Result {
        arrays[holder[node]].withUnsafeBufferPointer { body($0.baseAddress! + shape.siblingIndex[node]) }
    }

    /// The label as compared and matched: after the value masks.
    func label(_ node: Int) -> String {
        maskedLabels.isEmpty ? withElement(node) { $0.pointee.label } : maskedLabels[node]
    }

    /// The value as compared and matched: after the value masks.
    func value(_ node: Int) -> String? {
        maskedValues.isEmpty ? withElement(node) { $0.pointee.value } : maskedValues[node]
    }

    func parent(_ node: Int) -> Int { shape.parent[node] }

    func children(of node: Int) -> ArraySlice<Int> { shape.children(of: node) }
}
