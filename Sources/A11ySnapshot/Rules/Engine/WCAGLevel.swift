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
}
