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

/// Each element of a written snapshot, in pre-order: where it is in the snapshot's storage and
/// the bytes of its object (`{` to `}`).
struct ElementLayout {
    struct Span {
        let element: UnsafePointer<AccessibilityElement>
        let start: Int
        var end: Int
    }

    private(set) var spans: [Span] = []
    /// The most element levels on one path from the top (1 for a flat screen).
    private(set) var levels = 0
    /// `false` once something was written that does not read back as the model holds it (text
    /// not in NFC, empty colours, a negative line count): then no element is taken from the tree.
    var isVerbatim = true

    init(capacity: Int) {
        spans.reserveCapacity(capacity)
    }

    /// An element's object, `level` levels down (1 at the top), starts at `offset`; returns its
    /// slot for ``end(_:at:)``.
    mutating func begin(_ element: UnsafePointer<AccessibilityElement>, level: Int, at offset: Int) -> Int {
        spans.append(Span(element: element, start: offset, end: offset))
        levels = max(levels, level)
        return spans.count - 1
    }

    /// The element in `slot` ends before `offset`.
    mutating func end(_ slot: Int, at offset: Int) {
        spans[slot].end = offset
    }
}
