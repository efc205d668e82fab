/// An accessibility rule violation as reports show it: which rule, how severe, what is wrong, on
/// which element, and the WCAG success criteria it relates to.
///
/// The rules engine fills these; reports only render them.
public struct ReportViolation: Hashable, Sendable {
    /// How much a violation matters.
    public enum Severity: String, CaseIterable, Hashable, Sendable {
        /// A barrier: some users cannot use the element.
        case error
        /// A likely problem worth fixing.
        case warning
        /// Advice.
        case info
    }

    /// The rule's identifier, e.g. `label-trailing-period`.
    public var rule: String
    /// How much the violation matters.
    public var severity: Severity
    /// One sentence saying what is wrong.
    public var message: String
    /// The element the violation is about, in the tree it was found in.
    public var element: ElementReference
    /// WCAG success criteria, e.g. `["4.1.2"]`.
    public var wcag: [String]

    public init(rule: String, severity: Severity, message: String, element: ElementReference, wcag: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.element = element
        self.wcag = wcag
    }

    /// Report order: by element path (numerically, `2` before `10`), then rule, severity and message.
    static func inReportOrder(_ lhs: Self, _ rhs: Self) -> Bool {
        let left = pathComponents(lhs.element.path), right = pathComponents(rhs.element.path)
        if left != right { return left.lexicographicallyPrecedes(right) }
        if lhs.rule != rhs.rule { return lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8) }
        if lhs.severity != rhs.severity {
            return Severity.allCases.firstIndex(of: lhs.severity)! < Severity.allCases.firstIndex(of: rhs.severity)!
        }
        return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
    }

    /// `violations` in report order. Each path is parsed once (not once per comparison), and a
    /// list already in order, as the rules engine returns it, is only checked.
    static func sortedInReportOrder(_ violations: [ReportViolation]) -> [ReportViolation] {
        guard violations.count > 1 else { return violations }
        let paths = violations.map { pathComponents($0.element.path) }
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if paths[a] != paths[b] { return paths[a].lexicographicallyPrecedes(paths[b]) }
            let lhs = violations[a], rhs = violations[b]
            if lhs.rule != rhs.rule { return lhs.rule.utf8.lexicographicallyPrecedes(rhs.rule.utf8) }
            if lhs.severity != rhs.severity {
                return Severity.allCases.firstIndex(of: lhs.severity)! < Severity.allCases.firstIndex(of: rhs.severity)!
            }
            return lhs.message.utf8.lexicographicallyPrecedes(rhs.message.utf8)
        }
        if (1..<violations.count).allSatisfy({ !precedes($0, $0 - 1) }) { return violations }
        return violations.indices.sorted(by: precedes).map { violations[$0] }
    }

    private static func pathComponents(_ path: String) -> [Int] {
        path.split(separator: ".").map { Int($0) ?? Int.max }
    }
}
