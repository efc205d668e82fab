/// Reads A11yUITests snapshot JSON, every version: `{"generated": …, "nameThisFile" | "filename": …,
/// "version": …, "snapshot": [{label, frame: [[x, y], [w, h]], enabled, type, traits,
/// placeholder?, value?}]}`. The list is flat, in the library's capture order. Mapping:
/// `docs/import/a11yuitests-json.md`.
enum A11yUITestsReader: DumpReader {
    static var format: DumpFormat { .a11yUITests }

    /// A JSON object with A11yUITests' `"snapshot"` and `"generated"` keys (every version has both).
    static func recognizes(_ head: DumpHead) -> Bool {
        guard head.starts(with: "{") else { return false }
        return head.contains("\"snapshot\"") && head.contains("\"generated\"")
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        try JSONValue.read(bytes, file: file, document)
    }

    private static func document(_ json: JSONValue) throws(JSONValueError) -> ImportedDocument {
        guard json.members != nil else { throw .wrongType("an object", for: "the A11yUITests snapshot", found: json) }
        let entries = try json.required("snapshot", in: "an A11yUITests snapshot").arrayValue(named: "\"snapshot\"") ?? []
        var roots: [ImportedNode] = []
        roots.reserveCapacity(entries.count)
        for entry in entries {
            try roots.append(element(entry))
        }
        // A11yUITests lists traits (so headers) and, from 2022, values; never identifiers or hints.
        var stated: StatedData = [.traits, .headers, .pointFrames]
        if entries.contains(where: { $0.has("value") }) { stated.formUnion([.values, .adjustableValues]) }
        return ImportedDocument(roots: roots, name: try name(of: json), statedData: stated)
    }

    /// `nameThisFile` (the first versions) or `filename`, without a `.json` extension.
    private static func name(of json: JSONValue) throws(JSONValueError) -> String? {
        var name = try json.string("nameThisFile")
        if name == nil { name = try json.string("filename") }
        guard let name, !name.isEmpty else { return nil }
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    private static func element(_ entry: JSONValue) throws(JSONValueError) -> ImportedNode {
        guard entry.members != nil else { throw .wrongType("an object", for: "an element of \"snapshot\"", found: entry) }
        var traits: AccessibilityTraits?
        var notEnabled = false
        if let names = try entry.strings("traits") {
            (traits, notEnabled) = DumpTraitName.resolve(names)
        }
        var node = ImportedNode(
            type: try entry.string("type").flatMap(elementType),
            label: try entry.string("label"),
            value: try entry.string("value"),
            placeholder: try entry.string("placeholder"),
            traits: traits,
            frame: try entry["frame"].flatMap { value throws(JSONValueError) in try CGRectText.codableFrame(of: value, named: "\"frame\"") },
            isEnabled: try (entry.bool("enabled") ?? true) && !notEnabled,
            // A11yUITests lists only accessibility elements (`allElementsBoundByAccessibilityElement`).
            isAccessibilityElement: true
        )
        node.dropPlaceholderEchoedAsValue()
        return node
    }

    /// A11yUITests' display names: `Button`, `Label` (static text), `Text Field`, `Other`.
    static func elementType(_ name: String) -> ElementType? {
        if name == "Label" { return .staticText }
        return ElementType(dumpName: String(name.filter { $0 != " " }))
    }
}
