/// Reads `maestro hierarchy` JSON: nested `{"attributes": {…}, "children": […]}` nodes with string
/// attributes, in the iOS key set (`accessibilityText`, `title`, `value`, `text`, `hintText`,
/// `resource-id`, `bounds`, `enabled`, `focused`, `checked`, `selected`) or the Android one (adds
/// `class`, `clickable`, `scrollable`). Lines before the JSON (the CLI's `Running on …` banner,
/// log lines) are skipped. A flow's debug output (``MaestroDebugOutput``) gives the hierarchy
/// where it failed. Mapping: `docs/import/maestro-json.md`.
enum MaestroJSONReader: DumpReader {
    static var format: DumpFormat { .maestroJSON }

    /// The first line that starts with `{` opens an object whose first key is `"attributes"`
    /// (Maestro's tree node always serializes it first).
    static func recognizes(_ head: DumpHead) -> Bool {
        if MaestroDebugOutput.recognizes(head) { return true }
        guard let start = firstJSONLine(in: head.bytes) else { return false }
        return opensObject(head.bytes, at: start, withFirstKey: "attributes")
    }

    /// Whether `bytes[index]` is `{` and the object's first key, after any whitespace, is `key`.
    static func opensObject(_ bytes: [UInt8], at index: Int, withFirstKey key: String) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
        let rest = bytes[(index + 1)...].drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return rest.starts(with: "\"\(key)\"".utf8)
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        if MaestroDebugOutput.recognizes(DumpHead(bytes)) {
            let json = try JSONValue.parse(bytes, file: file)
            do {
                return try document(MaestroDebugOutput.hierarchy(in: json))
            } catch {
                throw error.located(in: bytes, file: file)
            }
        }
        guard let start = firstJSONLine(in: bytes) else {
            throw DumpImportError(
                reason: .malformed, file: file, line: 1, column: 1,
                message: "expected a Maestro hierarchy: no line starts with '{'")
        }
        let json = try JSONValue.parse(bytes, from: start, file: file)
        do {
            return try document(json)
        } catch {
            throw error.located(in: bytes, file: file)
        }
    }

    /// The offset of the first line (after any byte-order mark) whose first byte is `{`.
    static func firstJSONLine<Bytes: Collection<UInt8>>(in bytes: Bytes) -> Int? where Bytes.Index == Int {
        var lineStart = ByteOrderMark.isPresent(in: bytes) ? ByteOrderMark.length : 0
        while lineStart < bytes.endIndex {
            if bytes[lineStart] == UInt8(ascii: "{") { return lineStart }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            lineStart = newline + 1
        }
        return nil
    }

    // MARK: Tree

    /// Where a node sits relative to Maestro's synthetic grouping nodes.
    private enum Position {
        /// The document's top node.
        case root
        /// A child of a synthetic node (attributes with no class, no text and no size): an iOS
        /// application or an Android window's root view.
        case underSynthetic
        case normal
    }

    private static func document(_ json: JSONValue) throws(JSONValueError) -> ImportedDocument {
        guard json.members != nil else { throw .wrongType("an object", for: "the Maestro hierarchy", found: json) }
        var topLevelFrames: [Frame] = []
        // Nodes are built children first, and windows do not nest, so the system UI ids met since
        // the last window was built are the next window's.
        var systemUIIdentifiers = 0
        // Android nodes state a `class`; iOS nodes never do.
        var isAndroid = false
        let tree: AndroidFocusShaping.View = try JSONTreeWalk.convert(json, context: Position.root) { value, position throws(JSONValueError) in
            // Only the top's grouping nodes are synthetic: deeper, a node of no size is a view
            // (SpringBoard's home-screen page lays its icons out in one of 0 × 0 pt).
            let childPosition: Position = try position == .normal ? .normal : isSynthetic(value) ? .underSynthetic : .normal
            return try (value.array("children") ?? []).map { child throws(JSONValueError) in
                guard child.members != nil else { throw .wrongType("an object", for: "an element of \"children\"", found: child) }
                return (child, childPosition)
            }
        } build: { value, position, children throws(JSONValueError) in
            var node = try makeNode(value, position: position, children: [])
            if let identifier = try value.object("attributes")?.string("resource-id"), SystemUI.isAndroidSystemUIIdentifier(identifier) {
                systemUIIdentifiers += 1
            }
            if position == .underSynthetic, node.role != .application {
                if let frame = node.frame { topLevelFrames.append(frame) }
                // An Android window holding SystemUI's views (Maestro states no package).
                node.isSystemOwned = node.role == .element && systemUIIdentifiers > 0
                systemUIIdentifiers = 0
            }
            // Android nodes are shaped as TalkBack reads them; Maestro states `clickable` (Android
            // only) but not `focusable`. iOS nodes state no class (only a field gets a type), so
            // the shaping keeps them.
            let attributes = try value.object("attributes")
            let className = try attributes?.string("class") ?? ""
            let isAndroidNode = !className.isEmpty
            if isAndroidNode { isAndroid = true }
            let clickable = try attributes?.string("clickable") == "true"
            let selected = try attributes?.string("selected") == "true"
            let described = try attributes?.string("accessibilityText")?.isEmpty == false
            return AndroidFocusShaping.View(
                // An editable field is always focusable, whether or not Maestro says it is clickable.
                node: node, children: children, isActionable: clickable || isAndroidNode && node.type?.isTextInput == true,
                isClickable: clickable,
                isScrollContainer: AndroidFocusShaping.scrolls(node.type, scrollable: try attributes?.string("scrollable") == "true"),
                importantAttribute: AndroidFocusShaping.importance(
                    stated: nil, resourceID: try attributes?.string("resource-id"), isActionable: clickable),
                // `accessibilityText` is Android's content-desc, but on iOS XCUI's label: React
                // Native's iOS views report their subviews' labels joined as their own, which
                // TalkBack's reading of a described view would take for one element's name.
                hasDescription: isAndroidNode && described,
                isSelectedByAttribute: selected && isAndroidNode, isSelectedByCheck: try attributes?.string("checked") == "true",
                hostsCompose: AndroidFocusShaping.hostsCompose(className: className))
        }
        var root = AndroidFocusShaping.shape(tree)
        markSpringBoard(in: &root)
        // Maestro states no screen size; the largest top-level node (the app's window, not a side
        // panel or the status bar) covers the screen.
        let viewport = topLevelFrames.max { $0.width * $0.height < $1.width * $1.height }
        // Maestro states no traits, so no headers; Android bounds are pixels of a density it does
        // not state, iOS frames are points; iOS `hintText` is the placeholder, not a hint. Android
        // views carry no range, so a slider's position is never stated; iOS states XCUI's value.
        var stated: StatedData = [.values, .identifiers]
        if isAndroid { stated.insert(.hints) } else { stated.formUnion([.pointFrames, .adjustableValues]) }
        var document = ImportedDocument(roots: [root], viewport: viewport.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil },
                                        statedData: stated)
        // An iOS dump is an XCUI tree without element types: of VoiceOver's focus model, only
        // the scroll indicators and what the dump marks apply.
        document.shapesVoiceOverFocus = !isAndroid
        if isAndroid { document.platform = .android }
        return document
    }

    /// On iOS Maestro dumps SpringBoard beside the app (its status bar strip, as unlabelled
    /// windows); the app's window is the one labelled with the app's name. The unlabelled ones
    /// are the system's when a labelled one is there.
    private static func markSpringBoard(in root: inout ImportedNode) {
        func windows(_ node: ImportedNode) -> [ImportedNode] {
            node.role == .window ? [node] : node.role == .application ? node.children.flatMap(windows) : []
        }
        guard windows(root).contains(where: { !($0.label ?? "").allSatisfy(\.isWhitespace) }) else { return }
        func mark(_ node: inout ImportedNode) {
            if node.role == .window {
                node.isSystemOwned = (node.label ?? "").allSatisfy(\.isWhitespace)
            } else if node.role == .application {
                for index in node.children.indices { mark(&node.children[index]) }
            }
        }
        mark(&root)
    }

    private static func isSynthetic(_ value: JSONValue) throws(JSONValueError) -> Bool {
        let attributes = try value.object("attributes")
        guard let attributes else { return true }
        if try attributes.string("class")?.isEmpty == false { return false }
        for key in ["accessibilityText", "text", "title", "value", "resource-id"] where try attributes.string(key)?.isEmpty == false {
            return false
        }
        guard let bounds = try self.bounds(of: attributes) else { return true }
        return bounds.width == 0 || bounds.height == 0
    }

    private static func makeNode(_ value: JSONValue, position: Position, children: [ImportedNode]) throws(JSONValueError) -> ImportedNode {
        let attributes = try value.object("attributes") ?? JSONValue(.object([]), at: value.offset)
        let isAndroid = try attributes.string("class")?.isEmpty == false
        let role: ImportedNode.Role
        switch position {
        case .root: role = .application
        // On iOS the top-level nodes are the applications (the app, SpringBoard's status bar); on
        // Android they are the windows' root views, ordinary views that may carry content.
        case .underSynthetic: role = try isSynthetic(value) ? .application : isAndroid ? .element : .window
        case .normal: role = .element
        }
        func flag(_ key: String) throws(JSONValueError) -> Bool? {
            if let stated = try attributes.bool(key) { return stated }
            return try value.bool(key)
        }
        func text(_ key: String) throws(JSONValueError) -> String? {
            guard let text = try attributes.string(key), !text.isEmpty else { return nil }
            return text
        }
        func firstText(_ keys: String...) throws(JSONValueError) -> String? {
            for key in keys {
                if let found = try text(key) { return found }
            }
            return nil
        }
        let checked = try flag("checked") == true
        var node = ImportedNode(
            role: role,
            identifier: try text("resource-id"),
            isSelected: try flag("selected") == true || checked,
            frame: try bounds(of: attributes),
            isEnabled: try flag("enabled") ?? true,
            children: children
        )
        if let className = try text("class") {
            var type = AndroidWidgetClass.elementType(forClass: className)
            if type == .other, try flag("clickable") == true { type = .button }
            node.type = type
            if type == .textField || type == .searchField || type == .secureTextField {
                node.label = try text("accessibilityText")
                node.placeholder = try text("hintText")
                // An empty Android field reports its hint as its text: that is no typed value.
                let typed = try text("text")
                node.value = typed == node.placeholder ? nil : typed
            } else {
                node.label = try firstText("accessibilityText", "text")
                if try text("accessibilityText") != nil { node.visibleText = try text("text") }
                node.hint = try text("hintText")
            }
            if AndroidWidgetClass.isBareLayout(node) { node.identifier = nil }
        } else {
            node.label = try firstText("accessibilityText", "title")
            node.value = try text("value")
            if node.label == nil, node.value == nil { node.label = try text("text") }
            // Maestro's iOS driver fills hintText from the element's placeholderValue: it is
            // the placeholder, not an accessibility hint (iOS dumps carry no hint). Only text
            // inputs have one, so a node stating one (even a space, as a React Native Paper field
            // of a sign-in form does) is a field; the format names no types otherwise.
            node.placeholder = try text("hintText")
            if node.placeholder != nil { node.type = .textField }
            node.dropPlaceholderEchoedAsValue()
        }
        return node
    }

    /// `bounds` as `[x1,y1][x2,y2]`.
    private static func bounds(of attributes: JSONValue) throws(JSONValueError) -> Frame? {
        guard let value = attributes["bounds"], let text = try value.stringValue(named: "\"bounds\"") else { return nil }
        let numbers = text.split(whereSeparator: { $0 == "[" || $0 == "]" || $0 == "," }).map { Double(String($0.filter { $0 != " " })) }
        let shapeIsRight = text.hasPrefix("[") && text.hasSuffix("]") && text.contains("][")
        guard shapeIsRight, numbers.count == 4, let x1 = numbers[0], let y1 = numbers[1], let x2 = numbers[2], let y2 = numbers[3] else {
            throw JSONValueError("expected bounds like \"[x1,y1][x2,y2]\" for \"bounds\", found \"\(text)\"", at: value.offset)
        }
        return ImportedNode.frame(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }
}
