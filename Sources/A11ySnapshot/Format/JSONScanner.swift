/// A strict, allocation-free reader of JSON tokens over UTF-8 bytes (RFC 8259), with positions.
///
/// It is the JSON layer under the snapshot decoder: it tells *where* things are and what they are,
/// and leaves meaning to its caller. Every failure is a ``SnapshotFormatError`` at the offending
/// byte. Nesting is bounded by `maximumDepth`, so hostile input cannot exhaust the stack.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?
    let maximumDepth: Int
    /// The next byte to read; moved only by the scanner (this file and its extensions).
    var offset = 0
    private(set) var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String?, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    // MARK: Errors

    func error(_ reason: SnapshotFormatReason, _ message: String, at position: Int? = nil) -> SnapshotFormatError {
        SnapshotFormatError(reason, message, at: position ?? offset, in: bytes, file: file)
    }

    /// An error saying what was expected at the current position and what is there instead.
    func unexpected(_ expected: String) -> SnapshotFormatError {
        guard offset < bytes.count else {
            return error(.truncated, "expected \(expected), found the end of the file")
        }
        return error(.malformedJSON, "expected \(expected), found \(describeToken(at: offset))")
    }

    /// Words for the token starting at `position`.
    func describeToken(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the file" }
        switch bytes[position] {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "t") where matches("true", at: position): return "true"
        case UInt8(ascii: "f") where matches("false", at: position): return "false"
        case UInt8(ascii: "n") where matches("null", at: position): return "null"
        case let byte where byte >= 0x21 && byte < 0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        case let byte: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// The JSON type of the value at the current position, for wrong-type messages.
    func describeValue() -> String { describeToken(at: offset) }

    private func matches(_ literal: StaticString, at position: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for index in 0..<count where bytes[position + index] != start[index] { return false }
        return true
    }

    // MARK: Encoding

    /// Refuses what cannot be UTF-8 JSON before scanning: an empty input, a UTF-8 byte order mark,
    /// and UTF-16 or UTF-32 text (a UTF-16 byte order mark, or a NUL among the first two bytes).
    /// `expected` names the document ("a snapshot object"), `documents` the kind, in the plural.
    func checkEncoding(expecting expected: String, documents: String) throws(SnapshotFormatError) {
        if bytes.isEmpty {
            throw error(.empty, "the file is empty; expected \(expected)", at: 0)
        }
        if ByteOrderMark.isPresent(in: bytes) {
            throw error(.byteOrderMark, "the file starts with a UTF-8 byte order mark; \(documents) are UTF-8 without one", at: 0)
        }
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)) {
            throw error(.invalidEncoding, "the file looks UTF-16 encoded (it starts with a UTF-16 byte order mark); \(documents) are UTF-8", at: 0)
        }
        if bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0) {
            throw error(.invalidEncoding, "the file contains NUL bytes at its start; it looks UTF-16 or UTF-32 encoded, and \(documents) are UTF-8", at: 0)
        }
    }

    // MARK: Structure

    var isAtEnd: Bool { offset >= bytes.count }

    /// Skips JSON whitespace (space, tab, LF, CR) and returns the next byte, or `nil` at the end.
    @inline(__always)
    mutating func peek() -> UInt8? {
        if offset < bytes.count && bytes[offset] > 0x20 { return bytes[offset] }
        // One space, as after every ':' and ',' on a line.
        if offset + 1 < bytes.count && bytes[offset] == 0x20 && bytes[offset + 1] > 0x20 {
            offset += 1
            return bytes[offset]
        }
        return skipWhitespace()
    }

    /// ``peek()`` past whitespace. After a line break, the indent's spaces are counted a word at
    /// a time: canonical files indent every line.
    private mutating func skipWhitespace() -> UInt8? {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x0A:
                offset += 1
                while let word = word(at: offset) {
                    let spaces = (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount >> 3
                    offset += spaces
                    if spaces < 8 { break }
                }
            case 0x20, 0x09, 0x0D: offset += 1
            default: return bytes[offset]
            }
        }
        return nil
    }

    /// The eight bytes at `offset` as one word, or `nil` near the end.
    @inline(__always) private func word(at offset: Int) -> UInt64? {
        guard offset + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// Consumes `byte` (after whitespace) or fails saying `expected`.
    mutating func expect(_ byte: UInt8, _ expected: String) throws(SnapshotFormatError) {
        guard peek() == byte else { throw unexpected(expected) }
        offset += 1
    }

    /// Consumes `byte` if it is next, after whitespace.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        offset += 1
        return true
    }

    /// Consumes an opening `{` or `[` and counts its depth.
    mutating func enterContainer(_ open: UInt8, _ expected: String) throws(SnapshotFormatError) {
        guard peek() == open else { throw unexpected(expected) }
        guard depth < maximumDepth else {
            throw error(.nestingTooDeep, "nesting is deeper than the limit of \(maximumDepth) levels")
        }
        depth += 1
        offset += 1
    }

    mutating func leaveContainer() { depth -= 1 }

    /// Moves past a complete value that the caller knows to be valid, ending at `end`.
    mutating func skip(to end: Int) { offset = end }

    /// Right after ``enterContainer(_:_:)``: consumes `close` and leaves the container when it is
    /// empty.
    mutating func closeIfEmpty(_ close: UInt8) -> Bool {
        guard consume(close) else { return false }
        leaveContainer()
        return true
    }

    /// After a member or element: `true` when another follows (a comma was read), `false` when the
    /// container closed.
    @inline(__always)
    mutating func continueContainer(close: UInt8, what: @autoclosure () -> String) throws(SnapshotFormatError) -> Bool {
        // Inlined for the common cases, so the wording is never made: a comma and then something
        // other than the closing byte, or the closing byte.
        if let next = peek() {
            if next == UInt8(ascii: ",") {
                let comma = offset
                offset += 1
                if let following = peek(), following != close { return true }
                offset = comma
            } else if next == close {
                offset += 1
                leaveContainer()
                return false
            }
        }
        return try continueContainerSlowly(close: close, what: what())
    }

    /// ``continueContainer(close:what:)`` where it fails (or ends): the errors.
    private mutating func continueContainerSlowly(close: UInt8, what: @autoclosure () -> String) throws(SnapshotFormatError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            offset += 1
            if peek() == close {
                throw error(.malformedJSON, "expected a value after ',', found '\(Character(Unicode.Scalar(close)))' (JSON allows no trailing comma)")
            }
            return true
        case close:
            offset += 1
            leaveContainer()
            return false
        default:
            throw unexpected("',' or '\(Character(Unicode.Scalar(close)))' after \(what())")
        }
    }

    /// Reads a literal `true`, `false` or `null` (the first byte already identified).
    mutating func readLiteral(_ literal: StaticString) throws(SnapshotFormatError) {
        guard matches(literal, at: offset) else { throw unexpected("a value") }
        offset += literal.utf8CodeUnitCount
    }

    /// Checks that nothing but whitespace follows the document.
    mutating func expectEnd() throws(SnapshotFormatError) {
        if peek() != nil {
            throw error(.malformedJSON, "expected the end of the file after the document, found \(describeToken(at: offset))")
        }
    }

    // MARK: Strings

    /// A string's content (the bytes between its quotes); `hasEscapes` tells whether those bytes
    /// differ from its value.
    struct RawString {
        var range: Range<Int>
        var hasEscapes: Bool
    }

    /// Reads a string token (the current byte is `"`), validating escapes and UTF-8, and returns
    /// where its content lies.
    mutating func scanString() throws(SnapshotFormatError) -> RawString {
        let openQuote = offset
        offset += 1
        let start = offset
        var hasEscapes = false
        while offset < bytes.count {
            if let word = word(at: offset) {
                let plain = PlainBytes.prefix(word)
                offset += plain
                if plain == 8 { continue }
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let raw = RawString(range: start..<offset, hasEscapes: hasEscapes)
                offset += 1
                return raw
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw error(.malformedJSON, "control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped inside a string")
            } else if byte < 0x80 {
                offset += 1
            } else {
                try scanUTF8Scalar()
            }
        }
        throw error(.truncated, "string starting here is not closed before the end of the file", at: openQuote)
    }

    private mutating func scanEscape() throws(SnapshotFormatError) {
        guard offset + 1 < bytes.count else {
            offset = bytes.count
            throw unexpected("an escape character after '\\'")
        }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
             UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            offset += 2
        case UInt8(ascii: "u"):
            let escapeStart = offset
            offset += 2
            let unit = try readHex4()
            if (0xD800...0xDBFF).contains(unit) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error(.invalidEncoding, "lone high surrogate \\u\(hex4(unit)) is not followed by a low surrogate escape", at: escapeStart)
                }
                offset += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(.invalidEncoding, "high surrogate \\u\(hex4(unit)) is followed by \\u\(hex4(low)), not a low surrogate", at: escapeStart)
                }
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw error(.invalidEncoding, "lone low surrogate \\u\(hex4(unit))", at: escapeStart)
            }
        default:
            offset += 1
            throw error(.malformedJSON, "invalid escape '\\\(describeEscapeByte(bytes[offset]))'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    private func describeEscapeByte(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "0x\(String(byte, radix: 16))"
    }

    private func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private mutating func readHex4() throws(SnapshotFormatError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw unexpected("four hex digits after \\u") }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw unexpected("four hex digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 scalar (``UTF8Scalar``) and steps over it.
    private mutating func scanUTF8Scalar() throws(SnapshotFormatError) {
        do {
            offset += try UTF8Scalar.length(at: offset, in: bytes)
        } catch let problem {
            let lead = bytes[offset]
            func hex(_ byte: UInt8) -> String { String(byte, radix: 16, uppercase: true) }
            switch problem {
            case .invalidLead:
                throw error(.invalidEncoding, "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character")
            case .truncated:
                throw error(.invalidEncoding, "invalid UTF-8: the file ends inside a character")
            case .invalidSecond:
                throw error(.invalidEncoding, "invalid UTF-8: byte 0x\(hex(bytes[offset + 1])) cannot follow 0x\(hex(lead))", at: offset + 1)
            case .notContinuation(let distance):
                throw error(.invalidEncoding, "invalid UTF-8: expected a continuation byte, found 0x\(hex(bytes[offset + distance]))", at: offset + distance)
            }
        }
    }

    /// The value of a scanned string.
    func string(_ raw: RawString) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[raw.range])
        guard raw.hasEscapes else { return String(decoding: slice, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: raw.range.count) { buffer in
            unescape(slice, into: buffer)
        }
    }

    /// Writes the unescaped content of an already validated string; returns the byte count.
    private func unescape(_ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0, written = 0
        func put(_ byte: UInt8) { target[written] = byte; written += 1 }
        func hexValue(_ at: Int) -> UInt32 {
            var value: UInt32 = 0
            for index in at..<at + 4 {
                let byte = source[index]
                let digit: UInt8 = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        while read < source.count {
            let byte = source[read]
            guard byte == UInt8(ascii: "\\") else {
                put(byte)
                read += 1
                continue
            }
            let kind = source[read + 1]
            read += 2
            switch kind {
            case UInt8(ascii: "b"): put(0x08)
            case UInt8(ascii: "f"): put(0x0C)
            case UInt8(ascii: "n"): put(0x0A)
            case UInt8(ascii: "r"): put(0x0D)
            case UInt8(ascii: "t"): put(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexValue(read)
                read += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    let low = hexValue(read + 2)
                    read += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                // An escape never takes more bytes as UTF-8 than its 6 (or 12) source bytes.
                for unit in UTF8.encode(Unicode.Scalar(scalar)!)! { put(unit) }
            default: put(kind) // " \ /
            }
        }
        return written
    }
}
