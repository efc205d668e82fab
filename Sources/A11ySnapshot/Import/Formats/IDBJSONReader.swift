/// Reads idb's `ui describe-all` (a flat array, or nested with `children` as AXe and
/// `--format nested` write it) and `ui describe-point` (one object) JSON: `AXLabel`, `AXValue`,
/// `AXUniqueId` (a string; 2019 output's numbers are handles, not identifiers), `AXFrame`/`frame`, `type`, `role`,
/// `enabled`, `custom_actions`, `help` (else 2019's `AXHint`), `title`, `traits`, `placeholder`,
/// `hidden`, `subrole` (search fields, tabs), `pid` (elements of another process than the app's:
/// SpringBoard's status bar). Mapping: `docs/import/idb-json.md`.
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
        case .object:
            // sim-use's JSON output (lycorp-jp/sim-use's fixtures) wraps the tree it read in
            // `{"data": {"raw": […]}, "ok": true}`, beside its own outline of it.
            if let raw = try json.object("data")?.array("raw") {
                elements = raw
            } else if elementKeys.contains(where: json.has) {
                elements = [json]
            } else {
                throw JSONValueError("expected an idb element (\"AXLabel\", \"frame\", \"type\", \"children\") or an array of them, "
                    + "found an object with none of these keys", at: json.offset)
            }
        default: throw .wrongType("an array or an object", for: "the idb output", found: json)
        }
        // The app's process: elements of another one (SpringBoard's status bar, which AXe-based
        // tools list beside the app's) are the system's.
        var appProcess: Double?
        for element in elements where try kind(of: element).role == .application {
            appProcess = try element.number("pid")
            break
        }
        var roots: [ImportedNode] = []
        roots.reserveCapacity(elements.count)
        for element in elements {
            try roots.append(tree(element, appProcess: appProcess, describedAs: "an element of the idb output"))
        }
        if roots.count > 1 {
            IOSKeyboardKeys.gather(&roots, on: roots.first { $0.role == .application }?.frame)
        }
        for index in roots.indices where roots[index].role == .application {
            IOSKeyboardKeys.gather(&roots[index].children, on: roots[index].frame)
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

    /// Keys of which an idb element (`describe-all`, `describe-point`, AXe, 2019's nested form)
    /// has at least one.
    private static let elementKeys = ["AXLabel", "AXFrame", "AXUniqueId", "AXValue", "frame", "type", "role", "children"]

    private static func tree(_ root: JSONValue, appProcess: Double?, describedAs name: String) throws(JSONValueError) -> ImportedNode {
        guard root.members != nil else { throw .wrongType("an object", for: name, found: root) }
        return try JSONTreeWalk.convert(root, context: appProcess) { value, appProcess throws(JSONValueError) in
            // Below the application the app's process is the application's.
            var process = appProcess
            if process == nil, try kind(of: value).role == .application { process = try value.number("pid") }
            return try (value.array("children") ?? []).map { child throws(JSONValueError) in
                guard child.members != nil else { throw .wrongType("an object", for: "an element of \"children\"", found: child) }
                return (child, process)
            }
        } build: { value, appProcess, children throws(JSONValueError) in
            var node = try makeNode(value, children: try readingOrder(of: children, listedIn: value))
            if let appProcess, let process = try value.number("pid"), process != appProcess, node.role == .element {
                node.isSystemOwned = true
            }
            return node
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
        var stateValue = try value.text("AXValue")
        var isSelected = false
        // A tab states whether it is selected as its value, 1 or 0.
        if kind.type == .tab, let state = stateValue, state == "1" || state == "0" {
            isSelected = state == "1"
            stateValue = nil
        }
        return ImportedNode(
            role: kind.role,
            type: kind.type,
            label: (label?.isEmpty == false) ? label : title ?? label,
            value: stateValue,
            hint: try hint(of: value),
            identifier: try identifier(of: value),
            placeholder: try value.string("placeholder"),
            traits: traits,
            isSelected: isSelected,
            frame: try frame(of: value),
            isEnabled: try (value.bool("enabled") ?? true) && !notEnabled,
            isVisible: hidden.map { !$0 },
            customActions: try value.strings("custom_actions") ?? [],
            children: children
        )
    }

    /// `children` with the tabs the dump marks `synthesized` in the order of the tab bar: sim-use
    /// adds a tab bar's items it finds by probing the screen, in no order (LINE's friends list),
    /// and VoiceOver reads a tab bar from its leading edge.
    private static func readingOrder(of children: [ImportedNode], listedIn value: JSONValue) throws(JSONValueError) -> [ImportedNode] {
        guard children.count > 1, let listed = try value.array("children"), listed.count == children.count else { return children }
        var slots: [Int] = []
        for index in children.indices where children[index].type == .tab && children[index].frame != nil {
            if try listed[index].bool("synthesized") == true { slots.append(index) }
        }
        guard slots.count > 1 else { return children }
        let tabs = slots.map { children[$0] }
        let rightToLeft = TextDirection.isRightToLeft(tabs.compactMap(\.label))
        let ordered = tabs.sorted { rightToLeft ? $0.frame!.maxX > $1.frame!.maxX : $0.frame!.x < $1.frame!.x }
        var result = children
        for (slot, tab) in zip(slots, ordered) { result[slot] = tab }
        return result
    }

    /// `help`, else 2019's `AXHint`.
    private static func hint(of value: JSONValue) throws(JSONValueError) -> String? {
        if let help = try value.string("help") { return help }
        return try value.string("AXHint")
    }

    /// `AXUniqueId` when it is a string. idb output from 2019 writes a number there, a handle of
    /// the element that changes from run to run, not the app's accessibility identifier
    /// (facebook/idb#543: one button 125312912, then 57429264, its identifier nowhere), so an
    /// element matched by it would read as removed and added.
    private static func identifier(of value: JSONValue) throws(JSONValueError) -> String? {
        if case .number? = value["AXUniqueId"]?.content { return nil }
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
        // The subrole says more than the role: a search field AXe lists as a generic element, a
        // tab bar's or a tab strip's item as a radio button (iOS 26, sim-use's captures of LINE).
        let subrole = try value.string("subrole")
        let type = subrole.flatMap { subroleTypes[$0] } ?? names.lazy.compactMap(elementType).first
        let role: ImportedNode.Role = type == .application ? .application : type == .window ? .window : .element
        return Kind(type: type, role: role, isHeading: isHeading)
    }

    /// Subroles that name an element type.
    private static let subroleTypes: [String: ElementType] = ["AXSearchField": .searchField, "AXTabButton": .tab]

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
