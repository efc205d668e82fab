import Dispatch
import Foundation

/// A snapshot flattened for rule evaluation: every element once, in reading order (pre-order),
/// with its role, its label's words, and where it sits in the tree.
package struct RuleTree: Sendable {
    /// One element and what rules ask about it: plain values and pointers, so a rule copies a
    /// node without counting references, and the tree is made and freed without an allocation
    /// per node.
    ///
    /// The element is read in place, in the snapshot's arrays, and the label's words in the
    /// tree's word arrays; the tree keeps both alive and nobody can change them (a mutation of a
    /// shared array copies it first). Copying each element into its node, and a class instance
    /// and a word array per node, were a third of a large tree's check.
    package struct Node: @unchecked Sendable {
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
        /// The label's first word in the tree's word storage, set once the storage is final.
        fileprivate var words: UnsafePointer<String>?
        /// The label's words (their position in the thread's word array while the tree is made)
        /// and trim offsets.
        fileprivate let labelLayout: LabelLayout
        /// The length of ``trimmedLabel`` in UTF-8 bytes (0 when it is empty).
        let trimmedLabelByteCount: Int32

        fileprivate init(element address: UnsafePointer<AccessibilityElement>, parent: Int32, childIndex: Int32, subtreeEnd: Int32,
                         words: inout [String], recent: inout RecentLabels) {
            self.address = address
            self.parent = parent
            self.childIndex = childIndex
            self.subtreeEnd = subtreeEnd
            self.kind = ElementKind(address)
            self.words = nil
            let label = address.pointee.label
            let byteCount = label.utf8.count
            if byteCount == 0 {
                self.labelLayout = LabelLayout(wordOffset: Int32(words.count), wordCount: 0, trimmedStart: -1, trimmedEnd: -1)
            } else if let known = recent.entry(for: label, byteCount: byteCount) {
                self.labelLayout = known.layout
            } else {
                let wordOffset = Int32(words.count)
                WordTokenizer.append(label, to: &words)
                let (trimmedStart, trimmedEnd) = Self.trimmedOffsets(of: label)
                self.labelLayout = LabelLayout(wordOffset: wordOffset, wordCount: Int32(words.count) - wordOffset,
                                         trimmedStart: trimmedStart, trimmedEnd: trimmedEnd)
                recent.insert(RecentLabels.Entry(label: label, byteCount: byteCount, layout: self.labelLayout))
            }
            trimmedLabelByteCount = labelLayout.trimmedStart < 0 ? Int32(byteCount) : labelLayout.trimmedEnd - labelLayout.trimmedStart
        }

        /// The label's lowercased words (see ``WordTokenizer``).
        var labelWords: UnsafeBufferPointer<String> {
            UnsafeBufferPointer(start: words, count: Int(labelLayout.wordCount))
        }

        /// The label without surrounding whitespace.
        var trimmedLabel: Substring {
            let label = element.label
            let layout = labelLayout
            guard layout.trimmedStart >= 0 else { return Substring(label) }
            let utf8 = label.utf8
            return label[utf8.index(utf8.startIndex, offsetBy: Int(layout.trimmedStart))..<utf8.index(utf8.startIndex, offsetBy: Int(layout.trimmedEnd))]
        }

        var isContainer: Bool { kind.contains(.container) }
        var isInteractive: Bool { kind.contains(.interactive) }

        /// Whether trimming leaves `label` whole, decided from the scalars at its ends instead of
        /// its characters (trimming through characters cost about 2,000 instructions for a label
        /// that ends in `é`, more than tokenizing it). A character is whitespace when its
        /// first scalar is; the first character starts with the first scalar, and a printable
        /// ASCII scalar is in a character that starts with it or with a prepended mark, so when
        /// no scalar after the last printable ASCII one is whitespace, neither is the last character.
        private static func hasNothingToTrim(_ label: String) -> Bool {
            let scalars = label.unicodeScalars
            guard let first = scalars.first else { return true }
            guard !isWhitespace(first) else { return false }
            for scalar in scalars.reversed() {
                if scalar.isASCII { return scalar.value > 0x20 && scalar.value < 0x7F }
                if isWhitespace(scalar) { return false }
            }
            return true
        }

        /// `scalar.properties.isWhitespace` (Unicode's White_Space, unchanged since Unicode 6.3),
        /// without the property table.
        static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }

        /// ``trimmedLabel``'s bounds in `label`, or -1 when it is the whole label.
        private static func trimmedOffsets(of label: String) -> (Int32, Int32) {
            if let first = label.utf8.first, let last = label.utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F {
                return (-1, -1)
            }
            if hasNothingToTrim(label) { return (-1, -1) }
            let trimmed = label.trimmedWhitespace
            let utf8 = label.utf8
            let start = utf8.distance(from: utf8.startIndex, to: trimmed.startIndex)
            let end = utf8.distance(from: utf8.startIndex, to: trimmed.endIndex)
            return start == 0 && end == utf8.count ? (-1, -1) : (Int32(start), Int32(end))
        }
    }

    package let snapshot: AccessibilitySnapshot
    package let nodes: [Node]
    /// The labels' words, one array per thread that made nodes; the nodes point into them.
    private let words: [[String]]

    package init(_ snapshot: AccessibilitySnapshot) {
        self.snapshot = snapshot
        var links: [Link] = []
        links.reserveCapacity(snapshot.elementCount)
        Self.link(snapshot.elements, parent: -1, into: &links)
        (self.nodes, self.words) = Self.makeNodes(snapshot.elements, links)
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

    /// The nodes and their words; tokenizing labels is the costly part, so large trees are split
    /// between two threads, each making the nodes of one half of the indexes and the words of
    /// their labels.
    private static func makeNodes(_ elements: [AccessibilityElement], _ links: [Link]) -> ([Node], [[String]]) {
        let count = links.count
        guard count > 0 else { return ([], []) }
        let workers = count < 8_192 ? 1 : 2
        let words = WordStorage(workers: workers)
        let nodes = [Node](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SendablePointer(pointer: buffer.baseAddress!)
            links.withUnsafeBufferPointer { links in
                let shared = SendableBuffer(buffer: links)
                let work: @Sendable (Int) -> Void = { worker in
                    let share = (count + workers - 1) / workers
                    let range = (worker * share)..<min((worker + 1) * share, count)
                    var labelWords: [String] = []
                    labelWords.reserveCapacity(range.count * 2)
                    var recent = RecentLabels()
                    build(elements, from: 0, in: range, links: shared.buffer, into: base.pointer, words: &labelWords, recent: &recent)
                    // The words are final: point the nodes at them.
                    labelWords.withUnsafeBufferPointer { stored in
                        for index in range {
                            base.pointer[index].words = stored.baseAddress.map { $0 + Int(base.pointer[index].labelLayout.wordOffset) }
                        }
                    }
                    words.store(labelWords, worker: worker)
                }
                if workers == 1 {
                    work(0)
                } else {
                    DispatchQueue.concurrentPerform(iterations: workers, execute: work)
                }
            }
            initialized = count
        }
        return (nodes, words.slots)
    }

    /// Makes the nodes whose indexes are in `range`, among `elements` (the first at index `first`)
    /// and their subtrees, appending their labels' words to `words` (a label in `recent` reuses
    /// its words); subtrees wholly outside the range are skipped. Each node points at its element
    /// in `elements`' storage, which the snapshot the tree holds keeps alive.
    private static func build(_ elements: [AccessibilityElement], from first: Int, in range: Range<Int>,
                              links: UnsafeBufferPointer<Link>, into nodes: UnsafeMutablePointer<Node>, words: inout [String],
                              recent: inout RecentLabels) {
        elements.withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            var index = first
            for position in elements.indices {
                guard index < range.upperBound else { return }
                let link = links[index]
                if Int(link.subtreeEnd) >= range.lowerBound {
                    if index >= range.lowerBound {
                        (nodes + index).initialize(to: Node(element: base + position, parent: link.parent, childIndex: link.childIndex,
                                                            subtreeEnd: link.subtreeEnd, words: &words, recent: &recent))
                    }
                    if !elements[position].children.isEmpty {
                        build(elements[position].children, from: index + 1, in: range, links: links, into: nodes, words: &words,
                              recent: &recent)
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

    /// Whether a child of the node at `parent` (a ``Node/parent``, -1 for the screen's top level)
    /// satisfies `predicate`; children are found by skipping each one's subtree.
    package func containsChild(of parent: Int, where predicate: (Int) -> Bool) -> Bool {
        var child = parent + 1
        let end = parent >= 0 ? Int(nodes[parent].subtreeEnd) : nodes.count - 1
        while child <= end {
            if predicate(child) { return true }
            child = Int(nodes[child].subtreeEnd) + 1
        }
        return false
    }

    /// Whether the node at `index` (a ``Node/parent``, -1 for none) is a tab bar container, whose
    /// items the system lays out and announces.
    package func isTabBar(_ index: Int32) -> Bool {
        index >= 0 && nodes[Int(index)].element.container == .tabBar
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

/// Each tree-building thread's words, one slot per thread.
private final class WordStorage: @unchecked Sendable {
    private(set) var slots: [[String]]
    private let lock = NSLock()

    init(workers: Int) {
        slots = Array(repeating: [], count: workers)
    }

    func store(_ words: [String], worker: Int) {
        lock.lock()
        slots[worker] = words
        lock.unlock()
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
