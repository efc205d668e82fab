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

    /// The violations of two reports of the trees `matching` matched, classified as a
    /// ``ViolationComparison`` of them classifies them and in report order, as ``init(_:)`` of that
    /// comparison gives them. Each violation is moved out of its report into its list instead of
    /// being copied: a failing assertion needs only these lists (700 violations a 300-element
    /// screen, each copied twice and released three times the other way).
    package init(classifying reference: consuming RuleReport, current: consuming RuleReport, matching: ElementMatching) {
        let pairing = ViolationComparison.Pairing(reference: reference.violations, current: current.violations, matching: matching)
        var resolved: [Violation] = [], unchanged: [Violation] = [], new: [Violation] = []
        resolved.reserveCapacity(pairing.resolved.count)
        unchanged.reserveCapacity(pairing.unchangedCount)
        new.reserveCapacity(current.violations.count - pairing.unchangedCount)
        Self.moveOut(of: &reference.violations) { take in
            for index in pairing.resolved { resolved.append(take(index)) }
        }
        Self.moveOut(of: &current.violations) { take in
            for index in pairing.isUnchanged.indices {
                if pairing.isUnchanged[index] { unchanged.append(take(index)) } else { new.append(take(index)) }
            }
        }
        self.init(new: new, resolved: resolved, unchanged: unchanged,
                  notStated: reference.notStated.merging(current.notStated) { $0.union($1) })
    }

    /// Calls `body` with a function that moves the violation at an index out of `violations`,
    /// leaving an empty one in its place. Afterwards `violations` is empty.
    private static func moveOut(of violations: inout [Violation], _ body: ((Int) -> Violation) -> Void) {
        let vacant = Violation(ruleID: "", severity: .info, message: "", element: ElementReference(label: "", path: ""))
        violations.withUnsafeMutableBufferPointer { buffer in
            body { index in
                defer { (buffer.baseAddress! + index).initialize(to: vacant) }
                return (buffer.baseAddress! + index).move()
            }
        }
        violations = []
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
