import A11ySnapshot
import Testing

/// The scanner skips plain string content eight bytes at a time; a quote, backslash, control
/// character or non-ASCII byte must be found wherever it falls in those eight bytes.
@Suite("Format: string scanning")
struct StringScanningTests {
    private static let specials = ["\"", "\\", "\n", "\t", "é", "日", "🎉", "\u{7F}", "/"]

    @Test("Labels with a special character at every offset survive the round trip")
    func specialAtEveryOffset() throws {
        for special in Self.specials {
            for prefix in 0..<18 {
                let label = String(repeating: "a", count: prefix) + special + String(repeating: "b", count: 19 - prefix)
                let snapshot = AccessibilitySnapshot(name: "S", elements: [.button(label)])
                let decoded = try AccessibilitySnapshot(json: snapshot.canonicalJSON())
                #expect(decoded.elements.first?.label == label, "\(special.debugDescription) after \(prefix) bytes")
            }
        }
    }

    @Test("A raw control character is rejected at its column, wherever it falls in a word")
    func rawControlCharacterAtEveryOffset() {
        for prefix in 0..<18 {
            let label = String(repeating: "a", count: prefix) + "\u{1}" + "bbbbbbbbbb"
            let json = #"{"elements": [], "name": ""# + label + #"", "version": 1, "viewport": [0, 0, 1, 1]}"#
            #expect(throws: SnapshotFormatError.self) { try AccessibilitySnapshot(json: Array(json.utf8)) }
            do {
                _ = try AccessibilitySnapshot(json: Array(json.utf8))
            } catch {
                #expect(error.column == 27 + prefix, "after \(prefix) bytes: \(error)")
                #expect(error.message.contains("control character 0x1"), "\(error)")
            }
        }
    }

    @Test("A string that ends near the end of the input is read or reported as unclosed")
    func stringsNearTheEnd() {
        for length in 0..<12 {
            let text = String(repeating: "x", count: length)
            let open = #"{"name": ""# + text
            #expect(throws: SnapshotFormatError.self) { try AccessibilitySnapshot(json: Array(open.utf8)) }
            do {
                _ = try AccessibilitySnapshot(json: Array(open.utf8))
            } catch {
                #expect(error.message.contains("not closed"), "length \(length): \(error)")
            }
        }
    }
}
