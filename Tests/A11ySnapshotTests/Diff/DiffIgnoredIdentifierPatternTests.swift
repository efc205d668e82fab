import A11ySnapshot
import Testing

/// `DiffOptions.ignoredIdentifierPatterns`: identifiers that tell nothing, such as per-session
/// UUIDs, count as absent on both sides, while the elements that carry them stay in the diff
/// (unlike `ignoredIdentifiers`, which takes the element and its subtree out).
@Suite("Diff: ignored identifier patterns")
struct DiffIgnoredIdentifierPatternTests {
    private static let uuid = #"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}"#

    /// A message row and its reply button, their identifiers made of `session`, a UUID.
    private func inbox(session: String, rowLabel: String = "Message") -> AccessibilitySnapshot {
        screen([.header("Inbox"),
                .cell(rowLabel, identifier: "message-\(session)",
                      children: [.button("Reply", identifier: "reply-\(session)")])])
    }

    private var options: DiffOptions {
        get throws { DiffOptions(ignoredIdentifierPatterns: [try IdentifierPattern(Self.uuid)]) }
    }

    @Test func identifiersThatDifferOnlyByASessionUUIDAreNotChanges() throws {
        let diff = SnapshotDiff(reference: inbox(session: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
                                current: inbox(session: "7C9E6679-7425-40DE-944B-E07FC1F90AE7"), options: try options)
        #expect(diff.isEmpty)
    }

    @Test func elementWithAnIgnoredIdentifierStaysInTheDiffWithItsSubtree() throws {
        let diff = SnapshotDiff(reference: inbox(session: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"),
                                current: inbox(session: "7C9E6679-7425-40DE-944B-E07FC1F90AE7", rowLabel: "Unread message"),
                                options: try options)
        #expect(diff.reported == [.changed("1", "Unread message", .label, .text("Message"), .text("Unread message"))])
        #expect(diff.matchedPairs.map(\.currentPath) == [[0], [1], [1, 0]])
    }

    @Test func identifierIgnoredOnOneSideOnlyIsAChangeReportedAsWritten() throws {
        let reference = screen([.button("Reply", identifier: "reply-3F2504E0-4F89-11D3-9A0C-0305E82C3301")])
        let current = screen([.button("Reply", identifier: "reply")])
        let diff = SnapshotDiff(reference: reference, current: current, options: try options)
        #expect(diff.reported == [.changed("0", "Reply", .identifier,
                                           .text("reply-3F2504E0-4F89-11D3-9A0C-0305E82C3301"), .text("reply"))])
    }

    @Test func patternIsFoundAnywhereInTheIdentifier() throws {
        #expect(try IdentifierPattern("[0-9]+").matches("row-42-title"))
        #expect(try !IdentifierPattern("^[0-9]+$").matches("row-42-title"))
    }

    @Test func invalidPatternThrows() {
        #expect(throws: (any Error).self) { try IdentifierPattern("(unclosed") }
    }
}
