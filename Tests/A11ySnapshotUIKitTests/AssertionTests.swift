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
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: view, as: .view, named: "login") }
            assertAccessibilitySnapshot(of: view, as: .view, named: "login")
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
                assertAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 600)), named: "small")
            }
            assertAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 600)), named: "small")
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
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") { assertAccessibilitySnapshot(of: view, as: .view, named: "login") }
            (view.subviews.first)?.accessibilityLabel = "Sign in"
            withKnownIssue("Expected: this test checks that a changed label fails the assertion") { assertAccessibilitySnapshot(of: view, as: .view, named: "login") }
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    @Test("A type of the app's own is captured through a pullback of .viewController(size:)")
    func pullbackCapturesOwnType() throws {
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") {
                assertAccessibilitySnapshot(of: LoginScreen(button: "Sign in"), as: .phone, named: "login")
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = try recorded(in: root, "pullbackCapturesOwnType.login")
        #expect(reference.viewport == Frame(0, 0, 393, 852))
        #expect(reference.elements.map(\.label) == ["Sign in"])
    }

    @Test("A pullback captures each variant of the configuration through its base strategy")
    func pullbackCapturesVariants() throws {
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the references and says so") {
                assertAccessibilitySnapshot(of: LoginScreen(button: "Sign in"), as: .phone, named: "login",
                                            configuration: .init(variants: [.rightToLeft]))
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        let written = try FileManager.default.contentsOfDirectory(atPath: root + "/__Snapshots__/AssertionTests").sorted()
        #expect(written == ["pullbackCapturesVariants.login.json", "pullbackCapturesVariants.login.rtl.json"])
    }

    @Test("An error thrown by a pullback's transform fails the assertion and records nothing")
    func pullbackTransformErrorFails() throws {
        struct NoScreen: Error {}
        let failing = AccessibilityCapturing<UIViewController>.viewController(size: CGSize(width: 393, height: 852))
            .pullback { (_: LoginScreen) -> UIViewController in throw NoScreen() }
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a transform that throws fails the assertion") {
                assertAccessibilitySnapshot(of: LoginScreen(button: "Sign in"), as: failing, named: "login")
            } matching: { issue in
                issue.comments.first?.rawValue.hasPrefix("could not capture an accessibility snapshot: NoScreen") == true
            }
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(!FileManager.default.fileExists(atPath: root + "/__Snapshots__/AssertionTests/pullbackTransformErrorFails.login.json"))
    }

    @Test("verifyAccessibilitySnapshot(of:as:) returns a live capture's mismatch instead of reporting it")
    func verifyReturnsLiveMismatch() throws {
        let view = screen()
        var message: String?
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") {
                assertAccessibilitySnapshot(of: view, as: .view, named: "login")
            }
            (view.subviews.first)?.accessibilityLabel = "Sign in"
            message = verifyAccessibilitySnapshot(of: view, as: .view, named: "login", record: .never)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(message?.hasPrefix("Accessibility snapshot \"AssertionTests/verifyReturnsLiveMismatch.login\" does not match") == true)
    }

    @Test("verifyAccessibilitySnapshot(of:as:) returns nil when the live capture matches")
    func verifyReturnsNilOnMatch() throws {
        let view = screen()
        var message: String? = "not verified"
        let root = try inSandbox {
            withKnownIssue("Expected: this test checks that a first run fails, records the reference and says so") {
                assertAccessibilitySnapshot(of: view, as: .view, named: "login")
            }
            message = verifyAccessibilitySnapshot(of: view, as: .view, named: "login", record: .never)
        }
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(message == nil)
    }
}

/// A screen type of the app's own, which builds its view controller.
private struct LoginScreen {
    var button: String

    @MainActor func makeViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view = SimulatedScreen.phone([SimulatedScreen.element(button, 16, 700, 361, 50, traits: .button)])
        return controller
    }
}

extension AccessibilityCapturing where Value == LoginScreen {
    /// A login screen on a phone: the pullback docs/TESTING.md shows.
    fileprivate static var phone: AccessibilityCapturing<LoginScreen> {
        AccessibilityCapturing<UIViewController>.viewController(size: CGSize(width: 393, height: 852))
            .pullback { (screen: LoginScreen) in screen.makeViewController() }
    }
}
#endif
