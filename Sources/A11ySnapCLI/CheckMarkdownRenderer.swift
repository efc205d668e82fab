import A11ySnapshot

/// `a11ysnap check --format markdown`: the audit for `$GITHUB_STEP_SUMMARY` or a pull-request
/// comment: the summary, the findings by rule, the errors (the first twenty) and the screens with
/// the most findings, cut to `--max-length` at a section boundary like the comparison's Markdown
/// report.
enum CheckMarkdownRenderer {
    /// How many screens the "most findings" table lists.
    static let screensListed = 10
    /// How many errors the errors list shows.
    static let errorsListed = 20

    static func render(_ files: [CheckedSnapshot], againstBaseline: Bool, maximumLength: Int?) -> String {
        let summary = AuditSummary(files, againstBaseline: againstBaseline)
        var head = "**" + ReportPhrase.count(summary.screens, "screen") + "** · " + ReportPhrase.count(summary.elements, "element")
            + " · " + AuditSummary.phrase(summary.findings) + AuditSummary.suppressedNote(summary.suppressed)
        if let baseline = summary.baseline {
            head += "\n\nAgainst the baseline: " + AuditSummary.phrase(baseline.new, adjective: "new")
                + "; \(baseline.resolved) resolved; \(baseline.unchanged) unchanged"
        }
        head += "\n\nElements with a label: \(AuditSummary.share(summary.labelled, of: summary.elements))"
            + " · with an identifier: \(AuditSummary.share(summary.identified, of: summary.elements))"
            + " · screens with variants: \(AuditSummary.share(summary.screensWithVariants, of: summary.defaultScreens))"
        var blocks = ["### Accessibility audit", head, ruleTable(summary), errors(files, againstBaseline: againstBaseline), mostErrors(summary)]
        if let notRun = notRun(summary) { blocks.append(notRun) }
        return MarkdownReport.fitted(blocks.filter { !$0.isEmpty }, maximumLength: maximumLength)
    }

    private static func ruleTable(_ summary: AuditSummary) -> String {
        guard !summary.rules.isEmpty else { return "No rule found anything." }
        let withNew = summary.baseline != nil
        var rows = ["| Rule | Severity | Findings |" + (withNew ? " New |" : "") + " Screens | WCAG |",
                    "| :-- | :-- | --: |" + (withNew ? " --: |" : "") + " --: | :-- |"]
        for row in summary.rules {
            var cells = [MarkdownText.code(row.rule.id) + " " + MarkdownText.inline(row.rule.title), row.severity.rawValue, String(row.findings)]
            if let new = row.new { cells.append(String(new)) }
            cells += [String(row.screens), MarkdownText.inline(RuleDocumentation.wcagText(row.rule))]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return "#### Findings by rule\n\n" + rows.joined(separator: "\n")
            + "\n\n`\(A11ySnapCommandLine.programName) rules ID` explains a rule."
    }

    /// The errors (with a baseline, the new ones) in report order, each with its screen, element
    /// and message, so a reviewer reading the step summary knows what to fix; the first
    /// ``errorsListed``.
    private static func errors(_ files: [CheckedSnapshot], againstBaseline: Bool) -> String {
        let errors = files.flatMap { file in file.reported.lazy.filter { $0.severity == .error }.map { (file.path, $0) } }
        guard !errors.isEmpty else { return "" }
        var lines = ["#### " + (againstBaseline ? "New errors" : "Errors"), ""]
        for (path, violation) in errors.prefix(errorsListed) {
            lines.append("- " + MarkdownText.inline(path) + " " + MarkdownText.code(ReportPhrase.pathTag(violation.element.path)) + " "
                + MarkdownText.code(violation.ruleID) + ": " + MarkdownText.inline(violation.message))
        }
        if errors.count > errorsListed {
            lines += ["", "\(errors.count - errorsListed) more not listed; `\(A11ySnapCommandLine.programName) check` lists them all."]
        }
        return lines.joined(separator: "\n")
    }

    private static func mostErrors(_ summary: AuditSummary) -> String {
        let rows = summary.mostErrors(screensListed)
        guard !rows.isEmpty else { return "" }
        var lines = ["#### Screens with the most findings", "", "| Screen | Errors | Warnings | Info |", "| :-- | --: | --: | --: |"]
        for row in rows {
            lines.append("| \(MarkdownText.inline(row.path)) | \(row.errors) | \(row.warnings) | \(row.info) |")
        }
        let others = summary.screenRows.filter { $0.errors + $0.warnings + $0.info > 0 }.count - rows.count
        if others > 0 { lines += ["", ReportPhrase.count(others, "other screen") + " with findings not listed."] }
        return lines.joined(separator: "\n")
    }

    private static func notRun(_ summary: AuditSummary) -> String? {
        let items = summary.notRunItems(code: MarkdownText.code, text: MarkdownText.inline)
        return items.isEmpty ? nil : "**Not run:**\n\n" + items.map { "- " + $0 }.joined(separator: "\n")
    }
}
