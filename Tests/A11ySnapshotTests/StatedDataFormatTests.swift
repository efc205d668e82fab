import A11ySnapshot
import Testing

/// The optional `statedData` key (docs/FORMAT.md, *Stated data*): canonical form, and strict
/// reading at line and column.
@Suite("Stated data in the snapshot format")
struct StatedDataFormatTests {
    static let androidScreen = AccessibilitySnapshot(
        name: "Inbox", viewport: Frame(0, 0, 1080, 2400),
        elements: [.button("Compose", frame: Frame(800, 2000, 200, 200))],
        statedData: [.identifiers, .headers, .values])

    @Test("the names are written on one line after the viewport, in canonical order, and read back equal")
    func canonicalRoundTrip() throws {
        let text = String(decoding: Self.androidScreen.canonicalJSON(), as: UTF8.self)
        #expect(text.contains("""
              "viewport": [0, 0, 1080, 2400],
              "statedData": ["headers", "values", "identifiers"],
              "elements": [
            """))
        #expect(try AccessibilitySnapshot(json: Self.androidScreen.canonicalJSON()) == Self.androidScreen)
    }

    @Test("a snapshot without the key states everything and writes nothing; an empty list states nothing")
    func absentAndEmpty() throws {
        var live = Self.androidScreen
        live.statedData = nil
        #expect(!String(decoding: live.canonicalJSON(), as: UTF8.self).contains("statedData"))
        #expect(live.states == .everything)
        var none = Self.androidScreen
        none.statedData = []
        #expect(try AccessibilitySnapshot(json: none.canonicalJSON()).statedData == [])
    }

    @Test("unknown, repeated and non-string names are errors at their line and column", arguments: [
        (#"["headers", "heading"]"#, "unknown stated data \"heading\""),
        (#"["values", "values"]"#, "listed twice"),
        (#"[1]"#, "statedData"),
        (#""headers""#, "statedData"),
    ])
    func badNames(list: String, mentions: String) {
        let json = "{\"version\": 1, \"name\": \"\", \"viewport\": [0, 0, 1, 1], \"elements\": [], \"statedData\": \(list)}"
        do {
            _ = try AccessibilitySnapshot(json: Array(json.utf8))
            Issue.record("accepted \(list)")
        } catch {
            #expect(error.description.contains(mentions), "\(error)")
            #expect(error.line == 1)
            #expect(error.column > 60, "points into the list, not the document's start: \(error)")
        }
    }
}
