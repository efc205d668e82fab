import Foundation

/// Where one test's reference and artifact files go:
/// `<snapshot directory>/<TestFileName>/<testName>[.<name>|.<n>].json`, and the same layout under
/// the artifacts directory.
///
/// The snapshot directory is `A11Y_SNAPSHOT_DIR`, else `<package root>/__Snapshots__`; the artifacts
/// directory is `A11Y_SNAPSHOT_ARTIFACTS`, else `<package root>/.build/a11y-snapshot-artifacts`.
/// Relative values are taken from the package root: the nearest directory above the test file that
/// holds `Package.swift`, or the test file's own directory when there is none.
package struct SnapshotLocation: Hashable, Sendable {
    /// The environment variable that replaces `<package root>/__Snapshots__`.
    package static let directoryVariable = "A11Y_SNAPSHOT_DIR"
    /// The environment variable that replaces `<package root>/.build/a11y-snapshot-artifacts`.
    package static let artifactsVariable = "A11Y_SNAPSHOT_ARTIFACTS"

    package var packageRoot: String
    package var snapshotDirectory: String
    package var artifactsDirectory: String
    /// The sanitized test file name, e.g. `LoginTests`.
    package var testFileName: String
    /// The sanitized test name, e.g. `loginScreen`.
    package var testName: String

    package init(fileID: String, filePath: String, function: String, environment: SnapshotTestingEnvironment) {
        let root = Self.packageRoot(forTestFile: filePath)
        packageRoot = root
        snapshotDirectory = Self.absolute(
            environment.snapshotDirectory ?? environment[variable: Self.directoryVariable] ?? "__Snapshots__", in: root)
        artifactsDirectory = Self.absolute(
            environment.artifactsDirectory ?? environment[variable: Self.artifactsVariable] ?? ".build/a11y-snapshot-artifacts",
            in: root)
        testFileName = SnapshotPathComponent.testFileName(fromFileID: fileID)
        testName = SnapshotPathComponent.testName(fromFunction: function)
    }

    /// The file name without `.json`: `testName`, `testName.<name>` for a named snapshot, or
    /// `testName.<index>` for the second and later unnamed ones.
    package func stem(named name: String?, index: Int) -> String {
        if let name { return testName + "." + SnapshotPathComponent.sanitize(name) }
        return index <= 1 ? testName : testName + ".\(index)"
    }

    /// The name written into the snapshot: `<TestFileName>/<stem>`, the reference's path relative
    /// to the snapshot directory without `.json`.
    package func snapshotName(stem: String) -> String {
        testFileName + "/" + stem
    }

    package func referencePath(stem: String) -> String {
        snapshotDirectory + "/" + testFileName + "/" + stem + ".json"
    }

    package func artifactPath(stem: String) -> String {
        artifactsDirectory + "/" + testFileName + "/" + stem + ".json"
    }

    /// Where a live capture's explanation goes: beside its artifact, `<stem>.capture.txt`.
    package func explanationPath(stem: String) -> String {
        artifactsDirectory + "/" + testFileName + "/" + stem + ".capture.txt"
    }

    /// The nearest directory above `filePath` that holds `Package.swift`, else `filePath`'s directory.
    ///
    /// A root once found is remembered for the test file's directory for the rest of the process:
    /// a suite asserts thousands of times from a few files, and each search asks the file system
    /// once per directory level. A directory without a root is searched again every time.
    package static func packageRoot(forTestFile filePath: String) -> String {
        let fileDirectory = parent(of: filePath)
        if let root = FoundRoots.shared.root(of: fileDirectory) { return root }
        var directory = fileDirectory
        while true {
            if FileManager.default.fileExists(atPath: join(directory, "Package.swift")) {
                FoundRoots.shared.remember(directory, for: fileDirectory)
                return directory
            }
            let up = parent(of: directory)
            if up == directory { return fileDirectory }
            directory = up
        }
    }

    /// Package roots found so far, by test file directory.
    private final class FoundRoots: @unchecked Sendable {
        static let shared = FoundRoots()
        private var roots: [String: String] = [:]
        private let lock = NSLock()

        func root(of directory: String) -> String? { lock.withLock { roots[directory] } }
        func remember(_ root: String, for directory: String) { lock.withLock { roots[directory] = root } }
    }

    private static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func absolute(_ path: String, in root: String) -> String {
        var result = path.hasPrefix("/") ? path : join(root, path)
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
