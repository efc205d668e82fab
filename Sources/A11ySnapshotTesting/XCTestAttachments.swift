#if canImport(XCTest) && canImport(ObjectiveC)
import Foundation
import XCTest

/// Adds a failure's files to the running XCTest test case (Apple platforms), where Xcode's test
/// report shows them under the test. Works without any Xcode-only environment variable.
enum XCTestAttachments {
    static func attach(_ attachments: [SnapshotAttachment]) -> Int {
        // XCTest's activities belong to the main thread, where synchronous test methods run.
        guard Thread.isMainThread, let testCase = XCTestRunObserver.currentTestCase else { return 0 }
        return MainActor.assumeIsolated {
            for file in attachments {
                let attachment = XCTAttachment(data: Data(file.bytes), uniformTypeIdentifier: file.uniformTypeIdentifier)
                attachment.name = file.name
                attachment.lifetime = .keepAlways
                testCase.add(attachment)
            }
            return attachments.count
        }
    }
}
#endif
