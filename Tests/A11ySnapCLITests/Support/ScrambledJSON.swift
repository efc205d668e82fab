import A11ySnapshot
import Foundation

/// Writes a snapshot as valid JSON that a person or another tool might produce, but nothing like
/// the canonical form: keys and traits in reverse order, CRLF and tabs, strings in Unicode NFD
/// with gratuitous escapes, lowercase colours, and numbers spelled `16.0`, `1.6e1`, `16.00` or `-0`.
///
struct ScrambledJSON {
    private var out = ""
    private var numberCount = 0

    static func write(_ snapshot: AccessibilitySnapshot) -> [UInt8] {
        var writer = ScrambledJSON()
        writer.out += "  {\r\n"
        writer.members([
            ("elements", { $0.elements(snapshot.elements, depth: 1) }),
            ("viewport", { $0.frame(snapshot.viewport) }),
            ("name", { $0.string(snapshot.name) }),
            ("version", { $0.out += "1" }),
        ], depth: 1)
        writer.out += "\r\n}\r\n\r\n"
        return Array(writer.out.utf8)
    }

    private mutating func members(_ members: [(String, (inout ScrambledJSON) -> Void)], depth: Int) {
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { out += " ,\r\n" }
            out += String(repeating: "\t", count: depth) + "\"\(key)\" :  "
            value(&self)
        }
    }

    private mutating func elements(_ elements: [AccessibilityElement], depth: Int) {
        out += "[ "
        for (index, element) in elements.enumerated() {
            if index > 0 { out += ",\n" }
            self.element(element, depth: depth + 1)
        }
        out += "\n" + String(repeating: "\t", count: depth) + "]"
    }

    private mutating func element(_ element: AccessibilityElement, depth: Int) {
        var members: [(String, (inout ScrambledJSON) -> Void)] = []
        if !element.children.isEmpty { members.append(("children", { $0.elements(element.children, depth: depth + 1) })) }
        if let container = element.container { members.append(("container", { $0.string(container.rawValue) })) }
        if let colors = element.colors {
            var colorMembers: [(String, (inout ScrambledJSON) -> Void)] = []
            if let background = colors.background { colorMembers.append(("background", { $0.string(background.hex.lowercased()) })) }
            if let foreground = colors.foreground { colorMembers.append(("foreground", { $0.string(foreground.hex.lowercased()) })) }
            members.append(("colors", { $0.object(colorMembers, depth: depth + 2) }))
        }
        if let style = element.textStyle {
            var styleMembers: [(String, (inout ScrambledJSON) -> Void)] = []
            if let dynamic = style.dynamicType { styleMembers.append(("dynamicType", { $0.string(dynamic.rawValue) })) }
            if style.isItalic { styleMembers.append(("italic", { $0.out += "true" })) }
            if style.isBold { styleMembers.append(("bold", { $0.out += "true" })) }
            styleMembers.append(("size", { $0.out += $0.number(style.size) }))
            members.append(("textStyle", { $0.object(styleMembers, depth: depth + 2) }))
        }
        if let language = element.language { members.append(("language", { $0.string(language) })) }
        if !element.customActions.isEmpty {
            members.append(("customActions", { writer in
                writer.out += "[\t"
                for (index, action) in element.customActions.enumerated() {
                    if index > 0 { writer.out += " , " }
                    writer.string(action)
                }
                writer.out += "\r\n]"
            }))
        }
        if let keyboard = element.keyboardType { members.append(("keyboardType", { $0.string(keyboard.rawValue) })) }
        if let contentType = element.textContentType { members.append(("textContentType", { $0.string(contentType) })) }
        if let placeholder = element.placeholder { members.append(("placeholder", { $0.string(placeholder) })) }
        if let hint = element.hint { members.append(("hint", { $0.string(hint) })) }
        if let identifier = element.identifier { members.append(("identifier", { $0.string(identifier) })) }
        if let type = element.type { members.append(("type", { $0.string(type.rawValue) })) }
        members.append(("enabled", { $0.out += element.isEnabled ? "true" : "false" }))
        members.append(("frame", { $0.frame(element.frame) }))
        members.append(("traits", { writer in
            writer.out += "[" + element.traits.names.reversed().map { "\"\($0)\"" }.joined(separator: " , ") + "]"
        }))
        members.append(("value", { writer in
            if let value = element.value { writer.string(value) } else { writer.out += "null" }
        }))
        members.append(("label", { $0.string(element.label) }))
        object(members, depth: depth + 1)
    }

    private mutating func object(_ members: [(String, (inout ScrambledJSON) -> Void)], depth: Int) {
        out += "{\n"
        self.members(members, depth: depth)
        out += "}"
    }

    private mutating func frame(_ frame: Frame) {
        out += "[" + [frame.x, frame.y, frame.width, frame.height].map { number($0) }.joined(separator: ",") + "]"
    }

    /// A non-canonical spelling of `value`, cycling through several.
    private mutating func number(_ value: Double) -> String {
        defer { numberCount += 1 }
        let hundredths = Int64((value * 100).rounded())
        guard hundredths % 100 == 0 else { return "\(hundredths)e-2" }
        let integer = hundredths / 100
        if integer == 0 { return numberCount % 2 == 0 ? "-0" : "0.0" }
        let digits = String(integer.magnitude)
        let sign = integer < 0 ? "-" : ""
        switch numberCount % 3 {
        case 0: return "\(sign)\(digits).0"
        case 1:
            let mantissa = digits.count == 1 ? digits : "\(digits.prefix(1)).\(digits.dropFirst())"
            return "\(sign)\(mantissa)e\(digits.count - 1)"
        default: return "\(sign)\(digits).00"
        }
    }

    /// NFD, with `/` escaped as `\/` and the first ASCII letter as a `\u` escape.
    private mutating func string(_ value: String) {
        var escapedOne = false
        out += "\""
        for scalar in value.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += "\\/"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "a"..."z" where !escapedOne:
                out += String(format: "\\u%04X", scalar.value)
                escapedOne = true
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
