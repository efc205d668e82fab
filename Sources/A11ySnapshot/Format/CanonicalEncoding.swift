extension AccessibilitySnapshot {
    /// ``canonicalJSON()`` with where each element stands in it, so decoding a reference that
    /// differs from these bytes in one place can take the elements outside that place from this
    /// tree instead of parsing them (see ``init(json:file:reusingUnchangedElementsOf:)``).
    package func canonicalEncoding() -> CanonicalEncoding {
        var layout: ElementLayout? = ElementLayout(capacity: CanonicalWriter.count(elements))
        let bytes = canonicalJSON(recording: &layout)
        return CanonicalEncoding(bytes: bytes, snapshot: self, layout: layout!)
    }
}

/// A snapshot's canonical bytes and the byte span of each of its elements.
package struct CanonicalEncoding: @unchecked Sendable {
    /// The canonical JSON, as ``AccessibilitySnapshot/canonicalJSON()`` writes it.
    package let bytes: [UInt8]
    /// The snapshot written, kept so the layout's element pointers stay valid: its arrays are
    /// shared with this copy, so a later change to the caller's tree copies them first.
    let snapshot: AccessibilitySnapshot
    let layout: ElementLayout
}

/// Each element of a written snapshot, in pre-order: where it is in the snapshot's storage, the
/// bytes of its object (`{` to `}`), and how many element levels its subtree has.
struct ElementLayout {
    private(set) var elements: [UnsafePointer<AccessibilityElement>] = []
    private(set) var starts: [Int] = []
    private(set) var ends: [Int] = []
    private(set) var heights: [Int] = []
    /// `false` once something was written that does not read back as the model holds it (text
    /// not in NFC, empty colours, a negative line count): then no element is taken from the tree.
    var isVerbatim = true
    /// The tallest subtree among the children of each element being written, innermost last.
    private var openChildHeights: [Int] = []

    init(capacity: Int) {
        elements.reserveCapacity(capacity)
        starts.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
        heights.reserveCapacity(capacity)
    }

    /// An element's object starts at `offset`; returns its slot for ``end(_:at:)``.
    mutating func begin(_ element: UnsafePointer<AccessibilityElement>, at offset: Int) -> Int {
        elements.append(element)
        starts.append(offset)
        ends.append(offset)
        heights.append(1)
        openChildHeights.append(0)
        return starts.count - 1
    }

    /// The element in `slot` ends before `offset`, its children written.
    mutating func end(_ slot: Int, at offset: Int) {
        let height = (openChildHeights.popLast() ?? 0) + 1
        ends[slot] = offset
        heights[slot] = height
        if let parent = openChildHeights.indices.last { openChildHeights[parent] = max(openChildHeights[parent], height) }
    }
}
