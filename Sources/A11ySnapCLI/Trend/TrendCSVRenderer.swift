import A11ySnapshot

/// `a11ysnap trend --format csv`: one row per commit, oldest first, for a spreadsheet: the
/// commit, its counts, and a column per rule that has findings in some commit (RFC 4180 quoting).
enum TrendCSVRenderer {
    static func render(_ report: TrendReport) -> String {
        let rules = report.rulesFound
        var lines = [(["date", "commit", "subject", "screens", "elements", "errors", "warnings", "info", "configuration", "unreadable"] + rules)
            .map(field).joined(separator: ",")]
        for commit in report.commits {
            let cells = [commit.date, commit.id, commit.subject, String(commit.screens), String(commit.elements),
                         String(commit.count(.error)), String(commit.count(.warning)), String(commit.count(.info)),
                         commit.configuration ?? "", String(commit.unreadable.count)] + rules.map { String(commit.rules[$0] ?? 0) }
            lines.append(cells.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// The value, quoted when it holds a comma, a quote or a line break (quotes doubled).
    static func field(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
