/// One element of an XCUIElement debug description, as a line of the element subtree (or the
/// rest of an `Attributes:` line) describes it:
///
///     Button, 0x600000f7c1c0, {{16.0, 120.0}, {343.0, 44.0}}, identifier: 'login', label: 'Log in', Disabled
///
/// A type name, an optional parenthesised variant (`Window (Main)`), then fields separated by
/// commas: the address (ignored), `pid:` (ignored), `traits:` (old Xcode), the frame, keys with
/// quoted strings (`identifier`, `label`, `title`, `placeholderValue`), the unquoted `value`, and
/// flags (`Disabled`, `Selected`, `Keyboard Focused`, …). Unknown keys and words are skipped.
///
/// Where a string ends: an unquoted value (or an unknown key's value) runs up to the first comma
/// after which a field the reader knows starts (``XCUIDescriptionVocabulary``), else to the end of
/// the line, so `value: 1, 2, Selected` is the value `1, 2` and the Selected flag. A quoted
/// string ends at the first `'` that is followed by the end of the line, or by a comma and a known
/// field or any `key:`, so a label may hold quotes and commas (`label: 'Don't, stop'`); `\'` is an
/// escaped quote. When no quote qualifies, the first `'` before a comma or the end of the line
/// closes it.
struct XCUIElementLine {
    /// How a line begins: whether it reads as an element at all, and how sure that is.
    enum Shape {
        /// A type name followed by a comma, a variant or the end of the line (`Other`, `Foo, bar`).
        case plausible
        /// A type name followed by an address, a frame, `pid:` or `traits:`: certainly an element.
        case certain
    }

    /// The element.
    let node: ImportedNode

    /// How the text from `start` to `end` begins, or `nil` when it is not an element description.
    static func shape(of text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Shape? {
        var index = start
        guard index < end, isUppercase(text[index]) else { return nil }
        index = typeNameEnd(text, from: index, to: end)
        if index + 1 < end, text[index] == UInt8(ascii: " "), text[index + 1] == UInt8(ascii: "(") {
            guard let close = variantClose(text, from: index + 2, to: end) else { return .plausible }
            index = close + 1
        }
        if index == end { return .plausible }
        guard text[index] == UInt8(ascii: ",") else { return nil }
        index += 1
        while index < end, text[index] == UInt8(ascii: " ") { index += 1 }
        if let (key, _) = XCUIDescriptionVocabulary.key(in: text, at: index, end: end), key == .pid || key == .traits {
            return .certain
        }
        let startsFrameOrAddress = index + 1 < end
            && ((text[index] == UInt8(ascii: "{") && text[index + 1] == UInt8(ascii: "{"))
                || (text[index] == UInt8(ascii: "0") && text[index + 1] == UInt8(ascii: "x")))
        return startsFrameOrAddress ? .certain : .plausible
    }

    /// Parses the element description from `start` to `end` (a line's content).
    init(in source: TextDumpSource, from start: Int, to end: Int) throws(DumpImportError) {
        var parser = Parser(source: source, index: start, end: end)
        node = try parser.parse()
    }

    /// The error of a description from `start` to `end` whose quoted string does not close.
    static func openQuoteError(in source: TextDumpSource, from start: Int, to end: Int) -> DumpImportError {
        do {
            _ = try XCUIElementLine(in: source, from: start, to: end)
            return source.error(.truncated, "expected a closing '", at: end)
        } catch {
            return error
        }
    }

    private init(node: ImportedNode) {
        self.node = node
    }

    /// Parses the element description from `start` to `end`, or returns `nil` when the text ends
    /// inside a quoted string, which may go on on the next line (`print` writes a label's line
    /// breaks as they are).
    static func unlessQuoteOpen(in source: TextDumpSource, from start: Int, to end: Int) throws(DumpImportError) -> XCUIElementLine? {
        var parser = Parser(source: source, index: start, end: end)
        do {
            return XCUIElementLine(node: try parser.parse())
        } catch {
            if parser.endedInsideQuote { return nil }
            throw error
        }
    }

    private struct Parser {
        let source: TextDumpSource
        var index: Int
        let end: Int
        /// Set once a quoted string's search for a proper closing quote ran to the end of the
        /// line: every later search on this line would fail the same way, so it is skipped (this
        /// keeps a line of many such strings linear).
        var noProperClosingQuote = false
        /// Set when the text ended inside a quoted string.
        var endedInsideQuote = false
        var text: UnsafeBufferPointer<UInt8> { source.text }

        mutating func parse() throws(DumpImportError) -> ImportedNode {
            let nameStart = index
            index = XCUIElementLine.typeNameEnd(text, from: index, to: end)
            var node = XCUIElementLine.node(typeName: source.string(nameStart..<index))
            if index + 1 < end, text[index] == UInt8(ascii: " "), text[index + 1] == UInt8(ascii: "(") {
                guard let close = XCUIElementLine.variantClose(text, from: index + 2, to: end) else {
                    throw source.error(.truncated, "the line ends inside the parenthesised variant of the type; expected ')'", at: index + 1)
                }
                index = close + 1
            }
            var title: String?
            while true {
                skipSpaces()
                guard index < end else { break }
                guard text[index] == UInt8(ascii: ",") else {
                    throw source.error(
                        .malformed, "expected ',' or the end of the line after a field, found \(source.excerpt(at: index, end: end))",
                        at: index)
                }
                index += 1
                skipSpaces()
                guard index < end else { break }
                try field(into: &node, title: &title)
            }
            if (node.label ?? "").isEmpty, let title { node.label = title }
            node.dropPlaceholderEchoedAsValue()
            return node
        }

        /// Parses the field at ``index`` and leaves ``index`` just after it.
        mutating func field(into node: inout ImportedNode, title: inout String?) throws(DumpImportError) {
            if text[index] == UInt8(ascii: "{"), index + 1 < end, text[index + 1] == UInt8(ascii: "{") {
                let frame = try XCUIFrameText(in: source, at: index, lineEnd: end)
                node.frame = frame.frame
                index = frame.end
                return
            }
            if text[index] == UInt8(ascii: "0"), index + 2 < end, text[index + 1] == UInt8(ascii: "x"),
               XCUIDescriptionVocabulary.isHexDigit(text[index + 2]) {
                index += 2
                while index < end, XCUIDescriptionVocabulary.isHexDigit(text[index]) { index += 1 }
                return
            }
            if let (flag, after) = XCUIDescriptionVocabulary.flag(in: text, at: index, end: end) {
                switch flag {
                case .disabled: node.isEnabled = false
                case .selected: node.isSelected = true
                case .keyboardFocused, .focused, .hittable, .notHittable: break
                }
                index = after
                return
            }
            if let (key, afterColon) = XCUIDescriptionVocabulary.key(in: text, at: index, end: end) {
                let keyStart = index
                index = afterColon
                if index < end, text[index] == UInt8(ascii: " ") { index += 1 }
                switch key {
                case .identifier: node.identifier = try string(after: keyStart)
                case .label: node.label = try string(after: keyStart)
                case .title: title = try string(after: keyStart)
                case .placeholderValue: node.placeholder = try string(after: keyStart)
                case .value: node.value = unquotedString()
                case .pid: _ = unquotedString()
                case .traits: try traits(into: &node)
                }
                return
            }
            if unknownKey() {
                if index < end, text[index] == UInt8(ascii: "'") {
                    _ = try quotedString(after: index)
                } else {
                    _ = unquotedString()
                }
                return
            }
            // An unknown word: skipped up to the next comma.
            while index < end, text[index] != UInt8(ascii: ",") { index += 1 }
        }

        /// A string that is normally quoted (`label: 'Log in'`); unquoted text is taken like a value.
        mutating func string(after keyStart: Int) throws(DumpImportError) -> String {
            guard index < end else {
                throw source.error(.truncated, "the line ends after the key; expected a quoted string such as 'Log in'", at: keyStart)
            }
            return text[index] == UInt8(ascii: "'") ? try quotedString(after: keyStart) : unquotedString()
        }

        /// The quoted string whose opening quote is at ``index``.
        mutating func quotedString(after keyStart: Int) throws(DumpImportError) -> String {
            let open = index
            var close: Int?
            var fallback: Int?
            var cursor = open + 1
            while cursor < end {
                if text[cursor] == UInt8(ascii: "'") {
                    var next = cursor + 1
                    while next < end, text[next] == UInt8(ascii: " ") { next += 1 }
                    if next == end || text[next] == UInt8(ascii: ",") {
                        if fallback == nil { fallback = cursor }
                        if noProperClosingQuote { break }
                        let escaped = text[cursor - 1] == UInt8(ascii: "\\") && cursor - 1 > open
                        if !escaped, next == end || startsKnownField(after: next) || startsAnyKey(after: next) {
                            close = cursor
                            break
                        }
                    }
                }
                cursor += 1
            }
            if close == nil, cursor == end { noProperClosingQuote = true }
            guard let closing = close ?? fallback else {
                endedInsideQuote = true
                throw source.error(.truncated, "the line ends inside the quoted string that opens here; expected a closing '", at: open)
            }
            index = closing + 1
            let string = unescapedQuotes(open + 1..<closing)
            return string.contains("\r\n") ? string.replacingOccurrences(of: "\r\n", with: "\n") : string
        }

        /// Text up to the next comma that starts a known field, or the end of the line.
        mutating func unquotedString() -> String {
            let start = index
            while index < end {
                if text[index] == UInt8(ascii: ","), startsKnownField(after: index) { break }
                index += 1
            }
            return source.string(start..<index)
        }

        mutating func traits(into node: inout ImportedNode) throws(DumpImportError) {
            let start = index
            while index < end, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") { index += 1 }
            guard start < index, let raw = UInt64(source.string(start..<index)) else {
                throw source.error(
                    .invalidValue, "expected the traits as a decimal number such as 8589934593, found \(source.excerpt(at: start, end: end))",
                    at: start)
            }
            if raw & AccessibilityTraits.notEnabledBit != 0 { node.isEnabled = false }
            node.traits = AccessibilityTraits(rawValue: raw & AccessibilityTraits.namedMask)
        }

        /// Whether ``index`` is at an unknown `key:` (a lower-case word and a colon); if so,
        /// moves past the colon and one space.
        mutating func unknownKey() -> Bool {
            var cursor = index
            guard cursor < end, text[cursor] >= UInt8(ascii: "a"), text[cursor] <= UInt8(ascii: "z") else { return false }
            cursor = XCUIElementLine.typeNameEnd(text, from: cursor, to: end)
            guard cursor < end, text[cursor] == UInt8(ascii: ":") else { return false }
            index = cursor + 1
            if index < end, text[index] == UInt8(ascii: " ") { index += 1 }
            return true
        }

        /// Whether a known field starts after the comma at `comma` (spaces skipped).
        func startsKnownField(after comma: Int) -> Bool {
            var next = comma + 1
            while next < end, text[next] == UInt8(ascii: " ") { next += 1 }
            return XCUIDescriptionVocabulary.startsKnownField(in: text, at: next, end: end)
        }

        /// Whether a `key:` of any name (a lower-case word, a colon, then a space or the end of
        /// the line) starts after the comma at `comma`: after a closing quote, that is the next field
        /// even when the reader does not know the key.
        func startsAnyKey(after comma: Int) -> Bool {
            var next = comma + 1
            while next < end, text[next] == UInt8(ascii: " ") { next += 1 }
            guard next < end, text[next] >= UInt8(ascii: "a"), text[next] <= UInt8(ascii: "z") else { return false }
            let colon = XCUIElementLine.typeNameEnd(text, from: next, to: end)
            guard colon < end, text[colon] == UInt8(ascii: ":") else { return false }
            return colon + 1 == end || text[colon + 1] == UInt8(ascii: " ")
        }

        /// The text of `range` with each `\'` turned into `'`.
        func unescapedQuotes(_ range: Range<Int>) -> String {
            guard range.contains(where: { text[$0] == UInt8(ascii: "\\") }) else { return source.string(range) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(range.count)
            var cursor = range.lowerBound
            while cursor < range.upperBound {
                if text[cursor] == UInt8(ascii: "\\"), cursor + 1 < range.upperBound, text[cursor + 1] == UInt8(ascii: "'") {
                    cursor += 1
                }
                bytes.append(text[cursor])
                cursor += 1
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        mutating func skipSpaces() {
            while index < end, text[index] == UInt8(ascii: " ") { index += 1 }
        }
    }

    /// The node a type name starts: `Application` and `Window` are the roots the import policy
    /// takes the viewport from; a name that is no `XCUIElement.ElementType` is kept as `other`.
    static func node(typeName: String) -> ImportedNode {
        switch typeName {
        case "Application": ImportedNode(role: .application, type: .application)
        case "Window": ImportedNode(role: .window, type: .window)
        default: ImportedNode(type: typesByName[typeName] ?? ElementType(dumpName: typeName) ?? .other)
        }
    }

    /// `ElementType(dumpName:)` for every type, looked up once per name instead of once per line.
    private static let typesByName: [String: ElementType] = Dictionary(
        uniqueKeysWithValues: ElementType.allCases.map { ($0.dumpName, $0) })

    /// The end of the word (letters, digits, `_`) starting at `start`.
    static func typeNameEnd(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            switch text[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// The `)` closing a variant whose text starts at `start`, on the same line.
    static func variantClose(_ text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if text[index] == UInt8(ascii: ")") { return index }
            index += 1
        }
        return nil
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
}
