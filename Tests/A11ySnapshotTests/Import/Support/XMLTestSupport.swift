import A11ySnapshot
import Testing

/// Parses `text` with ``XMLReader``.
func parseXML(_ text: String) throws(DumpImportError) -> XMLElementNode {
    try XMLReader.parse(Array(text.utf8), file: "test.xml")
}

/// The error `bytes` must raise when read by `read` (by default the XML reader alone).
func importError(_ bytes: [UInt8], read: (UnsafeBufferPointer<UInt8>) throws(DumpImportError) -> Void) -> DumpImportError? {
    bytes.withUnsafeBufferPointer { buffer in
        do throws(DumpImportError) {
            try read(buffer)
            return nil
        } catch {
            return error
        }
    }
}

func xmlError(_ text: String) -> DumpImportError? {
    xmlError(Array(text.utf8))
}

func xmlError(_ bytes: [UInt8]) -> DumpImportError? {
    importError(bytes) { buffer throws(DumpImportError) in _ = try XMLReader.parse(buffer, file: "test.xml") }
}

/// Expects `error` to have `reason`, to sit where `needle` first occurs in `text`, and to
/// mention each of `words`.
func expectError(
    _ error: DumpImportError?, _ reason: DumpImportError.Reason, in text: String, at needle: String,
    occurrence: Int = 1, mentioning words: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let error = try #require(error, "expected an error", sourceLocation: sourceLocation)
    #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
    let expected = location(of: needle, in: text, occurrence: occurrence)
    #expect(error.line == expected.line && error.column == expected.column,
            "reported \(error.line):\(error.column), expected \(expected.line):\(expected.column) — \(error)", sourceLocation: sourceLocation)
    for word in words {
        #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
    }
}

/// Expects `error` at the end of `text` (line and column just past the last character).
func expectErrorAtEnd(
    _ error: DumpImportError?, _ reason: DumpImportError.Reason, in text: String,
    mentioning words: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let error = try #require(error, "expected an error", sourceLocation: sourceLocation)
    #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.count
    let column = (lines.last?.unicodeScalars.count ?? 0) + 1
    #expect(error.line == line && error.column == column,
            "reported \(error.line):\(error.column), expected \(line):\(column) — \(error)", sourceLocation: sourceLocation)
    for word in words {
        #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
    }
}
