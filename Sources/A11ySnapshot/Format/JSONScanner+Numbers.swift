/// The scanner's numbers (JSON's grammar, and the exact hundredths coordinates are stored in),
/// and skipping whole values the caller does not read.
extension JSONScanner {
    // MARK: Numbers

    /// A number token: its bytes, and whether it is written as an integer (no fraction, no
    /// exponent).
    struct RawNumber {
        var range: Range<Int>
        var isInteger: Bool
    }

    /// Reads a number token with JSON's grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    mutating func scanNumber() throws(SnapshotFormatError) -> RawNumber {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") {
            offset += 1
        }
        let integerStart = offset
        let integerDigits = skipDigits()
        guard integerDigits > 0 else { throw unexpected("a digit in the number") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw error(.malformedJSON, "a number must not have leading zeros", at: integerStart)
        }
        if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard skipDigits() > 0 else { throw unexpected("a digit after the decimal point") }
        }
        if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
            isInteger = false
            offset += 1
            if offset < bytes.count && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")) {
                offset += 1
            }
            guard skipDigits() > 0 else { throw unexpected("a digit in the exponent") }
        }
        return RawNumber(range: start..<offset, isInteger: isInteger)
    }

    /// The numbers canonical files hold, read in one pass: `-?(0|[1-9][0-9]{0,9})(\.[0-9]{1,2})?`
    /// followed by a byte that cannot continue a number, with a magnitude of at most `limit`
    /// hundredths. Returns the value in hundredths and consumes it; anything else consumes nothing
    /// and answers `nil`, and the caller reads it with ``scanNumber()`` (which reports errors).
    @inline(__always)
    mutating func scanHundredths(limit: Int64) -> Int64? {
        let count = bytes.count
        var index = offset
        var negative = false
        if index < count && bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count else { return nil }
        let first = bytes[index] &- UInt8(ascii: "0")
        guard first < 10 else { return nil }
        index += 1
        var value = Int64(first)
        if first != 0 {
            var digits = 1
            while index < count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                digits += 1
                guard digits <= 10 else { return nil }
                value = value &* 10 &+ Int64(digit)
                index += 1
            }
        }
        value &*= 100
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count else { return nil }
            let tenths = bytes[index] &- UInt8(ascii: "0")
            guard tenths < 10 else { return nil }
            value &+= Int64(tenths) &* 10
            index += 1
            if index < count {
                let hundredths = bytes[index] &- UInt8(ascii: "0")
                if hundredths < 10 {
                    value &+= Int64(hundredths)
                    index += 1
                }
            }
        }
        if index < count {
            let next = bytes[index]
            if next &- UInt8(ascii: "0") < 10 || next == UInt8(ascii: ".") || next | 0x20 == UInt8(ascii: "e") { return nil }
        }
        guard value <= limit else { return nil }
        offset = index
        return negative ? -value : value
    }

    mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count && bytes[offset] &- UInt8(ascii: "0") < 10 { offset += 1 }
        return offset - start
    }

    /// The bytes of a scanned string's content as they are in the input (escapes not undone).
    func rawBytes(_ raw: RawString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[raw.range])
    }

    /// The text of a scanned number.
    func text(_ number: RawNumber) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[number.range]), as: UTF8.self)
    }

    mutating func advance(by count: Int) { offset += count }

    // MARK: Skipping

    /// Skips one complete value of any type (used to look ahead for `version`).
    mutating func skipValue() throws(SnapshotFormatError) {
        guard let byte = peek() else { throw unexpected("a value") }
        switch byte {
        case UInt8(ascii: "{"):
            try enterContainer(byte, "an object")
            if closeIfEmpty(UInt8(ascii: "}")) { return }
            repeat {
                guard peek() == UInt8(ascii: "\"") else { throw unexpected("a member name in quotes") }
                _ = try scanString()
                try expect(UInt8(ascii: ":"), "':' after a member name")
                try skipValue()
            } while try continueContainer(close: UInt8(ascii: "}"), what: "an object member")
        case UInt8(ascii: "["):
            try enterContainer(byte, "an array")
            if closeIfEmpty(UInt8(ascii: "]")) { return }
            repeat { try skipValue() } while try continueContainer(close: UInt8(ascii: "]"), what: "an array element")
        case UInt8(ascii: "\""): _ = try scanString()
        case UInt8(ascii: "t"): try readLiteral("true")
        case UInt8(ascii: "f"): try readLiteral("false")
        case UInt8(ascii: "n"): try readLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try scanNumber()
        default: throw unexpected("a value")
        }
    }
}
