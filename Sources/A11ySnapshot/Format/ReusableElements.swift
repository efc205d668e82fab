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
        guard encoding.layout.isVerbatim, !encoding.layout.starts.isEmpty else { return nil }
        self.encoding = encoding
        (prefixLength, suffixStart) = encoding.bytes.withUnsafeBufferPointer { other in
            let prefix = ByteEquality.commonPrefixLength(other, bytes)
            let suffix = ByteEquality.commonSuffixLength(other, bytes, limit: min(other.count, bytes.count) - prefix)
            return (prefix, bytes.count - suffix)
        }
        shift = encoding.bytes.count - bytes.count
    }

    /// The element whose object starts at `offset` of the decoded bytes, and the offset after it,
    /// when it is one of the other tree's and, read at nesting `depth`, stays within `maximumDepth`.
    func element(startingAt offset: Int, depth: Int, maximumDepth: Int) -> (AccessibilityElement, end: Int)? {
        let layout = encoding.layout
        if offset < prefixLength, let slot = slot(startingAt: offset), layout.ends[slot] <= prefixLength,
           depth + 2 * layout.heights[slot] + 1 <= maximumDepth {
            return (layout.elements[slot].pointee, layout.ends[slot])
        }
        if offset >= suffixStart, let slot = slot(startingAt: offset + shift), depth + 2 * layout.heights[slot] + 1 <= maximumDepth {
            return (layout.elements[slot].pointee, layout.ends[slot] - shift)
        }
        return nil
    }

    /// The other tree's element whose object starts at `offset` of its bytes.
    private func slot(startingAt offset: Int) -> Int? {
        let starts = encoding.layout.starts
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low < starts.count && starts[low] == offset ? low : nil
    }
}
