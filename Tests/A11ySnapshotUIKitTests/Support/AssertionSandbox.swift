#if os(Linux)
import A11ySnapshot
import A11ySnapshotAssertions
import Foundation

/// Runs live-capture assertions in a host application, writing into a fresh temporary folder.
@MainActor
enum AssertionSandbox {
    /// Runs `body` with the assertions writing below a fresh folder and `variables` as their
    /// environment; returns the folder, which the caller removes.
    static func run(variables: [String: String] = [:], _ body: () throws -> Void) rethrows -> String {
        let root = NSTemporaryDirectory() + "a11ysnapshot-sandbox-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let environment = SnapshotTestingEnvironment(
            variables: variables, snapshotDirectory: root + "/__Snapshots__", artifactsDirectory: root + "/artifacts")
        try withHostApplication { try SnapshotTestingEnvironment.$injected.withValue(environment, operation: body) }
        return root
    }

    /// The references, artifacts and explanations `body` writes (paths relative to the sandbox,
    /// sorted; the run manifests left out), the sandbox removed afterwards.
    static func filesWritten(variables: [String: String] = [:], _ body: () throws -> Void) rethrows -> [String] {
        let root = try run(variables: variables, body)
        defer { try? FileManager.default.removeItem(atPath: root) }
        return (FileManager.default.subpaths(atPath: root) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && !path.hasPrefix("artifacts/test-runs/")
        }.sorted()
    }
}
#endif
