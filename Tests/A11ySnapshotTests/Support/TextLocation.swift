import Foundation
import A11ySnapshot

/// Where a needle first occurs in a text, as the 1-based line and column a
/// ``SnapshotFormatError`` reports (columns count Unicode scalars).
func location(of needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
    var searchStart = text.startIndex
    var found = text.startIndex
    for _ in 0..<occurrence {
        guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
            fatalError("\(needle) not in text")
        }
        found = range.lowerBound
        searchStart = range.upperBound
    }
    let before = text[..<found]
    let line = before.filter { $0 == "\n" }.count + 1
    let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
    let column = text.unicodeScalars[lineStart..<found].count + 1
    return (line, column)
}

/// Decodes `text`, returning the error it must raise.
func readingError(_ text: String) -> SnapshotFormatError? {
    readingError(Array(text.utf8))
}

func readingError(_ bytes: [UInt8]) -> SnapshotFormatError? {
    do {
        _ = try AccessibilitySnapshot(json: bytes, file: "test.json")
        return nil
    } catch {
        return error
    }
}

/// A small valid document that error tests mutate.
let minimalDocument = """
{
  "version": 1,
  "name": "Minimal",
  "viewport": [0, 0, 393, 852],
  "elements": [
    {
      "label": "Log in",
      "value": null,
      "traits": ["button"],
      "frame": [16, 200, 361, 50],
      "enabled": true
    }
  ]
}

"""
