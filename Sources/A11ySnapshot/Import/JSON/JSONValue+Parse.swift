extension JSONValue {
    /// The deepest nesting of arrays and objects a dump may have. Parsing is iterative, so the
    /// limit is not about this parser's stack: it bounds the readers and the import policy, which
    /// walk the result, and refuses absurd input early.
    package static let maximumDepth = 512

    /// Parses one JSON document from `bytes`, starting at byte `start` (a reader that skips a
    /// banner passes where the JSON begins; positions stay those of the whole input).
    ///
    /// Strict RFC 8259 through ``JSONScanner``, plus: a UTF-8 byte-order mark at `start` is
    /// skipped; a key that appears twice in one object is an error (a dump with two values for one
    /// attribute is ambiguous); nesting deeper than `maximumDepth` is refused. Nothing may follow
    /// the document but whitespace.
    package static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int = 0,
        file: String?,
        maximumDepth: Int = JSONValue.maximumDepth
    ) throws(DumpImportError) -> JSONValue {
        do {
            return try parseDocument(bytes, from: start, file: file, maximumDepth: maximumDepth,
                                     duplicateKeyNote: "a dump must give each attribute once")
        } catch {
            throw DumpImportError(error)
        }
    }

    /// Parses one JSON document as ``parse(_:from:file:maximumDepth:)`` does, reporting problems
    /// as the snapshot reader does (a configuration file wraps them in its own error).
    /// `duplicateKeyNote` ends the duplicate-key message, saying why a key may appear only once.
    package static func parseDocument(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0, file: String?, maximumDepth: Int, duplicateKeyNote: String
    ) throws(SnapshotFormatError) -> JSONValue {
        var parser = JSONTreeParser(scanner: JSONScanner(bytes: bytes, file: file, maximumDepth: maximumDepth),
                                    duplicateKeyNote: duplicateKeyNote)
        return try parser.parseDocument(from: start)
    }
}

/// Builds a ``JSONValue`` tree from scanner tokens with an explicit stack instead of recursion.
private struct JSONTreeParser {
    var scanner: JSONScanner
    let duplicateKeyNote: String

    /// An array or object still open, with what it has collected so far.
    private enum OpenContainer {
        case array(start: Int, elements: [JSONValue])
        case object(start: Int, members: [JSONValue.Member], key: String, keyOffset: Int, keys: Set<String>?)
    }

    /// Objects with more members than this check duplicates through a set instead of a scan.
    private static let linearDuplicateCheckLimit = 12

    init(scanner: JSONScanner, duplicateKeyNote: String) {
        self.scanner = scanner
        self.duplicateKeyNote = duplicateKeyNote
    }

    mutating func parseDocument(from start: Int) throws(SnapshotFormatError) -> JSONValue {
        scanner.advance(by: start)
        if ByteOrderMark.isPresent(in: scanner.bytes, at: start) {
            scanner.advance(by: ByteOrderMark.length)
        }
        let root = try parseValue()
        try scanner.expectEnd()
        return root
    }

    private mutating func parseValue() throws(SnapshotFormatError) -> JSONValue {
        var stack: [OpenContainer] = []
        while true {
            guard let byte = scanner.peek() else { throw scanner.unexpected("a value") }
            let start = scanner.offset
            var completed: JSONValue
            switch byte {
            case UInt8(ascii: "{"):
                try scanner.enterContainer(byte, "an object")
                if scanner.closeIfEmpty(UInt8(ascii: "}")) {
                    completed = JSONValue(.object([]), at: start)
                } else {
                    let (key, keyOffset) = try readKey()
                    stack.append(.object(start: start, members: [], key: key, keyOffset: keyOffset, keys: nil))
                    continue
                }
            case UInt8(ascii: "["):
                try scanner.enterContainer(byte, "an array")
                if scanner.closeIfEmpty(UInt8(ascii: "]")) {
                    completed = JSONValue(.array([]), at: start)
                } else {
                    stack.append(.array(start: start, elements: []))
                    continue
                }
            case UInt8(ascii: "\""):
                let raw = try scanner.scanString()
                completed = JSONValue(.string(scanner.string(raw)), at: start)
            case UInt8(ascii: "t"):
                try scanner.readLiteral("true")
                completed = JSONValue(.bool(true), at: start)
            case UInt8(ascii: "f"):
                try scanner.readLiteral("false")
                completed = JSONValue(.bool(false), at: start)
            case UInt8(ascii: "n"):
                try scanner.readLiteral("null")
                completed = JSONValue(.null, at: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try scanner.scanNumber()
                // The scanner has checked the grammar; Double parses every JSON number (huge
                // exponents give ±infinity, which frames turn into 0).
                completed = JSONValue(.number(Double(scanner.text(number)) ?? 0), at: start)
            default:
                throw scanner.unexpected("a value")
            }

            // Hand the finished value to the containers it closes, until one needs another value.
            while true {
                guard let open = stack.popLast() else { return completed }
                switch open {
                case .array(let arrayStart, var elements):
                    elements.append(completed)
                    if try scanner.continueContainer(close: UInt8(ascii: "]"), what: "an array element") {
                        stack.append(.array(start: arrayStart, elements: elements))
                    } else {
                        completed = JSONValue(.array(elements), at: arrayStart)
                        continue
                    }
                case .object(let objectStart, var members, let key, let keyOffset, var keys):
                    members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: completed))
                    if members.count > Self.linearDuplicateCheckLimit {
                        if keys == nil { keys = Set(members.lazy.map(\.key)) } else { keys?.insert(key) }
                    }
                    if try scanner.continueContainer(close: UInt8(ascii: "}"), what: "an object member") {
                        let (nextKey, nextKeyOffset) = try readKey()
                        try checkUnique(nextKey, at: nextKeyOffset, members: members, keys: keys)
                        stack.append(.object(start: objectStart, members: members, key: nextKey, keyOffset: nextKeyOffset, keys: keys))
                    } else {
                        completed = JSONValue(.object(members), at: objectStart)
                        continue
                    }
                }
                break
            }
        }
    }

    /// Reads `"key":` and returns the key with its offset.
    private mutating func readKey() throws(SnapshotFormatError) -> (String, Int) {
        guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("a member name in quotes") }
        let keyOffset = scanner.offset
        let raw = try scanner.scanString()
        try scanner.expect(UInt8(ascii: ":"), "':' after a member name")
        return (scanner.string(raw), keyOffset)
    }

    private func checkUnique(_ key: String, at offset: Int, members: [JSONValue.Member], keys: Set<String>?) throws(SnapshotFormatError) {
        let isDuplicate = keys.map { $0.contains(key) } ?? members.contains { $0.key == key }
        guard isDuplicate else { return }
        throw scanner.error(.duplicateKey, "duplicate key \"\(key)\" in one object; \(duplicateKeyNote)", at: offset)
    }
}

extension JSONValue {
    /// Parses `bytes` and hands the tree to `convert`, locating any ``JSONValueError`` it throws
    /// in the file: the shape every JSON dump reader shares.
    package static func read<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String?, _ convert: (JSONValue) throws(JSONValueError) -> Result
    ) throws(DumpImportError) -> Result {
        let json = try parse(bytes, file: file)
        do {
            return try convert(json)
        } catch {
            throw error.located(in: bytes, file: file)
        }
    }
}
