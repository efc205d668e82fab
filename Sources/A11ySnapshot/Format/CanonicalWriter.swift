import Foundation

extension AccessibilitySnapshot {
    /// The snapshot's canonical JSON: the exact bytes of its reference file.
    ///
    /// The same tree always gives the same bytes, on every platform and run: UTF-8, LF line ends,
    /// two-space indent, keys in the documented order, numbers in hundredths of a point in their
    /// shortest form, strings in Unicode NFC. Element order is kept as it is (it is reading order).
    public func canonicalJSON() -> [UInt8] {
        var writer = CanonicalWriter(capacity: 96 + elementCount * 200)
        writer.write(self)
        return writer.finish()
    }

    /// ``canonicalJSON()`` as a string.
    public var canonicalJSONString: String {
        String(decoding: canonicalJSON(), as: UTF8.self)
    }
}

/// JSON string literals spelled as snapshots spell them, for the project's other JSON writers
/// (reports, SARIF), so every JSON the project writes escapes the same way.
package enum JSONString {
    /// `value` as a JSON string literal: NFC, escaping only `"`, `\` and control characters.
    package static func quoted(_ value: String) -> String {
        var writer = CanonicalWriter(capacity: value.utf8.count + 8)
        writer.string(value)
        return String(decoding: writer.finish(), as: UTF8.self)
    }
}

/// Writes the canonical form. `docs/FORMAT.md` is its specification; the rules are:
/// a key per line, `frame`/`viewport`/`traits` on one line, optional keys only when set.
struct CanonicalWriter: ~Copyable {
    private var output: ByteBuffer

    init(capacity: Int) {
        output = ByteBuffer(capacity: capacity)
    }

    consuming func finish() -> [UInt8] {
        output.finish()
    }

    mutating func write(_ snapshot: AccessibilitySnapshot) {
        raw("{\n")
        key("version", indent: 1)
        output.appendDecimal(UInt64(AccessibilitySnapshot.formatVersion))
        raw(",\n")
        key("name", indent: 1)
        string(snapshot.name)
        raw(",\n")
        key("viewport", indent: 1)
        frame(snapshot.viewport)
        raw(",\n")
        if let stated = snapshot.statedData { statedData(stated) }
        key("elements", indent: 1)
        elements(snapshot.elements, indent: 1)
        if let audit = snapshot.appleAudit { appleAudit(audit) }
        raw("\n}\n")
    }

    /// `"statedData": ["traits", "values"],` on one line, names in canonical order.
    private mutating func statedData(_ data: StatedData) {
        key("statedData", indent: 1)
        raw("[")
        for (index, name) in data.names.enumerated() {
            if index > 0 { raw(", ") }
            string(name)
        }
        raw("],\n")
    }

    /// `"appleAudit": [` and one issue object per line.
    private mutating func appleAudit(_ issues: [AppleAuditIssue]) {
        optionalKey("appleAudit", indent: 1)
        guard !issues.isEmpty else {
            raw("[]")
            return
        }
        raw("[\n")
        for (index, issue) in issues.enumerated() {
            if index > 0 { raw(",\n") }
            indent(2)
            raw("{\"type\": ")
            string(issue.auditType)
            raw(", \"message\": ")
            string(issue.message)
            if let path = issue.elementPath {
                raw(", \"element\": ")
                string(path.map(String.init).joined(separator: "."))
            }
            raw("}")
        }
        raw("\n")
        indent(1)
        raw("]")
    }

    private mutating func elements(_ elements: [AccessibilityElement], indent: Int) {
        guard !elements.isEmpty else {
            raw("[]")
            return
        }
        raw("[\n")
        for index in elements.indices {
            if index > 0 { raw(",\n") }
            self.indent(indent + 1)
            self.element(elements[index], indent: indent + 1)
        }
        raw("\n")
        self.indent(indent)
        raw("]")
    }

    private mutating func element(_ element: AccessibilityElement, indent: Int) {
        let inner = indent + 1
        raw("{\n")
        key("label", indent: inner)
        string(element.label)
        raw(",\n")
        key("value", indent: inner)
        if let value = element.value { string(value) } else { raw("null") }
        raw(",\n")
        key("traits", indent: inner)
        traits(element.traits)
        raw(",\n")
        key("frame", indent: inner)
        frame(element.frame)
        raw(",\n")
        key("enabled", indent: inner)
        raw(element.isEnabled ? "true" : "false")

        if let type = element.type { optionalKey("type", indent: inner); string(type.rawValue) }
        if let identifier = element.identifier { optionalKey("identifier", indent: inner); string(identifier) }
        if let hint = element.hint { optionalKey("hint", indent: inner); string(hint) }
        if let placeholder = element.placeholder { optionalKey("placeholder", indent: inner); string(placeholder) }
        if let contentType = element.textContentType { optionalKey("textContentType", indent: inner); string(contentType) }
        if let keyboard = element.keyboardType { optionalKey("keyboardType", indent: inner); string(keyboard.rawValue) }
        if !element.customActions.isEmpty {
            optionalKey("customActions", indent: inner)
            stringList(element.customActions, indent: inner)
        }
        if !element.customContent.isEmpty {
            optionalKey("customContent", indent: inner)
            raw("[\n")
            for (index, item) in element.customContent.enumerated() {
                if index > 0 { raw(",\n") }
                self.indent(inner + 1)
                raw("{\n")
                key("label", indent: inner + 2)
                string(item.label)
                optionalKey("value", indent: inner + 2)
                string(item.value)
                if item.isImportant { optionalKey("important", indent: inner + 2); raw("true") }
                raw("\n")
                self.indent(inner + 1)
                raw("}")
            }
            raw("\n")
            self.indent(inner)
            raw("]")
        }
        if !element.customRotors.isEmpty {
            optionalKey("customRotors", indent: inner)
            stringList(element.customRotors, indent: inner)
        }
        if !element.userInputLabels.isEmpty {
            optionalKey("userInputLabels", indent: inner)
            stringList(element.userInputLabels, indent: inner)
        }
        if let language = element.language { optionalKey("language", indent: inner); string(language) }
        if let style = element.textStyle {
            optionalKey("textStyle", indent: inner)
            raw("{\n")
            key("size", indent: inner + 1)
            number(style.size)
            if style.isBold { optionalKey("bold", indent: inner + 1); raw("true") }
            if style.isItalic { optionalKey("italic", indent: inner + 1); raw("true") }
            if let dynamic = style.dynamicType { optionalKey("dynamicType", indent: inner + 1); string(dynamic.rawValue) }
            if let lineHeight = style.lineHeight { optionalKey("lineHeight", indent: inner + 1); number(lineHeight) }
            if let spacing = style.letterSpacing { optionalKey("letterSpacing", indent: inner + 1); number(spacing) }
            if let spacing = style.paragraphSpacing { optionalKey("paragraphSpacing", indent: inner + 1); number(spacing) }
            if let lines = style.numberOfLines { optionalKey("numberOfLines", indent: inner + 1); output.appendDecimal(UInt64(max(lines, 0))) }
            if style.isClipped { optionalKey("clipped", indent: inner + 1); raw("true") }
            raw("\n")
            self.indent(inner)
            raw("}")
        }
        if let colors = element.colors, !colors.isEmpty {
            optionalKey("colors", indent: inner)
            raw("{\n")
            if let foreground = colors.foreground {
                key("foreground", indent: inner + 1)
                string(foreground.hex)
            }
            if let background = colors.background {
                if colors.foreground != nil { raw(",\n") }
                key("background", indent: inner + 1)
                string(background.hex)
            }
            raw("\n")
            self.indent(inner)
            raw("}")
        }
        if let point = element.activationPoint {
            optionalKey("activationPoint", indent: inner)
            raw("[")
            number(point.x)
            raw(", ")
            number(point.y)
            raw("]")
        }
        if let responds = element.respondsToUserInteraction {
            optionalKey("respondsToUserInteraction", indent: inner)
            raw(responds ? "true" : "false")
        }
        if let container = element.container { optionalKey("container", indent: inner); string(container.rawValue) }
        if !element.children.isEmpty {
            optionalKey("children", indent: inner)
            elements(element.children, indent: inner)
        }
        raw("\n")
        self.indent(indent)
        raw("}")
    }

    // MARK: Pieces

    /// A non-empty array of strings, one per line.
    private mutating func stringList(_ strings: [String], indent level: Int) {
        raw("[\n")
        for (index, text) in strings.enumerated() {
            if index > 0 { raw(",\n") }
            indent(level + 1)
            string(text)
        }
        raw("\n")
        indent(level)
        raw("]")
    }

    @inline(__always)
    private mutating func raw(_ text: StaticString) {
        output.append(text)
    }

    private mutating func indent(_ level: Int) {
        output.append(repeating: UInt8(ascii: " "), count: level * 2)
    }

    private mutating func key(_ name: StaticString, indent level: Int) {
        indent(level)
        raw("\"")
        raw(name)
        raw("\": ")
    }

    /// A comma and line break, then the key: for keys after the first in an object.
    private mutating func optionalKey(_ name: StaticString, indent level: Int) {
        raw(",\n")
        key(name, indent: level)
    }

    private mutating func number(_ value: Double) {
        Points.appendCanonical(Points.hundredths(value), to: &output)
    }

    private mutating func frame(_ frame: Frame) {
        raw("[")
        number(frame.x)
        raw(", ")
        number(frame.y)
        raw(", ")
        number(frame.width)
        raw(", ")
        number(frame.height)
        raw("]")
    }

    private static let traitNames: [(bits: UInt64, quotedName: [UInt8])] =
        AccessibilityTraits.named.map { ($0.trait.rawValue, Array("\"\($0.name)\"".utf8)) }

    private mutating func traits(_ traits: AccessibilityTraits) {
        raw("[")
        var first = true
        if traits.rawValue & AccessibilityTraits.namedMask != 0 {
            for entry in Self.traitNames where traits.rawValue & entry.bits != 0 {
                if !first { raw(", ") }
                first = false
                entry.quotedName.withUnsafeBufferPointer { output.append($0) }
            }
        }
        var unnamed = traits.unnamedBits
        while unnamed != 0 {
            if !first { raw(", ") }
            first = false
            raw("\"bit")
            output.appendDecimal(UInt64(unnamed.trailingZeroBitCount))
            raw("\"")
            unnamed &= unnamed - 1
        }
        raw("]")
    }

    /// A JSON string: NFC, escaping only `"`, `\` and control characters (as `\n`, `\t`, … or
    /// `\u00XX`).
    mutating func string(_ value: String) {
        var value = value
        raw("\"")
        let isPlain = value.withUTF8 { bytes in
            !bytes.contains { $0 >= 0x80 || $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        if isPlain {
            value.withUTF8 { output.append($0) }
            raw("\"")
            return
        }
        if value.utf8.contains(where: { $0 >= 0x80 }) {
            value = value.precomposedStringWithCanonicalMapping
        }
        value.withUTF8 { bytes in
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0..<0x20:
                    raw("\\u00")
                    let digits: StaticString = "0123456789abcdef"
                    output.append(digits.utf8Start[Int(byte >> 4)])
                    output.append(digits.utf8Start[Int(byte & 0xF)])
                default: output.append(byte)
                }
            }
        }
        raw("\"")
    }
}
