/// One rule violation on one element (or on the screen, for screen-wide rules such as
/// `header-missing`, whose element has the empty path `""`).
public struct Violation: Hashable, Sendable {
    /// The rule's id, such as `label-trailing-period`.
    public var ruleID: String
    /// The severity after configuration.
    public var severity: RuleSeverity
    /// What is wrong with this element, with the measured values.
    public var message: String
    /// The element, as reports name it; the path is the index path in the checked tree.
    public var element: ElementReference
    /// The WCAG success criteria the rule maps to (`["2.5.8"]`); empty for best practice.
    public var wcag: [String]

    public init(ruleID: String, severity: RuleSeverity, message: String, element: ElementReference, wcag: [String] = []) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.element = element
        self.wcag = wcag
    }
}
