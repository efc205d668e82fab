#if os(Linux)
import Foundation

/// No XCUI_SWIFT_MAIN_ACTOR and no sendability annotation (NS_ASSUME_NONNULL only): not
/// isolated, not Sendable. `init`/`new` are NS_UNAVAILABLE; XCTest makes issues.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAccessibilityAuditIssue.h
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
open class XCUIAccessibilityAuditIssue: NSObject {
    public let element: XCUIElement?
    public let compactDescription: String
    public let detailedDescription: String
    public let auditType: XCUIAccessibilityAuditType

    // Test support: XCTest makes issues itself.
    public init(auditType: XCUIAccessibilityAuditType, element: XCUIElement?, compactDescription: String, detailedDescription: String = "") {
        self.auditType = auditType
        self.element = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        super.init()
    }
}
#endif
