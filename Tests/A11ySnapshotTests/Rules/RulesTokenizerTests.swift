@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The tokenizer makes each word straight from the input's bytes (decoding non-ASCII text a scalar
/// at a time); it must split and lowercase exactly as the rules say (``WordTokenizer``), here
/// written plainly with a word buffer.
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
        // Scalars of 1 to 4 bytes: Latin-1 letters of both cases, and the block's non-letters `×`
        // and `÷`; scalars that change when lowercased (titlecase `ǅ`, Greek and Turkish capitals,
        // the Kelvin sign, a Deseret capital) and an uppercase one that does not (`𝐀`); combining
        // marks, digits and numbers outside ASCII, both apostrophes, a no-break space.
        let alphabet = Array("aBxZ09' -.Café ÉCOLE Straße ǅ ΣΟΦΙΑς İı日本語🎉’n\u{301}\u{308}Ωmega ÀLa Þþ×÷ÿ\u{212A}𐐀𐐨𝐀٣½µ\u{A0}".unicodeScalars)
        var random = SplitMix64(seed: 43)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 20) { text.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            text.append("é")  // at least one non-ASCII scalar: the Unicode path
            let string = String(text)
            // Bytes, not strings: `==` on strings would let a canonically equivalent spelling pass.
            #expect(WordTokenizer.words(string).map { Array($0.utf8) } == Self.plainUnicodeWords(string).map { Array($0.utf8) },
                    "\(string.debugDescription)")
        }
    }

    /// A Flutter chat's emoji panel (a raw dump): "✌️", "🖐️" and "❤️" each end in U+FE0F.
    @Test("A mark with no word before it is no word: emoji with the presentation selector say no words")
    func markAloneIsNoWord() {
        #expect(WordTokenizer.words("✌\u{FE0F} 🖐\u{FE0F} ❤\u{FE0F}").isEmpty)
        #expect(WordTokenizer.words(" \u{301}x cafe\u{301}") == ["x", "cafe\u{301}"])
    }

    @Test("Acronyms, humps, apostrophes and digits")
    func examples() {
        #expect(WordTokenizer.words("HTMLParser don't ABC123def x'") == ["html", "parser", "don't", "abc123def", "x"])
        #expect(WordTokenizer.words("'quoted' O'Neil") == ["quoted", "o'neil"])
    }

    @Test("Latin-1 letters: uppercase ones are lowercased and start a hump, × and ÷ separate, ß and ÿ are lowercase")
    func latin1Letters() {
        #expect(WordTokenizer.words("caféÉcole ÀLaCarte ÞÆÐ") == ["café", "école", "à", "la", "carte", "þæð"])
        #expect(WordTokenizer.words("2×3 a÷b Straße ÿES") == ["2", "3", "a", "b", "straße", "ÿ", "es"])
    }

    @Test("A word with another scalar that changes when lowercased is lowercased whole, as lowercased() does")
    func lowercasedWhole() {
        #expect(WordTokenizer.words("ÉΣΟΦΙΑ \u{212A}elvin İstanbul Ǆemal") == ["éσοφια", "kelvin", "i\u{307}stanbul", "ǆemal"])
        // Scalar by scalar: a final capital sigma becomes `σ`, not `ς`; a written `ς` stays.
        #expect(WordTokenizer.words("ΟΔΟΣ οδος") == ["οδοσ", "οδος"])
        // Uppercase, but without a lowercase form: kept as it is.
        #expect(WordTokenizer.words("a𝐀𝐁") == ["a", "𝐀𝐁"])
    }

    @Test("Combining marks, non-ASCII digits, and scalars of 3 and 4 bytes are word scalars; emoji separate")
    func wordScalars() {
        #expect(WordTokenizer.words("E\u{301}COLE cafe\u{301}s ٣½ 日本語🎉𐐀𐐨") == ["e\u{301}cole", "cafe\u{301}s", "٣½", "日本語", "𐐨𐐨"])
    }

    @Test("The right single quote between letters stays inside the word, as the apostrophe does")
    func rightSingleQuote() {
        #expect(WordTokenizer.words("Don’t ’quoted’ DON’T é’") == ["don’t", "quoted", "don’t", "é"])
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
            // A mark only continues a word.
            if current.isEmpty, scalar.properties.generalCategory == .nonspacingMark {
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
