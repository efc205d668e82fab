#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test framework running the current code: Swift Testing when a Swift Testing test is
/// running, XCTest otherwise.
package enum TestFramework {
    /// Identifies the running Swift Testing test (its suite and function), or `nil` under XCTest.
    static var currentTestID: String? {
        #if canImport(Testing)
        if let test = Test.current { return test.id.description }
        #endif
        return nil
    }

    /// Whether the running code is not in a Swift Testing test, so XCTest (if anything) runs it.
    static var isXCTestRunning: Bool {
        #if canImport(Testing)
        if Test.current != nil { return false }
        #endif
        #if canImport(XCTest)
        return true
        #else
        return false
        #endif
    }

    /// The run of the XCTest test case now running (see ``SnapshotRun``).
    static var xcTestRun: SnapshotRun? {
        #if canImport(XCTest)
        return XCTestRunObserver.currentRun
        #else
        return nil
        #endif
    }

    /// Reports a failure at the caller's location through the running framework.
    package static func recordFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: fileID), filePath: String(describing: filePath),
                    line: Int(line), column: Int(column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("\(filePath):\(line):\(column): error: \(message)")
        #endif
    }

    /// Attaches `attachments` to the running test: through Swift Testing's `Attachment.record`
    /// (Swift 6.2 and later), or to the running XCTest test as an activity, kept whatever its outcome
    /// (Apple platforms; Linux's XCTest has no attachments). Returns how many were attached.
    @discardableResult
    package static func attach(_ attachments: [SnapshotAttachment], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> Int {
        #if canImport(Testing) && compiler(>=6.2)
        if Test.current != nil {
            let location = SourceLocation(fileID: String(describing: fileID), filePath: String(describing: filePath),
                                          line: Int(line), column: Int(column))
            for attachment in attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
            }
            return attachments.count
        }
        #endif
        #if canImport(XCTest) && canImport(ObjectiveC)
        return XCTestAttachments.attach(attachments, activity: "Accessibility snapshot files")
        #else
        return 0
        #endif
    }
}
