#if os(Linux)
import Foundation

/// XCUI_SWIFT_MAIN_ACTOR, which XCUIAutomationDefines.h defines as
/// `__attribute__((swift_attr("@MainActor")))` when the compiler has `swift_attr` (Swift's
/// Clang importer does). No availability annotation: available since the framework.
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIApplication.h
// From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIAutomationDefines.h
@MainActor
open class XCUIApplication: XCUIElement {
    // Test support: storage for the two lists below, untyped because a stored property cannot
    // carry the availability of `XCUIAccessibilityAuditIssue` (iOS 17, macOS 14, tvOS 17).
    private var auditIssueStorage: [Any] = []
    private var auditFailureStorage: [Any] = []

    // Test support: the issues the audit finds on this "device".
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var auditIssuesForTesting: [XCUIAccessibilityAuditIssue] {
        get { auditIssueStorage.compactMap { $0 as? XCUIAccessibilityAuditIssue } }
        set { auditIssueStorage = newValue }
    }

    // Test support: the issues XCTest failed the test for (those the handler did not return
    // `true` for, or every issue without a handler).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public private(set) var auditFailuresForTesting: [XCUIAccessibilityAuditIssue] {
        get { auditFailureStorage.compactMap { $0 as? XCUIAccessibilityAuditIssue } }
        set { auditFailureStorage = newValue }
    }

    /// `performAccessibilityAuditWithAuditTypes:issueHandler:error:` is NS_REFINED_FOR_SWIFT
    /// in the header (availability from there); the Swift method is the overlay's
    /// `@MainActor @nonobjc @preconcurrency` one (`@nonobjc` needs the Objective-C runtime and
    /// is left out here). Each issue of the requested types goes to the handler; XCTest records
    /// a test failure for each one it does not return `true` for.
    // From: nbeirne/ios-header-changes iPhoneOS.platform/Developer/Library/Frameworks/XCUIAutomation.framework/Headers/XCUIApplication.h
    // From: theAppLaunchers/apple-docs-for-rag XCUIAutomation/md/xcuiautomation-xcuiapplication-performaccessibilityaudit(for:_:).md
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    @preconcurrency open func performAccessibilityAudit(
        for auditTypes: XCUIAccessibilityAuditType = .all,
        _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil
    ) throws {
        for issue in auditIssuesForTesting where !issue.auditType.isDisjoint(with: auditTypes) {
            let handled = try issueHandler?(issue) ?? false
            if !handled { auditFailuresForTesting.append(issue) }
        }
    }
}
#endif
