/// A rule declares its options once, as the static properties of its nested `enum Option`
/// (`static let minimumSize = RuleOption.Number(…)`): its description lists their
/// declarations and its code (``ElementRule/context(_:)`` or `evaluate`) reads the configured
/// values back through them (`options[Option.minimumSize]`).
extension RuleOption {
    /// A rule's numeric option, declared once: the rule's description lists its ``declaration``
    /// and the rule reads the configured value back through it (`options[Option.minimumSize]`),
    /// so a misspelt name does not compile.
    package struct Number: Sendable {
        /// The option as the catalogue and configuration files know it.
        package let declaration: RuleOption
        let defaultValue: Double

        package init(_ name: String, _ value: Double, _ summary: String) {
            declaration = .number(name, value, summary)
            defaultValue = value
        }
    }

    /// A rule's word-list option, declared once like ``Number``.
    package struct Words: Sendable {
        /// The option as the catalogue and configuration files know it.
        package let declaration: RuleOption
        let defaultWords: [String]

        package init(_ name: String, _ words: [String], _ summary: String) {
            declaration = .words(name, words, summary)
            defaultWords = words
        }
    }
}
