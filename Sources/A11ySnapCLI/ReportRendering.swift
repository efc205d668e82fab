import A11ySnapshot

/// The report formats `diff`, `compare` and `demo` can print, and how each is rendered.
enum DiffReportFormat: String, CaseIterable {
    case text, markdown, json

    static let option = OptionSpec.value(
        "format", placeholder: "FORMAT", allowedValues: allCases.map(\.rawValue),
        help: "Report format: text (the default; coloured on a terminal unless NO_COLOR is set), markdown (for pull-request comments and $GITHUB_STEP_SUMMARY) or json.")

    init(_ arguments: ParsedArguments) {
        self = arguments.value(of: Self.option).flatMap(Self.init(rawValue:)) ?? .text
    }

    /// Renders the comparisons; a single one is rendered on its own, as `diff` prints it.
    func render(_ comparisons: [SnapshotComparison], single: Bool, in context: CommandContext) -> String {
        switch (self, single) {
        case (.text, true): TextReport(usesColor: context.outputStyle.usesColor).render(comparisons[0])
        case (.text, false): TextReport(usesColor: context.outputStyle.usesColor).render(comparisons)
        case (.markdown, true): MarkdownReport().render(comparisons[0])
        case (.markdown, false): MarkdownReport().render(comparisons)
        case (.json, true): JSONReport().render(comparisons[0])
        case (.json, false): JSONReport().render(comparisons)
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
