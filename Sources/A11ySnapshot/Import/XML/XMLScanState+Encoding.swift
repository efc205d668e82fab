/// The input's encoding: UTF-8 only, checked once before parsing so the rest of the parser can
/// decode any slice without further checks.
extension XMLScanState {
    /// Skips a UTF-8 byte-order mark and refuses UTF-16 and UTF-32 input (by byte-order mark or
    /// by the zero bytes of an ASCII `<` in those encodings).
    mutating func checkEncoding() throws(DumpImportError) {
        if ByteOrderMark.isPresent(in: bytes) {
            offset = 3
            return
        }
        guard bytes.count >= 2 else { return }
        let (first, second) = (bytes[0], bytes[1])
        let name: String? = switch (first, second) {
        case (0xFE, 0xFF): "UTF-16 (big-endian byte-order mark)"
        case (0xFF, 0xFE): "UTF-16 or UTF-32 (little-endian byte-order mark)"
        case (0x00, _), (_, 0x00): "UTF-16 or UTF-32 (zero bytes between characters)"
        default: nil
        }
        if let name {
            throw error(.invalidEncoding, "the file looks like \(name); a11ysnap reads XML as UTF-8 only (convert it, e.g. with iconv -t UTF-8)", at: 0)
        }
    }

    /// Checks that `bytes[start...]` is well-formed UTF-8 holding only characters XML allows
    /// (no control characters other than tab, line feed and carriage return).
    func validateUTF8(from start: Int) throws(DumpImportError) {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    throw error(.malformed, "the control character U+\(hex(UInt32(byte))) is not allowed in XML", at: index)
                }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch byte {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(byte & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
            default: throw invalidUTF8(at: index)
            }
            guard index + length <= count else { throw invalidUTF8(at: index) }
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { throw invalidUTF8(at: index) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw invalidUTF8(at: index)
            }
            index += length
        }
    }

    private func invalidUTF8(at index: Int) -> DumpImportError {
        error(.invalidEncoding, "invalid UTF-8 (byte 0x\(hex(UInt32(bytes[index]), digits: 2))); a11ysnap reads XML as UTF-8 only (convert the file, e.g. with iconv -t UTF-8)", at: index)
    }

    /// `value` in upper-case hex, padded to `digits`: a code point's four (`U+001B`), a byte's two (`0xB5`).
    private func hex(_ value: UInt32, digits: Int = 4) -> String {
        let written = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - written.count)) + written
    }
}
