/// Typed access for importers. Each key accessor returns `nil` when the key is absent or `null`
/// (dumps write `null` for "not set"), the value when it has the expected type, and throws a
/// ``JSONValueError`` at the value otherwise: `expected a number for "width", found a string`.
extension JSONValue {
    // MARK: Values

    /// The string, `nil` for `null`; `name` is how messages call the value (`"label"`).
    package func stringValue(named name: String) throws(JSONValueError) -> String? {
        switch content {
        case .null: return nil
        case .string(let string): return string
        default: throw .wrongType("a string", for: name, found: self)
        }
    }

    /// The number, `nil` for `null`.
    package func numberValue(named name: String) throws(JSONValueError) -> Double? {
        switch content {
        case .null: return nil
        case .number(let number): return number
        default: throw .wrongType("a number", for: name, found: self)
        }
    }

    /// The boolean, `nil` for `null`. Formats that write booleans as strings are accepted:
    /// `"true"`, `"false"`, `"1"` and `"0"`.
    package func boolValue(named name: String) throws(JSONValueError) -> Bool? {
        switch content {
        case .null: return nil
        case .bool(let bool): return bool
        case .string(let string):
            switch string {
            case "true", "1": return true
            case "false", "0": return false
            default:
                throw JSONValueError("expected a boolean (true, false, \"true\", \"false\", \"1\" or \"0\") for \(name), found the string \"\(string)\"", at: offset)
            }
        default: throw .wrongType("a boolean", for: name, found: self)
        }
    }

    /// Text as a dump may state it: a string, or a number or boolean written as text (WebDriverAgent
    /// reports a switch's value as `1`). `nil` for `null`.
    package func textValue(named name: String) throws(JSONValueError) -> String? {
        switch content {
        case .null: return nil
        case .string(let string): return string
        case .bool(let bool): return bool ? "1" : "0"
        case .number(let number): return Self.text(of: number)
        default: throw .wrongType("a string", for: name, found: self)
        }
    }

    /// The elements, `nil` for `null`.
    package func arrayValue(named name: String) throws(JSONValueError) -> [JSONValue]? {
        switch content {
        case .null: return nil
        case .array(let elements): return elements
        default: throw .wrongType("an array", for: name, found: self)
        }
    }

    /// The value itself when it is an object, `nil` for `null`.
    package func objectValue(named name: String) throws(JSONValueError) -> JSONValue? {
        switch content {
        case .null: return nil
        case .object: return self
        default: throw .wrongType("an object", for: name, found: self)
        }
    }

    // MARK: Members

    /// The string member `key`.
    package func string(_ key: String) throws(JSONValueError) -> String? {
        try self[key]?.stringValue(named: Self.quoted(key))
    }

    /// The number member `key`.
    package func number(_ key: String) throws(JSONValueError) -> Double? {
        try self[key]?.numberValue(named: Self.quoted(key))
    }

    /// The boolean member `key` (`true`/`false` or `"true"`/`"false"`/`"1"`/`"0"`).
    package func bool(_ key: String) throws(JSONValueError) -> Bool? {
        try self[key]?.boolValue(named: Self.quoted(key))
    }

    /// The member `key` as text (a string, or a number or boolean written as text).
    package func text(_ key: String) throws(JSONValueError) -> String? {
        try self[key]?.textValue(named: Self.quoted(key))
    }

    /// The array member `key`.
    package func array(_ key: String) throws(JSONValueError) -> [JSONValue]? {
        try self[key]?.arrayValue(named: Self.quoted(key))
    }

    /// The object member `key`.
    package func object(_ key: String) throws(JSONValueError) -> JSONValue? {
        try self[key]?.objectValue(named: Self.quoted(key))
    }

    /// The array-of-strings member `key`; an element of another type is an error at the element.
    package func strings(_ key: String) throws(JSONValueError) -> [String]? {
        guard let elements = try array(key) else { return nil }
        var result: [String] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let string = element.stringContent else {
                throw .wrongType("a string", for: "an element of \(Self.quoted(key))", found: element)
            }
            result.append(string)
        }
        return result
    }

    /// The member `key`, which must be present and not `null`.
    package func required(_ key: String, in what: String = "this object") throws(JSONValueError) -> JSONValue {
        guard let value = self[key], !value.isNull else { throw .missing(key, in: self, what: what) }
        return value
    }

    // MARK: Helpers

    /// `"key"`, as messages quote a member name.
    package static func quoted(_ key: String) -> String { "\"\(key)\"" }

    /// A number as text, without a fractional part when it has none: `1`, `0.5`.
    package static func text(of number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return String(number)
    }
}
