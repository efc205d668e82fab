extension ReportViolation {
    /// The report renderers' form of a rule violation.
    package init(_ violation: Violation) {
        let severity: Severity = switch violation.severity {
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
        self.init(rule: violation.ruleID, severity: severity, message: violation.message, element: violation.element,
                  wcag: violation.wcag)
    }
}

extension ViolationChanges {
    /// The report renderers' form of a comparison of violations.
    package init(_ comparison: ViolationComparison) {
        self.init(new: comparison.new.map(ReportViolation.init), resolved: comparison.resolved.map(ReportViolation.init),
                  unchanged: comparison.unchanged.map(ReportViolation.init))
    }
}
