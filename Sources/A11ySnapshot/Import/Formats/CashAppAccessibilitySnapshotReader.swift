/// Reads cashapp AccessibilitySnapshot's Codable model as `JSONEncoder` writes it: an array of
/// `AccessibilityHierarchy` nodes (`{"element": {"_0": element, "traversalIndex": n}}` or
/// `{"container": {"_0": container, "children": […]}}`), or a flat array of elements (markers).
/// Elements carry `label`, `value`, `identifier`, `hint`/`authoredHint`, `traits` (names),
/// `shape` (`{"type": "frame", "frame": [[x, y], [w, h]]}` or a path), `customActions`,
/// `accessibilityLanguage`, `visibility`. Mapping: `docs/import/accessibilitysnapshot-json.md`.
enum CashAppAccessibilitySnapshotReader: DumpReader {
    static var format: DumpFormat { .accessibilitySnapshotJSON }

    /// A JSON array or object with the hierarchy's `"traversalIndex"` key, or an element's
    /// `"activationPoint"` and `"shape"` keys (every encoded element has both).
    static func recognizes(_ head: DumpHead) -> Bool {
        guard head.starts(with: "[") || head.starts(with: "{") else { return false }
        return head.contains("\"traversalIndex\"") || (head.contains("\"activationPoint\"") && head.contains("\"shape\""))
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        try JSONValue.read(bytes, file: file, document)
    }

    private static func document(_ json: JSONValue) throws(JSONValueError) -> ImportedDocument {
        let items: [JSONValue]
        switch json.content {
        case .array(let array): items = array
        case .object: items = [json]
        default: throw .wrongType("an array or an object", for: "the AccessibilitySnapshot hierarchy", found: json)
        }
        var roots: [Ordered] = []
        roots.reserveCapacity(items.count)
        for item in items {
            try roots.append(tree(item))
        }
        return ImportedDocument(roots: inReadingOrder(roots))
    }

    /// A built node with the VoiceOver traversal index that orders it among its siblings (the
    /// smallest of its elements' for a container).
    private struct Ordered {
        var node: ImportedNode
        var sortIndex: Int
    }

    /// Siblings sorted by traversal index; nodes without one keep their place after those with one.
    private static func inReadingOrder(_ nodes: [Ordered]) -> [ImportedNode] {
        nodes.enumerated()
            .sorted { ($0.element.sortIndex, $0.offset) < ($1.element.sortIndex, $1.offset) }
            .map(\.element.node)
    }

    private static func tree(_ root: JSONValue) throws(JSONValueError) -> Ordered {
        try JSONTreeWalk.convert(root, context: ()) { value, _ throws(JSONValueError) in
            guard let payload = try value.object("container") else { return [] }
            return try (payload.array("children") ?? []).map { ($0, ()) }
        } build: { value, _, children throws(JSONValueError) in
            try makeNode(value, children: children)
        }
    }

    private static func makeNode(_ value: JSONValue, children: [Ordered]) throws(JSONValueError) -> Ordered {
        let expected = "an AccessibilityHierarchy node ({\"element\": …} or {\"container\": …}) or an element"
        guard value.members != nil else { throw .wrongType(expected, for: "a hierarchy node", found: value) }
        if let payload = try value.object("element") {
            let element = try payload.required("_0", in: "this hierarchy element")
            guard element.members != nil else { throw .wrongType("an object", for: "\"_0\"", found: element) }
            let index = try payload.number("traversalIndex").map { $0.isFinite ? Int(clamping: Int64(max(min($0, 1e15), -1e15))) : Int.max } ?? Int.max
            return Ordered(node: try self.element(element), sortIndex: index)
        }
        if let payload = try value.object("container") {
            let container = try payload.required("_0", in: "this hierarchy container")
            guard container.members != nil else { throw .wrongType("an object", for: "\"_0\"", found: container) }
            let sortIndex = children.map(\.sortIndex).min() ?? Int.max
            return Ordered(node: try self.container(container, children: inReadingOrder(children)), sortIndex: sortIndex)
        }
        if value.has("shape") {
            return Ordered(node: try element(value), sortIndex: Int.max)
        }
        throw JSONValueError("expected \(expected), found an object with neither \"element\", \"container\" nor \"shape\"", at: value.offset)
    }

    // MARK: Elements

    private static func element(_ value: JSONValue) throws(JSONValueError) -> ImportedNode {
        var traits: AccessibilityTraits?
        var type: ElementType?
        var notEnabled = false
        if let names = try value.strings("traits") {
            (traits, notEnabled, type) = resolveTraits(names)
        }
        // Newer versions store the authored hint apart from the composed one.
        let hint = value.has("authoredHint") ? try value.string("authoredHint") : try value.string("hint")
        let visibility = try value.string("visibility")
        var node = ImportedNode(
            type: type,
            label: try value.string("label"),
            value: try value.string("value"),
            hint: hint,
            identifier: try value.string("identifier"),
            traits: traits,
            frame: try frame(ofShape: value.required("shape", in: "this element")),
            isEnabled: !notEnabled,
            isVisible: visibility == "offscreen" ? false : visibility == "onscreen" ? true : nil,
            isAccessibilityElement: true,
            customActions: try value.strings("customActions") ?? [],
            language: try value.string("accessibilityLanguage")
        )
        try readVoiceOverExtras(of: value, into: &node)
        return node
    }

    /// Custom content, custom rotors' names, user input labels (unless they are just the label),
    /// the activation point (unless `usesDefaultActivationPoint`) and `respondsToUserInteraction`
    /// (unless it is what the traits and custom actions imply), as live capture records them.
    private static func readVoiceOverExtras(of value: JSONValue, into node: inout ImportedNode) throws(JSONValueError) {
        if let items = value["customContent"] {
            guard let list = items.elements else { throw .wrongType("an array", for: "\"customContent\"", found: items) }
            for item in list {
                guard item.members != nil else { throw .wrongType("an object", for: "a \"customContent\" item", found: item) }
                node.customContent.append(CustomContent(
                    label: try item.string("label") ?? "", value: try item.string("value") ?? "",
                    isImportant: try item.bool("isImportant") ?? false))
            }
        }
        if let rotors = value["customRotors"] {
            guard let list = rotors.elements else { throw .wrongType("an array", for: "\"customRotors\"", found: rotors) }
            for rotor in list {
                guard rotor.members != nil else { throw .wrongType("an object", for: "a \"customRotors\" item", found: rotor) }
                if let name = try rotor.string("name"), !name.isEmpty { node.customRotors.append(name) }
            }
        }
        let inputLabels = (try value.strings("userInputLabels") ?? []).filter { !$0.isEmpty }
        if !inputLabels.isEmpty, inputLabels != [node.label ?? ""] { node.userInputLabels = inputLabels }
        if try value.bool("usesDefaultActivationPoint") == false, let point = value["activationPoint"] {
            let (x, y) = try CGRectText.codablePoint(of: point, named: "\"activationPoint\"")
            node.activationPoint = Point(x: x, y: y)
        }
        if let responds = try value.bool("respondsToUserInteraction") {
            node.respondsToUserInteraction = AccessibilityElement.explicitInteraction(
                responds, traits: node.traits ?? [], hasCustomActions: !node.customActions.isEmpty)
        }
    }

    /// Public trait names become traits; `unknown(N)` keeps its bits; the private text and switch
    /// traits also say what kind of element it is.
    private static func resolveTraits(_ names: [String]) -> (AccessibilityTraits, Bool, ElementType?) {
        var (traits, notEnabled) = DumpTraitName.resolve(names)
        var type: ElementType?
        for name in names {
            if name.hasPrefix("unknown("), name.hasSuffix(")"), let bits = UInt64(name.dropFirst(8).dropLast()) {
                if bits & AccessibilityTraits.notEnabledBit != 0 { notEnabled = true }
                traits.formUnion(AccessibilityTraits(rawValue: bits & ~AccessibilityTraits.notEnabledBit))
            }
        }
        for (name, implied) in privateTraitTypes where names.contains(name) {
            type = implied
            break
        }
        return (traits, notEnabled, type)
    }

    /// AccessibilitySnapshot's private AXRuntime trait names that say the element's kind, most
    /// specific first.
    private static let privateTraitTypes: [(String, ElementType)] = [
        ("secureTextField", .secureTextField), ("textArea", .textView), ("textEntry", .textField), ("switchButton", .switch),
    ]

    /// A frame shape's rectangle, or the bounding box of a path shape's points.
    private static func frame(ofShape shape: JSONValue) throws(JSONValueError) -> Frame? {
        guard shape.members != nil else { throw .wrongType("an object", for: "\"shape\"", found: shape) }
        let kind = try shape.required("type", in: "this shape")
        switch try kind.stringValue(named: "\"type\"") {
        case "frame":
            return try CGRectText.codableFrame(of: shape.required("frame", in: "this frame shape"), named: "\"frame\"")
        case "path":
            return try pathBounds(shape.required("pathElements", in: "this path shape"))
        default:
            throw JSONValueError("expected \"frame\" or \"path\" for the shape's \"type\", found \(kind.kindDescription)", at: kind.offset)
        }
    }

    private static func pathBounds(_ elements: JSONValue) throws(JSONValueError) -> Frame {
        guard let list = elements.elements else { throw .wrongType("an array", for: "\"pathElements\"", found: elements) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for element in list {
            guard let members = element.members, members.count == 1, let payload = members.first?.value, payload.members != nil else {
                throw .wrongType("a path element ({\"move\": {\"to\": [x, y]}}, …)", for: "an element of \"pathElements\"", found: element)
            }
            for point in ["to", "control", "control1", "control2"] {
                guard let value = payload[point] else { continue }
                let (x, y) = try CGRectText.codablePoint(of: value, named: JSONValue.quoted(point))
                minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return ImportedNode.frame(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Containers

    private static func container(_ value: JSONValue, children: [ImportedNode]) throws(JSONValueError) -> ImportedNode {
        let type = try value.required("type", in: "this container")
        guard let members = type.members, let kindMember = members.first else {
            throw .wrongType("a container type ({\"list\": {}}, …)", for: "\"type\"", found: type)
        }
        var node = ImportedNode(
            identifier: try value.string("identifier"),
            frame: try value["frame"].flatMap { frame throws(JSONValueError) in try CGRectText.codableFrame(of: frame, named: "\"frame\"") },
            customActions: try value.strings("customActions") ?? [],
            children: children
        )
        switch kindMember.key {
        case "list": node.container = .list
        case "landmark": node.container = .landmark
        case "dataTable": node.container = .dataTable
        case "tabBar": node.container = .tabBar
        case "semanticGroup":
            node.container = .semanticGroup
            let group = kindMember.value
            node.label = try group.string("label")
            node.value = try group.string("value")
            if node.identifier == nil { node.identifier = try group.string("identifier") }
        default:
            // `none`, `series`, `scrollable` and later kinds: no container role of the model.
            break
        }
        return node
    }
}
