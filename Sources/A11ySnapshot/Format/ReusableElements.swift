/// The elements of a snapshot being decoded that can be taken from another tree's canonical
/// encoding instead of parsed: those whose bytes lie wholly in the common prefix of the two
/// files, or wholly in their common suffix.
///
/// Taking them is exact. The reader is a function of the bytes it reads and of its nesting depth,
/// and the other tree's canonical bytes read back as that tree (``ElementLayout/isVerbatim``):
/// so an element whose object is byte for byte one of the other tree's, read where it cannot
/// reach the nesting limit, reads as that element. A failing assertion's reference differs from
/// the current tree's bytes in one place, so nearly all of it is taken, not parsed.
struct ReusableElements {
    private let encoding: CanonicalEncoding
    /// The bytes both files start with, and the length of the bytes both end with.
    private let prefixLength: Int
    private let suffixStart: Int
    /// Where an offset in the decoded file's common suffix stands in the other tree's bytes.
    private let shift: Int

    /// `nil` when nothing could be taken (the encoding does not read back as its tree).
    init?(from encoding: CanonicalEncoding, for bytes: UnsafeBufferPointer<UInt8>) {
        guard encoding.layout.isVerbatim, !encoding.layout.spans.isEmpty else { return nil }
        self.encoding = encoding
        (prefixLength, suffixStart) = encoding.bytes.withUnsafeBufferPointer { other in
            let prefix = ByteEquality.commonPrefixLength(other, bytes)
            let suffix = ByteEquality.commonSuffixLength(other, bytes, limit: min(other.count, bytes.count) - prefix)
            return (prefix, bytes.count - suffix)
        }
        shift = encoding.bytes.count - bytes.count
    }

    /// The element whose object starts at `offset` of the decoded bytes, and the offset after it,
    /// when it is one of the other tree's and, read at nesting `depth`, cannot reach
    /// `maximumDepth` (an element `n` levels tall nests `2n + 1` deep: its object, its `children`
    /// and theirs, and the arrays and objects inside an element; the other tree's tallest counts).
    func element(startingAt offset: Int, depth: Int, maximumDepth: Int) -> (AccessibilityElement, end: Int)? {
        guard depth + 2 * encoding.layout.levels + 1 <= maximumDepth else { return nil }
        let spans = encoding.layout.spans
        if offset < prefixLength, let slot = slot(startingAt: offset), spans[slot].end <= prefixLength {
            return (spans[slot].element.pointee, spans[slot].end)
        }
        if offset >= suffixStart, let slot = slot(startingAt: offset + shift) {
            return (spans[slot].element.pointee, spans[slot].end - shift)
        }
        return nil
    }

    /// The other tree's element whose object starts at `offset` of its bytes.
    private func slot(startingAt offset: Int) -> Int? {
        let spans = encoding.layout.spans
        var low = 0, high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < spans.count && spans[low].start == offset ? low : nil
    }
}
