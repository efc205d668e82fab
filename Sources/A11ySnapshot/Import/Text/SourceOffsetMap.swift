/// Where each byte of a decoded text came from in the original input, so an error found in the
/// decoded text is reported at the right line and column of the file.
///
/// The map is a sorted list of segments: a verbatim segment maps byte for byte, an escape
/// segment (the bytes one escape sequence produced) maps to the escape's backslash.
struct SourceOffsetMap {
    private var decodedStarts: [Int] = []
    private var sourceStarts: [Int] = []
    private var verbatim: [Bool] = []

    /// Records that decoded bytes from `decoded` on are a verbatim copy of source bytes from
    /// `source` on. Cheap to call for every byte: contiguous runs are merged.
    mutating func copy(decoded: Int, source: Int) {
        if let last = decodedStarts.indices.last, verbatim[last],
           sourceStarts[last] + (decoded - decodedStarts[last]) == source {
            return
        }
        append(decoded: decoded, source: source, verbatim: true)
    }

    /// Records that decoded bytes from `decoded` on came from the escape sequence at `source`.
    mutating func escape(decoded: Int, source: Int) {
        append(decoded: decoded, source: source, verbatim: false)
    }

    /// The source offset of decoded byte `decoded`.
    func sourceOffset(of decoded: Int) -> Int {
        // The last segment starting at or before `decoded` (binary search).
        var low = 0, high = decodedStarts.count
        while low < high {
            let middle = (low + high) / 2
            if decodedStarts[middle] <= decoded { low = middle + 1 } else { high = middle }
        }
        let segment = low - 1
        guard segment >= 0 else { return sourceStarts.first ?? 0 }
        return verbatim[segment] ? sourceStarts[segment] + (decoded - decodedStarts[segment]) : sourceStarts[segment]
    }

    private mutating func append(decoded: Int, source: Int, verbatim isVerbatim: Bool) {
        if let last = decodedStarts.last, last == decoded {
            sourceStarts[sourceStarts.count - 1] = source
            verbatim[verbatim.count - 1] = isVerbatim
            return
        }
        decodedStarts.append(decoded)
        sourceStarts.append(source)
        verbatim.append(isVerbatim)
    }
}
