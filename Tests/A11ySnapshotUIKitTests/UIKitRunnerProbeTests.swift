#if os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import A11ySnapshotTesting
import A11ySnapshotUIKit
import AppleShim
import Foundation
import Testing

/// A failing live capture through the shim with explanations on, for `scripts/runner-probe.sh`
/// to run with `swift test --attachments-path DIR` and find `<stem>.capture.txt` in DIR. Skipped
/// unless `A11Y_RUNNER_PROBE` names the folder to write in.
@Suite("UIKit runner probe", .enabled(if: ProcessInfo.processInfo.environment["A11Y_RUNNER_PROBE"] != nil, "run by scripts/runner-probe.sh"))
@MainActor
struct UIKitRunnerProbeTests {
    @Test("a failing live capture with A11Y_SNAPSHOT_EXPLAIN=1 attaches its explanation")
    func explainedMismatchAttaches() throws {
        let folder = ProcessInfo.processInfo.environment["A11Y_RUNNER_PROBE"]!
        let reference = folder + "/snapshots/UIKitRunnerProbeTests/explainedMismatchAttaches.screen.json"
        let old = AccessibilitySnapshot(name: "UIKitRunnerProbeTests/explainedMismatchAttaches.screen", viewport: Frame(0, 0, 393, 852),
                                        elements: [.button("Log in", frame: Frame(16, 700, 361, 50))])
        try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(old.canonicalJSON()).write(to: URL(fileURLWithPath: reference))
        let screen = SimulatedScreen.phone([SimulatedScreen.element("Sign in", 16, 700, 361, 50, traits: .button)])
        let environment = SnapshotTestingEnvironment(
            variables: ["A11Y_SNAPSHOT_EXPLAIN": "1"], snapshotDirectory: folder + "/snapshots", artifactsDirectory: folder + "/artifacts")
        withHostApplication {
            SnapshotTestingEnvironment.$injected.withValue(environment) {
                withKnownIssue("Expected: this probe fails on purpose so its attachments are written") {
                    assertAccessibilitySnapshot(of: screen, as: .view, named: "screen", record: .never)
                }
            }
        }
    }
}
#endif
