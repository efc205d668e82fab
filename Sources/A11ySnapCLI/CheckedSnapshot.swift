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
    /// The comparison's resolved violations, each named by its element's current path where the
    /// element is still there, as `new` and `unchanged` are (``ListedViolation``).
    let resolved: [ListedViolation]
    /// The comparison's new violations, each marked when the content's scroll brought its element
    /// onto the screen (``ListedViolation``).
    let new: [ListedViolation]
    /// Where SARIF results and GitHub annotations point: ``path``, or `compare`'s reference.
    let resultFile: ResultFile
    /// What importing the file noticed (a capture that failed), in words, for the annotations.
    let importWarnings: [String]

    /// `diff`, of the baseline and `snapshot`, names the resolved violations' elements and tells
    /// which new ones' elements scrolled into view.
    init(path: String, snapshot: AccessibilitySnapshot, report: RuleReport, baselinePath: String?,
         comparison: ViolationComparison?, diff: SnapshotDiff? = nil, resultFile: ResultFile? = nil,
         importWarnings: [String] = []) {
        self.path = path
        self.importWarnings = importWarnings
        self.resultFile = resultFile ?? ResultFile(checked: path, snapshot: snapshot)
        self.snapshot = snapshot
        self.report = report
        self.baselinePath = baselinePath
        self.comparison = comparison
        self.resolved = ListedViolation.placing(comparison?.resolved ?? [], in: diff)
        self.new = ListedViolation.listing(new: comparison?.new ?? [], in: diff)
    }

    /// The violations that decide the outcome: the new ones with a baseline, all without.
    var reported: [Violation] { comparison?.new ?? report.violations }

    /// Whether an error remains that fails the check.
    var fails: Bool { reported.contains { $0.severity == .error } }
}
