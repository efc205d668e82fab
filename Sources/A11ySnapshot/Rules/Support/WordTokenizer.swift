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
        let isASCII = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            asciiWords(bytes, into: &words)
            return true
        }
        if !isASCII { unicodeWords(text, into: &words) }
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

    /// The same rules on Unicode scalars; ASCII scalars and Latin-1 letters are classified without
    /// the property tables (for ASCII, alphabetic means a letter, numeric a digit, and cased a letter
    /// of that case; see ``Latin1Letters``).
    /// A word is a run of consecutive scalars, written out as UTF-8 and lowercased as it is copied;
    /// only a word with a non-ASCII scalar that lowercasing changes goes through `lowercased()`.
    private static func unicodeWords(_ text: String, into words: inout [String]) {
        let scalars = Array(text.unicodeScalars)
        // The current word is scalars[start ..< start + length].
        var start = 0, length = 0
        func flush() {
            guard length > 0 else { return }
            let word = scalars[start..<(start + length)]
            length = 0
            if word.contains(where: { !$0.isASCII && (Latin1Letters.contains($0) ? Latin1Letters.isUppercase($0) : $0.properties.changesWhenLowercased) }) {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: word)
                words.append(String(view).lowercased())
                return
            }
            // The exact length: a word of 15 bytes or fewer is then made as a small string,
            // without an allocation (a capacity of 4 bytes a scalar allocated from 4 scalars on).
            let length = word.reduce(0) { $0 + UTF8.width($1) }
            words.append(String(unsafeUninitializedCapacity: length) { buffer in
                var written = 0
                for scalar in word {
                    let lowered = scalar.value &- 0x41 < 26 ? Unicode.Scalar(UInt8(scalar.value | 0x20)) : scalar
                    UTF8.encode(lowered) { byte in
                        buffer[written] = byte
                        written += 1
                    }
                }
                return written
            })
        }
        var previous: Unicode.Scalar?
        for (index, scalar) in scalars.enumerated() {
            if !isWordScalar(scalar) {
                let isInnerApostrophe = (scalar == "'" || scalar == "\u{2019}")
                    && previous.map(isAlphabetic) == true
                    && index + 1 < scalars.count && isAlphabetic(scalars[index + 1])
                if isInnerApostrophe {
                    length += 1
                } else {
                    flush()
                }
                previous = scalar
                continue
            }
            if let previous, length > 0 {
                let lowerToUpper = isLowercase(previous) && isUppercase(scalar)
                let acronymEnd = isUppercase(previous) && isUppercase(scalar)
                    && index + 1 < scalars.count && isLowercase(scalars[index + 1])
                if lowerToUpper || acronymEnd { flush() }
            }
            if length == 0 { start = index }
            length += 1
            previous = scalar
        }
        flush()
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
