@testable import A11ySnapshot
import Testing
import TestSupport

/// The JSON layer under the JSON importers: a strict, iterative parser that keeps offsets, and
/// typed accessors that fail at the offending value.
@Suite("JSON value layer")
struct JSONValueTests {
    private func parse(_ text: String, from start: Int = 0) throws(DumpImportError) -> JSONValue {
        try Array(text.utf8).withTypedUnsafeBufferPointer { buffer throws(DumpImportError) in
            try JSONValue.parse(buffer, from: start, file: "dump.json")
        }
    }

    /// The accessor's error, located in `text`.
    private func accessError(_ text: String, _ access: (JSONValue) throws(JSONValueError) -> Void) throws -> DumpImportError {
        let bytes = Array(text.utf8)
        let value = try parse(text)
        do {
            try access(value)
        } catch {
            return bytes.withUnsafeBufferPointer { error.located(in: $0, file: "dump.json") }
        }
        Issue.record("expected an access error")
        return DumpImportError(reason: .empty, file: nil, line: 0, column: 0, message: "")
    }

    @Test("Objects keep their members in document order")
    func keyOrder() throws {
        let value = try parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        #expect(value.members?.map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test("Every value keeps the byte offset where it starts")
    func offsets() throws {
        let text = #"{"a": [true, "x"], "b": null}"#
        let value = try parse(text)
        let array = try #require(value["a"]?.elements)
        #expect(value.offset == 0)
        #expect(array[1].offset == 13)
        #expect(value.members?[1].keyOffset == 19)
        #expect(value["b"]?.offset == 24)
    }

    @Test("Strings are unescaped and numbers read as doubles")
    func scalars() throws {
        let value = try parse(#"{"s": "a\"b\u00e9", "n": -12.5e1, "t": true, "f": false}"#)
        #expect(try value.string("s") == "a\"bé")
        #expect(try value.number("n") == -125)
        #expect(try value.bool("t") == true)
        #expect(try value.bool("f") == false)
    }

    @Test("A duplicate key is an error at its second occurrence")
    func duplicateKey() {
        ImportExpectations.expectError(#"{"label": "a", "label": "b"}"#, with: JSONOnlyReader.self, at: #""label": "b""#, mentioning: ["duplicate key \"label\""])
    }

    @Test("A duplicate key in a large object is found as well")
    func duplicateKeyInLargeObject() {
        let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{\(members), \"k7\": 0}"
        ImportExpectations.expectError(text, with: JSONOnlyReader.self, at: "\"k7\": 0}", mentioning: ["duplicate key \"k7\""])
    }

    @Test("A 100,000-level nesting is refused cleanly at the depth limit")
    func deepNesting() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(caughtError(DumpImportError.self) { try parse(text) })
        #expect(error.reason == .nestingTooDeep)
        #expect(error.line == 1 && error.column == JSONValue.maximumDepth + 1)
    }

    @Test("Nesting up to the limit parses")
    func nestingAtLimit() throws {
        let depth = JSONValue.maximumDepth
        let value = try parse(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        #expect(value.elements?.count == 1)
    }

    @Test("Truncated input names the end of the file")
    func truncated() throws {
        let error = try #require(caughtError(DumpImportError.self) { try parse("{\"a\": [1, 2") })
        #expect(error.reason == .truncated)
        #expect(error.line == 1 && error.column == 12)
        #expect(error.message.contains("end of the file"))
    }

    @Test("A trailing comma is malformed JSON")
    func trailingComma() {
        ImportExpectations.expectError("{\"a\": 1,}", with: JSONOnlyReader.self, at: "}", reason: .malformed, mentioning: ["trailing comma"])
    }

    @Test("Invalid UTF-8 inside a string is an encoding error")
    func invalidEncoding() throws {
        let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        let error = try #require(caughtError(DumpImportError.self) {
            try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in try JSONValue.parse(buffer, file: nil) }
        })
        #expect(error.reason == .invalidEncoding)
    }

    @Test("Content after the document is an error")
    func trailingContent() {
        ImportExpectations.expectError("{}\n{}", with: JSONOnlyReader.self, at: "{}", occurrence: 2, mentioning: ["expected the end of the file"])
    }

    @Test("A byte-order mark before the document is skipped")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8)
        let value = try bytes.withUnsafeBufferPointer { buffer throws(DumpImportError) in try JSONValue.parse(buffer, file: nil) }
        #expect(try value.number("a") == 1)
    }

    @Test("Parsing can start after a banner, with positions of the whole input")
    func startOffset() throws {
        let text = "banner line\n{\"a\": x}"
        let error = try #require(caughtError(DumpImportError.self) { try parse(text, from: 12) })
        #expect(error.line == 2 && error.column == 7)
    }

    @Test("A wrong-typed member names what was expected and what was found, at the value")
    func wrongType() throws {
        let text = "{\n  \"width\": \"wide\"\n}"
        let error = try accessError(text) { value throws(JSONValueError) in _ = try value.number("width") }
        #expect(error.message == "expected a number for \"width\", found a string")
        #expect(error.line == 2 && error.column == 12)
    }

    @Test("Booleans are accepted as true/false and as \"true\"/\"false\"/\"1\"/\"0\"")
    func stringBooleans() throws {
        let value = try parse(#"{"a": "1", "b": "0", "c": "true", "d": "false", "e": true}"#)
        #expect(try ["a", "b", "c", "d", "e"].map { key throws(JSONValueError) in try value.bool(key) } == [true, false, true, false, true])
    }

    @Test("Any other string for a boolean is an error quoting it")
    func badStringBoolean() throws {
        let error = try accessError(#"{"enabled": "maybe"}"#) { value throws(JSONValueError) in _ = try value.bool("enabled") }
        #expect(error.message.contains("found the string \"maybe\""))
        #expect(error.column == 13)
    }

    @Test("Absent and null members read as nil")
    func absentAndNull() throws {
        let value = try parse(#"{"label": null}"#)
        #expect(try value.string("label") == nil)
        #expect(try value.string("missing") == nil)
        #expect(value.has("label"))
    }

    @Test("A required member that is missing is an error at its object")
    func missingRequired() throws {
        let error = try accessError("[\n  {\"x\": 1}\n]") { value throws(JSONValueError) in
            _ = try value.elements?[0].required("type")
        }
        #expect(error.message == "expected \"type\" in this object")
        #expect(error.line == 2 && error.column == 3)
    }

    @Test("Text accepts numbers and booleans, writing whole numbers without a fraction")
    func textValues() throws {
        let value = try parse(#"{"a": 1, "b": 0.5, "c": true}"#)
        #expect(try value.text("a") == "1")
        #expect(try value.text("b") == "0.5")
        #expect(try value.text("c") == "1")
    }

    @Test("The tree walk converts deep trees without recursion, children in order")
    func treeWalk() throws {
        var text = "{\"n\": 0"
        for index in 1..<200 { text += ", \"c\": [{\"n\": \(index)" }
        text += String(repeating: "}]", count: 199) + "}"
        let root = try parse(text)
        let depth: Int = try JSONTreeWalk.convert(root, context: 0) { value, level throws(JSONValueError) in
            try (value.array("c") ?? []).map { ($0, level + 1) }
        } build: { _, level, children throws(JSONValueError) in
            children.first ?? level
        }
        #expect(depth == 199)
    }
}

/// Parses JSON and nothing else, so the JSON layer's errors can be checked through the shared helper.
private enum JSONOnlyReader: DumpReader {
    static var format: DumpFormat { .wdaJSON }
    static func recognizes(_ head: DumpHead) -> Bool { false }
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?) throws(DumpImportError) -> ImportedDocument {
        _ = try JSONValue.parse(bytes, file: file)
        return ImportedDocument(roots: [])
    }
}
