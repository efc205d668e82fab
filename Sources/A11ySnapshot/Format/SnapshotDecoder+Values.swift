/// The decoder's building blocks: containers read member by member, and typed values with the
/// errors that name the key and what was expected.
extension SnapshotDecoder {
    // MARK: Containers

    /// Reads an array whose `[` is next (its type already checked): `element` reads each
    /// element, and the array is left after its `]`. `what` names an element in the error for a
    /// missing `,` or `]`; it is made only then.
    @inline(__always)
    mutating func readArray(
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
    mutating func readObject<Key: RawRepresentable<Int>>(
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

    var position: Int {
        mutating get {
            _ = scanner.peek()
            return scanner.offset
        }
    }

    func wrongType(_ expected: String, for key: String) -> SnapshotFormatError {
        scanner.error(.wrongType, "expected \(expected) for \"\(key)\", found \(scanner.describeValue())")
    }

    /// Reads `"name":` and returns which key it is, rejecting unknown and repeated keys.
    mutating func readKey<Key: RawRepresentable<Int>>(
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

    func requireKeys(
        _ seen: KeySet, _ required: [Int], names: [String], in place: String, at start: Int, note: String = ""
    ) throws(SnapshotFormatError) {
        let missing = required.filter { !seen.contains($0) }.map { "\"\(names[$0])\"" }
        guard missing.isEmpty else {
            let list = missing.joined(separator: ", ")
            throw scanner.error(.missingKey, "\(place) is missing required key\(missing.count > 1 ? "s" : "") \(list)\(note)", at: start)
        }
    }

    mutating func decodeString(for key: String, hint: String? = nil) throws(SnapshotFormatError) -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            var error = wrongType("a string", for: key)
            if let hint { error.message += "; \(hint)" }
            throw error
        }
        return scanner.string(try scanner.scanString())
    }

    /// A string, or `nil` for `null`.
    mutating func decodeOptionalString(for key: String) throws(SnapshotFormatError) -> String? {
        switch scanner.peek() {
        case UInt8(ascii: "\""): return scanner.string(try scanner.scanString())
        case UInt8(ascii: "n"):
            try scanner.readLiteral("null")
            return nil
        default: throw wrongType("a string or null", for: key)
        }
    }

    mutating func decodeOptionalName<Name: ByteNamed>(
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

    mutating func decodeStringArray(for key: String) throws(SnapshotFormatError) -> [String] {
        guard scanner.peek() == UInt8(ascii: "[") else { throw wrongType("an array of strings", for: key) }
        var strings: [String] = []
        try readArray("a string in \"\(key)\"") { decoder throws(SnapshotFormatError) in strings.append(try decoder.decodeString(for: key)) }
        return strings
    }

    mutating func decodeBool(for key: String) throws(SnapshotFormatError) -> Bool {
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

    mutating func decodeInteger(for key: String) throws(SnapshotFormatError) -> Int {
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

    mutating func decodeFrame(for key: String) throws(SnapshotFormatError) -> Frame {
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
    mutating func decodeOptionalCoordinate(for key: String) throws(SnapshotFormatError) -> Double? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        return try decodeCoordinate(for: key)
    }

    /// A line count: an integer from 0 (no limit), or `nil` for `null`.
    mutating func decodeLineCount(for key: String) throws(SnapshotFormatError) -> Int? {
        if scanner.peek() == UInt8(ascii: "n") { try scanner.readLiteral("null"); return nil }
        let start = position
        let value = try decodeInteger(for: key)
        guard value >= 0 else {
            throw scanner.error(.invalidValue, "\"\(key)\" must be 0 (no limit) or a positive number of lines, found \(value)", at: start)
        }
        return value
    }

    /// A number in points, rounded to hundredths as `docs/FORMAT.md` specifies.
    mutating func decodeCoordinate(for key: String) throws(SnapshotFormatError) -> Double {
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
