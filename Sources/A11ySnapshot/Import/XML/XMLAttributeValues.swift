/// Typed reading of attribute values for the XML importers: booleans and numbers, with errors
/// that point at the value in the input.
package struct XMLAttributeValues {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String?

    package init(bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        self.bytes = bytes
        self.file = file
    }

    /// The attribute as text, `nil` when it is absent or empty.
    package func text(_ name: String, of element: XMLElementNode) -> String? {
        guard let value = element[name], !value.isEmpty else { return nil }
        return value
    }

    /// `true`/`false` (also `1`/`0`, as some tools write); `nil` when absent or empty.
    ///
    /// - Throws: ``DumpImportError/Reason/invalidValue`` for any other value.
    package func bool(_ name: String, of element: XMLElementNode) throws(DumpImportError) -> Bool? {
        guard let attribute = element.attribute(name), !attribute.value.isEmpty else { return nil }
        switch attribute.value {
        case "true", "1": return true
        case "false", "0": return false
        default:
            throw error("expected true or false for '\(name)' of <\(element.name)>, found \"\(attribute.value)\"", at: attribute)
        }
    }

    /// A finite decimal number; `nil` when absent or empty.
    ///
    /// - Throws: ``DumpImportError/Reason/invalidValue`` for anything that is not one.
    package func number(_ name: String, of element: XMLElementNode) throws(DumpImportError) -> Double? {
        guard let attribute = element.attribute(name), !attribute.value.isEmpty else { return nil }
        let trimmed = attribute.value.trimmingXMLWhitespace
        guard Self.isDecimal(trimmed), let number = Double(trimmed), number.isFinite else {
            throw error("expected a number for '\(name)' of <\(element.name)>, found \"\(attribute.value)\"", at: attribute)
        }
        return number
    }

    /// A frame's coordinate or size: a finite decimal number, or `inf`, `-inf` or `nan`, which
    /// WebDriverAgent writes for `CGRectNull`'s origin (a SpringBoard source's hidden wrapper of a
    /// queued alert: `x="inf" y="inf" width="0" height="0"`) and which count as 0, no position, as
    /// in a debugDescription; `nil` when absent or empty.
    ///
    /// - Throws: ``DumpImportError/Reason/invalidValue`` for anything else.
    package func frameNumber(_ name: String, of element: XMLElementNode) throws(DumpImportError) -> Double? {
        switch element[name]?.trimmingXMLWhitespace {
        case "inf", "-inf", "+inf", "nan", "-nan": 0
        default: try number(name, of: element)
        }
    }

    /// An ``DumpImportError/Reason/invalidValue`` error at `attribute`'s value.
    package func error(_ message: String, at attribute: XMLAttribute) -> DumpImportError {
        DumpImportError(.invalidValue, message, at: attribute.valueOffset, in: bytes, file: file)
    }

    /// An error at the start of `element`.
    package func error(_ reason: DumpImportReason, _ message: String, at element: XMLElementNode) -> DumpImportError {
        DumpImportError(reason, message, at: element.offset, in: bytes, file: file)
    }

    /// Plain decimal notation only (`-12`, `3.5`, `1e3`), so `nan`, `inf` and hex floats, which
    /// `Double.init` also accepts, are refused.
    private static func isDecimal(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return false }
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            return false
        }
        return text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                 UInt8(ascii: "e"), UInt8(ascii: "E"): true
            default: false
            }
        }
    }
}

extension String {
    /// The string without leading and trailing XML whitespace (space, tab, LF, CR).
    var trimmingXMLWhitespace: String {
        let utf8 = self.utf8
        let isWhitespace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = utf8.first, let last = utf8.last else { return self }
        if !isWhitespace(first), !isWhitespace(last) { return self }
        guard let start = utf8.firstIndex(where: { !isWhitespace($0) }), let end = utf8.lastIndex(where: { !isWhitespace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
