#if os(Linux)
import Foundation

/// Mirrors XCTest (iOS 17, macOS 14): `struct XCUIAccessibilityAuditType : OptionSet`, with the
/// bit values of XCUIAccessibilityAuditTypes.h.
public struct XCUIAccessibilityAuditType: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
    /// macOS only in XCTest.
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    /// macOS only in XCTest.
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

/// Mirrors XCTest / XCUIAutomation (iOS 17, macOS 14): `class XCUIAccessibilityAuditIssue : NSObject`.
open class XCUIAccessibilityAuditIssue: NSObject {
    /// Mirrors: `var auditType: XCUIAccessibilityAuditType { get }`.
    public let auditType: XCUIAccessibilityAuditType
    /// Mirrors: `var element: XCUIElement? { get }`.
    public let element: XCUIElement?
    /// Mirrors: `var compactDescription: String { get }`.
    public let compactDescription: String
    /// Mirrors: `var detailedDescription: String { get }`.
    public let detailedDescription: String

    /// Test support (XCTest makes issues itself).
    public init(auditType: XCUIAccessibilityAuditType, element: XCUIElement?, compactDescription: String, detailedDescription: String = "") {
        self.auditType = auditType
        self.element = element
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        super.init()
    }
}

/// Mirrors XCTest: `@MainActor class XCUIApplication : XCUIElement`, with the audit member the
/// adapter calls.
@MainActor
open class XCUIApplication: XCUIElement {
    /// Test support: the issues the audit finds on this "device".
    public var auditIssuesForTesting: [XCUIAccessibilityAuditIssue] = []
    /// Test support: the issues XCTest failed the test for (those the handler did not return
    /// `true` for, or every issue without a handler).
    public private(set) var auditFailuresForTesting: [XCUIAccessibilityAuditIssue] = []

    /// Mirrors XCTest / XCUIAutomation (iOS 17, macOS 14): `@MainActor @preconcurrency func
    /// performAccessibilityAudit(for auditTypes: XCUIAccessibilityAuditType = .all, _ issueHandler:
    /// ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil) throws`. Each issue of the requested types goes to the handler; XCTest
    /// records a test failure for each one it does not return `true` for.
    open func performAccessibilityAudit(
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
