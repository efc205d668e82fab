/// Finds the bytes a JSON string holds as they are (printable ASCII other than `"` and `\`),
/// eight at a time: the reader skips them and the writer copies them in one piece.
enum PlainBytes {
    /// How many of a word's eight bytes (first byte in the low bits) are plain before the first
    /// that is not: a quote, a backslash, a control character or a byte of a multi-byte UTF-8
    /// sequence. 8 when all are plain.
    @inline(__always)
    static func prefix(_ word: UInt64) -> Int {
        special(word).trailingZeroBitCount >> 3
    }

    /// The high bit of each byte that is not plain; the lowest set bit is exact (a borrow can mark
    /// bytes after the first such byte, never before it).
    @inline(__always)
    static func special(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & high }
        let control = (word &- ones &* 0x20) & ~word & high
        return (word & high) | control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    /// Whether every byte is plain.
    @inline(__always)
    static func all(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index + 8 <= count {
            if special(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) != 0 { return false }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte >= 0x80 || byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return false }
            index += 1
        }
        return true
    }
}
