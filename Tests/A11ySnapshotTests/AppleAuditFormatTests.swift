import A11ySnapshot
import Testing

/// The optional `appleAudit` key: canonical form, strict reading at line and column.
@Suite("Apple audit in the snapshot format")
struct AppleAuditFormatTests {
    static let screen = AccessibilitySnapshot(
        name: "Login", viewport: Frame(0, 0, 393, 852),
        elements: [.button("Log in", identifier: "login", frame: Frame(16, 324, 361, 50))],
        appleAudit: [
            AppleAuditIssue(auditType: "elementDetection", message: "Element not detected"),
            AppleAuditIssue(auditType: "contrast", message: "Contrast \"nearly\" passed", elementPath: [0]),
        ])

    @Test("issues are written one per line after the elements, and read back equal")
    func canonicalRoundTrip() throws {
        let text = String(decoding: Self.screen.canonicalJSON(), as: UTF8.self)
        #expect(text.hasSuffix("""
              ],
              "appleAudit": [
                {"type": "elementDetection", "message": "Element not detected"},
                {"type": "contrast", "message": "Contrast \\"nearly\\" passed", "element": "0"}
              ]
            }

            """))
        #expect(try AccessibilitySnapshot(json: Self.screen.canonicalJSON()) == Self.screen)
    }

    @Test("no audit writes no key; an audit that found nothing writes an empty list")
    func absentAndEmpty() throws {
        var none = Self.screen
        none.appleAudit = nil
        #expect(!String(decoding: none.canonicalJSON(), as: UTF8.self).contains("appleAudit"))
        var empty = Self.screen
        empty.appleAudit = []
        #expect(String(decoding: empty.canonicalJSON(), as: UTF8.self).contains("\"appleAudit\": []"))
        #expect(try AccessibilitySnapshot(json: empty.canonicalJSON()).appleAudit == [])
    }

    @Test("bad issues are errors at their line and column", arguments: [
        (#"{"type": "contrast"}"#, "1:", "\"message\""),
        (#"{"type": "contrast", "message": "x", "element": "1..2"}"#, "1:", "element path"),
        (#"{"type": "contrast", "message": "x", "severity": "error"}"#, "1:", "severity"),
        (#""contrast""#, "1:", "appleAudit"),
    ])
    func badIssues(issue: String, position: String, mentions: String) {
        let json = "{\"version\": 1, \"name\": \"\", \"viewport\": [0, 0, 1, 1], \"elements\": [], \"appleAudit\": [\(issue)]}"
        do {
            _ = try AccessibilitySnapshot(json: Array(json.utf8))
            Issue.record("accepted \(issue)")
        } catch {
            #expect(error.description.contains(mentions), "\(error)")
            #expect(error.line == 1)
            #expect(error.column > 60, "points into the issue, not the document's start: \(error)")
        }
    }
}
