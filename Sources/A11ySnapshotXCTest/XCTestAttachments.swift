#if canImport(XCTest) && canImport(ObjectiveC)
import A11ySnapshotAssertions
import Foundation
import XCTest

/// Adds a failure's files to the running XCTest test (Apple platforms) as one activity, where
/// Xcode's test report shows them under the failing assertion. Works without any Xcode-only
/// environment variable.
enum XCTestAttachments {
    static func attach(_ attachments: [SnapshotAttachment], activity name: String) -> Int {
        // XCTest's activities belong to the main thread, where synchronous test methods run.
        guard Thread.isMainThread, !attachments.isEmpty else { return 0 }
        return MainActor.assumeIsolated {
            XCTContext.runActivity(named: name) { activity in
                for file in attachments {
                    let attachment = XCTAttachment(data: Data(file.bytes), uniformTypeIdentifier: file.uniformTypeIdentifier)
                    attachment.name = file.name
                    attachment.lifetime = .keepAlways
                    activity.add(attachment)
                }
            }
            return attachments.count
        }
    }
}
#endif
