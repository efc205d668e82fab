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
    private var scanner: JSONScanner
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
        var statedData: StatedData?
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
            }
        }
        try requireKeys(seen, DocumentKey.required, names: DocumentKey.names,
                        in: "the snapshot object", at: objectStart)
        try scanner.expectEnd()
        return AccessibilitySnapshot(name: name, viewport: viewport, elements: elements, appleAudit: appleAudit,
                                     statedData: statedData)
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

    // MARK: Containers

    /// Reads an array whose `[` is next (its type already checked): `element` reads each
    /// element, and the array is left after its `]`. `what` names an element in the error for a
    /// missing `,` or `]`; it is made only then.
    @inline(__always)
    private mutating func readArray(
        _ what: @autoclosure () -> String, element: (inout SnapshotDecoder) throws(SnapshotFormatError) -> Void
    ) throws(SnapshotFormatError) {
        try scanner.enterContainer(UInt8(ascii: "["), "'['")
        if scanner.closeIfEmpty(UInt8(ascii: "]")) { return }
        repeat {
            try element(&self)
        } while try scanner.continueContainer(close: UInt8(ascii: "]"), what: what())
    }

    /// Reads an object whose `{` is next (`opening` is what an error says was expected instead):
    /// each member's key is read with ``readKey(_:_:in:seen:at:)`` against `table`, then `member`
    /// reads its value (given the key and where the key started), and the object is left after
    /// its `}`. Returns the keys seen, for ``requireKeys(_:_:names:in:at:note:)``.
    @inline(__always)
    private mutating func readObject<Key: RawRepresentable<Int>>(
        _ opening: String, _ table: ByteNameTable, _ names: [String], in place: String, member what: @autoclosure () -> String,
        _ member: (inout SnapshotDecoder, Key, Int) throws(SnapshotFormatError) -> Void
    ) throws(SnapshotFormatError) -> KeySet {
        try scanner.enterContainer(UInt8(ascii: "{"), opening)
        var seen = KeySet()
        if scanner.closeIfEmpty(UInt8(ascii: "}")) { return seen }
        repeat {
            let keyStart = position
            let key: Key = try readKey(table, names, in: place, seen: &seen, at: keyStart)
            try member(&self, key, keyStart)
        } while try scanner.continueContainer(close: UInt8(ascii: "}"), what: what())
        return seen
    }

    // MARK: Values

    private var position: Int {
        mutating get {
            _ = scanner.peek()
            return scanner.offset
        }
    }

    private func wrongType(_ expected: String, for key: String) -> SnapshotFormatError {
        scanner.error(.wrongType, "expected \(expected) for \"\(key)\", found \(scanner.describeValue())")
    }

    /// Reads `"name":` and returns which key it is, rejecting unknown and repeated keys.
    private mutating func readKey<Key: RawRepresentable<Int>>(
        _ table: ByteNameTable, _ names: [String], in place: String, seen: inout KeySet, at start: Int
    ) throws(SnapshotFormatError) -> Key {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            throw scanner.unexpected("a member name in quotes in \(place)")
        }
        // Canonical files list keys in order with the colon right after: the next key is likely
        // spelled exactly so, and its bytes can be compared in place.
        let guess = seen.next
        if table.isQuotedMember(guess, at: scanner.offset, in: scanner.bytes), let key = Key(rawValue: guess), seen.insert(guess) {
            scanner.advance(by: names[guess].utf8.count + 3)
            return key
        }
        let raw = try scanner.scanString()
        let index: Int?
        if raw.hasEscapes {
            var name = scanner.string(raw)
            index = name.withUTF8 { table.index(of: $0) }
        } else {
            // Canonical files list keys in order, so the key after the last one read is the likely one.
            index = table.index(of: scanner.rawBytes(raw), from: seen.next)
        }
        guard let index, let key = Key(rawValue: index) else {
            let names = names.map { "\"" + $0 + "\"" }.joined(separator: ", ")
            throw scanner.error(.unknownKey, "unknown key \"\(scanner.string(raw))\" in \(place); expected one of \(names)", at: start)
        }
        guard seen.insert(index) else {
            throw scanner.error(.duplicateKey, "duplicate key \"\(scanner.string(raw))\" in \(place)", at: start)
        }
        try scanner.expect(UInt8(ascii: ":"), "':' after the member name")
        return key
    }

    private func requireKeys(
        _ seen: KeySet, _ required: [Int], names: [String], in place: String, at start: Int, note: String = ""
    ) throws(SnapshotFormatError) {
        let missing = required.filter { !seen.contains($0) }.map { "\"\(names[$0])\"" }
        guard missing.isEmpty else {
            let list = missing.joined(separator: ", ")
            throw scanner.error(.missingKey, "\(place) is missing required key\(missing.count > 1 ? "s" : "") \(list)\(note)", at: start)
        }
    }

    private mutating func decodeString(for key: String, hint: String? = nil) throws(SnapshotFormatError) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            var error = wrongType("a string", for: key)
            if let hint { error.message += "; \(hint)" }
            throw error
        }
        return scanner.string(try scanner.scanString())
    }

    /// A string, or `nil` for `null`.
    private mutating func decodeOptionalString(for key: String) throws(SnapshotFormatError) -> String? {
        switch scanner.peek() {
        case UInt8(ascii: "\""): return scanner.string(try scanner.scanString())
        case UInt8(ascii: "n"):
            try scanner.readLiteral("null")
            return nil
        default: throw wrongType("a string or null", for: key)
        }
    }

    private mutating func decodeOptionalName<Name: ByteNamed>(
        _: Name.Type, for key: String, what: String
    ) throws(SnapshotFormatError) -> Name? {
        let start = position
        let text: String
        if scanner.peek() == UInt8(ascii: "\"") {
            let raw = try scanner.scanString()
            if !raw.hasEscapes, let value = Name.byteNames.value(scanner.rawBytes(raw)) { return value }
            text = scanner.string(raw)
        } else {
            guard let optional = try decodeOptionalString(for: key) else { return nil }
            text = optional
        }
        guard let value = Name(rawValue: text) else {
            let names = Name.allCases.map(\.rawValue).joined(separator: ", ")
            throw scanner.error(.invalidValue, "unknown \(what) \"\(text)\" for \"\(key)\"; expected one of \(names)", at: start)
        }
        return value
    }

    private mutating func decodeStringArray(for key: String) throws(SnapshotFormatError) -> [String] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of strings", for: key) }
        var strings: [String] = []
        try readArray("a string in \"\(key)\"") { decoder throws(SnapshotFormatError) in strings.append(try decoder.decodeString(for: key)) }
        return strings
    }

    private mutating func decodeBool(for key: String) throws(SnapshotFormatError) -> Bool {
        switch scanner.peek() {
        case UInt8(ascii: "t"):
            try scanner.readLiteral("true")
            return true
        case UInt8(ascii: "f"):
            try scanner.readLiteral("false")
            return false
        default: throw wrongType("true or false", for: key)
        }
    }

    private mutating func decodeInteger(for key: String) throws(SnapshotFormatError) -> Int {
        let start = position
        guard let byte = scanner.peek(), byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else {
            throw wrongType("an integer", for: key)
        }
        let number = try scanner.scanNumber()
        guard number.isInteger, let value = Int(scanner.text(number)) else {
            throw scanner.error(.invalidValue, "expected an integer for \"\(key)\", found \(scanner.text(number))", at: start)
        }
        return value
    }

    private mutating func decodeFrame(for key: String) throws(SnapshotFormatError) -> Frame {
        let start = position
        guard scanner.peek() == UInt8(ascii: "[") else {
            throw wrongType("an array of four numbers [x, y, width, height]", for: key)
        }
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var count = 0
        try readArray("a number in \"\(key)\"") { decoder throws(SnapshotFormatError) in
            let value = try decoder.decodeCoordinate(for: key)
            switch count {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            case 3: values.3 = value
            default: break
            }
            count += 1
        }
        guard count == 4 else {
            throw scanner.error(.invalidValue, "\"\(key)\" must have 4 numbers [x, y, width, height], found \(count)", at: start)
        }
        return Frame(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    /// A coordinate, or `nil` for `null`.
    private mutating func decodeOptionalCoordinate(for key: String) throws(SnapshotFormatError) -> Double? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        return try decodeCoordinate(for: key)
    }

    /// A line count: an integer from 0 (no limit), or `nil` for `null`.
    private mutating func decodeLineCount(for key: String) throws(SnapshotFormatError) -> Int? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        let start = position
        let value = try decodeInteger(for: key)
        guard value >= 0 else {
            throw scanner.error(.invalidValue, "\"\(key)\" must be 0 (no limit) or a positive number of lines, found \(value)", at: start)
        }
        return value
    }

    /// A number in points, rounded to hundredths as `docs/FORMAT.md` specifies.
    private mutating func decodeCoordinate(for key: String) throws(SnapshotFormatError) -> Double {
        let start = position
        guard let byte = scanner.peek(), byte == UInt8(ascii: "-") || byte &- UInt8(ascii: "0") < 10 else {
            if let byte = scanner.peek(), byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") {
                throw scanner.error(.malformedJSON, "expected a number for \"\(key)\", found \(scanner.describeValue()): JSON numbers have no NaN, Infinity, leading '+' or leading '.'")
            }
            throw wrongType("a number", for: key)
        }
        if let hundredths = scanner.scanHundredths(limit: Int64(Points.limit) * 100) {
            return hundredths == 0 ? 0 : Double(hundredths) / 100
        }
        // Every canonical spelling within range is read above; what is left (exponents, more
        // decimals, values out of range) goes through Double.
        let number = try scanner.scanNumber()
        guard let value = Double(scanner.text(number)), value.isFinite, abs(value) <= Points.limit else {
            throw scanner.error(.numberOutOfRange,
                                "number \(scanner.text(number)) in \"\(key)\" is out of range; coordinates must be finite and within ±1000000000 points",
                                at: start)
        }
        return Points.quantize(value)
    }
}

/// A small set of key indexes (at most 64 keys per object).
struct KeySet {
    private var bits: UInt64 = 0
    /// The index after the most recently inserted one.
    private(set) var next = 0

    /// Inserts `index`; `false` when it was already there.
    mutating func insert(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        next = index + 1
        defer { bits |= bit }
        return bits & bit == 0
    }

    func contains(_ index: Int) -> Bool { bits & (1 << UInt64(index)) != 0 }
}
