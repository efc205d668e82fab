import Dispatch

/// A snapshot flattened for rule evaluation: every element once, in reading order (pre-order),
/// with its role, its label's words, and where it sits in the tree.
package struct RuleTree: Sendable {
    /// One element and what rules ask about it. A class, so rules pass nodes around without
    /// copying the element's attributes.
    ///
    /// The element is read in place, in the snapshot's arrays, which the tree keeps alive and
    /// nobody can change (a mutation of a shared array copies it first): copying each element
    /// into its node, and destroying the copies, was a tenth of a large tree's check.
    package final class Node: @unchecked Sendable {
        private let address: UnsafePointer<AccessibilityElement>
        /// The element, borrowed from the snapshot: reading a field copies only that field.
        var element: AccessibilityElement { unsafeAddress { address } }
        /// The parent's index, or -1 at the top level.
        let parent: Int32
        /// The position among the parent's children (or the top-level elements).
        let childIndex: Int32
        /// The index of the last element of this one's subtree (itself when it has no children).
        let subtreeEnd: Int32
        let kind: ElementKind
        /// The label's lowercased words (see ``WordTokenizer``).
        let labelWords: [String]
        /// The label without surrounding whitespace.
        let trimmedLabel: Substring

        init(element address: UnsafePointer<AccessibilityElement>, parent: Int32, childIndex: Int32, subtreeEnd: Int32) {
            self.address = address
            self.parent = parent
            self.childIndex = childIndex
            self.subtreeEnd = subtreeEnd
            self.kind = ElementKind(address)
            let label = address.pointee.label
            self.labelWords = label.isEmpty ? [] : WordTokenizer.words(label)
            self.trimmedLabel = label.trimmedWhitespace
        }

        var isContainer: Bool { kind.contains(.container) }
        var isInteractive: Bool { kind.contains(.interactive) }
    }

    package let snapshot: AccessibilitySnapshot
    package let nodes: [Node]

    package init(_ snapshot: AccessibilitySnapshot) {
        self.snapshot = snapshot
        var links: [Link] = []
        links.reserveCapacity(snapshot.elementCount)
        Self.link(snapshot.elements, parent: -1, into: &links)
        self.nodes = Self.makeNodes(snapshot.elements, links)
    }

    /// An element's place in the tree, known before its node is made.
    private struct Link {
        let parent: Int32
        let childIndex: Int32
        var subtreeEnd: Int32
    }

    /// Appends the places of `elements` and their subtrees in pre-order.
    private static func link(_ elements: [AccessibilityElement], parent: Int32, into links: inout [Link]) {
        for position in elements.indices {
            let index = links.count
            links.append(Link(parent: parent, childIndex: Int32(position), subtreeEnd: Int32(index)))
            if !elements[position].children.isEmpty {
                link(elements[position].children, parent: Int32(index), into: &links)
                links[index].subtreeEnd = Int32(links.count - 1)
            }
        }
    }

    /// The nodes; tokenizing labels is the costly part, so large trees are split between two
    /// threads, each making the nodes of one half of the indexes.
    private static func makeNodes(_ elements: [AccessibilityElement], _ links: [Link]) -> [Node] {
        let count = links.count
        guard count > 0 else { return [] }
        return [Node](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SendablePointer(pointer: buffer.baseAddress!)
            links.withUnsafeBufferPointer { links in
                let shared = SendableBuffer(buffer: links)
                if count < 8_192 {
                    build(elements, from: 0, in: 0..<count, links: links, into: base.pointer)
                } else {
                    DispatchQueue.concurrentPerform(iterations: 2) { worker in
                        let half = (count + 1) / 2
                        build(elements, from: 0, in: (worker * half)..<min((worker + 1) * half, count), links: shared.buffer,
                              into: base.pointer)
                    }
                }
            }
            initialized = count
        }
    }

    /// Makes the nodes whose indexes are in `range`, among `elements` (the first at index `first`)
    /// and their subtrees; subtrees wholly outside the range are skipped. Each node points at its
    /// element in `elements`' storage, which the snapshot the tree holds keeps alive.
    private static func build(_ elements: [AccessibilityElement], from first: Int, in range: Range<Int>,
                              links: UnsafeBufferPointer<Link>, into nodes: UnsafeMutablePointer<Node>) {
        elements.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            var index = first
            for position in elements.indices {
                guard index < range.upperBound else { return }
                let link = links[index]
                if Int(link.subtreeEnd) >= range.lowerBound {
                    if index >= range.lowerBound {
                        (nodes + index).initialize(to: Node(element: base + position, parent: link.parent,
                                                            childIndex: link.childIndex, subtreeEnd: link.subtreeEnd))
                    }
                    if !elements[position].children.isEmpty {
                        build(elements[position].children, from: index + 1, in: range, links: links, into: nodes)
                    }
                }
                index = Int(link.subtreeEnd) + 1
            }
        }
    }

    var viewport: Frame { snapshot.viewport }

    /// Whether one of the two elements contains the other.
    func isNested(_ first: Int, _ second: Int) -> Bool {
        let (outer, inner) = first < second ? (first, second) : (second, first)
        return inner <= Int(nodes[outer].subtreeEnd)
    }

    /// The index path `"2.0.1"` of the element at `index`.
    package func path(of index: Int) -> String {
        let length = pathLength(of: index)
        return String(unsafeUninitializedCapacity: length) { buffer in
            writePath(of: index, endingAt: length, in: buffer)
            return length
        }
    }

    /// The length in bytes of ``path(of:)``.
    func pathLength(of index: Int) -> Int {
        var length = -1
        var current = index
        while current >= 0 {
            length += Self.digitCount(nodes[current].childIndex) + 1
            current = Int(nodes[current].parent)
        }
        return length
    }

    /// Writes ``path(of:)`` into `buffer`, ending before `end` (backwards from the end, the
    /// element's own index first, without an array).
    func writePath(of index: Int, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) {
        Self.writePath(of: index, in: nodes, endingAt: end, in: buffer)
    }

    /// ``writePath(of:endingAt:in:)`` for the tree whose nodes are `nodes`, without the tree.
    static func writePath(of index: Int, in nodes: [Node], endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) {
        var end = end
        let last = end
        var current = index
        while current >= 0 {
            if end < last {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            var value = nodes[current].childIndex
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            } while value > 0
            current = Int(nodes[current].parent)
        }
    }

    private static func digitCount(_ value: Int32) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// How reports name the element at `index`; the screen itself for -1.
    package func reference(to index: Int) -> ElementReference {
        guard index >= 0 else { return ElementReference(label: "", path: "") }
        // Fields read through the node: `let element = node.element` would copy (and retain) all of it.
        let node = nodes[index]
        return ElementReference(label: node.element.label, identifier: node.element.identifier, type: node.element.type,
                                path: path(of: index))
    }
}

extension String {
    /// The text without leading and trailing whitespace and newlines.
    var trimmedWhitespace: Substring {
        let characters = self[...]
        if let first = characters.utf8.first, let last = characters.utf8.last,
           first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
            return Substring(characters)
        }
        guard let start = characters.firstIndex(where: { !$0.isWhitespace }),
              let end = characters.lastIndex(where: { !$0.isWhitespace }) else { return Substring() }
        return Substring(characters[start...end])
    }
}

/// A buffer pointer handed to worker threads that write disjoint parts of it.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
}

/// A read-only buffer handed to worker threads.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}
