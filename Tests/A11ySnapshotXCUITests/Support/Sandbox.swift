#if os(Linux)
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation

/// Runs `body` with the assertions writing into a fresh temporary folder; returns the folder.
func inSandbox(_ body: () -> Void) throws -> String {
    let root = NSTemporaryDirectory() + "a11ysnapshot-xcui-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let environment = SnapshotTestingEnvironment(snapshotDirectory: root + "/__Snapshots__", artifactsDirectory: root + "/artifacts")
    SnapshotTestingEnvironment.$injected.withValue(environment, operation: body)
    return root
}
#endif
