/// The options several commands share, declared once so that every command spells, explains and
/// reads them alike and none borrows another command's: `--format`, `-o, --output`, `--config`
/// and the Markdown report's `--max-length`.
package enum SharedOptions {
    /// `--format FORMAT`, offering `formats` in that order; read it with
    /// ``ReportFormat/init(_:option:)``.
    package static func format(_ formats: [ReportFormat], help: String) -> OptionSpec {
        .value("format", placeholder: "FORMAT", allowedValues: formats.map(\.rawValue), help: help)
    }

    /// The `--format` of the comparison reports (`diff`, `compare`, `demo`): every format.
    package static let reportFormat = format(
        [.text, .markdown, .json, .html, .sarif, .github],
        help: "Report format: text (the default; coloured on a terminal unless NO_COLOR is set), markdown (pull-request comments, $GITHUB_STEP_SUMMARY; capped at 1 MiB), json, html (one self-contained page), sarif (for code scanning: every violation, or with a reference the new and unchanged ones, each with its baselineState) or github (annotations).")

    /// `-o, --output FILE`: the command writes its `result` ("report", "snapshot") to FILE
    /// instead of standard output (see ``CommandContext/deliver(_:to:)``).
    package static func output(writing result: String) -> OptionSpec {
        .value("output", shortName: "o", placeholder: "FILE",
               help: "Write the \(result) to FILE (atomically, creating folders) instead of standard output.")
    }

    /// The `--output` of the comparison reports.
    package static let reportOutput = output(writing: "report")

    /// `--config FILE`: the rule configuration (read by `RuleEngineLoading`).
    package static let config = config(
        help: "The configuration file; by default .a11ysnap.json in the working directory or the nearest one above it.")

    /// `--config FILE`, with help that says what the command does without it.
    package static func config(help: String) -> OptionSpec {
        .value("config", placeholder: "FILE", help: help)
    }

    /// `--max-length BYTES`: where the Markdown report is cut.
    package static let maximumLength = OptionSpec.value(
        "max-length", placeholder: "BYTES",
        help: "Cut the Markdown report to at most BYTES (UTF-8), at a section boundary, with a note of what was left out: 65536 for a pull-request comment. Default: 1048576, GitHub's step summary limit.")

    /// The options of the comparison reports (`diff`, `compare`, `demo`), in help order:
    /// `--format`, `-o, --output`, `--max-length`.
    package static let comparisonReport = [reportFormat, reportOutput, maximumLength]

    /// GitHub's limit on a step summary, which the Markdown report stays within by default.
    static let stepSummaryLimit = 1024 * 1024
    /// The shortest limit that still holds the report's heading, summary and the cut note.
    static let shortestLimit = 512

    /// The `--max-length` value, checked: a whole number of at least ``shortestLimit``.
    static func maximumLength(_ arguments: ParsedArguments, command: String) throws(UsageError) -> Int {
        guard let text = arguments.value(of: maximumLength) else { return stepSummaryLimit }
        guard let value = Int(text), value >= shortestLimit else {
            throw UsageError("invalid value '\(text)' for '--max-length': expected a whole number of bytes, \(shortestLimit) or more",
                             command: command)
        }
        return value
    }
}
