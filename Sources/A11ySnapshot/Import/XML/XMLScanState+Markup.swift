/// Markup that carries no elements: the XML declaration, the document type declaration,
/// comments, processing instructions and CDATA sections.
extension XMLScanState {
    /// Encodings accepted in `<?xml … encoding="…"?>`: UTF-8 and its ASCII subset.
    static let acceptedEncodings: Set<String> = ["UTF-8", "UTF8", "US-ASCII", "ASCII"]

    /// Reads `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>` when the document starts
    /// with it, refusing a declared encoding other than UTF-8.
    mutating func parseDeclarationIfPresent() throws(DumpImportError) {
        if bytes.count - offset >= 2, remainderIsProperPrefix(of: "<?xml ") {
            throw error(.truncated, "expected the XML declaration '<?xml version=\"1.0\"?>', found end of input")
        }
        guard matches("<?xml"), offset + 5 < bytes.count, Self.isWhitespace(bytes[offset + 5]) else { return }
        offset += 5
        while true {
            skipWhitespace()
            if remainderIsProperPrefix(of: "?>") {
                throw error(.truncated, "expected '?>' to end the XML declaration, found end of input")
            }
            if matches("?>") {
                offset += 2
                return
            }
            let nameOffset = offset
            let name = try parseNameUpToValue(expected: "'?>' or version, encoding or standalone in the XML declaration") {
                "'\($0)' in the XML declaration"
            }
            let quote = bytes[offset]
            let valueStart = offset + 1
            var end = valueStart
            while end < bytes.count, bytes[end] != quote, bytes[end] != xmlByte(">") { end += 1 }
            guard end < bytes.count, bytes[end] == quote else {
                offset = end
                throw unexpected("a closing quote for '\(name)' in the XML declaration")
            }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<end]), as: UTF8.self)
            offset = end + 1
            switch name {
            case "version", "standalone":
                break
            case "encoding":
                guard Self.acceptedEncodings.contains(value.uppercased()) else {
                    throw error(.invalidEncoding, "the XML declaration says encoding=\"\(value)\"; a11ysnap reads XML as UTF-8 only (convert the file, e.g. with iconv -t UTF-8, and fix the declaration)", at: valueStart)
                }
            default:
                throw error(.malformed, "expected version, encoding or standalone in the XML declaration, found '\(name)'", at: nameOffset)
            }
        }
    }

    /// Skips `<!DOCTYPE name [SYSTEM|PUBLIC …] [internal subset]>` without loading anything.
    /// An internal subset that declares an entity or references a parameter entity is refused.
    mutating func skipDoctype() throws(DumpImportError) {
        let start = offset
        if sawDoctype {
            throw error(.malformed, "expected one document type declaration, found a second '<!DOCTYPE'")
        }
        sawDoctype = true
        offset += "<!DOCTYPE".utf8.count
        guard skipWhitespace() else { throw unexpected("whitespace and the root element's name after '<!DOCTYPE'") }
        _ = try parseName(expected: "the root element's name after '<!DOCTYPE'")
        while true {
            skipWhitespace()
            guard offset < bytes.count else {
                throw error(.truncated, "expected '>' to close the '<!DOCTYPE' opened at \(position(of: start)), found end of input")
            }
            switch bytes[offset] {
            case xmlByte(">"):
                offset += 1
                return
            case xmlByte("["):
                offset += 1
                try skipInternalSubset(doctypeStart: start)
            case xmlByte("\""), xmlByte("'"):
                try skipQuoted(in: "the '<!DOCTYPE'")
            default:
                // SYSTEM, PUBLIC: the external identifier is read past, never fetched.
                _ = try parseName(expected: "SYSTEM, PUBLIC, '[' or '>' in the '<!DOCTYPE'")
            }
        }
    }

    /// Skips the declarations between `[` and `]` of a DOCTYPE.
    private mutating func skipInternalSubset(doctypeStart: Int) throws(DumpImportError) {
        while true {
            skipWhitespace()
            guard offset < bytes.count else {
                throw error(.truncated, "expected ']' to close the internal subset of the '<!DOCTYPE' opened at \(position(of: doctypeStart)), found end of input")
            }
            if bytes[offset] == xmlByte("]") {
                offset += 1
                return
            }
            if matches("<!ENTITY") {
                throw error(.forbiddenConstruct, "the document type declaration declares an entity ('<!ENTITY'); a11ysnap never reads DTD entities (they can disclose local files or expand without bound); remove the DOCTYPE")
            }
            if bytes[offset] == xmlByte("%") {
                throw error(.forbiddenConstruct, "the document type declaration uses a parameter entity ('%'); a11ysnap never reads DTD entities; remove the DOCTYPE")
            }
            if matches("<!--") {
                try skipComment()
            } else if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!") {
                try skipDeclaration()
            } else {
                throw unexpected("a markup declaration or ']' in the '<!DOCTYPE' internal subset")
            }
        }
    }

    /// Skips `<!ELEMENT …>`, `<!ATTLIST …>` or `<!NOTATION …>`, honouring quoted strings.
    private mutating func skipDeclaration() throws(DumpImportError) {
        let start = offset
        offset += 2
        while offset < bytes.count {
            switch bytes[offset] {
            case xmlByte(">"):
                offset += 1
                return
            case xmlByte("\""), xmlByte("'"):
                try skipQuoted(in: "the declaration")
            default:
                offset += 1
            }
        }
        throw error(.truncated, "expected '>' to close the declaration opened at \(position(of: start)), found end of input")
    }

    /// Skips a quoted literal starting at the read position.
    private mutating func skipQuoted(in context: String) throws(DumpImportError) {
        let start = offset
        let quote = bytes[offset]
        offset += 1
        while offset < bytes.count, bytes[offset] != quote { offset += 1 }
        guard offset < bytes.count else {
            throw error(.truncated, "expected the closing quote of the string opened at \(position(of: start)) in \(context), found end of input")
        }
        offset += 1
    }

    /// Skips `<!-- … -->`; `--` inside a comment is not allowed.
    mutating func skipComment() throws(DumpImportError) {
        let start = offset
        offset += 4
        while offset < bytes.count {
            if bytes[offset] == xmlByte("-"), matches("--", at: offset) {
                guard matches("-->", at: offset) else {
                    throw error(.malformed, "expected '-->' after '--' in the comment opened at \(position(of: start)); '--' is not allowed inside a comment")
                }
                offset += 3
                return
            }
            offset += 1
        }
        throw error(.truncated, "expected '-->' to close the comment opened at \(position(of: start)), found end of input")
    }

    /// Skips `<?target …?>`; the target `xml` is only allowed as the declaration at the start.
    mutating func skipProcessingInstruction() throws(DumpImportError) {
        let start = offset
        offset += 2
        let target = try parseName(expected: "a processing instruction target after '<?'")
        if target.lowercased() == "xml" {
            throw error(.malformed, "the XML declaration '<?xml …?>' is only allowed at the very start of the document", at: start)
        }
        guard let end = find("?>", from: offset) else {
            offset = bytes.count
            throw error(.truncated, "expected '?>' to close the processing instruction <?\(target) opened at \(position(of: start)), found end of input")
        }
        offset = end + 2
    }

    /// Appends the content of `<![CDATA[ … ]]>` to `text`, with line ends normalized.
    mutating func appendCDATA(to text: inout String) throws(DumpImportError) {
        let start = offset
        offset += "<![CDATA[".utf8.count
        guard let end = find("]]>", from: offset) else {
            offset = bytes.count
            throw error(.truncated, "expected ']]>' to close the CDATA section opened at \(position(of: start)), found end of input")
        }
        scratch.removeAll(keepingCapacity: true)
        var index = offset
        while index < end {
            let byte = bytes[index]
            if byte == 0x0D {
                scratch.append(0x0A)
                if index + 1 < end, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                scratch.append(byte)
            }
            index += 1
        }
        text += String(decoding: scratch, as: UTF8.self)
        offset = end + 3
    }
}
