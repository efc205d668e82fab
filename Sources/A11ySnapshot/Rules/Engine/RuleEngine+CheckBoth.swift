import Dispatch

extension RuleEngine {
    /// Checks two snapshots, one per thread: what a failing assertion and a changed pair in
    /// `compare` need (the reference's violations and the current ones). The same reports as two
    /// calls to ``check(_:)``.
    package func checkBoth(_ first: AccessibilitySnapshot, _ second: AccessibilitySnapshot) -> (RuleReport, RuleReport) {
        let reports = ReportPair()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let report = check(index == 0 ? first : second)
            reports.set(report, at: index)
        }
        return reports.both
    }
}

/// The two reports, each written by its own thread before `concurrentPerform` returns.
private final class ReportPair: @unchecked Sendable {
    private var first: RuleReport?
    private var second: RuleReport?

    func set(_ report: RuleReport, at index: Int) {
        if index == 0 { first = report } else { second = report }
    }

    var both: (RuleReport, RuleReport) {
        guard let first, let second else { preconditionFailure("concurrentPerform returned before both checks finished") }
        return (first, second)
    }
}
