extension RuleEngine {
    /// Checks two snapshots, one per thread: what a failing assertion and a changed pair in
    /// `compare` need (the reference's violations and the current ones). The same reports as two
    /// calls to ``check(_:)``.
    package func checkBoth(_ first: AccessibilitySnapshot, _ second: AccessibilitySnapshot) -> (RuleReport, RuleReport) {
        Parallel.both({ check(first) }, { check(second) })
    }
}
