@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The ASCII tokenizer makes each word straight from the input's bytes; it must split exactly as
/// the rules say (``WordTokenizer``), here written plainly with a word buffer.
@Suite("Rules: ASCII tokenizing")
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

    @Test("Acronyms, humps, apostrophes and digits")
    func examples() {
        #expect(WordTokenizer.words("HTMLParser don't ABC123def x'") == ["html", "parser", "don't", "abc123def", "x"])
        #expect(WordTokenizer.words("'quoted' O'Neil") == ["quoted", "o'neil"])
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
