// Fixture for scripts/check-apple-availability: XCUIAccessibilityAuditIssue as the annotated shim
// declares it (API_AVAILABLE(macos(14.0), ios(17.0), tvos(17.0), watchos(10.0)) in the header).
#if os(Linux)
import Foundation

// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditIssue.h
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
open class XCUIAccessibilityAuditIssue: NSObject {
    public let auditType: XCUIAccessibilityAuditType
    public let element: XCUIElement?
    public let compactDescription: String
    public let detailedDescription: String

    public init(auditType: XCUIAccessibilityAuditType, element: XCUIElement?, compactDescription: String, detailedDescription: String = "") {
        self.auditType = auditType
        self.element = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        super.init()
    }
}
#endif
