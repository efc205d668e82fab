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
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: XCUIElement { app }, named: "app") }
            assertAccessibilitySnapshot(of: XCUIElement { app }, named: "app")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/XCUIAssertionTests/xcuiAssertionRecords.app.json")
        #expect(reference.elements == [.button("Log in", frame: Frame(16, 700, 361, 50))])
    }

    @Test("An XCUIElement that cannot be captured fails the assertion")
    func captureFailureFails() throws {
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a capture that throws fails the assertion") { assertAccessibilitySnapshot(of: XCUIElement { throw SnapshotUnavailable() }) }
        }
        try? FileManager.default.removeItem(atPath: root)
    }
}
#endif
