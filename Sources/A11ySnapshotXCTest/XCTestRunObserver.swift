#if canImport(XCTest)
import A11ySnapshotAssertions
import Foundation
import XCTest

/// Watches XCTest's test cases so that each one (each iteration and retry included) is a
/// ``SnapshotRun`` of its own, and counts failures for the run's manifest.
///
/// Registered the first time an assertion runs under XCTest. XCTest accepts observers on the main
/// thread only (`Test observers can only be registered and unregistered on the main thread`), where
/// synchronous test methods run; from elsewhere the registration is sent to the main actor. A
/// test case's end starts the next run, so a registration made late, during the first test case,
/// still separates it from the second.
final class XCTestRunObserver: NSObject, XCTestObservation, @unchecked Sendable {
    private static let shared = XCTestRunObserver()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered = false
    nonisolated(unsafe) private static var run = SnapshotRun()

    /// The run of the XCTest test case now running, registering the observer on first use.
    static var currentRun: SnapshotRun {
        registerOnce()
        return lock.withLock { run }
    }

    private static func registerOnce() {
        let first = lock.withLock { () -> Bool in
            defer { registered = true }
            return !registered
        }
        guard first else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(shared) }
        } else {
            Task { @MainActor in XCTestObservationCenter.shared.addTestObserver(shared) }
        }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        Self.lock.withLock { Self.run = SnapshotRun() }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        Self.lock.withLock { Self.run = SnapshotRun() }
    }

    #if canImport(ObjectiveC)
    func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
        TestRunRecord.noteFailure(artifactsDirectory: nil)
    }
    #else
    func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
        TestRunRecord.noteFailure(artifactsDirectory: nil)
    }
    #endif
}
#endif
