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

    public init(new: consuming [Violation] = [], resolved: consuming [Violation] = [], unchanged: consuming [Violation] = [],
                notStated: [String: StatedData] = [:]) {
        // Consumed, so a list its caller hands over whole is sorted in place, not copied first.
        self.new = Violation.sortedInReportOrder(new)
        self.resolved = Violation.sortedInReportOrder(resolved)
        self.unchanged = Violation.sortedInReportOrder(unchanged)
        self.notStated = notStated
    }

    /// The violations of a ``ViolationComparison``, in report order.
    public init(_ comparison: ViolationComparison) {
        self.init(new: comparison.new, resolved: comparison.resolved, unchanged: comparison.unchanged,
                  notStated: Self.notStated(comparison.reference, comparison.current))
    }

    /// The violations of two reports of the trees `matching` matched, classified as a
    /// ``ViolationComparison`` of them classifies them and in report order, as ``init(_:)`` of that
    /// comparison gives them. The violations are moved, not copied: the current report's go to
    /// the new and unchanged lists in report order, and the resolved ones are taken out of the
    /// reference's. A failing assertion needs only these lists (700 violations a 300-element
    /// screen, which the other way copies twice and releases three times).
    ///
    /// - Parameter currentOrder: The current violations' report order
    ///   (``Violation/reportOrder(of:)``), when the caller worked it out already (a failing
    ///   assertion does, on the thread that checked the current tree).
    package init(classifying reference: consuming RuleReport, current: consuming RuleReport, currentOrder: [Int]? = nil,
                 matching: ElementMatching) {
        let pairing = ViolationComparison.Pairing(reference: reference, current: current, matching: matching)
        let carried = pairing.carriedViolations(of: reference.violations)
        let resolved = Self.extract(pairing.resolved, from: &reference.violations)
        let order = currentOrder ?? Violation.reportOrder(of: current.violations)
        var new: [Violation] = [], unchanged: [Violation] = []
        new.reserveCapacity(current.violations.count - pairing.unchangedCount)
        unchanged.reserveCapacity(pairing.unchangedCount)
        Violation.moveOut(&current.violations, in: order) { index, violation in
            if pairing.isUncompared(at: index) { return }
            if pairing.isUnchanged[index] { unchanged.append(violation) } else { new.append(violation) }
        }
        self.new = new
        self.resolved = Violation.sortedInReportOrder(resolved)
        self.unchanged = carried.isEmpty ? unchanged : Violation.sortedInReportOrder(unchanged + carried)
        self.notStated = Self.notStated(reference, current)
    }

    /// What either report's source cannot state, rule by rule.
    private static func notStated(_ reference: borrowing RuleReport, _ current: borrowing RuleReport) -> [String: StatedData] {
        reference.notStated.merging(current.notStated) { $0.union($1) }
    }

    /// Moves the violations at `indexes` (ascending) out of `violations`, which keeps the others
    /// in their order.
    private static func extract(_ indexes: [Int], from violations: inout [Violation]) -> [Violation] {
        guard let first = indexes.first else { return [] }
        var taken: [Violation] = []
        taken.reserveCapacity(indexes.count)
        violations.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            var write = first, next = 0
            for read in first..<buffer.count {
                if next < indexes.count && indexes[next] == read {
                    taken.append((base + read).move())
                    next += 1
                } else {
                    (base + write).moveInitialize(from: base + read, count: 1)
                    write += 1
                }
            }
            // The last slots are left without a value: give them one for the array to remove.
            (base + write).initialize(repeating: .vacant, count: buffer.count - write)
        }
        violations.removeLast(indexes.count)
        return taken
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
