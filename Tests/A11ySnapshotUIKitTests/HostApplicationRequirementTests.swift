#if os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// Live-capture assertions run only in a test process with a host application: without one UIKit
/// leaves accessibility unset, and the capture would record an empty or unlabelled screen as the
/// reference. The shim models both processes: no application until `launchForTesting()`.
@Suite("UIKit capture: host application")
@MainActor
struct HostApplicationRequirementTests {
    private func screen() -> UIView {
        SimulatedScreen.phone([SimulatedScreen.element("Log in", 16, 700, 361, 50, traits: .button)])
    }

    /// Runs `body` with the assertions writing into a fresh temporary folder; returns the files
    /// written there.
    private func filesWritten(_ body: () -> Void) throws -> [String] {
        let root = NSTemporaryDirectory() + "a11ysnapshot-host-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let environment = SnapshotTestingEnvironment(snapshotDirectory: root + "/__Snapshots__", artifactsDirectory: root + "/artifacts")
        SnapshotTestingEnvironment.$injected.withValue(environment, operation: body)
        return FileManager.default.subpaths(atPath: root) ?? []
    }

    @Test("without a host application the view assertion fails, saying what it needs, and records nothing")
    func viewAssertionFailsWithoutHost() throws {
        let view = screen()
        let written = try filesWritten {
            withKnownIssue("Expected: this test checks the failure of a capture without a host application") {
                assertAccessibilitySnapshot(of: view, as: .view, named: "hostless")
            } matching: { issue in
                let message = issue.comments.first?.rawValue ?? ""
                return message.hasPrefix("could not capture an accessibility snapshot: live capture needs a host application")
                    && message.contains("Host Application") && message.contains("TEST_HOST")
                    && message.contains("SwiftPM test targets cannot have one")
            }
        }
        #expect(written.isEmpty)
    }

    @Test("without a host application the view-controller assertion fails too, before any variant is captured")
    func viewControllerAssertionFailsWithoutHost() throws {
        let controller = UIViewController()
        controller.view = screen()
        let written = try filesWritten {
            withKnownIssue("Expected: this test checks the failure of a capture without a host application") {
                assertAccessibilitySnapshot(of: controller, as: .viewController(size: CGSize(width: 393, height: 852)),
                                            configuration: .init(variants: [.rightToLeft]))
            } matching: { issue in
                issue.comments.first?.rawValue.contains("live capture needs a host application") == true
            }
        }
        #expect(written.isEmpty)
    }

    @Test("with a host application the same assertion records its reference")
    func assertionRecordsWithHost() throws {
        let view = screen()
        let written = try filesWritten {
            withHostApplication {
                withKnownIssue("Expected: this test checks that a first run records the reference") {
                    assertAccessibilitySnapshot(of: view, as: .view, named: "hosted")
                } matching: { issue in
                    issue.comments.first?.rawValue.contains("host application") == false
                }
            }
        }
        #expect(written.contains("__Snapshots__/HostApplicationRequirementTests/assertionRecordsWithHost.hosted.json"))
    }

    @Test("requiresHostApplication = false captures without a host application")
    func requirementCanBeTurnedOff() throws {
        AccessibilityCapture.requiresHostApplication = false
        defer { AccessibilityCapture.requiresHostApplication = true }
        let view = screen()
        let written = try filesWritten {
            withKnownIssue("Expected: this test checks that a first run records the reference") {
                assertAccessibilitySnapshot(of: view, as: .view, named: "allowed")
            } matching: { issue in
                issue.comments.first?.rawValue.contains("host application") == false
            }
        }
        #expect(written.contains("__Snapshots__/HostApplicationRequirementTests/requirementCanBeTurnedOff.allowed.json"))
    }
}
#endif
