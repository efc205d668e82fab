/// One snapshot's comparison, as reports take it: the reference and current snapshot files, the
/// semantic diff between them and the rule violations it introduced or fixed.
///
/// A comparison is built from two snapshots (or their diff), from a current snapshot that has no
/// reference yet, or from a reference whose current snapshot is gone. Given a rules engine, it
/// checks both snapshots and classifies the violations as new, resolved or unchanged:
///
/// ```swift
/// let engine = try RuleEngine(configuration: RuleConfiguration())
/// let comparison = SnapshotComparison(reference: recorded, current: captured, engine: engine,
///                                     referencePath: "__Snapshots__/LoginTests/login.json")
/// print(TextReport().render(comparison))
/// if comparison.violations.new.contains(where: { $0.severity == .error }) { … }
/// ```
public struct SnapshotComparison: Sendable {
    /// How the snapshot compares with its reference.
    public enum Status: String, CaseIterable, Hashable, Sendable {
        /// Both exist and differ.
        case changed
        /// Both exist and are the same.
        case unchanged
        /// There is a current snapshot but no reference.
        case added
        /// There is a reference but no current snapshot.
        case removed
    }

    /// The snapshot's name; by default the name inside the snapshot.
    public let name: String
    /// Where the reference file is, as the report should show it.
    public let referencePath: String?
    /// Where the current file is, as the report should show it.
    public let currentPath: String?
    /// How the snapshot compares with its reference.
    public let status: Status
    /// The differences, when both snapshots exist.
    public let diff: SnapshotDiff?
    /// The violations the current snapshot introduced, fixed and kept.
    public let violations: ViolationChanges
    /// Both snapshots' rule reports and how their violations pair up, when the comparison was
    /// built with a rules engine; ``violations`` lists the same violations in report order.
    public private(set) var ruleComparison: ViolationComparison?
    /// The snapshot of an added or removed comparison.
    let lone: AccessibilitySnapshot?

    /// The resolved violations as reports list them: each named by its element's place in the
    /// change list, marked when the change removed the element (``ListedViolation``).
    package var listedResolved: [ListedViolation] {
        ListedViolation.placing(violations.resolved, in: diff)
    }

    /// The new violations as reports list them, marked when the content's scroll brought the
    /// element onto the screen (``ListedViolation``).
    package var listedNew: [ListedViolation] {
        ListedViolation.listing(new: violations.new, in: diff)
    }

    /// A comparison of two snapshots.
    public init(diff: SnapshotDiff, name: String? = nil, referencePath: String? = nil, currentPath: String? = nil,
                violations: ViolationChanges = .none) {
        self.name = name ?? diff.current.name
        self.referencePath = referencePath
        self.currentPath = currentPath
        self.status = diff.isEmpty ? .unchanged : .changed
        self.diff = diff
        self.violations = violations
        self.ruleComparison = nil
        self.lone = nil
    }

    /// A comparison of two snapshots whose violations `engine` finds and classifies through the
    /// diff's element matching (a relabelled or moved element keeps its violations unchanged).
    public init(diff: SnapshotDiff, engine: RuleEngine, name: String? = nil, referencePath: String? = nil,
                currentPath: String? = nil) {
        // Equal trees have equal violations: one check instead of two.
        let rules = diff.reference == diff.current
            ? ViolationComparison(unchanged: engine.check(diff.current))
            : ViolationComparison(reference: diff.reference, current: diff.current, engine: engine, diff: diff)
        self.init(diff: diff, rules: rules, name: name, referencePath: referencePath, currentPath: currentPath)
    }

    /// A comparison of two snapshots whose violations were already checked and classified
    /// (the recorder checks each tree while the other work of a failing assertion goes on).
    package init(diff: SnapshotDiff, rules: ViolationComparison, name: String? = nil, referencePath: String? = nil,
                 currentPath: String? = nil) {
        self.init(diff: diff, name: name, referencePath: referencePath, currentPath: currentPath, violations: ViolationChanges(rules))
        self.ruleComparison = rules
    }

    /// A comparison of `reference` with `current` under `options`, with the violations `engine`
    /// finds classified as new, resolved or unchanged.
    public init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, options: DiffOptions = DiffOptions(),
                engine: RuleEngine, name: String? = nil, referencePath: String? = nil, currentPath: String? = nil) {
        self.init(diff: SnapshotDiff(reference: reference, current: current, options: options), engine: engine, name: name,
                  referencePath: referencePath, currentPath: currentPath)
    }

    /// A current snapshot without a reference.
    public init(added current: AccessibilitySnapshot, name: String? = nil, currentPath: String? = nil,
                violations: ViolationChanges = .none) {
        self.name = name ?? current.name
        self.referencePath = nil
        self.currentPath = currentPath
        self.status = .added
        self.diff = nil
        self.violations = violations
        self.ruleComparison = nil
        self.lone = current
    }

    /// A current snapshot without a reference, whose violations `engine` finds: all of them new.
    public init(added current: AccessibilitySnapshot, engine: RuleEngine, name: String? = nil, currentPath: String? = nil) {
        let empty = AccessibilitySnapshot(name: current.name, viewport: current.viewport, elements: [])
        let rules = ViolationComparison(reference: empty, current: current, engine: engine)
        self.init(added: current, name: name, currentPath: currentPath, violations: ViolationChanges(rules))
        self.ruleComparison = rules
    }

    /// A reference without a current snapshot.
    public init(removed reference: AccessibilitySnapshot, name: String? = nil, referencePath: String? = nil,
                violations: ViolationChanges = .none) {
        self.name = name ?? reference.name
        self.referencePath = referencePath
        self.currentPath = nil
        self.status = .removed
        self.diff = nil
        self.violations = violations
        self.ruleComparison = nil
        self.lone = reference
    }

    /// The counts of changes and violations.
    public var summary: ComparisonSummary { ComparisonSummary(self) }

    /// The element changes in the diff's order; none for an added or removed snapshot.
    var changes: [ElementChange] { diff?.changes ?? [] }

    /// `true` when the report has something to say about this snapshot beyond "unchanged".
    var isNoteworthy: Bool { status != .unchanged || !violations.isSteady }

    /// The comparisons in report order: by name (byte order), then reference and current path;
    /// equal keys keep their given order.
    package static func inReportOrder(_ comparisons: [SnapshotComparison]) -> [SnapshotComparison] {
        func key(_ comparison: SnapshotComparison) -> [[UInt8]] {
            [Array(comparison.name.utf8), Array((comparison.referencePath ?? "").utf8), Array((comparison.currentPath ?? "").utf8)]
        }
        return comparisons.enumerated().sorted { lhs, rhs in
            let left = key(lhs.element), right = key(rhs.element)
            if left != right {
                return left.lexicographicallyPrecedes(right) { $0.lexicographicallyPrecedes($1) }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
