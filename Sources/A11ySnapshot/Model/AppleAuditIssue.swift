/// One issue Apple's accessibility audit (`XCUIApplication.performAccessibilityAudit`) reported
/// for the captured screen, stored with the snapshot so the next run can tell new issues from the
/// ones the reference already had (see docs/FORMAT.md, `appleAudit`).
public struct AppleAuditIssue: Hashable, Sendable {
    /// The audit type, as XCTest names it: `contrast`, `elementDetection`, `hitRegion`,
    /// `sufficientElementDescription`, `dynamicType`, `textClipped`, `trait`, `action`,
    /// `parentChild`, or `other` for a type this version does not know.
    public var auditType: String
    /// XCTest's short description of the issue (`compactDescription`).
    public var message: String
    /// The index path of the snapshot element the issue is about, or `nil` for an issue about the
    /// whole screen or an element the snapshot does not hold.
    public var elementPath: [Int]?

    public init(auditType: String, message: String, elementPath: [Int]? = nil) {
        self.auditType = auditType
        self.message = message
        self.elementPath = elementPath
    }

    /// The audit types XCTest defines, in its order.
    public static let knownTypes = [
        "contrast", "elementDetection", "hitRegion", "sufficientElementDescription",
        "dynamicType", "textClipped", "trait", "action", "parentChild",
    ]

    /// The prefix of every audit issue's rule id.
    public static let rulePrefix = "apple-audit-"

    /// The rule id reports give the issue: `apple-audit-` and the type in kebab case
    /// (`apple-audit-hit-region`).
    public var ruleID: String {
        var id = "apple-audit-"
        for character in auditType {
            if character.isUppercase { id += "-" + character.lowercased() } else { id.append(character) }
        }
        return id
    }

    /// The WCAG success criteria the audit type corresponds to.
    public var wcag: [String] {
        switch auditType {
        case "contrast": ["1.4.3"]
        case "dynamicType", "textClipped": ["1.4.4"]
        case "hitRegion": ["2.5.8"]
        case "sufficientElementDescription": ["1.1.1", "4.1.2"]
        case "elementDetection", "trait": ["4.1.2"]
        case "action": ["2.1.1"]
        case "parentChild": ["1.3.1"]
        default: []
        }
    }
}
