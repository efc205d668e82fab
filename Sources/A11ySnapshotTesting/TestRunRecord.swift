import A11ySnapshot
import Foundation

/// This test process's manifest for `a11ysnap obsolete` (see ``TestRunManifest``): started on the
/// first assertion, one per artifacts folder, finished when the process exits normally.
package enum TestRunRecord {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var manifests: [String: String] = [:]
    nonisolated(unsafe) private static var failures = 0
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
                TestRunManifest.header(started: started, processID: processID,
                                       selection: TestSelection.describe(CommandLine.arguments)),
                to: path)
            manifests[artifactsDirectory] = path
            if !exitHookInstalled {
                exitHookInstalled = true
                atexit { TestRunRecord.finish() }
            }
            return path
        }
        TestRunManifest.append(reference + "\n", to: path)
    }

    /// Counts a failed test or assertion; a run with failures is not used to find obsolete references.
    package static func noteFailure() {
        lock.withLock { failures += 1 }
    }

    /// Writes each manifest's footer.
    static func finish() {
        let (paths, count) = lock.withLock { (Array(manifests.values), failures) }
        let footer = TestRunManifest.footer(finished: Date(), failures: count)
        for path in paths { TestRunManifest.append(footer, to: path) }
    }
}
