/// How the rule violations of a snapshot compare with its reference: the ones the change
/// introduced, the ones it fixed, and the ones that were there before and still are.
///
/// Each list is kept in report order (by element path, then rule), so reports are stable whatever
/// order the rules engine found them in.
public struct ViolationChanges: Hashable, Sendable {
    /// In the current snapshot only: what the change made worse.
    public let new: [ReportViolation]
    /// In the reference only: what the change fixed.
    public let resolved: [ReportViolation]
    /// In both: the existing backlog, which does not fail a comparison.
    public let unchanged: [ReportViolation]

    public init(new: [ReportViolation] = [], resolved: [ReportViolation] = [], unchanged: [ReportViolation] = []) {
        self.new = ReportViolation.sortedInReportOrder(new)
        self.resolved = ReportViolation.sortedInReportOrder(resolved)
        self.unchanged = ReportViolation.sortedInReportOrder(unchanged)
    }

    /// No violations at all.
    public static let none = ViolationChanges()

    /// `true` when nothing was introduced or fixed.
    var isSteady: Bool { new.isEmpty && resolved.isEmpty }
}
