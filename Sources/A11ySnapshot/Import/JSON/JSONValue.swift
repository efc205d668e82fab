/// A JSON value read from a dump, with the byte offset where it starts, so an importer can report
/// a wrong-typed or missing value at its exact line and column.
///
/// Objects keep their members in document order. The tree is built by ``parse(_:from:file:maximumDepth:)``
/// on the project's strict ``JSONScanner``; the rules (duplicate keys, depth, byte-order mark) are
/// in `docs/import/json.md`.
package struct JSONValue: Sendable {
    /// What the value holds.
    package enum Content: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        package var key: String
        /// Where the key's opening quote is.
        package var keyOffset: Int
        package var value: JSONValue
    }

    package var content: Content
    /// The byte offset of the value's first byte in the input.
    package var offset: Int

    package init(_ content: Content, at offset: Int) {
        self.content = content
        self.offset = offset
    }

    /// Words for the value's JSON type, for "expected …, found …" messages: `a string`, `null`.
    package var kindDescription: String {
        switch content {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    package var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// The members when this is an object.
    package var members: [Member]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The elements when this is an array.
    package var elements: [JSONValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The string when this is a string.
    package var stringContent: String? {
        if case .string(let string) = content { return string }
        return nil
    }

    /// The member named `key` when this is an object that has one.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Whether this is an object with a member named `key` (of any value, `null` included).
    package func has(_ key: String) -> Bool {
        self[key] != nil
    }
}
