/// A problem with a parsed ``JSONValue``'s content (a wrong type, a missing key, a value the format
/// does not allow), at a byte offset. Readers turn it into a ``DumpImportError`` with
/// ``located(in:file:)``, which computes the line and column only then.
package struct JSONValueError: Error, Hashable, Sendable {
    package var reason: DumpImportReason
    /// The byte offset of the offending value.
    package var offset: Int
    /// What was expected and what was found.
    package var message: String

    package init(_ message: String, at offset: Int, reason: DumpImportReason = .invalidValue) {
        self.reason = reason
        self.offset = offset
        self.message = message
    }

    /// The error at its line and column in `bytes`.
    package func located(in bytes: UnsafeBufferPointer<UInt8>, file: String?) -> DumpImportError {
        DumpImportError(reason, message, at: offset, in: bytes, file: file)
    }

    /// "expected a number for \"width\", found a string", at `value`.
    package static func wrongType(_ expected: String, for name: String, found value: JSONValue) -> JSONValueError {
        JSONValueError("expected \(expected) for \(name), found \(value.kindDescription)", at: value.offset)
    }

    /// "expected \"type\" in this object", at the object.
    package static func missing(_ key: String, in object: JSONValue, what: String = "this object") -> JSONValueError {
        JSONValueError("expected \"\(key)\" in \(what)", at: object.offset)
    }
}
