/// Reads idb's `ui describe-all` (a flat array, or nested with `children` as AXe and
/// `--format nested` write it) and `ui describe-point` (one object) JSON: `AXLabel`, `AXValue`,
/// `AXUniqueId` (a string, or a number in 2019 output), `AXFrame`/`frame`, `type`, `role`,
/// `enabled`, `custom_actions`, `help` (else 2019's `AXHint`), `title`, `traits`, `placeholder`,
/// `hidden`. Mapping: `docs/import/idb-json.md`.
enum IDBJSONReader: DumpReader {
    static var format: DumpFormat { .idbJSON }

    /// A JSON array or object with idb's `"AXLabel"`, `"AXFrame"` or `"AXUniqueId"` keys (idb's
    /// default key set always has all three).
    static func recognizes(_ head: DumpHead) -> Bool {
        guard head.starts(with: "[") || head.starts(with: "{") else { return false }
        return head.contains("\"AXLabel\"") || head.contains("\"AXFrame\"") || head.contains("\"AXUniqueId\"")
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        try JSONValue.read(bytes, file: file, document)
    }

    private static func document(_ json: JSONValue) throws(JSONValueError) -> ImportedDocument {
        let elements: [JSONValue]
        switch json.content {
        case .array(let array): elements = array
        case .object: elements = [json]
        default: throw .wrongType("an array or an object", for: "the idb output", found: json)
        }
        var roots: [ImportedNode] = []
        roots.reserveCapacity(elements.count)
        for element in elements {
            try roots.append(tree(element, describedAs: "an element of the idb output"))
        }
        // idb states headers through the AX role (`AXHeading`), traits only in the `traits` key of
        // newer versions.
        var stated: StatedData = [.pointFrames, .values, .adjustableValues, .identifiers, .hints]
        // `describe-point` gives one element, not a screen: whether the screen has a header is
        // beyond it.
        if case .array = json.content { stated.insert(.headers) }
        if elements.contains(where: { $0.has("traits") }) { stated.insert(.traits) }
        return ImportedDocument(roots: roots, statedData: stated)
    }

    private static func tree(_ root: JSONValue, describedAs name: String) throws(JSONValueError) -> ImportedNode {
        guard root.members != nil else { throw .wrongType("an object", for: name, found: root) }
        return try JSONTreeWalk.convert(root, context: ()) { value, _ throws(JSONValueError) in
            try (value.array("children") ?? []).map { child throws(JSONValueError) in
                guard child.members != nil else { throw .wrongType("an object", for: "an element of \"children\"", found: child) }
                return (child, ())
            }
        } build: { value, _, children throws(JSONValueError) in
            try makeNode(value, children: children)
        }
    }

    private static func makeNode(_ value: JSONValue, children: [ImportedNode]) throws(JSONValueError) -> ImportedNode {
        let kind = try kind(of: value)
        var traits: AccessibilityTraits?
        var notEnabled = false
        if let names = try value.strings("traits") {
            (traits, notEnabled) = DumpTraitName.resolve(names)
        } else if kind.isHeading, let type = kind.type {
            traits = type.impliedTraits.union(.header)
        }
        if kind.isHeading { traits?.insert(.header) }
        let label = try value.string("AXLabel")
        let title = try value.string("title")
        let hidden = try value.bool("hidden")
        return ImportedNode(
            role: kind.role,
            type: kind.type,
            label: (label?.isEmpty == false) ? label : title ?? label,
            value: try value.text("AXValue"),
            hint: try hint(of: value),
            identifier: try identifier(of: value),
            placeholder: try value.string("placeholder"),
            traits: traits,
            frame: try frame(of: value),
            isEnabled: try (value.bool("enabled") ?? true) && !notEnabled,
            isVisible: hidden.map { !$0 },
            customActions: try value.strings("custom_actions") ?? [],
            children: children
        )
    }

    /// `help`, else 2019's `AXHint`.
    private static func hint(of value: JSONValue) throws(JSONValueError) -> String? {
        if let help = try value.string("help") { return help }
        return try value.string("AXHint")
    }

    /// `AXUniqueId`: a string, or in idb output from 2019 a number, written as its text
    /// (`42`, not `42.0`).
    private static func identifier(of value: JSONValue) throws(JSONValueError) -> String? {
        if case .number(let number)? = value["AXUniqueId"]?.content {
            return JSONValue.text(of: number)
        }
        return try value.string("AXUniqueId")
    }

    /// The `frame` object, else the `AXFrame` string.
    private static func frame(of value: JSONValue) throws(JSONValueError) -> Frame? {
        if let frame = try value.object("frame") {
            func number(_ key: String) throws(JSONValueError) -> Double {
                guard let number = try frame.number(key) else { throw .missing(key, in: frame, what: "this frame") }
                return number
            }
            return ImportedNode.frame(x: try number("x"), y: try number("y"), width: try number("width"), height: try number("height"))
        }
        guard let text = value["AXFrame"] else { return nil }
        return try CGRectText.frame(of: text, named: "\"AXFrame\"")
    }

    /// What `type` (idb's normalized name) and `role` (the AX role) say the element is.
    private struct Kind {
        var type: ElementType?
        var role: ImportedNode.Role
        var isHeading: Bool
    }

    private static func kind(of value: JSONValue) throws(JSONValueError) -> Kind {
        let typeName = try value.string("type")
        let roleName = try value.string("role")
        let roleShort = roleName.map { $0.hasPrefix("AX") ? String($0.dropFirst(2)) : $0 }
        let names = [typeName, roleShort].compactMap { $0 }.filter { !$0.isEmpty }
        let isHeading = names.contains("Heading")
        let type = names.lazy.compactMap(elementType).first
        let role: ImportedNode.Role = type == .application ? .application : type == .window ? .window : .element
        return Kind(type: type, role: role, isHeading: isHeading)
    }

    /// `Button`, `StaticText` or an AX role without its prefix; `nil` when nothing matches.
    static func elementType(_ name: String) -> ElementType? {
        aliases[name] ?? ElementType(dumpName: name)
    }

    /// AX role and idb type names that differ from the `XCUIElement.ElementType` names.
    private static let aliases: [String: ElementType] = [
        "Heading": .staticText, "Text": .staticText, "ScrollArea": .scrollView, "TextArea": .textView,
        "Incrementor": .stepper, "List": .table, "Row": .tableRow, "Column": .tableColumn,
        "Toolbar": .toolbar, "TabGroup": .tabGroup, "GenericElement": .other, "Unknown": .other,
    ]
}
