#if os(Linux)
import A11ySnapshot
import A11ySnapshotXCUI
import AppleShim
import Foundation
import Testing

/// The UI-test assertion captures and then behaves exactly like
/// `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`.
@Suite("Assertions on XCUIElements")
@MainActor
struct XCUIAssertionTests {
    @Test("An XCUIElement's snapshot is recorded")
    func xcuiAssertionRecords() throws {
        let app = FakeElementSnapshot.app([FakeElementSnapshot(.button, label: "Log in", frame: CGRect(x: 16, y: 700, width: 361, height: 50))])
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: XCUIElement { app }, as: .element(), named: "app") }
            assertAccessibilitySnapshot(of: XCUIElement { app }, as: .element(), named: "app")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/XCUIAssertionTests/xcuiAssertionRecords.app.json")
        #expect(reference.elements == [.button("Log in", frame: Frame(16, 700, 361, 50))])
    }

    @Test("An XCUIElement that cannot be captured fails the assertion, naming the element and the error, and records nothing")
    func captureFailureFails() throws {
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a capture that throws fails the assertion") {
                assertAccessibilitySnapshot(of: XCUIElement { throw SnapshotUnavailable() }, as: .element(), named: "gone")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("could not capture an accessibility snapshot of the element: ") == true
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(!FileManager.default.fileExists(atPath: root + "/__Snapshots__/XCUIAssertionTests/captureFailureFails.gone.json"))
    }

    @Test("verifyAccessibilitySnapshot(of:as: .element()) returns the capture's failure instead of reporting it")
    func verifyReturnsCaptureFailure() throws {
        var message: String?
        let root = try inSandbox {
            message = verifyAccessibilitySnapshot(of: XCUIElement { throw SnapshotUnavailable() }, as: .element(), named: "gone")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(message?.hasPrefix("could not capture an accessibility snapshot of the element: ") == true)
    }

    @Test("An app is captured with .element() like any element, without an audit")
    func appAsElementRecords() throws {
        let snapshot = FakeElementSnapshot.app([FakeElementSnapshot(.button, label: "Log in", frame: CGRect(x: 16, y: 700, width: 361, height: 50))])
        let app = XCUIApplication(snapshot: { snapshot })
        app.auditIssuesForTesting = [XCUIAccessibilityAuditIssue(auditType: .contrast, element: nil, compactDescription: "Contrast failed")]
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") {
                assertAccessibilitySnapshot(of: app, as: .element(), named: "app")
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/XCUIAssertionTests/appAsElementRecords.app.json")
        #expect(reference.elements == [.button("Log in", frame: Frame(16, 700, 361, 50))])
        #expect(app.auditFailuresForTesting.isEmpty, "no audit ran")
    }

    @Test("An audited app that cannot be captured fails the assertion, naming the app, and runs no audit")
    func auditedCaptureFailureFails() throws {
        let app = XCUIApplication(snapshot: { throw SnapshotUnavailable() })
        app.auditIssuesForTesting = [XCUIAccessibilityAuditIssue(auditType: .contrast, element: nil, compactDescription: "Contrast failed")]
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that an audited capture that throws fails the assertion") {
                assertAccessibilitySnapshot(of: app, as: .app(audit: .all), named: "gone")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("could not capture an accessibility snapshot of the app: ") == true
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(app.auditFailuresForTesting.isEmpty, "the audit did not run")
    }

    @Test("A variant set for the scope is not captured from an XCUIElement: only the default screen is recorded")
    func variantsInScopeAreNotCaptured() throws {
        let app = FakeElementSnapshot.app([FakeElementSnapshot(.button, label: "Log in", frame: CGRect(x: 16, y: 700, width: 361, height: 50))])
        let root = try inSandbox {
            withAccessibilitySnapshotTesting(AccessibilitySnapshotConfiguration(variants: [.rightToLeft])) {
                withKnownIssue("Expected: a first run records the reference and says so") {
                    assertAccessibilitySnapshot(of: XCUIElement { app }, as: .element(), named: "app")
                }
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = root + "/__Snapshots__/XCUIAssertionTests"
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["variantsInScopeAreNotCaptured.app.json"])
    }
}
#endif
