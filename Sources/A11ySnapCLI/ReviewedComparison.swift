import A11ySnapshot

/// A snapshot comparison together with the rule results behind its violation changes, so every
/// report format can be rendered from it: the reports read the ``comparison``; SARIF and GitHub
/// annotations, which point at files, read ``checked``.
struct ReviewedComparison: Sendable {
    let comparison: SnapshotComparison
    /// The current file with its violations compared with the reference's; `nil` for a removed
    /// snapshot.
    let checked: CheckedSnapshot?

    /// Compares `reference` with `current` (either may be absent: an added or removed snapshot)
    /// and classifies violations as new, resolved or unchanged. An added snapshot's violations
    /// are all new.
    init?(reference: AccessibilitySnapshot?, current: AccessibilitySnapshot?, options: DiffOptions, engine: RuleEngine,
          name: String?, referencePath: String?, currentPath: String?) {
        switch (reference, current) {
        case let (reference?, current?):
            let diff = SnapshotDiff(reference: reference, current: current, options: options)
            let violations = reference == current
                ? ViolationComparison(unchanged: engine.check(current))
                : ViolationComparison(reference: reference, current: current, engine: engine, diff: diff)
            comparison = SnapshotComparison(diff: diff, name: name, referencePath: referencePath, currentPath: currentPath,
                                            violations: ViolationChanges(violations))
            checked = CheckedSnapshot(path: currentPath ?? "", snapshot: current, report: violations.current,
                                      baselinePath: referencePath, comparison: violations)
        case let (nil, current?):
            let empty = AccessibilitySnapshot(name: current.name, viewport: current.viewport, elements: [])
            let violations = ViolationComparison(reference: empty, current: current, engine: engine)
            comparison = SnapshotComparison(added: current, name: name, currentPath: currentPath,
                                            violations: ViolationChanges(violations))
            checked = CheckedSnapshot(path: currentPath ?? "", snapshot: current, report: violations.current,
                                      baselinePath: nil, comparison: violations)
        case let (reference?, nil):
            comparison = SnapshotComparison(removed: reference, name: name, referencePath: referencePath)
            checked = nil
        case (nil, nil):
            return nil
        }
    }
}
