/// Whether and how to colour text for one output stream. Every command and report asks this type,
/// so the rule lives in one place: colour only on a terminal, never when `NO_COLOR` is set to a
/// non-empty value (https://no-color.org) or `TERM` is `dumb`.
package struct ConsoleStyle: Sendable, Hashable {
    /// Whether the styling functions add ANSI escape sequences.
    package let usesColor: Bool

    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The style for a stream, decided from the environment and whether the stream is a terminal.
    package init(environment: [String: String], isTerminal: Bool) {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumbTerminal = environment["TERM"] == "dumb"
        self.init(usesColor: isTerminal && !noColor && !dumbTerminal)
    }

    /// No colour at all.
    package static let plain = ConsoleStyle(usesColor: false)

    /// `text` in bold, when colouring.
    package func bold(_ text: String) -> String { paint(text, "1") }
    /// `text` dimmed, when colouring.
    package func dim(_ text: String) -> String { paint(text, "2") }
    /// `text` in red, when colouring.
    package func red(_ text: String) -> String { paint(text, "31") }
    /// `text` in green, when colouring.
    package func green(_ text: String) -> String { paint(text, "32") }
    /// `text` in yellow, when colouring.
    package func yellow(_ text: String) -> String { paint(text, "33") }

    /// The `error:` label of a diagnostic.
    package func errorLabel(_ text: String = "error:") -> String { paint(text, "1;31") }
    /// The `warning:` label of a diagnostic.
    package func warningLabel(_ text: String = "warning:") -> String { paint(text, "1;33") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
