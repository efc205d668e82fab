@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The tokenizer makes each word straight from the input (bytes, or scalars for non-ASCII text);
/// it must split and lowercase exactly as the rules say (``WordTokenizer``), here written plainly
/// with a word buffer.
@Suite("Rules: tokenizing")
struct RulesTokenizerTests {
    @Test("Random ASCII text splits as the plain word-buffer definition does")
    func randomASCII() {
        let alphabet = Array("aBcDxyZ09' _-.:HTMLParserdon'tOK".utf8)
        var random = SplitMix64(seed: 42)
        for _ in 0..<2_000 {
            let length = Int(random.next() % 24)
            let bytes = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(WordTokenizer.words(text) == Self.plainWords(bytes), "\(text.debugDescription)")
        }
    }

    @Test("Random non-ASCII text splits and lowercases as the plain scalar definition does")
    func randomUnicode() {
        let alphabet = Array("aBxZ09' -.Café ÉCOLE Straße ǅ ΣΟΦΙΑ İı日本語🎉’n\u{301}Ωmega ÀLa".unicodeScalars)
        var random = SplitMix64(seed: 43)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 20) { text.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            text.append("é")  // at least one non-ASCII scalar: the Unicode path
            let string = String(text)
            #expect(WordTokenizer.words(string) == Self.plainUnicodeWords(string), "\(string.debugDescription)")
        }
    }

    @Test("Acronyms, humps, apostrophes and digits")
    func examples() {
        #expect(WordTokenizer.words("HTMLParser don't ABC123def x'") == ["html", "parser", "don't", "abc123def", "x"])
        #expect(WordTokenizer.words("'quoted' O'Neil") == ["quoted", "o'neil"])
    }

    /// The tokenizer's rules on scalars, with a buffer for the current word, each word lowercased
    /// whole (the earlier implementation).
    private static func plainUnicodeWords(_ text: String) -> [String] {
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar.properties.generalCategory == .nonspacingMark
        }
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        let scalars = Array(text.unicodeScalars)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = String.UnicodeScalarView()
        }
        for (index, scalar) in scalars.enumerated() {
            if !isWord(scalar) {
                if (scalar == "'" || scalar == "\u{2019}") && previous?.properties.isAlphabetic == true
                    && index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic {
                    current.append(scalar)
                } else {
                    flush()
                }
                previous = scalar
                continue
            }
            if let previous, !current.isEmpty {
                let lowerToUpper = previous.properties.isLowercase && scalar.properties.isUppercase
                let acronymEnd = previous.properties.isUppercase && scalar.properties.isUppercase
                    && index + 1 < scalars.count && scalars[index + 1].properties.isLowercase
                if lowerToUpper || acronymEnd { flush() }
            }
            current.append(scalar)
            previous = scalar
        }
        flush()
        return words
    }

    /// The tokenizer's rules on bytes, with a buffer for the current word (the earlier implementation).
    private static func plainWords(_ bytes: [UInt8]) -> [String] {
        func isLower(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
        func isUpper(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
        func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
        var words: [String] = [], current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current.removeAll()
        }
        var previous: UInt8 = 0
        for index in bytes.indices {
            let byte = bytes[index]
            if !(isLower(byte) || isUpper(byte)) && !isDigit(byte) {
                if byte == UInt8(ascii: "'") && (isLower(previous) || isUpper(previous))
                    && index + 1 < bytes.count && (isLower(bytes[index + 1]) || isUpper(bytes[index + 1])) {
                    current.append(byte)
                } else {
                    flush()
                }
                previous = byte
                continue
            }
            if !current.isEmpty {
                let acronymEnd = isUpper(previous) && isUpper(byte) && index + 1 < bytes.count && isLower(bytes[index + 1])
                if (isLower(previous) && isUpper(byte)) || acronymEnd { flush() }
            }
            current.append(isUpper(byte) ? byte | 0x20 : byte)
            previous = byte
        }
        flush()
        return words
    }
}
