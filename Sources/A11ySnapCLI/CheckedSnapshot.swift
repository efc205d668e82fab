import A11ySnapshot

/// One snapshot file as `a11ysnap check` checked it: the tree, its violations, and with a
/// baseline how they compare with the baseline's.
struct CheckedSnapshot: Sendable {
    /// The path as given or found.
    let path: String
    let snapshot: AccessibilitySnapshot
    let report: RuleReport
    /// The baseline file, when one was compared.
    let baselinePath: String?
    /// The comparison with the baseline, when one was compared.
    let comparison: ViolationComparison?

    /// The violations that decide the outcome: the new ones with a baseline, all without.
    var reported: [Violation] { comparison?.new ?? report.violations }

    /// Whether an error remains that fails the check.
    var fails: Bool { reported.contains { $0.severity == .error } }
}
