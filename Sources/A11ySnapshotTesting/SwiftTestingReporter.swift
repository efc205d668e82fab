#if canImport(Testing)
import A11ySnapshotAssertions
import Testing

/// Reports the assertions' failures and attachments to the running Swift Testing test; found by
/// ``TestFramework`` at run time wherever this module is linked.
package struct SwiftTestingReporter: TestFrameworkReporter {
    package static var isRunningTest: Bool {
        Test.current != nil
    }

    package static var currentTestID: String? {
        Test.current?.id.description
    }

    /// Swift Testing marks each test case's run through the `.accessibilitySnapshots(…)` trait.
    package static var currentRun: SnapshotRun? { nil }

    package static func recordFailure(_ message: String, at location: AssertionSourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
    }

    /// Records each file with `Attachment.record` (Swift 6.2 and later). Before 6.2 Swift Testing
    /// has no attachments, and nothing is attached: the files stay in the artifacts folder.
    package static func attach(_ attachments: [SnapshotAttachment], at location: AssertionSourceLocation) -> Int {
        #if compiler(>=6.2)
        let sourceLocation = sourceLocation(location)
        for attachment in attachments {
            Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: sourceLocation)
        }
        return attachments.count
        #else
        return 0
        #endif
    }

    private static func sourceLocation(_ location: AssertionSourceLocation) -> SourceLocation {
        SourceLocation(fileID: String(describing: location.fileID), filePath: String(describing: location.filePath),
                       line: Int(location.line), column: Int(location.column))
    }
}
#endif
