import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Under Swift Testing, a failing `assertAccessibilitySnapshot` records an issue at the caller's
/// file, line and column, with the failure message as its comment.
@Suite("Reporting through Swift Testing")
struct SwiftTestingReportingTests {
    @Test func failingAssertionRecordsAnIssueAtTheCallersLocation() throws {
        try Sandbox.run { sandbox in
            let expectedLine = #line + 3
            withKnownIssue("Expected: this test checks that a failing assertion records an issue at the caller's line") {
                SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                    assertAccessibilitySnapshot(of: Screens.login)
                }
            } matching: { issue in
                issue.sourceLocation?.fileName == "SwiftTestingReportingTests.swift"
                    && issue.sourceLocation?.line == expectedLine
                    && issue.comments.first?.rawValue.hasPrefix("No reference for accessibility snapshot") == true
            }
        }
    }

    @Test func issueCommentIsTheWholeMessage() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            let expected = """
                Accessibility snapshot "\(sandbox.snapshotName())" does not match the reference: 1 element changed (2 attributes).
                  [2] − Log in. Dimmed. Button.
                      + Sign in. Button.
                      label: "Log in" → "Sign in"
                      enabled: false → true
                Resolved accessibility violations (1):
                  [2] info element-disabled: This control is disabled; VoiceOver announces it as dimmed, TalkBack as disabled.
                If the change is intended, re-record it with record: .failed or A11Y_SNAPSHOT_RECORD=failed.
                Reference: \(sandbox.referencePath())
                Current:   \(sandbox.artifactPath())
                """
            withKnownIssue("Expected: this test checks that the failure message is the whole issue comment") {
                SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                    assertAccessibilitySnapshot(of: Screens.loginChanged)
                }
            } matching: { issue in
                issue.comments.map(\.rawValue) == [expected]
            }
        }
    }

    @Test func explicitLocationArgumentsAreUsedAsGiven() throws {
        try Sandbox.run { sandbox in
            withKnownIssue("Expected: this test checks that explicit location arguments place the issue") {
                SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                    assertAccessibilitySnapshot(of: Screens.login, fileID: "Helpers/ScreenAssertions.swift",
                                                filePath: "/src/Helpers/ScreenAssertions.swift", line: 7, column: 9)
                }
            } matching: { issue in
                issue.sourceLocation == SourceLocation(fileID: "Helpers/ScreenAssertions.swift",
                                                       filePath: "/src/Helpers/ScreenAssertions.swift", line: 7, column: 9)
            }
        }
    }

    @Test func passingAssertionRecordsNoIssue() throws {
        try Sandbox.run { sandbox in
            try sandbox.write(sandbox.recordedBytes(of: Screens.login), to: sandbox.referencePath())
            SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                assertAccessibilitySnapshot(of: Screens.login)
            }
        }
    }

    @Test func elementsOverloadReportsAtTheCallersLineToo() throws {
        try Sandbox.run { sandbox in
            let expectedLine = #line + 3
            withKnownIssue("Expected: this test checks that the elements overload reports at the caller's line") {
                SnapshotTestingEnvironment.$injected.withValue(sandbox.environment) {
                    assertAccessibilitySnapshot(of: [.button("OK", frame: Frame(0, 0, 44, 44))], record: .never)
                }
            } matching: { issue in
                issue.sourceLocation?.line == expectedLine
            }
        }
    }

    @Test func swiftTestingIdentifiesTheRunningTest() {
        #expect(TestFramework.currentTestID?.contains("swiftTestingIdentifiesTheRunningTest()") == true)
    }
}
