/// Splits text into lowercased words for whole-word matching: letters and digits form words,
/// everything else separates them, and camelCase humps start a new word (`playIcon` → `play`,
/// `icon`; `HTMLParser` → `html`, `parser`). An apostrophe between letters stays inside the word
/// (`don't`). So `Tomorrow` is one word, never `more`, and `blinking` is never `link`.
enum WordTokenizer {
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        words.reserveCapacity(4)  // one allocation for most labels, instead of growing 1, 2, 4
        append(text, to: &words)
        return words
    }

    /// Appends the words of `text` to `words` (the rule tree keeps every label's words in one array).
    static func append(_ text: String, to words: inout [String]) {
        var text = text
        text.withUTF8 { bytes in
            if bytes.allSatisfy({ $0 < 0x80 }) {
                asciiWords(bytes, into: &words)
            } else {
                unicodeWords(bytes, into: &words)
            }
        }
    }

    /// The fast path for ASCII text: the same rules on bytes. A word is always a run of
    /// consecutive bytes, so it is made straight from the input, lowercased as it is copied.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>, into words: inout [String]) {
        @inline(__always) func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
        @inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
        @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
        // The current word is bytes[start ..< start + length]. `flush` takes its state as
        // arguments: a nested function that captured `words` and `length` paid a dynamic
        // exclusivity check on every access (5 % of a rule check's instructions).
        var start = 0, length = 0
        @inline(__always) func flush(_ words: inout [String], _ start: Int, _ length: inout Int) {
            guard length > 0 else { return }
            words.append(lowercasedASCII(UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])))
            length = 0
        }
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let isLetter = isLower(byte) || isUpper(byte)
            if !isLetter && !isDigit(byte) {
                if byte == UInt8(ascii: "'") && (isLower(previous) || isUpper(previous))
                    && index + 1 < bytes.count && (isLower(bytes[index + 1]) || isUpper(bytes[index + 1])) {
                    length += 1
                } else {
                    flush(&words, start, &length)
                }
                previous = byte
                continue
            }
            if length > 0 {
                let acronymEnd = isUpper(previous) && isUpper(byte) && index + 1 < bytes.count && isLower(bytes[index + 1])
                if (isLower(previous) && isUpper(byte)) || acronymEnd { flush(&words, start, &length) }
            }
            if length == 0 { start = index }
            length += 1
            previous = byte
        }
        flush(&words, start, &length)
    }

    /// `bytes` (ASCII) as a lowercased string.
    private static func lowercasedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
            return bytes.count
        }
    }

    /// The same rules on Unicode scalars, decoded from the UTF-8 bytes one at a time; ASCII
    /// scalars and Latin-1 letters are classified without the property tables (for ASCII,
    /// alphabetic means a letter, numeric a digit, and cased a letter of that case; see
    /// ``Latin1Letters``). A word is again a run of consecutive bytes, made straight from the input
    /// with ASCII and Latin-1 letters lowercased as it is copied; only a word with another non-ASCII
    /// scalar that lowercasing changes goes through `lowercased()`.
    private static func unicodeWords(_ bytes: UnsafeBufferPointer<UInt8>, into words: inout [String]) {
        // The current word is bytes[start ..< start + length]; `needsLowercased` says it has a
        // scalar that only `lowercased()` lowercases. State passed as arguments, as in `asciiWords`.
        var start = 0, length = 0, needsLowercased = false
        @inline(__always) func flush(_ words: inout [String], _ start: Int, _ length: inout Int, _ needsLowercased: inout Bool) {
            guard length > 0 else { return }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
            words.append(needsLowercased ? String(decoding: word, as: UTF8.self).lowercased() : lowercasedLatin1(word))
            length = 0
            needsLowercased = false
        }
        var previous: Unicode.Scalar = "\u{0}"
        var index = 0
        while index < bytes.count {
            let (scalar, width) = decode(bytes, at: index)
            let next = index + width
            if !isWordScalar(scalar) {
                let isInnerApostrophe = (scalar == "'" || scalar == "\u{2019}") && isAlphabetic(previous)
                    && next < bytes.count && isAlphabetic(decode(bytes, at: next).scalar)
                if isInnerApostrophe {
                    length += width
                } else {
                    flush(&words, start, &length, &needsLowercased)
                }
                previous = scalar
                index = next
                continue
            }
            // A mark continues a word; alone it is none: the emoji presentation selector after
            // "✌" or "❤" would make every emoji one word, U+FE0F, and all of them sound alike.
            if length == 0, !scalar.isASCII, scalar.properties.generalCategory == .nonspacingMark {
                previous = scalar
                index = next
                continue
            }
            // Both kinds of hump (lower to upper, an acronym's end) start at an uppercase scalar:
            // asked first, that spares property lookups.
            if length > 0 && isUppercase(scalar) {
                let isHump = isLowercase(previous)
                    || (isUppercase(previous) && next < bytes.count && isLowercase(decode(bytes, at: next).scalar))
                if isHump { flush(&words, start, &length, &needsLowercased) }
            }
            if length == 0 { start = index }
            length += width
            if !needsLowercased && !scalar.isASCII && !Latin1Letters.contains(scalar) {
                needsLowercased = scalar.properties.changesWhenLowercased
            }
            previous = scalar
            index = next
        }
        flush(&words, start, &length, &needsLowercased)
    }

    /// The scalar whose UTF-8 encoding starts at `bytes[index]`, and the encoding's length
    /// (`bytes` is valid UTF-8: a string's).
    @inline(__always) private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, width: Int) {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        @inline(__always) func continuation(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset] & 0x3F) }
        let value: UInt32, width: Int
        if lead < 0xE0 {
            (value, width) = (UInt32(lead & 0x1F) << 6 | continuation(1), 2)
        } else if lead < 0xF0 {
            (value, width) = (UInt32(lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        } else {
            (value, width) = (UInt32(lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value)!, width)
    }

    /// `bytes` (UTF-8 in which only ASCII and Latin-1 letters change when lowercased) as a
    /// lowercased string: `A`–`Z`, and `À`–`Þ` except `×` (`C3 80`–`C3 9E` except `C3 97`), are
    /// 0x20 below their lowercase letters in their last byte.
    private static func lowercasedLatin1(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var previous: UInt8 = 0
            for offset in 0..<bytes.count {
                let byte = bytes[offset]
                if byte &- 0x41 < 26 {
                    buffer[offset] = byte | 0x20
                } else if previous == 0xC3 && byte &- 0x80 < 0x1F && byte != 0x97 {
                    buffer[offset] = byte + 0x20
                } else {
                    buffer[offset] = byte
                }
                previous = byte
            }
            return bytes.count
        }
    }

    @inline(__always) private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else {
            if Latin1Letters.contains(scalar) { return Latin1Letters.isLetter(scalar) }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
        }
        let value = UInt8(scalar.value)
        return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10
    }

    @inline(__always) private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (UInt8(scalar.value) | 0x20) &- 0x61 < 26 }
        return Latin1Letters.contains(scalar) ? Latin1Letters.isLetter(scalar) : scalar.properties.isAlphabetic
    }

    @inline(__always) private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return UInt8(scalar.value) &- 0x61 < 26 }
        return Latin1Letters.contains(scalar) ? Latin1Letters.isLowercase(scalar) : scalar.properties.isLowercase
    }

    @inline(__always) private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return UInt8(scalar.value) &- 0x41 < 26 }
        return Latin1Letters.contains(scalar) ? Latin1Letters.isUppercase(scalar) : scalar.properties.isUppercase
    }
}
