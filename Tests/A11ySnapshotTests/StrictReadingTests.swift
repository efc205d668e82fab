import A11ySnapshot
import Foundation
import Testing

/// Reading is strict: every malformed input is an error naming the line, the column and what was
/// expected. None of these may crash.
@Suite("Strict reading")
struct StrictReadingTests {
    /// `minimalDocument` with one piece replaced.
    private func document(replacing target: String, with replacement: String) -> String {
        precondition(minimalDocument.contains(target), "\(target) not in the minimal document")
        return minimalDocument.replacingOccurrences(of: target, with: replacement)
    }

    private func expectError(
        _ text: String, _ reason: SnapshotFormatReason, at needle: String, occurrence: Int = 1,
        mentioning words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let error = try #require(readingError(text), sourceLocation: sourceLocation)
        #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
        let expected = location(of: needle, in: text, occurrence: occurrence)
        #expect(error.line == expected.line && error.column == expected.column,
                "reported \(error.line):\(error.column), expected \(expected.line):\(expected.column) — \(error)", sourceLocation: sourceLocation)
        for word in words {
            #expect(error.message.contains(word), "message lacks \"\(word)\": \(error.message)", sourceLocation: sourceLocation)
        }
        #expect(error.description.hasPrefix("test.json:\(error.line):\(error.column): error: "), sourceLocation: sourceLocation)
    }

    // MARK: Malformed JSON

    @Test("A missing comma between members names what was expected")
    func missingComma() throws {
        let text = document(replacing: "\"value\": null,", with: "\"value\": null")
        try expectError(text, .malformedJSON, at: "\"traits\"", mentioning: ["expected ',' or '}'", "found a string"])
    }

    @Test("A trailing comma in an array is an error")
    func trailingComma() throws {
        let text = document(replacing: "[\"button\"]", with: "[\"button\",]")
        try expectError(text, .malformedJSON, at: "]", occurrence: 2, mentioning: ["trailing comma"])
    }

    @Test("Single-quoted strings are not JSON")
    func singleQuotes() throws {
        let text = document(replacing: "\"Minimal\"", with: "'Minimal'")
        try expectError(text, .wrongType, at: "'Minimal'", mentioning: ["expected a string for \"name\"", "found '''"])
    }

    @Test("Comments are not JSON")
    func comments() throws {
        let text = document(replacing: "\"version\": 1,", with: "// snapshot\n  \"version\": 1,")
        try expectError(text, .malformedJSON, at: "//", mentioning: ["a member name in quotes"])
    }

    @Test("A bare word where a value belongs is an error")
    func bareWord() throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": yes")
        try expectError(text, .wrongType, at: "yes", mentioning: ["true or false", "found 'y'"])
    }

    @Test("A misspelt literal is an error at the literal")
    func misspeltLiteral() throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": tru")
        try expectError(text, .malformedJSON, at: "tru", mentioning: ["expected a value"])
    }

    @Test("Content after the document is an error")
    func trailingContent() throws {
        let text = minimalDocument + "{}"
        try expectError(text, .malformedJSON, at: "{}", mentioning: ["end of the file"])
    }

    @Test("An unescaped control character inside a string is an error")
    func controlCharacterInString() throws {
        let text = document(replacing: "\"Log in\"", with: "\"Log\tin\"")
        try expectError(text, .malformedJSON, at: "\tin", mentioning: ["control character 0x9"])
    }

    @Test("An invalid escape is an error")
    func invalidEscape() throws {
        let text = document(replacing: "\"Log in\"", with: "\"Log\\x41\"")
        try expectError(text, .malformedJSON, at: "x41", mentioning: ["invalid escape '\\x'"])
    }

    @Test("A \\u escape needs four hex digits")
    func shortUnicodeEscape() throws {
        let text = document(replacing: "\"Log in\"", with: "\"Log\\u12G4\"")
        try expectError(text, .malformedJSON, at: "G4", mentioning: ["four hex digits"])
    }

    // MARK: Truncation

    @Test("An empty file is an error")
    func emptyFile() throws {
        let error = try #require(readingError(""))
        #expect(error.reason == .empty)
        #expect((error.line, error.column) == (1, 1))
    }

    @Test("A file of only whitespace is truncated")
    func whitespaceOnly() throws {
        let error = try #require(readingError("  \n "))
        #expect(error.reason == .truncated)
        #expect((error.line, error.column) == (2, 2))
    }

    @Test("Every truncation of a valid document is an error, never a crash")
    func everyTruncation() throws {
        let bytes = Array(minimalDocument.utf8)
        for length in 0..<bytes.count - 1 {
            let error = readingError(Array(bytes[..<length]))
            #expect(error != nil, "prefix of \(length) bytes was accepted")
        }
    }

    @Test("A file cut inside a string says where the string began")
    func truncatedString() throws {
        let text = "{\n  \"version\": 1,\n  \"name\": \"Minim"
        try expectError(text, .truncated, at: "\"Minim", mentioning: ["not closed"])
    }

    @Test("A file cut after a member says the end came too early")
    func truncatedObject() throws {
        let text = "{\n  \"version\": 1,"
        let error = try #require(readingError(text))
        #expect(error.reason == .truncated)
        #expect((error.line, error.column) == (2, 16))
        #expect(error.message.contains("found the end of the file"))
    }

    // MARK: Schema

    @Test("A wrong type for a core key names the key and both types")
    func wrongTypeForLabel() throws {
        let text = document(replacing: "\"label\": \"Log in\"", with: "\"label\": null")
        try expectError(text, .wrongType, at: "null,\n      \"value\"", mentioning: ["expected a string for \"label\"", "found null", "use \"\""])
    }

    @Test("A string where a boolean belongs is a wrong type")
    func wrongTypeForEnabled() throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": \"true\"")
        try expectError(text, .wrongType, at: "\"true\"", mentioning: ["true or false", "found a string"])
    }

    @Test("A frame must be an array of four numbers")
    func frameShape() throws {
        let three = document(replacing: "[16, 200, 361, 50]", with: "[16, 200, 361]")
        try expectError(three, .invalidValue, at: "[16, 200, 361]", mentioning: ["4 numbers", "found 3"])
        let object = document(replacing: "[16, 200, 361, 50]", with: "{\"x\": 16}")
        try expectError(object, .wrongType, at: "{\"x\"", mentioning: ["four numbers", "found an object"])
        let strings = document(replacing: "[16, 200, 361, 50]", with: "[\"16\", 200, 361, 50]")
        try expectError(strings, .wrongType, at: "\"16\"", mentioning: ["a number", "found a string"])
    }

    @Test("A duplicate key is an error at its second occurrence")
    func duplicateKey() throws {
        let text = document(replacing: "\"value\": null,", with: "\"value\": null,\n      \"label\": \"Again\",")
        try expectError(text, .duplicateKey, at: "\"label\"", occurrence: 2, mentioning: ["duplicate key \"label\""])
    }

    @Test("A duplicate top-level key is an error")
    func duplicateTopLevelKey() throws {
        let text = document(replacing: "\"name\": \"Minimal\",", with: "\"name\": \"Minimal\",\n  \"name\": \"Other\",")
        try expectError(text, .duplicateKey, at: "\"name\"", occurrence: 2, mentioning: ["duplicate key \"name\""])
    }

    @Test("An unknown element key is an error that lists the known keys")
    func unknownElementKey() throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": true,\n      \"lable\": \"typo\"")
        try expectError(text, .unknownKey, at: "\"lable\"", mentioning: ["unknown key \"lable\"", "\"label\"", "\"children\""])
    }

    @Test("An unknown top-level key is an error")
    func unknownTopLevelKey() throws {
        let text = document(replacing: "\"name\": \"Minimal\",", with: "\"name\": \"Minimal\",\n  \"device\": \"iPhone\",")
        try expectError(text, .unknownKey, at: "\"device\"", mentioning: ["unknown key \"device\"", "the snapshot object"])
    }

    @Test("An unknown trait name is an error that lists the vocabulary")
    func unknownTrait() throws {
        let text = document(replacing: "[\"button\"]", with: "[\"buton\"]")
        try expectError(text, .invalidValue, at: "\"buton\"", mentioning: ["unknown trait \"buton\"", "button, link, header"])
    }

    @Test("notEnabled is not a trait: it is written as enabled false")
    func notEnabledTrait() throws {
        let text = document(replacing: "[\"button\"]", with: "[\"button\", \"notEnabled\"]")
        try expectError(text, .invalidValue, at: "\"notEnabled\"", mentioning: ["\"enabled\": false"])
    }

    @Test("bitN may only name bits that have no name")
    func bitSpellingOfNamedTrait() throws {
        let text = document(replacing: "[\"button\"]", with: "[\"bit0\"]")
        try expectError(text, .invalidValue, at: "\"bit0\"", mentioning: ["write \"button\""])
        let outOfRange = document(replacing: "[\"button\"]", with: "[\"bit64\"]")
        try expectError(outOfRange, .invalidValue, at: "\"bit64\"", mentioning: ["unknown trait"])
    }

    @Test("A trait listed twice is an error")
    func repeatedTrait() throws {
        let text = document(replacing: "[\"button\"]", with: "[\"button\", \"button\"]")
        try expectError(text, .invalidValue, at: "\"button\"", occurrence: 2, mentioning: ["listed twice"])
    }

    @Test("Unknown element types, container kinds and keyboard types are errors", arguments: [
        ("type", "\"buton\"", "element type"), ("container", "\"stack\"", "container kind"), ("keyboardType", "\"qwerty\"", "keyboard type"),
    ])
    func unknownEnumeratedValues(key: String, value: String, what: String) throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": true,\n      \"\(key)\": \(value)")
        try expectError(text, .invalidValue, at: value, mentioning: ["unknown \(what)"])
    }

    @Test("A malformed colour is an error")
    func malformedColour() throws {
        let text = document(replacing: "\"enabled\": true", with: "\"enabled\": true,\n      \"colors\": {\"foreground\": \"red\"}")
        try expectError(text, .invalidValue, at: "\"red\"", mentioning: ["#RRGGBB"])
    }

    @Test("Each missing core key is named", arguments: ["label", "value", "traits", "frame", "enabled"])
    func missingCoreKey(key: String) throws {
        let lines = minimalDocument.split(separator: "\n", omittingEmptySubsequences: false)
        var kept = lines.filter { !$0.contains("\"\(key)\":") }
        if key == "enabled", let index = kept.firstIndex(where: { $0.contains("\"frame\"") }) {
            kept[index] = kept[index].dropLast() // the frame line loses its comma
        }
        let text = kept.joined(separator: "\n")
        try expectError(text, .missingKey, at: "{\n      \"", mentioning: ["missing required key \"\(key)\"", "every element has"])
    }

    @Test("Missing top-level keys are named together")
    func missingTopLevelKeys() throws {
        let text = "{\n  \"version\": 1,\n  \"elements\": []\n}\n"
        try expectError(text, .missingKey, at: "{", mentioning: ["missing required keys \"name\", \"viewport\""])
    }

    @Test("A top-level array is not a snapshot")
    func topLevelArray() throws {
        try expectError("[]", .malformedJSON, at: "[", mentioning: ["'{' to start the snapshot object", "found an array"])
    }

    // MARK: Version

    @Test("A newer version is reported as unsupported, naming both versions")
    func unsupportedVersion() throws {
        let text = document(replacing: "\"version\": 1", with: "\"version\": 2")
        try expectError(text, .unsupportedVersion, at: "\"version\"", mentioning: ["unsupported snapshot version 2", "reads version 1"])
    }

    @Test("A newer version is the reported problem even when new keys come before it")
    func unsupportedVersionAfterUnknownKeys() throws {
        let text = "{\n  \"device\": \"iPhone\",\n  \"version\": 3,\n  \"name\": \"x\"\n}\n"
        let error = try #require(readingError(text))
        #expect(error.reason == .unsupportedVersion)
        #expect(error.message.contains("version 3"))
    }

    @Test("A version that is not an integer is an error", arguments: ["1.5", "\"1\"", "1e0"])
    func nonIntegerVersion(spelling: String) throws {
        let text = document(replacing: "\"version\": 1", with: "\"version\": \(spelling)")
        let error = try #require(readingError(text))
        #expect(error.reason == .invalidValue || error.reason == .wrongType)
        #expect((error.line, error.column) == location(of: spelling, in: text))
    }

    // MARK: Encoding

    @Test("A UTF-8 byte order mark is rejected")
    func byteOrderMark() throws {
        let error = try #require(readingError([0xEF, 0xBB, 0xBF] + Array(minimalDocument.utf8)))
        #expect(error.reason == .byteOrderMark)
        #expect((error.line, error.column) == (1, 1))
    }

    @Test("UTF-16 input is recognized and rejected with a clear message")
    func utf16() throws {
        let utf16: [UInt8] = [0xFF, 0xFE] + minimalDocument.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let error = try #require(readingError(utf16))
        #expect(error.reason == .invalidEncoding)
        #expect(error.message.contains("UTF-16"))
        let withoutBOM: [UInt8] = minimalDocument.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(readingError(withoutBOM)?.reason == .invalidEncoding)
    }

    @Test("Invalid UTF-8 inside a string is rejected at the offending byte", arguments: [
        [0xC3], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x28, 0xA1],
    ] as [[UInt8]])
    func invalidUTF8(sequence: [UInt8]) throws {
        let parts = minimalDocument.components(separatedBy: "Log in")
        let bytes = Array(parts[0].utf8) + Array("Log".utf8) + sequence + Array(parts[1].utf8)
        let error = try #require(readingError(bytes))
        #expect(error.reason == .invalidEncoding)
        #expect(error.line == 7)
        #expect(error.column == 20 || error.column == 21, "the bad byte follows `      \"label\": \"Log`")
        #expect(error.message.contains("UTF-8"))
    }

    @Test("Lone surrogate escapes are rejected", arguments: ["\\ud800", "\\udc00", "\\ud800\\u0041", "\\ud800x"])
    func loneSurrogates(escape: String) throws {
        let text = document(replacing: "\"Log in\"", with: "\"Log\(escape)\"")
        try expectError(text, .invalidEncoding, at: escape, mentioning: ["surrogate"])
    }

    @Test("Columns count characters, not bytes, after non-ASCII text")
    func columnsCountScalars() throws {
        let text = document(replacing: "\"Log in\",", with: "\"日本語\" \"x\",")
        try expectError(text, .malformedJSON, at: "\"x\"", mentioning: ["expected ',' or '}'"])
    }

    // MARK: Nesting

    @Test("Nesting deeper than the documented limit is an error, not a stack overflow")
    func nestingLimit() throws {
        let depth = 100_000
        var text = "{\"version\": 1, \"name\": \"deep\", \"viewport\": [0, 0, 1, 1], \"elements\": ["
        let element = "{\"label\": \"\", \"value\": null, \"traits\": [], \"frame\": [0, 0, 1, 1], \"enabled\": true, \"children\": ["
        text += String(repeating: element, count: depth)
        let error = try #require(readingError(text))
        #expect(error.reason == .nestingTooDeep)
        #expect(error.message.contains("\(AccessibilitySnapshot.maximumNestingDepth)"))
        #expect(error.line == 1)
    }

    @Test("Trees up to the nesting limit are read")
    func deepButAllowed() throws {
        var element = AccessibilityElement.button("leaf")
        // Each element level is two JSON levels; the document adds two more.
        for level in 0..<(AccessibilitySnapshot.maximumNestingDepth / 2 - 2) {
            element = AccessibilityElement(label: "level \(level)", children: [element])
        }
        let snapshot = AccessibilitySnapshot(name: "deep", viewport: .zero, elements: [element])
        #expect(try AccessibilitySnapshot(json: snapshot.canonicalJSON()) == snapshot)
    }

    @Test("Empty containers do not count towards the nesting limit, however many siblings have them")
    func emptyContainersDoNotAccumulateDepth() throws {
        let sibling = "{\"label\": \"\", \"value\": null, \"traits\": [], \"frame\": [0, 0, 1, 1], \"enabled\": true, \"customActions\": [], \"children\": [], \"colors\": {}}"
        let text = "{\"version\": 1, \"name\": \"wide\", \"viewport\": [0, 0, 1, 1], \"elements\": ["
            + Array(repeating: sibling, count: 1000).joined(separator: ",") + "]}"
        #expect(try AccessibilitySnapshot(json: Array(text.utf8)).elements.count == 1000)
    }

    @Test("Deeply nested plain arrays in an unexpected place are rejected without recursion trouble")
    func deepArraysInUnknownPlace() throws {
        let text = "{\"version\": 2, \"x\": " + String(repeating: "[", count: 1_000_000)
        let error = try #require(readingError(text))
        #expect(error.reason == .unsupportedVersion || error.reason == .unknownKey)
    }
}
