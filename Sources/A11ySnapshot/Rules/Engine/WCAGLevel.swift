/// The WCAG conformance level a rule's success criteria belong to, or best practice when no
/// success criterion requires what the rule checks.
public enum WCAGLevel: String, CaseIterable, Hashable, Sendable {
    case a = "A"
    case aa = "AA"
    case aaa = "AAA"
    case bestPractice = "best-practice"

    /// The axe-style tag: `wcag2a`, `wcag2aa`, `wcag2aaa` or `best-practice`.
    public var tag: String {
        switch self {
        case .a: "wcag2a"
        case .aa: "wcag2aa"
        case .aaa: "wcag2aaa"
        case .bestPractice: "best-practice"
        }
    }

    /// The level of each WCAG 2.2 success criterion a rule cites (w3.org/TR/WCAG22); `nil` for
    /// one no rule cites.
    public static func of(criterion: String) -> WCAGLevel? {
        criteria[criterion]
    }

    private static let criteria: [String: WCAGLevel] = [
        "1.1.1": .a, "1.3.1": .a, "1.3.2": .a, "1.4.3": .aa, "1.4.4": .aa, "1.4.12": .aa,
        "2.4.4": .a, "2.4.6": .aa, "2.4.9": .aaa, "2.4.10": .aaa, "2.5.3": .a, "2.5.5": .aaa, "2.5.8": .aa,
        "3.3.2": .a, "4.1.2": .a,
    ]
}
