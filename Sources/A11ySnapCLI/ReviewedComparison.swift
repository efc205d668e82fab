import A11ySnapshot

/// A snapshot comparison together with the rule results behind its violation changes, so every
/// report format can be rendered from it: the reports read the ``comparison``; SARIF and GitHub
/// annotations, which point at files, read ``checked``.
struct ReviewedComparison: Sendable {
    let comparison: SnapshotComparison
    /// The current file with its violations compared with the reference's; `nil` for a removed
    /// snapshot.
    let checked: CheckedSnapshot?
    /// Whether reports that point at files point at the reference (`compare`'s).
    let resultsInReference: Bool

    /// Compares `reference` with `current` (either may be absent: an added or removed snapshot)
    /// and classifies violations as new, resolved or unchanged. An added snapshot's violations
    /// are all new. With `resultsInReference`, SARIF results and GitHub annotations point at the
    /// reference file, where there is one (``ResultFile``), and so does the changed snapshot's notice.
    init?(reference: AccessibilitySnapshot?, current: AccessibilitySnapshot?, options: DiffOptions, engine: RuleEngine,
          name: String?, referencePath: String?, currentPath: String?, resultsInReference: Bool = false) {
        self.resultsInReference = resultsInReference
        switch (reference, current) {
        case let (reference?, current?):
            comparison = SnapshotComparison(reference: reference, current: current, options: options, engine: engine, name: name,
                                            referencePath: referencePath, currentPath: currentPath)
        case let (nil, current?):
            comparison = SnapshotComparison(added: current, engine: engine, name: name, currentPath: currentPath)
        case let (reference?, nil):
            comparison = SnapshotComparison(removed: reference, name: name, referencePath: referencePath)
        case (nil, nil):
            return nil
        }
        if let current, let rules = comparison.ruleComparison {
            var resultFile: ResultFile?
            if resultsInReference, let reference, let referencePath, let diff = comparison.diff {
                resultFile = ResultFile(reference: referencePath, snapshot: reference, matching: diff.matching)
            }
            checked = CheckedSnapshot(path: currentPath ?? "", snapshot: current, report: rules.current,
                                      baselinePath: comparison.referencePath, comparison: rules, diff: comparison.diff,
                                      resultFile: resultFile)
        } else {
            checked = nil
        }
    }
}
