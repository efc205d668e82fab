import A11ySnapshot

/// `a11ysnap trend` as text: a header, then one row per commit (oldest first) with its counts
/// and subject, and under it what changed since the commit before. A rule whose count rose is
/// red and one that fell green, where ``ConsoleStyle`` allows colour.
enum TrendTextRenderer {
    static func render(_ report: TrendReport, style: ConsoleStyle) -> String {
        var out = TrendHeader.lines(report).joined(separator: "\n") + "\n"
        guard !report.commits.isEmpty else { return out }
        let rows = report.commits.map { commit in
            [commit.day, commit.shortID, String(commit.screens), String(commit.elements), String(commit.count(.error)),
             String(commit.count(.warning)), String(commit.count(.info))]
        }
        let headings = ["date", "commit", "screens", "elements", "errors", "warnings", "info"]
        let widths = headings.indices.map { column in max(headings[column].count, rows.map { $0[column].count }.max() ?? 0) }
        func line(_ cells: [String], subject: String) -> String {
            // Text columns to the left, numbers to the right.
            let padded = cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 2 ? cell + pad : pad + cell
            }
            return padded.joined(separator: "  ") + "  " + subject
        }
        out += "\n" + style.bold(line(headings, subject: "subject")) + "\n"
        for (commit, cells) in zip(report.commits, rows) {
            out += line(cells, subject: DisplayText.visible(commit.subject)) + "\n"
            let changes = commit.changes.phrase(rule: { rule in
                let text = "\(rule.id) \(rule.before) → \(rule.after)"
                return rule.after > rule.before ? style.red(text) : style.green(text)
            }, configuration: report.configuration.words(for: commit))
            if !changes.isEmpty { out += "  " + changes + "\n" }
            if let problem = commit.configurationProblem { out += "  " + style.yellow("configuration not used: " + problem) + "\n" }
            for problem in commit.unreadable { out += "  " + style.yellow("not read: " + problem) + "\n" }
        }
        return out
    }
}

/// The lines every format of `trend` starts with, in words.
enum TrendHeader {
    static func lines(_ report: TrendReport) -> [String] {
        let folder = report.folder.isEmpty ? "." : report.folder
        var lines: [String]
        if let first = report.commits.first, let last = report.commits.last {
            lines = ["\(folder): \(ReportPhrase.count(report.commits.count, "commit")) from \(first.day) to \(last.day), oldest first"]
        } else {
            lines = ["\(folder): no commit in the range changed the folder"]
        }
        lines.append("configuration: " + report.configuration.phrase)
        if let stop = report.historyStop {
            lines.append("history stops at \(stop.shortID) (\(stop.date.prefix(10))): the repository is a shallow clone; "
                         + "'git fetch --unshallow' fetches the rest")
        }
        return lines
    }
}
