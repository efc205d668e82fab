/// How serious a rule violation is. `a11ysnap check` fails (exit 1) on errors only.
public enum RuleSeverity: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A failure of a WCAG success criterion or a defect assistive technology cannot work around.
    case error
    /// Likely to make the element harder to use; review it.
    case warning
    /// Worth knowing, not a defect by itself.
    case info

    /// Errors sort first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .info: 2
        }
    }
}
