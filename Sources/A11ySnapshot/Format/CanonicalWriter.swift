import Foundation

extension AccessibilitySnapshot {
    /// The snapshot's canonical JSON: the exact bytes of its reference file.
    ///
    /// The same tree always gives the same bytes, on every platform and run: UTF-8, LF line ends,
    /// two-space indent, keys in the documented order, numbers in hundredths of a point in their
    /// shortest form, strings in Unicode NFC. Element order is kept as it is (it is reading order).
    public func canonicalJSON() -> [UInt8] {
        var none: ElementLayout?
        return canonicalJSON(recording: &none)
    }

    /// ``canonicalJSON()``, noting each element's bytes in `layout` when one is given.
    func canonicalJSON(recording layout: inout ElementLayout?) -> [UInt8] {
        // Written straight into the array's storage, sized for about 320 bytes per element (files
        // have 250 to 300), so a large snapshot is not copied once more at the end; a tree with
        // longer texts moves on to a growing buffer and is copied once.
        var spilled: [UInt8]?
        let bytes = [UInt8](unsafeUninitializedCapacity: 96 + CanonicalWriter.count(elements) * 320) { buffer, initialized in
            var writer = CanonicalWriter(writingInto: buffer)
            swap(&writer.layout, &layout)
            writer.write(self)
            swap(&writer.layout, &layout)
            if writer.isWritingInPlace {
                initialized = writer.count
            } else {
                spilled = writer.finish()
                initialized = 0
            }
        }
        return spilled ?? bytes
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
    /// Where the elements are written, when the caller asks (``ElementLayout``).
    var layout: ElementLayout?

    init(capacity: Int) {
        output = ByteBuffer(capacity: capacity)
    }

    /// A writer that fills `memory` first (see ``ByteBuffer/init(writingInto:)``).
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        output = ByteBuffer(writingInto: memory)
    }

    /// Whether everything written is in the memory given at ``init(writingInto:)``.
    var isWritingInPlace: Bool { output.isWritingInPlace }

    /// The number of bytes written.
    var count: Int { output.count }

    consuming func finish() -> [UInt8] {
        output.finish()
    }

    /// The number of elements in the trees, read in place (``AccessibilitySnapshot/elementCount``
    /// copies each element).
    static func count(_ elements: [AccessibilityElement]) -> Int {
        elements.withUnsafeBufferPointer { elements in
            var total = elements.count
            for index in elements.indices where !elements[index].children.isEmpty {
                total += count(elements[index].children)
            }
            return total
        }
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
        if let platform = snapshot.platform {
            key("platform", indent: 1)
            string(platform.rawValue)
            raw(",\n")
        }
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
        // Through a buffer pointer, each element is read in place rather than copied (and its
        // strings retained) for the call.
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if index > 0 { raw(",\n") }
                self.indent(indent + 1)
                self.element(elements.baseAddress! + index, indent: indent + 1)
            }
        }
        raw("\n")
        self.indent(indent)
        raw("]")
    }

    /// Reads the element through a pointer, in place: an element passed by value is copied (and
    /// all its strings retained) for the call.
    private mutating func element(_ element: UnsafePointer<AccessibilityElement>, indent: Int) {
        let inner = indent + 1
        let slot = layout?.begin(element, level: indent / 2, at: output.count)
        raw("{\n")
        key("label", indent: inner)
        string(element.pointee.label)
        raw(",\n")
        key("value", indent: inner)
        if let value = element.pointee.value { string(value) } else { raw("null") }
        raw(",\n")
        key("traits", indent: inner)
        traits(element.pointee.traits)
        raw(",\n")
        key("frame", indent: inner)
        frame(element.pointee.frame)
        raw(",\n")
        key("enabled", indent: inner)
        raw(element.pointee.isEnabled ? "true" : "false")

        if let type = element.pointee.type { optionalKey("type", indent: inner); string(type.rawValue) }
        if let identifier = element.pointee.identifier { optionalKey("identifier", indent: inner); string(identifier) }
        if let hint = element.pointee.hint { optionalKey("hint", indent: inner); string(hint) }
        if let placeholder = element.pointee.placeholder { optionalKey("placeholder", indent: inner); string(placeholder) }
        if let contentType = element.pointee.textContentType { optionalKey("textContentType", indent: inner); string(contentType) }
        if let keyboard = element.pointee.keyboardType { optionalKey("keyboardType", indent: inner); string(keyboard.rawValue) }
        if !element.pointee.customActions.isEmpty {
            optionalKey("customActions", indent: inner)
            stringList(element.pointee.customActions, indent: inner)
        }
        if !element.pointee.customContent.isEmpty {
            optionalKey("customContent", indent: inner)
            raw("[\n")
            for (index, item) in element.pointee.customContent.enumerated() {
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
        if !element.pointee.customRotors.isEmpty {
            optionalKey("customRotors", indent: inner)
            stringList(element.pointee.customRotors, indent: inner)
        }
        if !element.pointee.userInputLabels.isEmpty {
            optionalKey("userInputLabels", indent: inner)
            stringList(element.pointee.userInputLabels, indent: inner)
        }
        if let text = element.pointee.visibleText { optionalKey("visibleText", indent: inner); string(text) }
        if let language = element.pointee.language { optionalKey("language", indent: inner); string(language) }
        if let style = element.pointee.textStyle {
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
            if let lines = style.numberOfLines {
                optionalKey("numberOfLines", indent: inner + 1)
                output.appendDecimal(UInt64(max(lines, 0)))
                if lines < 0 { layout?.isVerbatim = false }
            }
            if style.isClipped { optionalKey("clipped", indent: inner + 1); raw("true") }
            raw("\n")
            self.indent(inner)
            raw("}")
        }
        if let colors = element.pointee.colors, colors.isEmpty { layout?.isVerbatim = false }
        if let colors = element.pointee.colors, !colors.isEmpty {
            optionalKey("colors", indent: inner)
            raw("{\n")
            if let foreground = colors.foreground {
                key("foreground", indent: inner + 1)
                color(foreground)
            }
            if let background = colors.background {
                if colors.foreground != nil { raw(",\n") }
                key("background", indent: inner + 1)
                color(background)
            }
            raw("\n")
            self.indent(inner)
            raw("}")
        }
        if let point = element.pointee.activationPoint {
            optionalKey("activationPoint", indent: inner)
            raw("[")
            number(point.x)
            raw(", ")
            number(point.y)
            raw("]")
        }
        if let responds = element.pointee.respondsToUserInteraction {
            optionalKey("respondsToUserInteraction", indent: inner)
            raw(responds ? "true" : "false")
        }
        if let container = element.pointee.container { optionalKey("container", indent: inner); string(container.rawValue) }
        if !element.pointee.children.isEmpty {
            optionalKey("children", indent: inner)
            elements(element.pointee.children, indent: inner)
        }
        raw("\n")
        self.indent(indent)
        raw("}")
        if let slot { layout?.end(slot, at: output.count) }
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
        output.reserve(level * 2 + 8)
        output.appendIndentUnchecked(level: level)
    }

    /// The indent, then `"name": `, with one capacity check.
    @inline(__always)
    private mutating func key(_ name: StaticString, indent level: Int) {
        output.reserve(level * 2 + name.utf8CodeUnitCount + 12)
        output.appendIndentUnchecked(level: level)
        output.appendUnchecked(UInt8(ascii: "\""))
        output.appendUnchecked(name)
        output.appendUnchecked("\": ")
    }

    /// A comma and line break, then the key: for keys after the first in an object.
    private mutating func optionalKey(_ name: StaticString, indent level: Int) {
        raw(",\n")
        key(name, indent: level)
    }

    private mutating func number(_ value: Double) {
        output.reserve(Points.maximumCanonicalLength)
        Points.appendCanonicalUnchecked(Points.hundredths(value), to: &output)
    }

    private mutating func frame(_ frame: Frame) {
        output.reserve(4 * Points.maximumCanonicalLength + 8)
        output.appendUnchecked(UInt8(ascii: "["))
        Points.appendCanonicalUnchecked(Points.hundredths(frame.x), to: &output)
        output.appendUnchecked(", ")
        Points.appendCanonicalUnchecked(Points.hundredths(frame.y), to: &output)
        output.appendUnchecked(", ")
        Points.appendCanonicalUnchecked(Points.hundredths(frame.width), to: &output)
        output.appendUnchecked(", ")
        Points.appendCanonicalUnchecked(Points.hundredths(frame.height), to: &output)
        output.appendUnchecked(UInt8(ascii: "]"))
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

    /// A colour as its JSON string, `"#RRGGBB"` or `"#RRGGBBAA"` (``RGBAColor/hex``), written
    /// without making the string.
    private mutating func color(_ color: RGBAColor) {
        let digits = ("0123456789ABCDEF" as StaticString).utf8Start
        output.reserve(11)
        output.appendUnchecked(UInt8(ascii: "\""))
        output.appendUnchecked(UInt8(ascii: "#"))
        let channels = color.alpha == 255 ? 3 : 4
        for index in 0..<channels {
            let value = index == 0 ? color.red : index == 1 ? color.green : index == 2 ? color.blue : color.alpha
            output.appendUnchecked(digits[Int(value >> 4)])
            output.appendUnchecked(digits[Int(value & 0xF)])
        }
        output.appendUnchecked(UInt8(ascii: "\""))
    }

    /// A JSON string: NFC, escaping only `"`, `\` and control characters (as `\n`, `\t`, … or
    /// `\u00XX`).
    mutating func string(_ value: String) {
        // Native strings are contiguous UTF-8: plain ASCII is copied in one piece, text already
        // in NFC is escaped as it is, and only the rest goes through Foundation's normalization.
        let written = value.utf8.withContiguousStorageIfAvailable { bytes in quotedIfNFC(bytes) }
        if written == true { return }
        var text = value
        if text.utf8.contains(where: { $0 >= 0x80 }) {
            text = text.precomposedStringWithCanonicalMapping
            // Text the quick check could not clear is often NFC already; only a change counts.
            if layout != nil && !ByteEquality.equal(text, value) { layout?.isVerbatim = false }
        }
        text.withUTF8 { quoted($0) }
    }

    /// Writes the string literal of `bytes` when they are in NFC; otherwise writes nothing and
    /// answers `false`.
    private mutating func quotedIfNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if PlainBytes.all(bytes) {
            output.reserve(bytes.count + 2)
            output.appendUnchecked(UInt8(ascii: "\""))
            output.append(bytes)
            output.appendUnchecked(UInt8(ascii: "\""))
            return true
        }
        guard NFCQuickCheck.isNFC(bytes) else { return false }
        quoted(bytes)
        return true
    }

    /// The string literal of UTF-8 in NFC: quotes, with `"`, `\` and control characters escaped.
    private mutating func quoted(_ bytes: UnsafeBufferPointer<UInt8>) {
        raw("\"")
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
        raw("\"")
    }
}
