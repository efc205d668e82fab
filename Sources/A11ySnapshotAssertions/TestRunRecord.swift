import A11ySnapshot
import Foundation

/// This test process's manifest for `a11ysnap obsolete` (see ``TestRunManifest``): started on the
/// first assertion, one per artifacts folder, finished when the process exits normally.
package enum TestRunRecord {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var manifests: [String: String] = [:]
    /// Failures per artifacts folder; the `nil` key counts for every folder (XCTest's own failures).
    nonisolated(unsafe) private static var failures: [String?: Int] = [:]
    nonisolated(unsafe) private static var exitHookInstalled = false
    private static let started = Date()

    /// Records that an assertion used `reference`, in the manifest under `artifactsDirectory`.
    package static func noteUse(of reference: String, artifactsDirectory: String) {
        let path = lock.withLock { () -> String in
            if let path = manifests[artifactsDirectory] { return path }
            let folder = artifactsDirectory + "/" + TestRunManifest.folderName
            let processID = Int(ProcessInfo.processInfo.processIdentifier)
            let path = folder + "/" + TestRunManifest.fileName(started: started, processID: processID)
            TestRunManifest.prune(folder)
            TestRunManifest.append(
                TestRunManifest.header(started: started, processID: processID, parentProcessID: Int(getppid()),
                                       selection: TestSelection.describe(CommandLine.arguments)),
                to: path)
            manifests[artifactsDirectory] = path
            if !exitHookInstalled {
                exitHookInstalled = true
                atexit { TestRunRecord.finish() }
            }
            return path
        }
        TestRunManifest.append(reference + "\n", to: path, creating: false)
    }

    /// Counts a failed assertion under `artifactsDirectory`, or (for `nil`) a failed test that
    /// counts for every manifest; a run with failures is not used to find obsolete references.
    package static func noteFailure(artifactsDirectory: String?) {
        lock.withLock { failures[artifactsDirectory, default: 0] += 1 }
    }

    /// Writes each manifest's footer.
    static func finish() {
        let (entries, counts) = lock.withLock { (manifests, failures) }
        let finished = Date()
        for (directory, path) in entries {
            let count = counts[directory, default: 0] + counts[nil, default: 0]
            TestRunManifest.append(TestRunManifest.footer(finished: finished, failures: count), to: path, creating: false)
        }
    }
}
