/// A Swift string literal as lldb prints one (`p app.debugDescription`, `(String) $R0 = "…"`):
/// decodes its escapes and remembers where every decoded byte came from.
///
/// Escapes: `\n`, `\r`, `\t`, `\0`, `\"`, `\'`, `\\` and `\u{1…8 hex digits}`. Any other
/// backslash sequence is an error. Raw line breaks inside the literal are kept as they are, so a
/// literal wrapped by a terminal or an editor still decodes.
struct SwiftStringLiteral {
    /// The decoded contents.
    let text: [UInt8]
    /// Where each decoded byte came from in the input.
    let map: SourceOffsetMap

    /// Decodes the literal whose opening quote is at `openingQuote` in `bytes`.
    init(in bytes: UnsafeBufferPointer<UInt8>, openingQuote: Int, file: String?) throws(DumpImportError) {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count - openingQuote)
        var map = SourceOffsetMap()
        var index = openingQuote + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                map.copy(decoded: text.count, source: index)
                self.text = text
                self.map = map
                return
            }
            guard byte == UInt8(ascii: "\\") else {
                map.copy(decoded: text.count, source: index)
                text.append(byte)
                index += 1
                continue
            }
            guard index + 1 < bytes.count else { break }
            map.escape(decoded: text.count, source: index)
            switch bytes[index + 1] {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(bytes[index + 1])
            case UInt8(ascii: "u"):
                let (scalar, length) = try Self.unicodeEscape(in: bytes, at: index, file: file)
                UTF8.encode(scalar) { text.append($0) }
                index += length
                continue
            default:
                throw DumpImportError(
                    .malformed, "unknown escape sequence in the string literal; expected \\n, \\t, \\r, \\0, \\\", \\', \\\\ or \\u{…}",
                    at: index, in: bytes, file: file)
            }
            index += 2
        }
        throw DumpImportError(
            .truncated, "the input ends inside the string literal that opens here; expected a closing \"",
            at: openingQuote, in: bytes, file: file)
    }

    /// The scalar of the `\u{…}` escape at `backslash`, and the escape's length in bytes.
    private static func unicodeEscape(in bytes: UnsafeBufferPointer<UInt8>, at backslash: Int, file: String?) throws(DumpImportError) -> (Unicode.Scalar, Int) {
        var index = backslash + 2
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
            throw DumpImportError(.malformed, "expected '{' after \\u in the string literal", at: backslash, in: bytes, file: file)
        }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, digits <= 8, let digit = hexValue(bytes[index]) {
            value = value &* 16 &+ digit
            digits += 1
            index += 1
        }
        guard digits >= 1, digits <= 8, index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
            throw DumpImportError(.malformed, "expected 1 to 8 hexadecimal digits and '}' in the \\u{…} escape", at: backslash, in: bytes, file: file)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw DumpImportError(.invalidValue, "\\u{\(String(value, radix: 16, uppercase: true))} is not a Unicode scalar value", at: backslash, in: bytes, file: file)
        }
        return (scalar, index + 1 - backslash)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
