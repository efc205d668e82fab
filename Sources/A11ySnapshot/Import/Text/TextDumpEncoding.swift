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
            do {
                index += try UTF8Scalar.length(at: index, in: bytes)
            } catch let problem {
                let message = switch problem {
                case .invalidLead: "invalid UTF-8: byte 0x\(hex(lead)) cannot start a character; expected UTF-8 text"
                case .truncated: "invalid UTF-8: the input ends inside a character"
                case .invalidSecond: "invalid UTF-8: byte 0x\(hex(bytes[index + 1])) cannot follow 0x\(hex(lead))"
                case .notContinuation(let distance): "invalid UTF-8: expected a continuation byte, found 0x\(hex(bytes[index + distance]))"
                }
                throw DumpImportError(.invalidEncoding, message, at: index, in: bytes, file: file)
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
