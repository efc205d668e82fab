#if canImport(XCTest)
import A11ySnapshotAssertions
import XCTest

/// Reports the assertions' failures and attachments to XCTest; found by ``TestFramework`` at run
/// time wherever this module is linked.
package struct XCTestReporter: TestFrameworkReporter {
    /// XCTest has no API that tells whether one of its tests is running; ``TestFramework`` asks
    /// Swift Testing first and uses XCTest otherwise.
    package static var isRunningTest: Bool { true }

    /// XCTest's test cases are told apart by their runs, not by an identifier.
    package static var currentTestID: String? { nil }

    package static var currentRun: SnapshotRun? {
        XCTestRunObserver.currentRun
    }

    package static func recordFailure(_ message: String, at location: AssertionSourceLocation) {
        XCTFail(message, file: location.filePath, line: location.line)
    }

    /// Adds the files as one activity of the running test (Apple platforms); Linux's XCTest has
    /// no attachments.
    package static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int {
        #if canImport(ObjectiveC)
        XCTestAttachments.attach(attachments, activity: "Accessibility snapshot files")
        #else
        0
        #endif
    }
}
#endif
