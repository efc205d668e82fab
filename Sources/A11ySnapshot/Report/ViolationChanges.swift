/// How the rule violations of a snapshot compare with its reference: the ones the change
/// introduced, the ones it fixed, and the ones that were there before and still are.
///
/// Each list is kept in report order (by element path, then rule), so reports are stable whatever
/// order the rules engine found them in.
public struct ViolationChanges: Hashable, Sendable {
    /// In the current snapshot only: what the change made worse.
    public let new: [Violation]
    /// In the reference only: what the change fixed.
    public let resolved: [Violation]
    /// In both: the existing backlog, which does not fail a comparison.
    public let unchanged: [Violation]

    /// The rules that did not run because a snapshot's source cannot state what they look for
    /// (``RuleReport/notStated``, of either snapshot), with what the source lacks.
    public let notStated: [String: StatedData]

    public init(new: [Violation] = [], resolved: [Violation] = [], unchanged: [Violation] = [],
                notStated: [String: StatedData] = [:]) {
        self.new = Violation.sortedInReportOrder(new)
        self.resolved = Violation.sortedInReportOrder(resolved)
        self.unchanged = Violation.sortedInReportOrder(unchanged)
        self.notStated = notStated
    }

    /// The violations of a ``ViolationComparison``, in report order.
    public init(_ comparison: ViolationComparison) {
        self.init(new: comparison.new, resolved: comparison.resolved, unchanged: comparison.unchanged,
                  notStated: comparison.reference.notStated.merging(comparison.current.notStated) { $0.union($1) })
    }

    /// No violations at all.
    public static let none = ViolationChanges()

    /// `true` when nothing was introduced or fixed.
    var isSteady: Bool { new.isEmpty && resolved.isEmpty }

    /// `(rule, "the source cannot state headers")` for each rule in ``notStated``, in catalogue
    /// order, as every report format lists them.
    var notRunLines: [(ruleID: String, reason: String)] {
        guard !notStated.isEmpty else { return [] }
        return RuleEngine.catalogue.compactMap { rule in
            notStated[rule.id].map { (rule.id, $0.missingReason) }
        }
    }
}
