import A11ySnapshot
import Foundation

/// The current snapshot's artifact file (beside the build, for `a11ysnap` and the test report),
/// written at most once per assertion: as soon as a failure is certain (a failing comparison's
/// second thread writes it once its diff shows a change, while the first thread still checks the
/// reference), else when the failure is made.
final class FailureArtifact: @unchecked Sendable {
    private let bytes: [UInt8]
    private let path: String
    private let root: String
    private let lock = NSLock()
    /// `nil` until written; then the write's error, if any. Guarded by `lock`.
    private var outcome: FileWriteError??

    init(bytes: [UInt8], path: String, root: String) {
        self.bytes = bytes
        self.path = path
        self.root = root
    }

    /// Writes the file the first time; every call returns that write's error, if any.
    @discardableResult
    func write() -> FileWriteError? {
        lock.lock()
        defer { lock.unlock() }
        if let done = outcome { return done }
        var error: FileWriteError?
        do throws(FileWriteError) {
            // Made again on every failing run: no fsync (0.5 ms or more of a 1 ms assertion), and
            // left alone when the last run failed with the same snapshot.
            try AtomicFile.write(bytes, to: path, refusingLinksBelow: root, durable: false, keepingSameContent: true)
        } catch let failure {
            error = failure
        }
        outcome = .some(error)
        return error
    }
}
