/// Reads WebDriverAgent's JSON source: the modern `/source?format=json` tree (`type`, `name`,
/// `label`, `value`, `rect {x, y, width, height}`, `isEnabled`, `isVisible`, `isAccessible`,
/// `rawIdentifier`, `placeholderValue`, `children`) and the old `/tree` form with `UIA…` type
/// names, `rect {origin, size}` and `"1"`/`"0"` booleans, bare or wrapped in
/// `{"value": …, "sessionId": …}` (and `{"tree": …}`). Mapping: `docs/import/wda-json.md`.
enum WDAJSONReader: DumpReader {
    static var format: DumpFormat { .wdaJSON }

    /// A JSON object with WebDriverAgent's `"isEnabled"` and `"rect"` keys, which every node has
    /// (no other importable format uses either).
    static func recognizes(_ head: DumpHead) -> Bool {
        guard head.starts(with: "{") else { return false }
        return head.contains("\"isEnabled\"") && head.contains("\"rect\"")
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        let json = try JSONValue.parse(bytes, file: file)
        do {
            let root = try unwrap(json)
            let node: ImportedNode = try JSONTreeWalk.convert(root, context: ()) { value, _ throws(JSONValueError) in
                try (value.array("children") ?? []).map { child throws(JSONValueError) in
                    guard child.members != nil else { throw .wrongType("an object", for: "an element of \"children\"", found: child) }
                    return (child, ())
                }
            } build: { value, _, children throws(JSONValueError) in
                try makeNode(value, children: children)
            }
            // WDA's JSON source has no traits; hints only in the `attributes` some versions add.
            var stated: StatedData = [.pointFrames, .values, .adjustableValues, .identifiers]
            if node.contains(where: { $0.hint != nil }) { stated.insert(.hints) }
            var document = ImportedDocument(roots: [node], statedData: stated)
            document.shapesVoiceOverFocus = true
            document.depthLimitCut = DepthLimitCut.find(in: [node])
            return document
        } catch {
            throw error.located(in: bytes, file: file)
        }
    }

    /// The root element inside the `{"value": …, "sessionId": …}` response and `{"tree": …}` wrappers.
    private static func unwrap(_ json: JSONValue) throws(JSONValueError) -> JSONValue {
        guard json.members != nil else { throw .wrongType("an object", for: "the WebDriverAgent source", found: json) }
        var current = json
        for wrapper in ["value", "tree"] where !current.has("type") {
            if let inner = current[wrapper], inner.members != nil { current = inner }
        }
        guard current.has("type") else {
            throw .missing("type", in: current, what: "the root element (a WebDriverAgent element always has a type)")
        }
        return current
    }

    private static func makeNode(_ value: JSONValue, children: [ImportedNode]) throws(JSONValueError) -> ImportedNode {
        let typeName = try value.string("type")
        let type = typeName.flatMap(elementType)
        let label = try value.text("label")
        let name = try value.text("name")
        let identifier: String?
        if value.has("rawIdentifier") {
            identifier = try value.text("rawIdentifier")
        } else {
            // WDA's name is the identifier when the element has one, else the label.
            identifier = (name?.isEmpty == false && name != label) ? name : nil
        }
        var node = ImportedNode(
            role: type == .application ? .application : type == .window ? .window : .element,
            type: type,
            label: label,
            value: try value.text("value"),
            hint: try value.object("attributes")?.text("hint"),
            identifier: identifier,
            placeholder: try value.text("placeholderValue"),
            isSelected: try isSelected(value),
            frame: try frame(of: value),
            isEnabled: try value.bool("isEnabled") ?? true,
            isVisible: try value.bool("isVisible"),
            isAccessibilityElement: try value.bool("isAccessible"),
            children: children
        )
        node.customActions = try customActions(of: value)
        node.isAccessibilityElement = WDACellAccessibility.isAccessibilityElement(of: node)
        node.dropPlaceholderEchoedAsValue()
        return node
    }

    /// `selected`, or `isSelected` as some WebDriverAgent versions name it.
    private static func isSelected(_ value: JSONValue) throws(JSONValueError) -> Bool {
        if let selected = try value.bool("selected") { return selected }
        return try value.bool("isSelected") ?? false
    }

    /// `rect` as `{x, y, width, height}` or `{origin: {x, y}, size: {width, height}}`, else the
    /// `frame` string.
    private static func frame(of value: JSONValue) throws(JSONValueError) -> Frame? {
        if let rect = try value.object("rect") {
            if let origin = try rect.object("origin"), let size = try rect.object("size") {
                return try frame(x: origin, y: origin, size: size)
            }
            return try frame(x: rect, y: rect, size: rect)
        }
        guard let text = value["frame"] else { return nil }
        return try CGRectText.frame(of: text, named: "\"frame\"")
    }

    private static func frame(x xHolder: JSONValue, y yHolder: JSONValue, size: JSONValue) throws(JSONValueError) -> Frame {
        func number(_ holder: JSONValue, _ key: String) throws(JSONValueError) -> Double {
            guard let number = try holder.number(key) else { throw .missing(key, in: holder, what: "this rect") }
            return number
        }
        return ImportedNode.frame(
            x: try number(xHolder, "x"), y: try number(yHolder, "y"),
            width: try number(size, "width"), height: try number(size, "height"))
    }

    /// An array of names, or WDA's one string with the names joined by commas.
    private static func customActions(of value: JSONValue) throws(JSONValueError) -> [String] {
        guard let actions = value["customActions"], !actions.isNull else { return [] }
        if let text = actions.stringContent {
            return text.split(separator: ",").map { String($0) }.filter { !$0.isEmpty }
        }
        return try value.strings("customActions") ?? []
    }

    /// `XCUIElementTypeButton`, `Button` or the old `UIAButton`; `nil` when the name is not a type.
    static func elementType(_ name: String) -> ElementType? {
        if name.hasPrefix("UIA"), name.count > 3, name.dropFirst(3).first?.isUppercase == true {
            let short = String(name.dropFirst(3))
            return uiAutomationAliases[short] ?? ElementType(dumpName: short)
        }
        return ElementType(dumpName: name)
    }

    /// Old UIAutomation class names that differ from the `XCUIElement.ElementType` names.
    private static let uiAutomationAliases: [String: ElementType] = [
        "Element": .other, "SearchBar": .searchField, "TableCell": .cell, "CollectionCell": .cell,
        "TableView": .table, "TableGroup": .other, "ActionSheet": .sheet, "EditingMenu": .menu,
        "Target": .application,
    ]
}
