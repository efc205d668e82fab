import A11ySnapshot

/// The comparison reports of `diff`, `compare` and `demo`, in every ``ReportFormat``.
extension ReportFormat {
    /// Renders the comparisons; a single one is rendered on its own, as `diff` prints it.
    func render(_ reviewed: [ReviewedComparison], single: Bool, maximumLength: Int, in context: CommandContext) -> String {
        let comparisons = reviewed.map(\.comparison)
        switch (self, single) {
        // `reportFormat` does not offer csv.
        case (.text, true), (.csv, true): return TextReport(usesColor: context.outputStyle.usesColor).render(comparisons[0])
        case (.text, false), (.csv, false): return TextReport(usesColor: context.outputStyle.usesColor).render(comparisons)
        case (.markdown, _): return MarkdownReport(maximumLength: maximumLength).render(comparisons)
        case (.json, true): return JSONReport().render(comparisons[0])
        case (.json, false): return JSONReport().render(comparisons)
        case (.html, _): return HTMLReport().render(comparisons)
        case (.sarif, _): return SARIFRenderer.render(reviewed.compactMap(\.checked))
        case (.github, _): return GitHubAnnotationRenderer.render(reviewed.compactMap(\.checked), changes: comparisons,
                                                                       noticesOnReferences: reviewed.contains(where: \.resultsInReference))
        }
    }
}

extension CommandContext {
    /// Renders the comparisons in the `--format` asked for and prints them or writes them to
    /// `--output`; false after reporting a failed write.
    func deliverComparisons(_ reviewed: [ReviewedComparison], single: Bool, maximumLength: Int,
                            arguments: ParsedArguments) -> Bool {
        let report = ReportFormat(arguments, option: SharedOptions.reportFormat)
            .render(reviewed, single: single, maximumLength: maximumLength, in: self)
        return deliver(Array(report.utf8), to: arguments.value(of: SharedOptions.reportOutput))
    }
}
