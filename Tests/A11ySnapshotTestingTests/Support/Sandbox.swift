import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Foundation
import Testing

/// A temporary folder for one test's references and artifacts, with the environment that points
/// the assertions at it. The process environment is never read or changed.
///
/// ```swift
/// try Sandbox.run { sandbox in
///     #expect(sandbox.verify(screen) != nil)
/// }
/// ```
struct Sandbox {
    /// The temporary folder; removed when ``run(_:)`` returns.
    let root: String
    /// Environment variables the assertions see instead of the process's.
    var variables: [String: String] = [:]

    var references: String { root + "/__Snapshots__" }
    var artifacts: String { root + "/artifacts" }

    var environment: SnapshotTestingEnvironment {
        SnapshotTestingEnvironment(variables: variables, snapshotDirectory: references, artifactsDirectory: artifacts)
    }

    /// Runs `body` with a fresh, empty temporary folder whose assertions see `variables` as
    /// their environment.
    static func run<R>(variables: [String: String] = [:], _ body: (Sandbox) throws -> R) throws -> R {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try body(Sandbox(root: root, variables: variables))
    }

    /// The async variant of ``run(variables:_:)``.
    static func runAsync<R>(variables: [String: String] = [:], _ body: (Sandbox) async throws -> R) async throws -> R {
        let root = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        return try await body(Sandbox(root: root, variables: variables))
    }

    static func makeTemporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "a11ysnapshot-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        // Resolve symbolic links (macOS's /var is /private/var) so paths compare as written.
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// `verifyAccessibilitySnapshot` in this sandbox, as if called from the test that calls this.
    func verify(
        _ snapshot: AccessibilitySnapshot,
        named name: String? = nil,
        record: AccessibilitySnapshotRecordMode? = nil,
        configuration: AccessibilitySnapshotConfiguration = AccessibilitySnapshotConfiguration(),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        testName: String = #function
    ) -> String? {
        SnapshotTestingEnvironment.$injected.withValue(environment) {
            verifyAccessibilitySnapshot(of: snapshot, named: name, record: record, configuration: configuration, fileID: fileID, filePath: filePath, testName: testName)
        }
    }

    /// The snapshot name the calling test's snapshot gets: `<TestFileName>/<testName><suffix>`,
    /// where `suffix` is `""`, `".2"`, `".<name>"`.
    func snapshotName(_ suffix: String = "", fileID: StaticString = #fileID, testName: String = #function) -> String {
        let file = "\(fileID)".split(separator: "/").last!.dropLast(".swift".count)
        return String(file) + "/" + String(testName.prefix { $0 != "(" }) + suffix
    }

    /// The reference file of the calling test's snapshot (see ``snapshotName(_:fileID:testName:)``).
    func referencePath(_ suffix: String = "", fileID: StaticString = #fileID, testName: String = #function) -> String {
        references + "/" + snapshotName(suffix, fileID: fileID, testName: testName) + ".json"
    }

    /// The artifact file of the calling test's snapshot (see ``snapshotName(_:fileID:testName:)``).
    func artifactPath(_ suffix: String = "", fileID: StaticString = #fileID, testName: String = #function) -> String {
        artifacts + "/" + snapshotName(suffix, fileID: fileID, testName: testName) + ".json"
    }

    /// The bytes the recorder writes for `snapshot` as the calling test's snapshot.
    func recordedBytes(
        of snapshot: AccessibilitySnapshot, _ suffix: String = "", fileID: StaticString = #fileID, testName: String = #function
    ) -> [UInt8] {
        var named = snapshot
        named.name = snapshotName(suffix, fileID: fileID, testName: testName)
        return named.canonicalJSON()
    }

    /// Writes `bytes` at `path`, creating folders.
    func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Writes `text` at `path`, creating folders.
    func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The folder of this process's test-run manifests.
    var runs: String { artifacts + "/" + TestRunManifest.folderName }

    /// This process's test-run manifest in the sandbox (written on the first assertion).
    var manifest: String {
        get throws {
            let names = try FileManager.default.contentsOfDirectory(atPath: runs)
            return runs + "/" + (try #require(names.first { $0.hasSuffix("-\(ProcessInfo.processInfo.processIdentifier).txt") }))
        }
    }

    /// Every reference and artifact file below the sandbox (not the test-run manifests), as
    /// paths relative to it, sorted.
    func allFiles() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let next = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + next, isDirectory: &isDirectory), !isDirectory.boolValue,
               !next.contains(TestRunManifest.folderName + "/") {
                files.append(next)
            }
        }
        return files.sorted()
    }
}
