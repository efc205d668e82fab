/// The output formats of the reporting commands, chosen with `--format`. Each command offers
/// the subset it can write (see ``SharedOptions/format(_:help:)``).
package enum ReportFormat: String, CaseIterable, Sendable {
    /// Plain text for terminals and logs (coloured on a terminal).
    case text
    /// Markdown, for pull-request comments.
    case markdown
    /// The JSON report described in docs.
    case json
    /// A self-contained HTML page.
    case html
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github
    /// Comma-separated values, one row per item, for spreadsheets (`trend`).
    case csv

    /// The format `option` asks for on the command line; ``text`` when it is absent.
    package init(_ arguments: ParsedArguments, option: OptionSpec) {
        self = arguments.value(of: option).flatMap(Self.init(rawValue:)) ?? .text
    }
}
