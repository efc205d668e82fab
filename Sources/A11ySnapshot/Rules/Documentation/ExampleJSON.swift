/// Example elements as compact, one-line JSON for documentation: the snapshot keys in canonical
/// order, leaving out core keys at their defaults (`value: null`, `enabled: true`, no traits).
enum ExampleJSON {
    static func line(_ element: AccessibilityElement) -> String {
        var members: [String] = ["\"label\": \(JSONString.quoted(element.label))"]
        if let value = element.value { members.append("\"value\": \(JSONString.quoted(value))") }
        if !element.traits.isEmpty { members.append("\"traits\": [\(element.traits.names.map(JSONString.quoted).joined(separator: ", "))]") }
        members.append("\"frame\": \(element.frame)")
        if !element.isEnabled { members.append("\"enabled\": false") }
        if let type = element.type { members.append("\"type\": \(JSONString.quoted(type.rawValue))") }
        if let identifier = element.identifier { members.append("\"identifier\": \(JSONString.quoted(identifier))") }
        if let hint = element.hint { members.append("\"hint\": \(JSONString.quoted(hint))") }
        if let placeholder = element.placeholder { members.append("\"placeholder\": \(JSONString.quoted(placeholder))") }
        if let contentType = element.textContentType { members.append("\"textContentType\": \(JSONString.quoted(contentType))") }
        if let keyboard = element.keyboardType { members.append("\"keyboardType\": \(JSONString.quoted(keyboard.rawValue))") }
        if !element.userInputLabels.isEmpty {
            members.append("\"userInputLabels\": [\(element.userInputLabels.map(JSONString.quoted).joined(separator: ", "))]")
        }
        if let text = element.visibleText { members.append("\"visibleText\": \(JSONString.quoted(text))") }
        if let style = element.textStyle { members.append("\"textStyle\": \(textStyle(style))") }
        if let colors = element.colors {
            var parts: [String] = []
            if let foreground = colors.foreground { parts.append("\"foreground\": \"\(foreground.hex)\"") }
            if let background = colors.background { parts.append("\"background\": \"\(background.hex)\"") }
            members.append("\"colors\": {\(parts.joined(separator: ", "))}")
        }
        if let container = element.container { members.append("\"container\": \"\(container.rawValue)\"") }
        if !element.children.isEmpty { members.append("\"children\": [\(element.children.map(line).joined(separator: ", "))]") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private static func textStyle(_ style: TextStyle) -> String {
        var parts = ["\"size\": \(Points.format(style.size))"]
        if style.isBold { parts.append("\"bold\": true") }
        if style.isItalic { parts.append("\"italic\": true") }
        if let dynamic = style.dynamicType { parts.append("\"dynamicType\": \"\(dynamic.rawValue)\"") }
        if let value = style.lineHeight { parts.append("\"lineHeight\": \(Points.format(value))") }
        if let value = style.letterSpacing { parts.append("\"letterSpacing\": \(Points.format(value))") }
        if let value = style.paragraphSpacing { parts.append("\"paragraphSpacing\": \(Points.format(value))") }
        if let lines = style.numberOfLines { parts.append("\"numberOfLines\": \(lines)") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}
