/// Attribute values and text: references resolved, line ends normalized.
extension XMLScanState {
    /// Parses a quoted attribute value at the read position (on the quote). Literal tabs and line
    /// breaks become spaces (XML attribute-value normalization); `&#10;` stays a line break.
    mutating func parseAttributeValue(attribute: String, element: String) throws(DumpImportError) -> String {
        let quote = bytes[offset]
        offset += 1
        let start = offset
        // Fast path: most values hold no reference and no line break.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                offset += 1
                return value
            }
            if byte == xmlByte("&") || byte == xmlByte("<") || byte == 0x09 || byte == 0x0A || byte == 0x0D { break }
            offset += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                return String(decoding: scratch, as: UTF8.self)
            case xmlByte("<"):
                throw error(.malformed, "'<' is not allowed in the value of attribute '\(attribute)' of <\(element)> (write &lt;), or the closing quote is missing")
            case xmlByte("&"):
                let scalar = try parseReference()
                UTF8.encode(scalar) { scratch.append($0) }
            case 0x0D:
                scratch.append(0x20)
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
            case 0x09, 0x0A:
                scratch.append(0x20)
                offset += 1
            default:
                scratch.append(byte)
                offset += 1
            }
        }
        throw error(.truncated, "expected the closing quote (\(Character(Unicode.Scalar(quote)))) of attribute '\(attribute)' of <\(element)>, found end of input")
    }

    /// Reads character data up to the next `<` and appends it to `text`, unless it is only
    /// whitespace (indentation between tags).
    mutating func appendText(to text: inout String) throws(DumpImportError) {
        let start = offset
        var onlyWhitespace = true
        var plain = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == xmlByte("<") { break }
            if byte == xmlByte("&") || byte == 0x0D { plain = false }
            if onlyWhitespace, !Self.isWhitespace(byte) { onlyWhitespace = false }
            offset += 1
        }
        if onlyWhitespace { return }
        if plain {
            text += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            return
        }
        let end = offset
        offset = start
        scratch.removeAll(keepingCapacity: true)
        while offset < end {
            let byte = bytes[offset]
            switch byte {
            case xmlByte("&"):
                let scalar = try parseReference()
                UTF8.encode(scalar) { scratch.append($0) }
            case 0x0D:
                scratch.append(0x0A)
                offset += 1
                if offset < end, bytes[offset] == 0x0A { offset += 1 }
            default:
                scratch.append(byte)
                offset += 1
            }
        }
        text += String(decoding: scratch, as: UTF8.self)
    }

    /// Decodes the reference at the read position (on `&`) to the character it stands for.
    /// Only the five predefined entities and character references are allowed.
    mutating func parseReference() throws(DumpImportError) -> Unicode.Scalar {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw unexpected("an entity name or '#' after '&'") }
        if bytes[offset] == xmlByte("#") {
            offset += 1
            return try parseCharacterReference(start: start)
        }
        let name = try parseName(expected: "an entity name or '#' after '&' (write a literal '&' as &amp;)")
        guard offset < bytes.count, bytes[offset] == xmlByte(";") else {
            throw unexpected("';' to end the entity reference '&\(name)'")
        }
        offset += 1
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default:
            throw error(.forbiddenConstruct, "reference to the undeclared entity '&\(name);'; a11ysnap resolves only &lt; &gt; &amp; &apos; &quot; and character references, never DTD or external entities", at: start)
        }
    }

    /// Parses the digits and `;` of `&#…;` or `&#x…;` (the read position is after `#`).
    private mutating func parseCharacterReference(start: Int) throws(DumpImportError) -> Unicode.Scalar {
        var radix: UInt32 = 10
        if offset < bytes.count, bytes[offset] == xmlByte("x") {
            radix = 16
            offset += 1
        }
        var value: UInt32 = 0
        var digits = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case xmlByte("0")...xmlByte("9"): digit = UInt32(byte - xmlByte("0"))
            case xmlByte("a")...xmlByte("f") where radix == 16: digit = UInt32(byte - xmlByte("a") + 10)
            case xmlByte("A")...xmlByte("F") where radix == 16: digit = UInt32(byte - xmlByte("A") + 10)
            default: digit = UInt32.max
            }
            if digit == UInt32.max { break }
            // Anything past U+10FFFF is invalid; stop growing so long digit runs cannot overflow.
            if value <= 0x10FFFF { value = value * radix + digit }
            digits += 1
            offset += 1
        }
        guard digits > 0 else {
            throw unexpected(radix == 16 ? "hexadecimal digits after '&#x'" : "decimal digits or 'x' after '&#'")
        }
        guard offset < bytes.count, bytes[offset] == xmlByte(";") else {
            throw unexpected("';' to end the character reference")
        }
        offset += 1
        guard Self.isXMLCharacter(value), let scalar = Unicode.Scalar(value) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            throw error(.malformed, "the character reference \(text) names a code point XML does not allow (allowed: tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD, U+10000–U+10FFFF)", at: start)
        }
        return scalar
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
