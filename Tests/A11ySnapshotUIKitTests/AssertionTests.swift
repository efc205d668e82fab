#if os(Linux)
import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// The assertion conveniences capture and then behave exactly like
/// `assertAccessibilitySnapshot(of: AccessibilitySnapshot, …)`.
@Suite("Assertions on views and view controllers")
@MainActor
struct AssertionTests {
    /// Runs `body` in a host application with the assertions writing into a fresh temporary folder;
    /// returns the folder.
    func inSandbox(_ body: () -> Void) throws -> String {
        let root = NSTemporaryDirectory() + "a11ysnapshot-uikit-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let environment = SnapshotTestingEnvironment(snapshotDirectory: root + "/__Snapshots__", artifactsDirectory: root + "/artifacts")
        withHostApplication { SnapshotTestingEnvironment.$injected.withValue(environment, operation: body) }
        return root
    }

    func recorded(in root: String, _ testName: String) throws -> AccessibilitySnapshot {
        try AccessibilitySnapshot(contentsOfFile: root + "/__Snapshots__/AssertionTests/" + testName + ".json")
    }

    func screen() -> UIView {
        SimulatedScreen.phone([SimulatedScreen.element("Log in", 16, 700, 361, 50, traits: .button)])
    }

    @Test("A view's snapshot is recorded under the test's name, and matches on the next run")
    func viewAssertionRecords() throws {
        let view = screen()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: view, named: "login") }
            assertAccessibilitySnapshot(of: view, named: "login")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try recorded(in: root, "viewAssertionRecords.login")
        #expect(reference.name == "AssertionTests/viewAssertionRecords.login")
        #expect(reference.elements == AccessibilityCapture.snapshot(of: view).elements)
    }

    @Test("A view controller's snapshot is recorded at the given size")
    func viewControllerAssertionRecords() throws {
        let controller = UIViewController()
        controller.view = screen()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") {
                assertAccessibilitySnapshot(of: controller, size: CGSize(width: 393, height: 600), named: "small")
            }
            assertAccessibilitySnapshot(of: controller, size: CGSize(width: 393, height: 600), named: "small")
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try recorded(in: root, "viewControllerAssertionRecords.small")
        #expect(reference.viewport == Frame(0, 0, 393, 600))
        #expect(reference.elements.map(\.label) == ["Log in"])
    }

    @Test("A view that no longer matches its reference fails the assertion")
    func mismatchFails() throws {
        let view = screen()
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: view, named: "login") }
            (view.subviews.first)?.accessibilityLabel = "Sign in"
            withKnownIssue("Expected: this test checks that a changed label fails the assertion") { assertAccessibilitySnapshot(of: view, named: "login") }
        }
        try? FileManager.default.removeItem(atPath: root)
    }
}
#endif
