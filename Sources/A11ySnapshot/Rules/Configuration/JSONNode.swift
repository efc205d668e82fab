/// A parsed JSON value that remembers where it starts, for configuration files whose errors must
/// name the line and column of the offending key. Built on the snapshot reader's strict
/// ``JSONScanner``, so the same JSON is accepted and refused, duplicate keys included.
struct JSONNode {
    indirect enum Value {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    struct Member {
        let key: String
        /// Byte offset of the key's opening quote.
        let keyOffset: Int
        let value: JSONNode
    }

    let value: Value
    /// Byte offset where the value starts.
    let offset: Int

    /// Words for the value's type, for wrong-type messages.
    var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        }
    }

    /// Parses one complete JSON document.
    static func parse(_ scanner: inout JSONScanner) throws(SnapshotFormatError) -> JSONNode {
        if scanner.bytes.isEmpty { throw scanner.error(.empty, "the file is empty; expected a JSON object") }
        let node = try parseValue(&scanner)
        try scanner.expectEnd()
        return node
    }

    private static func parseValue(_ scanner: inout JSONScanner) throws(SnapshotFormatError) -> JSONNode {
        guard let byte = scanner.peek() else { throw scanner.unexpected("a value") }
        let start = scanner.offset
        switch byte {
        case UInt8(ascii: "{"):
            try scanner.enterContainer(byte, "an object")
            var members: [Member] = []
            if !scanner.closeIfEmpty(UInt8(ascii: "}")) {
                repeat {
                    guard scanner.peek() == UInt8(ascii: "\"") else { throw scanner.unexpected("a member name in quotes") }
                    let keyOffset = scanner.offset
                    let key = scanner.string(try scanner.scanString())
                    if members.contains(where: { $0.key == key }) {
                        throw scanner.error(.duplicateKey, "duplicate key \"\(key)\"", at: keyOffset)
                    }
                    try scanner.expect(UInt8(ascii: ":"), "':' after the member name")
                    members.append(Member(key: key, keyOffset: keyOffset, value: try parseValue(&scanner)))
                } while try scanner.continueContainer(close: UInt8(ascii: "}"), what: "a member")
            }
            return JSONNode(value: .object(members), offset: start)
        case UInt8(ascii: "["):
            try scanner.enterContainer(byte, "an array")
            var items: [JSONNode] = []
            if !scanner.closeIfEmpty(UInt8(ascii: "]")) {
                repeat { items.append(try parseValue(&scanner)) } while try scanner.continueContainer(close: UInt8(ascii: "]"), what: "an array item")
            }
            return JSONNode(value: .array(items), offset: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(scanner.string(try scanner.scanString())), offset: start)
        case UInt8(ascii: "t"):
            try scanner.readLiteral("true")
            return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try scanner.readLiteral("false")
            return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try scanner.readLiteral("null")
            return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try scanner.scanNumber()
            guard let value = Double(scanner.text(number)), value.isFinite else {
                throw scanner.error(.numberOutOfRange, "number \(scanner.text(number)) is out of range", at: start)
            }
            return JSONNode(value: .number(value), offset: start)
        default:
            throw scanner.unexpected("a value")
        }
    }
}
