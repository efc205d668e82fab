import A11ySnapshot

/// `a11ysnap trend --format markdown`: the header and a table of the commits, oldest first, for a
/// step summary or a comment, cut to `--max-length` like the other Markdown reports.
enum TrendMarkdownRenderer {
    static func render(_ report: TrendReport, maximumLength: Int?) -> String {
        var blocks = ["### Accessibility trend", TrendHeader.lines(report).map(MarkdownText.inline).joined(separator: "  \n")]
        if !report.commits.isEmpty {
            var rows = ["| Date | Commit | Subject | Screens | Elements | Errors | Warnings | Info | Changes |",
                        "| :-- | :-- | :-- | --: | --: | --: | --: | --: | :-- |"]
            for commit in report.commits {
                var changes = commit.changes.phrase(rule: { MarkdownText.code($0.id) + " \($0.before) → \($0.after)" }, name: MarkdownText.inline,
                                                     configuration: MarkdownText.inline(report.configuration.words(for: commit)))
                if !commit.unreadable.isEmpty { changes += (changes.isEmpty ? "" : "; ") + ReportPhrase.count(commit.unreadable.count, "file") + " not read" }
                let cells = [commit.day, MarkdownText.code(commit.shortID), MarkdownText.inline(commit.subject), String(commit.screens),
                             String(commit.elements), String(commit.count(.error)), String(commit.count(.warning)),
                             String(commit.count(.info)), changes]
                rows.append("| " + cells.joined(separator: " | ") + " |")
            }
            blocks.append(rows.joined(separator: "\n"))
        }
        return MarkdownReport.fitted(blocks, maximumLength: maximumLength)
    }
}
