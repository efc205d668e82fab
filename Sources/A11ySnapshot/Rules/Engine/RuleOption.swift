/// One configurable setting of a rule: a threshold or a word list.
public struct RuleOption: Hashable, Sendable {
    /// A threshold or a word list.
    public enum Value: Hashable, Sendable {
        /// A number (points, characters, a ratio).
        case number(Double)
        /// Words or phrases, matched whole and case-insensitively. Configuration adds to them.
        case words([String])
    }

    /// The name used in configuration files and the Swift API (lowerCamelCase).
    public let name: String
    /// What the option controls, in one sentence.
    public let summary: String
    /// The value used when configuration does not set one.
    public let defaultValue: Value

    /// A numeric threshold.
    public static func number(_ name: String, _ value: Double, _ summary: String) -> RuleOption {
        RuleOption(name: name, summary: summary, defaultValue: .number(value))
    }

    /// A word list.
    public static func words(_ name: String, _ words: [String], _ summary: String) -> RuleOption {
        RuleOption(name: name, summary: summary, defaultValue: .words(words))
    }
}
