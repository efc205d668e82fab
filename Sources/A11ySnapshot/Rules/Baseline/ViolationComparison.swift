/// The violations of a current tree compared with those of its reference: new (the change made
/// them), resolved (the change fixed them) and unchanged (the backlog). Violations are paired by
/// rule and by element, through the differ's element matching, so a relabelled or moved element
/// keeps its violations as unchanged and an inserted row does not make every later row's
/// violations "new". Several violations of one rule on one element pair up by count.
///
/// ```swift
/// let engine = try RuleEngine(configuration: configuration)
/// let comparison = ViolationComparison(reference: recorded, current: captured, engine: engine)
/// if comparison.hasNewErrors { … }                 // failOn: .newErrors
/// if comparison.current.hasErrors { … }            // failOn: .anyError
/// let forReports = ViolationChanges(comparison)    // for the report renderers
/// ```
package struct ViolationComparison: Sendable {
    /// In the current tree only, in report order; paths are current-tree paths.
    package let new: [Violation]
    /// In the reference tree only, in report order; paths are reference-tree paths.
    package let resolved: [Violation]
    /// In both, in report order; paths are current-tree paths.
    package let unchanged: [Violation]
    /// The full check of the reference tree.
    package let reference: RuleReport
    /// The full check of the current tree.
    package let current: RuleReport

    /// Checks both trees with `engine` and compares the results, matching elements with `diff`
    /// (computed here when not given).
    package init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, engine: RuleEngine, diff: SnapshotDiff? = nil) {
        let diff = diff ?? SnapshotDiff(reference: reference, current: current)
        self.init(reference: engine.check(reference), current: engine.check(current), matching: diff.matching)
    }

    /// The comparison of a tree with itself: every violation of `report` is unchanged. One
    /// check instead of two for the common case of an unchanged snapshot.
    package init(unchanged report: RuleReport) {
        self.reference = report
        self.current = report
        self.new = []
        self.resolved = []
        self.unchanged = report.violations
    }

    /// Compares two reports of the trees `matching` matched.
    package init(reference: RuleReport, current: RuleReport, matching: ElementMatching) {
        self.reference = reference
        self.current = current
        var available: [Key: [Int]] = [:]
        for (index, violation) in current.violations.enumerated() {
            available[Key(rule: violation.ruleID, path: violation.element.path), default: []].append(index)
        }
        var unchangedIndexes: Set<Int> = []
        var resolved: [Violation] = []
        for violation in reference.violations {
            let path: String?
            if violation.element.path.isEmpty {
                path = ""
            } else {
                path = matching.currentPath(forReferencePath: Self.components(violation.element.path))
                    .map { $0.map(String.init).joined(separator: ".") }
            }
            if let path, let index = available[Key(rule: violation.ruleID, path: path)]?.first {
                available[Key(rule: violation.ruleID, path: path)]?.removeFirst()
                unchangedIndexes.insert(index)
            } else {
                resolved.append(violation)
            }
        }
        self.resolved = resolved
        self.unchanged = current.violations.indices.filter { unchangedIndexes.contains($0) }.map { current.violations[$0] }
        self.new = current.violations.indices.filter { !unchangedIndexes.contains($0) }.map { current.violations[$0] }
    }

    /// Whether the change introduced an error.
    package var hasNewErrors: Bool { new.contains { $0.severity == .error } }

    private struct Key: Hashable {
        let rule: String
        let path: String
    }

    private static func components(_ path: String) -> [Int] {
        path.split(separator: ".").compactMap { Int($0) }
    }
}
