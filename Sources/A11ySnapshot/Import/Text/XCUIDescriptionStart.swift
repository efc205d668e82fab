/// Where an XCUIElement debug description starts in an input, which may hold other text around
/// it (XCTest's `t = 1.23s …` activity lines, an `(lldb) po app` prompt, a test failure message).
///
/// The first line that is a section header (`Attributes:`, `Element subtree:`, …) or certainly an
/// element (a type name followed by an address, a frame, `pid:` or `traits:`) starts the
/// description as plain text. A line whose first `"` is followed by such text starts a Swift
/// string literal holding the whole description, as lldb prints a `String`
/// (`(String) $R0 = "Attributes: Application, …\nElement subtree:\n …"`).
enum XCUIDescriptionStart: Equatable {
    /// The description is in the input as plain text.
    case text
    /// The description is the string literal whose opening quote is at this offset.
    case literal(openingQuote: Int)

    /// Finds the start in `text`, or `nil` when the input holds no description.
    static func find(in text: UnsafeBufferPointer<UInt8>) -> XCUIDescriptionStart? {
        var offset = 0
        while let line = TextLine(startingAt: offset, in: text) {
            offset = line.next
            let content = TextIndentation(of: line, in: text).contentStart
            if startsDescription(text, at: content, end: line.end) { return .text }
            var quote = content
            while quote < line.end, text[quote] != UInt8(ascii: "\"") { quote += 1 }
            guard quote < line.end else { continue }
            var inside = quote + 1
            // Leading spaces and the focus marker, as the subtree's first line has them.
            while inside < line.end {
                if text[inside] == UInt8(ascii: " ") {
                    inside += 1
                } else if inside + 2 < line.end, text[inside] == 0xE2, text[inside + 1] == 0x86, text[inside + 2] == 0x92 {
                    inside += 3
                } else {
                    break
                }
            }
            if startsDescription(text, at: inside, end: line.end) { return .literal(openingQuote: quote) }
        }
        return nil
    }

    private static func startsDescription(_ text: UnsafeBufferPointer<UInt8>, at start: Int, end: Int) -> Bool {
        XCUIDescriptionSection.header(in: text, at: start, end: end) != nil
            || XCUIElementLine.shape(of: text, from: start, to: end) == .certain
    }
}
