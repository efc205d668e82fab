import A11ySnapshot
import Testing

/// Bad debug description input: each problem is a `DumpImportError` with its reason and the
/// exact line and column, never a crash.
@Suite("XCUI debugDescription import: errors")
struct XCUIDebugDescriptionErrorTests {
    private func expectError(
        _ input: String, _ reason: DumpImportReason, line: Int, column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectError(Array(input.utf8), reason, line: line, column: column, sourceLocation: sourceLocation)
    }

    private func expectError(
        _ input: [UInt8], _ reason: DumpImportReason, line: Int, column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = XCUIText.error(input) else {
            Issue.record("expected a \(reason) error, but the input imported", sourceLocation: sourceLocation)
            return
        }
        #expect(error.reason == reason, "\(error)", sourceLocation: sourceLocation)
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.file == "dump.txt", sourceLocation: sourceLocation)
    }

    @Test("Text without element lines is malformed, at its first character")
    func noElementLines() {
        expectError("\n   Just some notes\nabout a screen\n", .malformed, line: 2, column: 4)
    }

    @Test("An empty Element subtree section is malformed, at its header")
    func emptySubtree() {
        expectError("Attributes: \nElement subtree:\nPath to element:\n", .malformed, line: 2, column: 1)
    }

    @Test("A line in the subtree that is not an element is malformed")
    func strayLine() {
        expectError("Element subtree:\n Window, 0x1\n   t = 1.0s Tap\n", .malformed, line: 3, column: 4)
    }

    @Test("A frame cut off at the end of the line is truncated, at the frame")
    func truncatedFrame() {
        expectError("Element subtree:\n  Button, 0x1, {{16.0, 12", .truncated, line: 2, column: 16)
    }

    @Test("A quoted string cut off at the end of the line is truncated, at its opening quote")
    func truncatedQuotedString() {
        expectError("Element subtree:\n  Button, 0x1, label: 'Log i\n", .truncated, line: 2, column: 23)
    }

    @Test("A quoted string still open at the next element line is truncated, at its opening quote")
    func quotedStringOpenAtNextElement() {
        expectError("Element subtree:\n  Button, 0x1, label: 'Log in\n  Button, 0x2, label: 'OK'\n", .truncated, line: 2, column: 23)
    }

    @Test("A key cut off before its string is truncated, at the key")
    func truncatedKey() {
        expectError("Element subtree:\n  Button, 0x1, label:", .truncated, line: 2, column: 16)
    }

    @Test("A variant without its closing parenthesis is truncated")
    func truncatedVariant() {
        expectError("Element subtree:\nWindow (Ma", .truncated, line: 2, column: 8)
    }

    @Test("A frame number that is not a number is an invalid value, at the number")
    func badFrameNumber() {
        expectError("Element subtree:\nButton, 0x1, {{a, 0.0}, {1.0, 1.0}}", .invalidValue, line: 2, column: 16)
    }

    @Test("A frame of the wrong shape is an invalid value, at the unexpected character")
    func badFrameShape() {
        expectError("Element subtree:\nButton, 0x1, {{0.0, 0.0}, {1.0}}", .invalidValue, line: 2, column: 31)
    }

    @Test("Traits that are not a number are an invalid value")
    func badTraits() {
        expectError("Element subtree:\nButton, traits: many, {{0.0, 0.0}, {1.0, 1.0}}", .invalidValue, line: 2, column: 17)
    }

    @Test("Text glued to a field without a comma is malformed, where the comma should be")
    func missingComma() {
        expectError("Element subtree:\nButton, 0x1f junk, label: 'x'", .malformed, line: 2, column: 14)
    }

    @Test("Bytes that are not UTF-8 are an encoding error, at the byte")
    func invalidUTF8() {
        var bytes = Array("Element subtree:\n Button, 0x1, label: 'caf".utf8)
        bytes += [0xE9, UInt8(ascii: "'"), UInt8(ascii: "\n")]
        expectError(bytes, .invalidEncoding, line: 2, column: 26)
    }

    @Test("UTF-16 input is an encoding error at its start")
    func utf16() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "Element subtree:\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        expectError(bytes, .invalidEncoding, line: 1, column: 1)
    }

    @Test("A string literal that never closes is truncated, at its opening quote")
    func unclosedLiteral() {
        expectError("(String) $R0 = \"Element subtree:\\n Window, 0x1\\n", .truncated, line: 1, column: 16)
    }

    @Test("An unknown escape in a string literal is malformed, at the backslash")
    func unknownEscape() {
        expectError("\"Element subtree:\\n Window, 0x1, label: \\'a\\q\\'\"", .malformed, line: 1, column: 44)
    }

    @Test("A \\u escape that is no Unicode scalar is an invalid value")
    func surrogateEscape() {
        expectError("\"Element subtree:\\n Window, 0x1, label: \\'\\u{D800}\\'\"", .invalidValue, line: 1, column: 43)
    }

    @Test("An error inside a string literal is reported where it is in the file")
    func errorInsideLiteral() {
        // Line 2 of the file; the frame's 'x' follows the escapes "\n" and "\'" on that line.
        expectError("t = 0.5s\n\"Element subtree:\\n Window, 0x1, label: \\'W\\'\\n   Button, 0x2, {{x, 0}, {1, 1}}\\n\"", .invalidValue, line: 2, column: 66)
    }

    @Test("Nesting deeper than the limit is refused at the first line too deep")
    func nestingTooDeep() {
        let limit = XCUIDebugDescriptionReader.maximumNestingDepth
        var text = "Element subtree:\n"
        for level in 0...limit {
            text += String(repeating: " ", count: level) + "Other, 0x1\n"
        }
        expectError(text, .nestingTooDeep, line: limit + 2, column: limit + 1)
    }

    @Test("A 100,000-line staircase is refused at the limit without exhausting the stack")
    func hundredThousandLevelsDeep() {
        // A real 100,000-deep dump needs 5 GB of indentation; this one climbs past the limit and
        // then keeps 100,000 lines, so the reader must stop at the limit and not build the rest.
        let limit = XCUIDebugDescriptionReader.maximumNestingDepth
        var text = "Element subtree:\n"
        for level in 0..<100_000 {
            text += String(repeating: " ", count: min(level, limit + 10)) + "Other\n"
        }
        guard let error = XCUIText.error(text) else {
            Issue.record("expected a nesting error")
            return
        }
        #expect(error.reason == .nestingTooDeep)
        #expect(error.line == limit + 2)
    }
}
