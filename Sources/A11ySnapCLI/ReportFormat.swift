/// The output formats of reporting commands, chosen with `--format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Plain text for terminals and logs (coloured on a terminal).
    case text
    /// Markdown, for pull-request comments.
    case markdown
    /// The JSON report described in docs.
    case json
    /// SARIF 2.1.0, for code-scanning dashboards.
    case sarif
    /// GitHub Actions workflow commands (annotations).
    case github
    /// A self-contained HTML page.
    case html

    /// The `--format FORMAT` option every reporting command declares.
    public static let option = OptionSpec.value(
        "format", placeholder: "FORMAT", allowedValues: allCases.map(\.rawValue),
        help: "Output format: text (the default), markdown, json, sarif, github or html.")

    /// The format the command line asks for; ``text`` when `--format` is absent.
    public init(_ arguments: ParsedArguments) {
        self = arguments.value(of: Self.option).flatMap(Self.init(rawValue:)) ?? .text
    }
}
