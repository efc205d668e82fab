import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

// The probe's numbering per run needs the .accessibilitySnapshots(…) trait, which exists with
// Swift 6.1 and later (swift-testing's TestScoping); scripts/runner-probe.sh runs it with those.
#if compiler(>=6.1)
/// Assertions as a user's test suite runs them, for `scripts/runner-probe.sh` to run in real test
/// processes (`--repetitions`, `--repeat-until pass`, `swift test --attachments-path`) and check
/// the files left behind. Skipped unless `A11Y_RUNNER_PROBE` names the folder to write in.
@Suite("Runner probe", .enabled(if: RunnerProbe.folder != nil, "run by scripts/runner-probe.sh"),
       .accessibilitySnapshots(record: .missing))
struct RunnerProbeTests {
    @Test("two unnamed snapshots: every repetition and retry uses the same two files")
    func twoUnnamedSnapshots() {
        RunnerProbe.withEnvironment {
            assertAccessibilitySnapshot(of: Screens.numbered(1))
            assertAccessibilitySnapshot(of: Screens.numbered(2))
        }
    }

    @Test("a mismatch leaves its files as attachments")
    func mismatchAttaches() throws {
        try RunnerProbe.withEnvironment {
            let reference = RunnerProbe.folder! + "/snapshots/RunnerProbeTests/mismatchAttaches.screen.json"
            var old = Screens.login
            old.name = "RunnerProbeTests/mismatchAttaches.screen"
            try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(old.canonicalJSON()).write(to: URL(fileURLWithPath: reference))
            withKnownIssue("Expected: this probe fails on purpose so its attachments are written") {
                assertAccessibilitySnapshot(of: Screens.loginChanged, named: "screen")
            }
        }
    }
}
#endif

enum RunnerProbe {
    /// The folder the probe writes its references and artifacts in.
    static var folder: String? { ProcessInfo.processInfo.environment["A11Y_RUNNER_PROBE"] }

    static func withEnvironment<R>(_ body: () throws -> R) rethrows -> R {
        let environment = SnapshotTestingEnvironment(
            variables: [:], snapshotDirectory: folder! + "/snapshots", artifactsDirectory: folder! + "/artifacts")
        return try SnapshotTestingEnvironment.$injected.withValue(environment, operation: body)
    }
}
