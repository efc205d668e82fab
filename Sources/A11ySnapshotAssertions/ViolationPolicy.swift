/// When accessibility rule violations fail an assertion, on top of tree changes.
public enum ViolationPolicy: String, CaseIterable, Hashable, Sendable {
    /// Fail on error-severity violations the current tree has and its reference did not (the
    /// default): regressions fail, an existing backlog does not.
    case newErrors
    /// Fail whenever the current tree has an error-severity violation.
    case anyError
    /// Never fail for violations; they are still listed in failure messages.
    case never
}
