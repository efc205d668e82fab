/// The state of one ``XMLReader`` parse: the input, the read position and a scratch buffer for
/// values that need decoding. Element nesting lives in an explicit stack, never in the call stack.
struct XMLScanState {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?
    var offset = 0
    /// Reused for attribute values and text that contain references or line breaks.
    var scratch: [UInt8] = []
    var sawDoctype = false

    /// A parse of the document that starts at byte `start` of `bytes` (0: the whole input, its
    /// encoding checked; later: after text a reader sets aside, positions still counted in `bytes`).
    init(bytes: UnsafeBufferPointer<UInt8>, file: String?, start: Int = 0) {
        self.bytes = bytes
        self.file = file
        self.offset = start
    }

    // MARK: Document

    mutating func parseDocument() throws(DumpImportError) -> XMLElementNode {
        if offset == 0 { try checkEncoding() }
        let bodyStart = offset
        try parseDeclarationIfPresent()
        try validateUTF8(from: offset)
        try parseMisc()
        guard offset < bytes.count else {
            let onlyWhitespace = UnsafeBufferPointer(rebasing: bytes[bodyStart...]).allSatisfy(Self.isWhitespace)
            throw error(onlyWhitespace ? .empty : .truncated, "expected the root element, found end of input")
        }
        guard bytes[offset] == xmlByte("<") else {
            throw error(.malformed, "expected '<' to start the root element, found \(describe(at: offset))")
        }
        let root = try parseElementTree()
        try parseMisc()
        if offset < bytes.count {
            throw error(.malformed, "expected the end of the document after </\(root.name)> (a document has one root element), found \(describe(at: offset))")
        }
        return root
    }

    /// Skips whitespace, comments, processing instructions and (once, before the root) a
    /// document type declaration.
    mutating func parseMisc() throws(DumpImportError) {
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == xmlByte("<") else { return }
            if matches("<!--") {
                try skipComment()
            } else if matches("<?") {
                try skipProcessingInstruction()
            } else if matches("<!DOCTYPE") {
                try skipDoctype()
            } else if remainderIsProperPrefix(of: "<!--", "<!DOCTYPE") {
                throw error(.truncated, "expected a comment or document type declaration, found end of input")
            } else {
                return
            }
        }
    }

    // MARK: Elements

    /// Parses the element starting at `offset` (a `<`) with everything inside it.
    mutating func parseElementTree() throws(DumpImportError) -> XMLElementNode {
        var stack: [XMLElementNode] = []
        while true {
            let (element, isEmpty) = try parseStartTag()
            if isEmpty {
                if stack.isEmpty { return element }
                stack[stack.count - 1].children.append(element)
            } else {
                guard stack.count < XMLReader.maximumDepth else {
                    throw error(.nestingTooDeep, "<\(element.name)> is nested more than \(XMLReader.maximumDepth) elements deep; a11ysnap reads at most \(XMLReader.maximumDepth) levels", at: element.offset)
                }
                stack.append(element)
            }
            // Content of the innermost open element, up to the next start tag.
            content: while true {
                let top = stack.count - 1
                guard offset < bytes.count else {
                    let open = stack[top]
                    throw error(.truncated, "expected '</\(open.name)>' to close <\(open.name)> (opened at \(position(of: open.offset))), found end of input")
                }
                guard bytes[offset] == xmlByte("<") else {
                    try appendText(to: &stack[top].text)
                    continue
                }
                if matches("</") {
                    try parseEndTag(closing: stack[top])
                    let closed = stack.removeLast()
                    if stack.isEmpty { return closed }
                    stack[stack.count - 1].children.append(closed)
                } else if matches("<!--") {
                    try skipComment()
                } else if matches("<![CDATA[") {
                    try appendCDATA(to: &stack[top].text)
                } else if matches("<?") {
                    try skipProcessingInstruction()
                } else if remainderIsProperPrefix(of: "<!--", "<![CDATA[") {
                    throw error(.truncated, "expected a comment or CDATA section inside <\(stack[top].name)>, found end of input")
                } else if matches("<!") {
                    throw error(.malformed, "expected an element, text, comment, CDATA section or processing instruction inside <\(stack[top].name)>, found \(describe(at: offset))")
                } else {
                    break content
                }
            }
        }
    }

    /// Parses `<name attr="value" …>` or `<name … />`; returns the element and whether it was
    /// empty (`/>`).
    mutating func parseStartTag() throws(DumpImportError) -> (XMLElementNode, Bool) {
        let start = offset
        offset += 1
        let name = try parseName(expected: "an element name after '<'")
        var element = XMLElementNode(name: name, offset: start)
        var names = Set<String>()
        while true {
            let hadWhitespace = skipWhitespace()
            guard offset < bytes.count else {
                throw error(.truncated, "expected '>' to close <\(name)>, found end of input")
            }
            switch bytes[offset] {
            case xmlByte(">"):
                offset += 1
                return (element, false)
            case xmlByte("/"):
                offset += 1
                guard offset < bytes.count, bytes[offset] == xmlByte(">") else {
                    throw unexpected("'>' after '/' to close <\(name)/>")
                }
                offset += 1
                return (element, true)
            default:
                guard hadWhitespace else {
                    throw unexpected("whitespace, '>' or '/>' after the name or an attribute of <\(name)>")
                }
                try parseAttribute(into: &element, names: &names)
            }
        }
    }

    /// Parses `name = "value"` and appends it; a second attribute of the same name is an error.
    /// `names` holds the names seen so far once an element has many (a linear search is quicker
    /// for the usual dozen, the set keeps hostile input from being quadratic).
    mutating func parseAttribute(into element: inout XMLElementNode, names: inout Set<String>) throws(DumpImportError) {
        let nameOffset = offset
        let name = try parseNameUpToValue(expected: "an attribute name, '>' or '/>' in <\(element.name)>") {
            "attribute '\($0)' of <\(element.name)>"
        }
        let valueOffset = offset + 1
        let value = try parseAttributeValue(attribute: name, element: element.name)
        let isDuplicate: Bool
        if element.attributes.count < 16 {
            isDuplicate = element.attributes.contains { $0.name == name }
        } else {
            if names.isEmpty { names = Set(element.attributes.map(\.name)) }
            isDuplicate = !names.insert(name).inserted
        }
        if isDuplicate {
            throw error(.malformed, "duplicate attribute '\(name)' in <\(element.name)>; an attribute may appear once per element", at: nameOffset)
        }
        if element.attributes.isEmpty { element.attributes.reserveCapacity(16) }
        element.attributes.append(XMLAttribute(name: name, value: value, valueOffset: valueOffset))
    }

    /// Parses `</name>` for the open element `open`.
    mutating func parseEndTag(closing open: XMLElementNode) throws(DumpImportError) {
        let start = offset
        offset += 2
        let name = try parseName(expected: "the name '\(open.name)' after '</' to close <\(open.name)>")
        if offset == bytes.count {
            throw error(.truncated, "expected '</\(open.name)>' to close <\(open.name)> (opened at \(position(of: open.offset))), found end of input")
        }
        guard name == open.name else {
            throw error(.malformed, "expected '</\(open.name)>' to close <\(open.name)> (opened at \(position(of: open.offset))), found '</\(name)>'", at: start)
        }
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == xmlByte(">") else {
            throw unexpected("'>' to end '</\(name)'")
        }
        offset += 1
    }

    /// Parses an XML name (element, attribute, entity or target name).
    /// Reads `name =` and stops at the value's opening quote: the start of an attribute, and of
    /// a pseudo-attribute of the XML declaration. `subject` names the attribute in messages
    /// ("attribute 'id' of <node>").
    mutating func parseNameUpToValue(expected: String, subject: (String) -> String) throws(DumpImportError) -> String {
        let name = try parseName(expected: expected)
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == xmlByte("=") else {
            throw unexpected("'=' after \(subject(name))")
        }
        offset += 1
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == xmlByte("\"") || bytes[offset] == xmlByte("'") else {
            throw unexpected("a quoted value for \(subject(name))")
        }
        return name
    }

    mutating func parseName(expected: String) throws(DumpImportError) -> String {
        let start = offset
        guard offset < bytes.count, Self.isNameStart(bytes[offset]) else {
            throw unexpected(expected)
        }
        offset += 1
        while offset < bytes.count, Self.isNameByte(bytes[offset]) {
            offset += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case xmlByte("a")...xmlByte("z"), xmlByte("A")...xmlByte("Z"), xmlByte("_"), xmlByte(":"), 0x80...0xFF: true
        default: false
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case xmlByte("a")...xmlByte("z"), xmlByte("A")...xmlByte("Z"), xmlByte("0")...xmlByte("9"),
             xmlByte("_"), xmlByte(":"), xmlByte("-"), xmlByte("."), 0x80...0xFF: true
        default: false
        }
    }

    // MARK: Scanning

    /// Skips XML whitespace; returns whether there was any.
    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < bytes.count, Self.isWhitespace(bytes[offset]) {
            offset += 1
        }
        return offset > start
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Whether the input continues with `literal` at `position` (default: the read position).
    func matches(_ literal: StaticString, at position: Int? = nil) -> Bool {
        let position = position ?? offset
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for index in 0..<count where bytes[position + index] != start[index] { return false }
        return true
    }

    /// Whether the input ends within the first bytes of one of `literals` (a cut-off `<!--`).
    func remainderIsProperPrefix(of literals: StaticString...) -> Bool {
        let remaining = bytes.count - offset
        guard remaining > 0 else { return false }
        return literals.contains { literal in
            guard remaining < literal.utf8CodeUnitCount else { return false }
            for index in 0..<remaining where bytes[offset + index] != literal.utf8Start[index] { return false }
            return true
        }
    }

    /// The offset of the first occurrence of `literal` at or after `position`, or `nil`.
    func find(_ literal: StaticString, from position: Int) -> Int? {
        let first = literal.utf8Start[0]
        var index = position
        while index < bytes.count {
            if bytes[index] == first, matches(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    // MARK: Errors

    func error(_ reason: DumpImportReason, _ message: String, at position: Int? = nil) -> DumpImportError {
        DumpImportError(reason, message, at: position ?? offset, in: bytes, file: file)
    }

    /// "expected X, found Y" at the read position; `.truncated` at the end of the input.
    func unexpected(_ expected: String) -> DumpImportError {
        guard offset < bytes.count else {
            return error(.truncated, "expected \(expected), found end of input")
        }
        return error(.malformed, "expected \(expected), found \(describe(at: offset))")
    }

    /// "line:column" of `position`, for messages that point back to an opening tag.
    func position(of position: Int) -> String {
        let location = TextPosition(of: position, in: bytes)
        return "\(location.line):\(location.column)"
    }

    /// Words for what the input holds at `position`: a quoted markup start, character or byte.
    func describe(at position: Int) -> String {
        guard position < bytes.count else { return "end of input" }
        if bytes[position] == xmlByte("<") {
            var end = position + 1
            if end < bytes.count, bytes[end] == xmlByte("/") || bytes[end] == xmlByte("!") || bytes[end] == xmlByte("?") { end += 1 }
            while end < bytes.count, end - position < 40, Self.isNameByte(bytes[end]) || bytes[end] == xmlByte("-") || bytes[end] == xmlByte("[") {
                end += 1
            }
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self))'"
        }
        let byte = bytes[position]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        if byte == 0x0A || byte == 0x0D { return "a line break" }
        if byte == 0x09 { return "a tab" }
        if byte >= 0x80 {
            var end = position + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self))'"
        }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

/// The byte of an ASCII character, for readable comparisons.
@inline(__always)
func xmlByte(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: character)
}
