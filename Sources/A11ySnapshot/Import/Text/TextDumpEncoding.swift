/// The encoding check for text dumps: they must be UTF-8, and the first byte that is not is
/// reported with its line and column.
enum TextDumpEncoding {
    /// Throws ``DumpImportError/Reason/invalidEncoding`` at the first byte of `bytes` that is not
    /// well-formed UTF-8 (overlong forms, surrogates and values past U+10FFFF included), or when
    /// the input looks UTF-16 (a UTF-16 byte-order mark, or NUL bytes).
    static func requireUTF8(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw DumpImportError(.invalidEncoding, "the file starts with a UTF-16 byte-order mark; expected UTF-8 text", at: 0, in: bytes, file: file)
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                if lead == 0 {
                    throw DumpImportError(.invalidEncoding, "NUL byte in the text; the file looks UTF-16 or binary, expected UTF-8 text", at: index, in: bytes, file: file)
                }
                index += 1
                continue
            }
            let length: Int
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default:
                throw DumpImportError(.invalidEncoding, "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character; expected UTF-8 text", at: index, in: bytes, file: file)
            }
            guard index + length <= count else {
                throw DumpImportError(.invalidEncoding, "invalid UTF-8: the input ends inside a character", at: index, in: bytes, file: file)
            }
            let second = bytes[index + 1]
            guard second >= lowest, second <= highest else {
                throw DumpImportError(.invalidEncoding, "invalid UTF-8: byte 0x\(hex(second)) cannot follow 0x\(hex(lead))", at: index, in: bytes, file: file)
            }
            for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
                throw DumpImportError(.invalidEncoding, "invalid UTF-8: expected a continuation byte, found 0x\(hex(bytes[index + offset]))", at: index, in: bytes, file: file)
            }
            index += length
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
