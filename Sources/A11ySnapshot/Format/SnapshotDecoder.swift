import Foundation

extension AccessibilitySnapshot {
    /// The deepest nesting of JSON objects and arrays a snapshot may have. Each element level
    /// takes two (its object and its `children` array), so trees may be about 125 elements deep.
    public static let maximumNestingDepth = 256

    /// Reads a snapshot from its JSON bytes, strictly: see `docs/FORMAT.md` for what is accepted.
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON without a byte order mark.
    ///   - file: The path the bytes came from, used in error messages.
    /// - Throws: ``SnapshotFormatError`` naming the line, column and what was expected.
    public init(json: some ContiguousBytes, file: String? = nil) throws(SnapshotFormatError) {
        try self.init(json: json, file: file, reusing: nil)
    }

    /// Reads a snapshot as ``init(json:file:)`` does, with the same result and the same errors,
    /// taking the elements whose bytes it shares with `encoding` (its unchanged start and end)
    /// from `encoding`'s tree instead of parsing them: a failing assertion reads its reference
    /// this way, against the current tree it was just compared with.
    package init(json: some ContiguousBytes, file: String? = nil,
                 reusingUnchangedElementsOf encoding: CanonicalEncoding) throws(SnapshotFormatError) {
        try self.init(json: json, file: file, reusing: encoding)
    }

    private init(json: some ContiguousBytes, file: String?, reusing encoding: CanonicalEncoding?) throws(SnapshotFormatError) {
        let result: Result<AccessibilitySnapshot, SnapshotFormatError> = json.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var decoder = SnapshotDecoder(bytes: bytes, file: file)
            decoder.reusable = encoding.flatMap { ReusableElements(from: $0, for: bytes) }
            return Result { () throws(SnapshotFormatError) in try decoder.decodeDocument() }
        }
        self = try result.get()
    }

    /// Reads the snapshot file at `path`.
    public init(contentsOfFile path: String) throws(SnapshotFormatError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        } catch {
            throw SnapshotFormatError(reason: .unreadable, file: path, line: 1, column: 1,
                                      message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(json: data, file: path)
    }
}

/// Turns snapshot JSON into the model in one pass, checking the schema as it goes.
struct SnapshotDecoder {
    var scanner: JSONScanner
    /// Elements to take instead of parse, when the caller has them (``ReusableElements``).
    var reusable: ReusableElements?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        scanner = JSONScanner(bytes: bytes, file: file, maximumDepth: AccessibilitySnapshot.maximumNestingDepth)
    }

    // MARK: Document

    mutating func decodeDocument() throws(SnapshotFormatError) -> AccessibilitySnapshot {
        try scanner.checkEncoding(expecting: "a snapshot object", documents: "snapshots")
        var sawVersion = false
        do {
            return try decodeTopLevel(sawVersion: &sawVersion)
        } catch {
            // A newer format may fail on keys this build does not know before its version is read;
            // the version is then the better explanation.
            if !sawVersion, let version = Self.lookAheadForVersion(scanner.bytes), version != AccessibilitySnapshot.formatVersion {
                throw unsupportedVersion(version, at: 0)
            }
            throw error
        }
    }

    private mutating func decodeTopLevel(sawVersion: inout Bool) throws(SnapshotFormatError) -> AccessibilitySnapshot {
        let objectStart = position
        var name = "", viewport = Frame.zero, elements: [AccessibilityElement] = [], appleAudit: [AppleAuditIssue]?
        var statedData: StatedData?, platform: Platform?
        let seen = try readObject("'{' to start the snapshot object", DocumentKey.table, DocumentKey.names, in: "the snapshot object",
                                  member: "a member of the snapshot object") { (decoder, key: DocumentKey, keyStart) throws(SnapshotFormatError) in
            switch key {
            case .version:
                let version = try decoder.decodeInteger(for: "version")
                sawVersion = true
                guard version == AccessibilitySnapshot.formatVersion else {
                    throw decoder.unsupportedVersion(version, at: keyStart)
                }
            case .name: name = try decoder.decodeString(for: "name")
            case .viewport: viewport = try decoder.decodeFrame(for: "viewport")
            case .elements:
                // An element takes about 200 to 300 bytes; reserving for the file's size spares the
                // big top-level array its regrowth copies (untouched capacity costs no memory).
                var reserved: [AccessibilityElement] = []
                reserved.reserveCapacity(decoder.scanner.bytes.count / 256)
                elements = try decoder.decodeElementArray(for: "elements", into: reserved)
            case .appleAudit: appleAudit = try decoder.decodeAppleAudit()
            case .statedData: statedData = try decoder.decodeStatedData()
            case .platform: platform = try decoder.decodePlatform()
            }
        }
        try requireKeys(seen, DocumentKey.required, names: DocumentKey.names,
                        in: "the snapshot object", at: objectStart)
        try scanner.expectEnd()
        return AccessibilitySnapshot(name: name, viewport: viewport, elements: elements, appleAudit: appleAudit,
                                     statedData: statedData, platform: platform)
    }

    private func unsupportedVersion(_ version: Int, at offset: Int) -> SnapshotFormatError {
        scanner.error(.unsupportedVersion,
                      "unsupported snapshot version \(version); this build reads version \(AccessibilitySnapshot.formatVersion) (a newer a11ysnap may read it)",
                      at: offset)
    }

    /// The top-level `version` when it is an integer, wherever it stands in the object.
    private static func lookAheadForVersion(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = JSONScanner(bytes: bytes, file: nil, maximumDepth: AccessibilitySnapshot.maximumNestingDepth)
        do {
            try scanner.enterContainer(UInt8(ascii: "{"), "")
            if scanner.closeIfEmpty(UInt8(ascii: "}")) { return nil }
            repeat {
                guard scanner.peek() == UInt8(ascii: "\"") else { return nil }
                let key = scanner.string(try scanner.scanString())
                try scanner.expect(UInt8(ascii: ":"), "")
                if key == "version" {
                    guard let byte = scanner.peek(), byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else { return nil }
                    let number = try scanner.scanNumber()
                    guard number.isInteger else { return nil }
                    return Int(scanner.text(number))
                }
                try scanner.skipValue()
            } while try scanner.continueContainer(close: UInt8(ascii: "}"), what: "")
        } catch {
            return nil
        }
        return nil
    }

    // MARK: Elements

    private mutating func decodeElementArray(
        for key: String, into reserved: consuming [AccessibilityElement] = []
    ) throws(SnapshotFormatError) -> [AccessibilityElement] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of elements", for: key) }
        var elements = reserved
        try readArray("an element in \"\(key)\"") { decoder throws(SnapshotFormatError) in elements.append(try decoder.decodeElement()) }
        return elements
    }

    private mutating func decodeElement() throws(SnapshotFormatError) -> AccessibilityElement {
        let objectStart = position
        if let reusable, let (element, end) = reusable.element(startingAt: objectStart, depth: scanner.depth,
                                                               maximumDepth: scanner.maximumDepth) {
            scanner.skip(to: end)
            return element
        }
        guard scanner.peek() == UInt8(ascii: "{") else {
            throw scanner.unexpected("an element object '{'")
        }
        var element = AccessibilityElement()
        let seen = try readObject("an element object", ElementKey.table, ElementKey.names, in: "an element",
                                  member: "a member of an element") { (decoder, key: ElementKey, _) throws(SnapshotFormatError) in
            switch key {
            case .label: element.label = try decoder.decodeString(for: "label", hint: "use \"\" for an element without a label")
            case .value: element.value = try decoder.decodeOptionalString(for: "value")
            case .traits: element.traits = try decoder.decodeTraits()
            case .frame: element.frame = try decoder.decodeFrame(for: "frame")
            case .enabled: element.isEnabled = try decoder.decodeBool(for: "enabled")
            case .type: element.type = try decoder.decodeOptionalName(ElementType.self, for: "type", what: "element type")
            case .identifier: element.identifier = try decoder.decodeOptionalString(for: "identifier")
            case .hint: element.hint = try decoder.decodeOptionalString(for: "hint")
            case .placeholder: element.placeholder = try decoder.decodeOptionalString(for: "placeholder")
            case .textContentType: element.textContentType = try decoder.decodeOptionalString(for: "textContentType")
            case .keyboardType: element.keyboardType = try decoder.decodeOptionalName(KeyboardType.self, for: "keyboardType", what: "keyboard type")
            case .customActions: element.customActions = try decoder.decodeStringArray(for: "customActions")
            case .customContent: element.customContent = try decoder.decodeCustomContent()
            case .customRotors: element.customRotors = try decoder.decodeStringArray(for: "customRotors")
            case .userInputLabels: element.userInputLabels = try decoder.decodeStringArray(for: "userInputLabels")
            case .visibleText: element.visibleText = try decoder.decodeOptionalString(for: "visibleText")
            case .activationPoint: element.activationPoint = try decoder.decodeOptionalPoint(for: "activationPoint")
            case .respondsToUserInteraction: element.respondsToUserInteraction = try decoder.decodeOptionalBool(for: "respondsToUserInteraction")
            case .language: element.language = try decoder.decodeOptionalString(for: "language")
            case .textStyle: element.textStyle = try decoder.decodeTextStyle()
            case .colors: element.colors = try decoder.decodeColors()
            case .container: element.container = try decoder.decodeOptionalName(ContainerKind.self, for: "container", what: "container kind")
            case .children: element.children = try decoder.decodeElementArray(for: "children")
            }
        }
        try requireKeys(seen, ElementKey.core.map(\.rawValue), names: ElementKey.names, in: "an element", at: objectStart,
                        note: " (every element has label, value, traits, frame and enabled)")
        return element
    }

    private mutating func decodeTraits() throws(SnapshotFormatError) -> AccessibilityTraits {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of trait names", for: "traits") }
        var traits: AccessibilityTraits = []
        try readArray("a trait") { decoder throws(SnapshotFormatError) in
            let start = decoder.position
            guard decoder.scanner.peek() == UInt8(ascii: "\"") else { throw decoder.wrongType("a trait name (a string)", for: "traits") }
            let raw = try decoder.scanner.scanString()
            let trait: AccessibilityTraits
            if !raw.hasEscapes, let index = TraitNames.table.index(of: decoder.scanner.rawBytes(raw)) {
                trait = TraitNames.traits[index]
            } else {
                let name = decoder.scanner.string(raw)
                guard let named = AccessibilityTraits(name: name) else {
                    throw decoder.scanner.error(.invalidValue, Self.unknownTraitMessage(name), at: start)
                }
                trait = named
            }
            guard !traits.contains(trait) else {
                throw decoder.scanner.error(.invalidValue, "trait \"\(decoder.scanner.string(raw))\" is listed twice", at: start)
            }
            traits.insert(trait)
        }
        return traits
    }

    private static func unknownTraitMessage(_ name: String) -> String {
        if name == "notEnabled" || name == "bit8" {
            return "\"\(name)\" is not a trait in snapshots; write \"enabled\": false instead"
        }
        if name.hasPrefix("bit"), let bit = Int(name.dropFirst(3)), bit >= 0, bit < 64,
           let known = AccessibilityTraits.named.first(where: { $0.trait.rawValue == UInt64(1) << UInt64(bit) }) {
            return "\"\(name)\" has a name; write \"\(known.name)\""
        }
        let names = AccessibilityTraits.named.map(\.name).joined(separator: ", ")
        return "unknown trait \"\(name)\"; expected one of \(names), or bitN (0-63) for a bit without a name"
    }

    private mutating func decodeTextStyle() throws(SnapshotFormatError) -> TextStyle? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        let objectStart = position
        guard scanner.peek() == UInt8(ascii: "{") else { throw wrongType("an object", for: "textStyle") }
        var style = TextStyle(size: 0)
        let seen = try readObject("'{'", TextStyleKey.table, TextStyleKey.names, in: "\"textStyle\"",
                                  member: "a member of \"textStyle\"") { (decoder, key: TextStyleKey, _) throws(SnapshotFormatError) in
            switch key {
            case .size: style.size = try decoder.decodeCoordinate(for: "size")
            case .bold: style.isBold = try decoder.decodeBool(for: "bold")
            case .italic: style.isItalic = try decoder.decodeBool(for: "italic")
            case .dynamicType: style.dynamicType = try decoder.decodeOptionalName(DynamicTypeStyle.self, for: "dynamicType", what: "Dynamic Type style")
            case .lineHeight: style.lineHeight = try decoder.decodeOptionalCoordinate(for: "lineHeight")
            case .letterSpacing: style.letterSpacing = try decoder.decodeOptionalCoordinate(for: "letterSpacing")
            case .paragraphSpacing: style.paragraphSpacing = try decoder.decodeOptionalCoordinate(for: "paragraphSpacing")
            case .numberOfLines: style.numberOfLines = try decoder.decodeLineCount(for: "numberOfLines")
            case .clipped: style.isClipped = try decoder.decodeBool(for: "clipped")
            }
        }
        try requireKeys(seen, [TextStyleKey.size.rawValue], names: TextStyleKey.names, in: "\"textStyle\"", at: objectStart)
        return style
    }

    private mutating func decodeCustomContent() throws(SnapshotFormatError) -> [CustomContent] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of custom content objects", for: "customContent") }
        var items: [CustomContent] = []
        try readArray("an item in \"customContent\"") { decoder throws(SnapshotFormatError) in
            let objectStart = decoder.position
            guard decoder.scanner.peek() == UInt8(ascii: "{") else {
                throw decoder.wrongType("an object {\"label\", \"value\"}", for: "customContent")
            }
            var item = CustomContent(label: "", value: "")
            let seen = try decoder.readObject("'{'", CustomContentKey.table, CustomContentKey.names, in: "a \"customContent\" item",
                                              member: "a member of a \"customContent\" item") { (decoder, key: CustomContentKey, _) throws(SnapshotFormatError) in
                switch key {
                case .label: item.label = try decoder.decodeString(for: "label")
                case .value: item.value = try decoder.decodeString(for: "value")
                case .important: item.isImportant = try decoder.decodeBool(for: "important")
                }
            }
            try decoder.requireKeys(seen, [CustomContentKey.label.rawValue, CustomContentKey.value.rawValue], names: CustomContentKey.names,
                                    in: "a \"customContent\" item", at: objectStart)
            items.append(item)
        }
        return items
    }

    /// `platform`: one of ``Platform``'s names.
    private mutating func decodePlatform() throws(SnapshotFormatError) -> Platform {
        let start = position
        let name = try decodeString(for: "platform")
        guard let platform = Platform(rawValue: name) else {
            let names = Platform.allCases.map { JSONString.quoted($0.rawValue) }.joined(separator: ", ")
            throw scanner.error(.invalidValue, "unknown platform \(JSONString.quoted(name)) in \"platform\"; expected one of \(names)", at: start)
        }
        return platform
    }

    /// `statedData`: an array of the names ``StatedData/named`` lists, each at most once.
    private mutating func decodeStatedData() throws(SnapshotFormatError) -> StatedData {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of strings", for: "statedData") }
        var data: StatedData = []
        try readArray("a string in \"statedData\"") { decoder throws(SnapshotFormatError) in
            let start = decoder.position
            let name = try decoder.decodeString(for: "statedData")
            guard case .success(let kind) = StatedData.parse([name]) else {
                let names = StatedData.named.map(\.name).joined(separator: ", ")
                throw decoder.scanner.error(.invalidValue, "unknown stated data \(JSONString.quoted(name)) in \"statedData\"; expected one of \(names)", at: start)
            }
            guard !data.contains(kind) else {
                throw decoder.scanner.error(.invalidValue, "\(JSONString.quoted(name)) is listed twice in \"statedData\"", at: start)
            }
            data.insert(kind)
        }
        return data
    }

    /// `appleAudit`: an array of `{"type", "message", "element"?}` objects; `element` is an index
    /// path such as `"1.2"`.
    private mutating func decodeAppleAudit() throws(SnapshotFormatError) -> [AppleAuditIssue] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of audit issue objects", for: "appleAudit") }
        var issues: [AppleAuditIssue] = []
        try readArray("an issue in \"appleAudit\"") { decoder throws(SnapshotFormatError) in
            let objectStart = decoder.position
            guard decoder.scanner.peek() == UInt8(ascii: "{") else {
                throw decoder.wrongType("an object {\"type\", \"message\"}", for: "appleAudit")
            }
            var issue = AppleAuditIssue(auditType: "", message: "")
            let seen = try decoder.readObject("'{'", AppleAuditKey.table, AppleAuditKey.names, in: "an \"appleAudit\" issue",
                                              member: "a member of an \"appleAudit\" issue") { (decoder, key: AppleAuditKey, _) throws(SnapshotFormatError) in
                switch key {
                case .type: issue.auditType = try decoder.decodeString(for: "type")
                case .message: issue.message = try decoder.decodeString(for: "message")
                case .element:
                    let start = decoder.position
                    let path = try decoder.decodeString(for: "element")
                    let components = path.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
                    guard !path.isEmpty, components.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                        throw decoder.scanner.error(.wrongType, "expected an element path such as \"1.2\" for \"element\", found \(JSONString.quoted(path))", at: start)
                    }
                    issue.elementPath = components.compactMap { $0 }
                }
            }
            try decoder.requireKeys(seen, [AppleAuditKey.type.rawValue, AppleAuditKey.message.rawValue], names: AppleAuditKey.names,
                                    in: "an \"appleAudit\" issue", at: objectStart)
            issues.append(issue)
        }
        return issues
    }

    /// `[x, y]`, or `nil` for `null`.
    private mutating func decodeOptionalPoint(for key: String) throws(SnapshotFormatError) -> Point? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        let start = position
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of two numbers [x, y]", for: key) }
        var values: [Double] = []
        try readArray("a number in \"\(key)\"") { decoder throws(SnapshotFormatError) in
            let value = try decoder.decodeCoordinate(for: key)
            if values.count < 3 { values.append(value) }
        }
        guard values.count == 2 else {
            throw scanner.error(.invalidValue, "\"\(key)\" must have 2 numbers [x, y], found \(values.count)\(values.count > 2 ? " or more" : "")", at: start)
        }
        return Point(x: values[0], y: values[1])
    }

    /// `true`, `false`, or `nil` for `null`.
    private mutating func decodeOptionalBool(for key: String) throws(SnapshotFormatError) -> Bool? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        guard let byte = scanner.peek(), byte == UInt8(ascii: "t") || byte == UInt8(ascii: "f") else {
            throw wrongType("true, false or null", for: key)
        }
        return try decodeBool(for: key)
    }

    private mutating func decodeColors() throws(SnapshotFormatError) -> ElementColors? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        guard scanner.peek() == UInt8(ascii: "{") else { throw wrongType("an object", for: "colors") }
        var colors = ElementColors()
        _ = try readObject("'{'", ColorsKey.table, ColorsKey.names, in: "\"colors\"",
                           member: "a member of \"colors\"") { (decoder, key: ColorsKey, _) throws(SnapshotFormatError) in
            let color = try decoder.decodeColor(for: key.name)
            switch key {
            case .foreground: colors.foreground = color
            case .background: colors.background = color
            }
        }
        return colors.isEmpty ? nil : colors
    }

    private mutating func decodeColor(for key: String) throws(SnapshotFormatError) -> RGBAColor? {
        let start = position
        guard let text = try decodeOptionalString(for: key) else { return nil }
        guard let color = RGBAColor(hex: text) else {
            throw scanner.error(.invalidValue, "\"\(key)\" must be a colour written #RRGGBB or #RRGGBBAA, found \"\(text)\"", at: start)
        }
        return color
    }
}
