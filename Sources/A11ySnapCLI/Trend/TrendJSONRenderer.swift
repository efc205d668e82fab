import A11ySnapshot

/// `a11ysnap trend --format json`: every commit's counts by severity and by rule and what changed,
/// oldest first.
enum TrendJSONRenderer {
    static func render(_ report: TrendReport) -> String {
        var out = "{\n  \"version\": 1,\n  \"folder\": \(JSONString.quoted(report.folder.isEmpty ? "." : report.folder)),\n"
        switch report.configuration {
        case .given(let path): out += "  \"configuration\": {\"given\": \(JSONString.quoted(path))},\n"
        case .perCommit(let fallback): out += "  \"configuration\": {\"perCommit\": true, \"fallback\": \(fallback.map(JSONString.quoted) ?? "null")},\n"
        }
        if let stop = report.historyStop {
            out += "  \"historyStops\": {\"commit\": \(JSONString.quoted(stop.shortID)), \"date\": \(JSONString.quoted(stop.date)), \"reason\": \"shallow clone\"},\n"
        } else {
            out += "  \"historyStops\": null,\n"
        }
        out += "  \"contentsChecked\": \(report.contentsChecked),\n  \"commits\": ["
        for (index, commit) in report.commits.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"commit\": \(JSONString.quoted(commit.id)), \"short\": \(JSONString.quoted(commit.shortID)), "
            out += "\"date\": \(JSONString.quoted(commit.date)), \"subject\": \(JSONString.quoted(commit.subject)),\n"
            out += "     \"configuration\": \(commit.configuration.map(JSONString.quoted) ?? "null")"
            if let problem = commit.configurationProblem { out += ", \"configurationProblem\": \(JSONString.quoted(problem))" }
            out += ",\n     \"screens\": \(commit.screens), \"elements\": \(commit.elements), \"errors\": \(commit.count(.error)), "
            out += "\"warnings\": \(commit.count(.warning)), \"info\": \(commit.count(.info)),\n"
            let rules = RuleEngine.catalogue.compactMap { rule in commit.rules[rule.id].map { "\(JSONString.quoted(rule.id)): \($0)" } }
            out += "     \"rules\": {\(rules.joined(separator: ", "))},\n"
            out += "     \"unreadable\": [\(commit.unreadable.map(JSONString.quoted).joined(separator: ", "))],\n"
            let changes = commit.changes
            let moved = changes.rules.map { "\(JSONString.quoted($0.id)): {\"before\": \($0.before), \"after\": \($0.after)}" }
            out += "     \"changes\": {\"rules\": {\(moved.joined(separator: ", "))}, "
            out += "\"screensAdded\": [\(changes.screensAdded.map(JSONString.quoted).joined(separator: ", "))], "
            out += "\"screensRemoved\": [\(changes.screensRemoved.map(JSONString.quoted).joined(separator: ", "))], "
            out += "\"screensChanged\": \(changes.screensChanged), \"configurationChanged\": \(changes.configurationChanged)}}"
        }
        out += report.commits.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }
}
