/// Dumps written as UTF-16 with a byte-order mark, read as the UTF-8 they spell.
///
/// Windows PowerShell 5.1 writes what `>` redirects as UTF-16 little-endian with a byte-order
/// mark, so `adb exec-out uiautomator dump /dev/tty > window_dump.xml` there saves the dump so (76
/// of the 334 dumps of one public Android project). XML 1.0 requires a parser to read UTF-16
/// told by its byte-order mark (§4.3.3); every reader here reads UTF-8, so the text is transcoded
/// once, before detection. UTF-16 without a mark, and UTF-32, stay errors the readers name.
enum UTF16Dump {
    /// The byte order `bytes` declare with a UTF-16 byte-order mark, or `nil`: no mark, or the
    /// mark of UTF-32 little-endian (`FF FE 00 00`).
    static func byteOrder(of bytes: UnsafeBufferPointer<UInt8>) -> ByteOrder? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFE, 0xFF): return .bigEndian
        case (0xFF, 0xFE): return bytes.count >= 4 && bytes[2] == 0 && bytes[3] == 0 ? nil : .littleEndian
        default: return nil
        }
    }

    enum ByteOrder {
        case littleEndian, bigEndian
    }

    /// The UTF-8 of `bytes` (UTF-16 in `order` after its byte-order mark) up to its first flaw,
    /// for detecting the format from a dump's head.
    static func utf8Prefix(_ bytes: UnsafeBufferPointer<UInt8>, order: ByteOrder) -> [UInt8] {
        decode(bytes, order: order).utf8
    }

    /// The UTF-8 bytes of `bytes`, UTF-16 in `order` after its byte-order mark; throws at an odd
    /// last byte or an unpaired surrogate, naming its line and column.
    static func utf8(_ bytes: UnsafeBufferPointer<UInt8>, order: ByteOrder, file: String?) throws(DumpImportError) -> [UInt8] {
        let decoded = decode(bytes, order: order)
        if let flaw = decoded.flaw {
            throw DumpImportError(reason: .invalidEncoding, file: file, line: flaw.line, column: flaw.column, message: flaw.message)
        }
        return decoded.utf8
    }

    /// The UTF-8 of `bytes` up to the first flaw, and the flaw with its line and column.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, order: ByteOrder)
        -> (utf8: [UInt8], flaw: (line: Int, column: Int, message: String)?) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count / 2 + bytes.count / 8)
        var line = 1, column = 1
        var index = 2
        func unit(at position: Int) -> UInt32 {
            order == .littleEndian
                ? UInt32(bytes[position]) | UInt32(bytes[position + 1]) << 8
                : UInt32(bytes[position]) << 8 | UInt32(bytes[position + 1])
        }
        while index < bytes.count {
            guard index + 1 < bytes.count else {
                return (output, (line, column, "invalid UTF-16: the input ends inside a character (an odd number of bytes)"))
            }
            var scalar = unit(at: index)
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 3 < bytes.count, case let low = unit(at: index + 2), (0xDC00...0xDFFF).contains(low) else {
                    return (output, (line, column, "invalid UTF-16: a high surrogate (U+\(hex(scalar))) without the low one after it"))
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                index += 2
            } else if (0xDC00...0xDFFF).contains(scalar) {
                return (output, (line, column, "invalid UTF-16: a low surrogate (U+\(hex(scalar))) without a high one before it"))
            }
            index += 2
            append(scalar, to: &output)
            if scalar == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (output, nil)
    }

    private static func append(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            output.append(UInt8(scalar))
        case ..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
