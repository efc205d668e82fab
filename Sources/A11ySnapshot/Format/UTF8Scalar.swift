/// The well-formedness rule for one multi-byte UTF-8 scalar (RFC 3629; table 3-7 of the Unicode
/// standard): no overlong forms, no surrogates, nothing past U+10FFFF. The snapshot reader and
/// the text-dump importer both apply it; each words its own error.
enum UTF8Scalar {
    /// Why the bytes at an offset are not a well-formed scalar.
    enum Problem: Error, Equatable {
        /// The lead byte cannot start a scalar (a continuation byte, `C0`, `C1`, `F5` and above).
        case invalidLead
        /// The input ends inside the scalar.
        case truncated
        /// The second byte is outside the range the lead byte allows.
        case invalidSecond
        /// The byte `distance` bytes after the lead is not a continuation byte.
        case notContinuation(distance: Int)
    }

    /// The length in bytes of the scalar whose lead byte (`0x80` or above) is at `offset`.
    @inline(__always)
    static func length(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) throws(Problem) -> Int {
        let lead = bytes[offset]
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; highest = 0x9F
        case 0xF0: length = 4; lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; highest = 0x8F
        default: throw .invalidLead
        }
        guard offset + length <= bytes.count else { throw .truncated }
        let second = bytes[offset + 1]
        guard second >= lowest, second <= highest else { throw .invalidSecond }
        for distance in 2..<length where bytes[offset + distance] & 0xC0 != 0x80 {
            throw .notContinuation(distance: distance)
        }
        return length
    }
}
