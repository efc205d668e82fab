/// Silences rules on an element, found by its accessibility identifier, and on everything inside it.
public struct RuleSuppression: Hashable, Sendable {
    /// The `accessibilityIdentifier` of the element.
    public var identifier: String
    /// The rules silenced there; `nil` silences every rule.
    public var rules: Set<String>?

    public init(identifier: String, rules: Set<String>? = nil) {
        self.identifier = identifier
        self.rules = rules
    }
}
