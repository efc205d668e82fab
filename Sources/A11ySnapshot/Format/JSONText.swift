/// The snapshot reader's JSON layer on its own: checks that bytes are one complete JSON text, as
/// ``JSONScanner`` reads it under every snapshot, with no schema. It holds the JSON layer to the
/// JSON test suites (docs/RELIABILITY.md, "JSON conformance"): what it accepts and refuses is
/// exactly what the snapshot reader accepts and refuses as JSON, before it looks at keys.
package enum JSONText {
    /// Checks that `bytes` are one JSON value (RFC 8259) with only whitespace around it.
    ///
    /// Stricter than RFC 8259 where the snapshot reader is: UTF-8 without a byte order mark, every
    /// string valid UTF-8 with no lone surrogate escape, containers nested at most `maximumDepth`
    /// levels. Numbers are checked against the grammar only (their range is the schema's
    /// business: `1e400` is valid JSON, and no coordinate). Duplicate member names are valid JSON;
    /// the snapshot schema refuses them.
    ///
    /// - Throws: ``SnapshotFormatError`` at the offending byte's line and column.
    package static func validate(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String? = nil,
        maximumDepth: Int = AccessibilitySnapshot.maximumNestingDepth
    ) throws(SnapshotFormatError) {
        var scanner = JSONScanner(bytes: bytes, file: file, maximumDepth: maximumDepth)
        try scanner.checkEncoding(expecting: "a JSON value", documents: "JSON texts")
        try scanner.skipValue()
        try scanner.expectEnd()
    }
}
