import A11ySnapshot

/// The report formats `diff`, `compare` and `demo` can print, and how each is rendered.
enum DiffReportFormat: String, CaseIterable {
    case text, markdown, json, html, sarif, github

    static let option = OptionSpec.value(
        "format", placeholder: "FORMAT", allowedValues: allCases.map(\.rawValue),
        help: "Report format: text (the default; coloured on a terminal unless NO_COLOR is set), markdown (pull-request comments, $GITHUB_STEP_SUMMARY; capped at 1 MiB), json, html (one self-contained page), sarif (new violations, for code scanning) or github (annotations).")

    static let output = OptionSpec.value(
        "output", shortName: "o", placeholder: "FILE",
        help: "Write the report to FILE (atomically, creating folders) instead of standard output.")

    static let maximumLength = OptionSpec.value(
        "max-length", placeholder: "BYTES",
        help: "Cut the Markdown report to at most BYTES (UTF-8), at a section boundary, with a note of what was left out: 65536 for a pull-request comment. Default: 1048576, GitHub's step summary limit.")

    /// GitHub's limit on a step summary, which the Markdown report stays within by default.
    static let stepSummaryLimit = 1024 * 1024
    /// The shortest limit that still holds the report's heading, summary and the cut note.
    static let shortestLimit = 512

    /// The `--max-length` value, checked: a whole number of at least ``shortestLimit``.
    static func maximumLength(_ arguments: ParsedArguments, command: String? = nil) throws(UsageError) -> Int {
        guard let text = arguments.value(of: maximumLength) else { return stepSummaryLimit }
        guard let value = Int(text), value >= shortestLimit else {
            throw UsageError("invalid value '\(text)' for '--max-length': expected a whole number of bytes, \(shortestLimit) or more",
                             command: command)
        }
        return value
    }

    init(_ arguments: ParsedArguments) {
        self = arguments.value(of: Self.option).flatMap(Self.init(rawValue:)) ?? .text
    }

    /// Renders the comparisons; a single one is rendered on its own, as `diff` prints it.
    func render(_ reviewed: [ReviewedComparison], single: Bool, maximumLength: Int = stepSummaryLimit,
                in context: CommandContext) -> String {
        let comparisons = reviewed.map(\.comparison)
        switch (self, single) {
        case (.text, true): return TextReport(usesColor: context.outputStyle.usesColor).render(comparisons[0])
        case (.text, false): return TextReport(usesColor: context.outputStyle.usesColor).render(comparisons)
        case (.markdown, _): return MarkdownReport(maximumLength: maximumLength).render(comparisons)
        case (.json, true): return JSONReport().render(comparisons[0])
        case (.json, false): return JSONReport().render(comparisons)
        case (.html, _): return HTMLReport().render(comparisons)
        case (.sarif, _): return SARIFRenderer.render(reviewed.compactMap(\.checked))
        case (.github, _): return GitHubAnnotationRenderer.render(reviewed.compactMap(\.checked), changes: comparisons)
        }
    }

    /// Renders and prints the report, or writes it to `--output`; false after reporting a
    /// failed write.
    static func emit(_ reviewed: [ReviewedComparison], single: Bool, arguments: ParsedArguments, in context: CommandContext) -> Bool {
        let report = DiffReportFormat(arguments).render(reviewed, single: single,
                                                        maximumLength: (try? maximumLength(arguments)) ?? stepSummaryLimit, in: context)
        guard let path = arguments.value(of: output) else {
            context.printReport(report)
            return true
        }
        do {
            try AtomicFile.write(Array(report.utf8), to: path)
            return true
        } catch {
            context.printError(error.description)
            return false
        }
    }
}

extension CommandContext {
    /// Prints a rendered report, which ends with its own newline.
    func printReport(_ report: String) {
        print(report.hasSuffix("\n") ? String(report.dropLast()) : report)
    }

    /// Reads a snapshot file or imports a dump, reporting a failure (file:line:column) on
    /// standard error.
    func readSnapshot(_ path: String) -> AccessibilitySnapshot? {
        do {
            return try SnapshotInput.read(path)
        } catch {
            report(error)
            return nil
        }
    }
}
