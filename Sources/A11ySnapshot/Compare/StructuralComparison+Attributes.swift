extension StructuralComparison {
    /// An element's attributes as display strings, keyed by snapshot key in canonical order.
    /// `children` is not an attribute here: the comparison walks into it.
    struct ElementAttributes {
        let values: [(key: String, value: String?)]

        init(_ element: AccessibilityElement) {
            typealias Render = AttributeValue
            values = [
                ("label", Render.quoted(element.label)),
                ("value", element.value.map { Render.quoted($0) } ?? "null"),
                ("traits", Render.list(element.traits.names)),
                ("frame", element.frame.description),
                ("enabled", element.isEnabled ? "true" : "false"),
                ("type", element.type.map { Render.quoted($0.rawValue) }),
                ("identifier", element.identifier.map { Render.quoted($0) }),
                ("hint", element.hint.map { Render.quoted($0) }),
                ("placeholder", element.placeholder.map { Render.quoted($0) }),
                ("textContentType", element.textContentType.map { Render.quoted($0) }),
                ("keyboardType", element.keyboardType.map { Render.quoted($0.rawValue) }),
                ("customActions", element.customActions.isEmpty ? nil : Render.list(element.customActions)),
                ("language", element.language.map { Render.quoted($0) }),
                ("textStyle", element.textStyle.map(Render.textStyle)),
                ("colors", element.colors.flatMap(Render.colors)),
                ("container", element.container.map { Render.quoted($0.rawValue) }),
            ]
        }

        subscript(key: String) -> String? {
            values.first { $0.key == key }?.value
        }
    }

    /// How attribute values are written in a difference: close to their snapshot JSON, on one line.
    package enum AttributeValue {
        /// A JSON string literal, shortened to `limit` characters with `…`. Control characters
        /// are escaped so a value never breaks a message line.
        package static func quoted(_ text: String, limit: Int = .max) -> String {
            var body = ""
            var count = 0
            for character in text {
                if count == limit {
                    body += "…"
                    break
                }
                count += 1
                for scalar in character.unicodeScalars {
                    switch scalar {
                    case "\"": body += "\\\""
                    case "\\": body += "\\\\"
                    case "\n": body += "\\n"
                    case "\r": body += "\\r"
                    case "\t": body += "\\t"
                    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                        let hex = String(scalar.value, radix: 16, uppercase: false)
                        body += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    default: body.unicodeScalars.append(scalar)
                    }
                }
            }
            return "\"" + body + "\""
        }

        static func list(_ items: [String]) -> String {
            "[" + items.map { quoted($0) }.joined(separator: ", ") + "]"
        }

        static func textStyle(_ style: TextStyle) -> String {
            var parts = ["\"size\": \(Points.format(style.size))"]
            if style.isBold { parts.append("\"bold\": true") }
            if style.isItalic { parts.append("\"italic\": true") }
            if let dynamic = style.dynamicType { parts.append("\"dynamicType\": \(quoted(dynamic.rawValue))") }
            return "{" + parts.joined(separator: ", ") + "}"
        }

        static func colors(_ colors: ElementColors) -> String? {
            var parts: [String] = []
            if let foreground = colors.foreground { parts.append("\"foreground\": \(quoted(foreground.hex))") }
            if let background = colors.background { parts.append("\"background\": \(quoted(background.hex))") }
            return parts.isEmpty ? nil : "{" + parts.joined(separator: ", ") + "}"
        }
    }
}
