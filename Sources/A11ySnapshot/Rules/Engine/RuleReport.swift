/// The result of checking one snapshot: the violations in a stable order (reading order of their
/// elements, screen-wide ones first, then catalogue order of the rules), and which rules could not
/// run on some elements for lack of data.
public struct RuleReport: Hashable, Sendable {
    /// The violations, in a stable order.
    public var violations: [Violation]
    /// For each rule that could not check some elements (their snapshot lacks the data, e.g.
    /// colours for `text-contrast`), how many; rules that checked everything are absent.
    public var notRun: [String: Int]
    /// For each rule in ``notRun``, the elements it could not check, by reading-order index
    /// (ascending): a comparison claims neither a fix nor a new violation of the rule on them.
    package var notRunNodes: [String: [Int32]] = [:]
    /// The ids of the rules that were evaluated, in catalogue order.
    public var rulesRun: [String]
    /// The number of elements checked.
    public var elementCount: Int
    /// For each rule that did not run at all because the snapshot's source cannot state what it
    /// looks for (a raw Android dump cannot mark headers), what the source lacks. Such a rule
    /// has no violations and is not counted in ``notRun``.
    public var notStated: [String: StatedData] = [:]
    /// How many violations the configuration's suppressions left out: reports say so, so that a
    /// screen with its findings silenced does not read as a clean one.
    public var suppressed = 0

    /// The number of violations of `severity`.
    public func count(_ severity: RuleSeverity) -> Int {
        violations.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// `not run: the source cannot state headers` for a rule in ``notStated``; `nil` otherwise.
    public func notStatedReason(of ruleID: String) -> String? {
        notStated[ruleID].map { "not run: " + $0.missingReason }
    }

    /// Whether any violation is an error.
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
}
