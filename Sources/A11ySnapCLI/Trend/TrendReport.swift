import A11ySnapshot

/// The accessibility debt of each commit in the snapshot folder's history, oldest first: what
/// `a11ysnap trend` reports in every format.
struct TrendReport: Sendable {
    /// One commit: what it is, what the rules found on its snapshots and what changed since the
    /// commit before it.
    struct Commit: Sendable {
        let id: String
        let shortID: String
        /// The author date, as git prints it strictly (`2024-05-01T12:34:56+02:00`).
        let date: String
        let subject: String
        /// The commit's own configuration file, when it was used; `nil` for the current one.
        var configuration: String?
        /// Why the commit's configuration file could not be used, when it could not.
        var configurationProblem: String?
        var screens = 0
        var elements = 0
        var findings: [RuleSeverity: Int] = [:]
        /// Findings by rule id; rules without findings are absent.
        var rules: [String: Int] = [:]
        /// Snapshot files that could not be read at this commit, with why.
        var unreadable: [String] = []
        var changes = Changes()

        /// `2024-05-01`.
        var day: String { String(date.prefix(10)) }

        func count(_ severity: RuleSeverity) -> Int { findings[severity] ?? 0 }
    }

    /// What changed since the previous commit of the report (or, for the first, since its parent).
    struct Changes: Sendable {
        /// Rules whose count moved, in catalogue order.
        var rules: [(id: String, before: Int, after: Int)] = []
        var screensAdded: [String] = []
        var screensRemoved: [String] = []
        /// Screens present before and after whose file changed.
        var screensChanged = 0
        /// The configuration used differs from the previous commit's (or, with each commit's own
        /// files, this is the first commit).
        var configurationChanged = false

        var isEmpty: Bool {
            rules.isEmpty && screensAdded.isEmpty && screensRemoved.isEmpty && screensChanged == 0 && !configurationChanged
        }

        /// `label-missing 1 → 3, hint-empty 2 → 1; 2 screens added (a.json, b.json); 1 removed
        /// (c.json); 3 changed; configuration: this commit's .a11ysnap.json`, naming at most `limit`
        /// screens per list; `rule` formats each rule's part (a terminal colours it), `name` each
        /// screen's path, and `configuration` is the configuration now used. Empty when nothing changed.
        func phrase(limit: Int = 3, rule: ((id: String, before: Int, after: Int)) -> String = { "\($0.id) \($0.before) → \($0.after)" },
                    name: (String) -> String = { $0 }, configuration: String = "") -> String {
            func names(_ paths: [String]) -> String {
                let shown = paths.prefix(limit).map(name).joined(separator: ", ")
                return " (" + shown + (paths.count > limit ? ", and \(paths.count - limit) more" : "") + ")"
            }
            var parts: [String] = []
            if !rules.isEmpty { parts.append(rules.map(rule).joined(separator: ", ")) }
            if !screensAdded.isEmpty { parts.append(ReportPhrase.count(screensAdded.count, "screen") + " added" + names(screensAdded)) }
            if !screensRemoved.isEmpty { parts.append(ReportPhrase.count(screensRemoved.count, "screen") + " removed" + names(screensRemoved)) }
            if screensChanged > 0 { parts.append(ReportPhrase.count(screensChanged, "screen") + " changed") }
            if configurationChanged { parts.append("configuration: " + (configuration.isEmpty ? "changed" : configuration)) }
            return parts.joined(separator: "; ")
        }
    }

    /// Where history ends because the repository is a shallow clone.
    struct HistoryStop: Sendable {
        let shortID: String
        let date: String
    }

    /// The snapshot folder, from the repository's top (`.` for the top itself).
    let folder: String
    /// How the rules were configured: `--config FILE`, or each commit's file with this fallback.
    let configuration: ConfigurationChoice
    let commits: [Commit]
    /// The oldest commit reached when a shallow clone's history stops there; `nil` otherwise.
    let historyStop: HistoryStop?
    /// How many distinct snapshot contents were read and checked (each once per configuration).
    let contentsChecked: Int

    enum ConfigurationChoice: Sendable {
        /// `--config FILE`, for every commit.
        case given(String)
        /// Each commit's nearest `.a11ysnap.json` at or above the folder, else this one (a file of
        /// the work tree, or `nil` for the defaults).
        case perCommit(fallback: String?)

        /// The configuration `commit` was checked with, in words: `this commit's .a11ysnap.json`,
        /// `the work tree's /repo/.a11ysnap.json (this commit's is invalid)`, `the defaults`.
        func words(for commit: Commit) -> String {
            switch self {
            case .given(let path): return path
            case .perCommit(let fallback):
                if let own = commit.configuration { return "this commit's \(own)" }
                return (fallback.map { "the work tree's \($0)" } ?? "the defaults")
                    + (commit.configurationProblem == nil ? "" : " (this commit's is invalid)")
            }
        }

        /// In words, for the reports' headers.
        var phrase: String {
            switch self {
            case .given(let path): "\(path) for every commit"
            case .perCommit(let fallback?): "each commit's \(RuleConfiguration.fileName), else the work tree's \(fallback)"
            case .perCommit(nil): "each commit's \(RuleConfiguration.fileName), else the defaults"
            }
        }
    }

    /// Every rule that has findings in some commit, in catalogue order.
    var rulesFound: [String] {
        let found = Set(commits.flatMap(\.rules.keys))
        return RuleEngine.catalogue.map(\.id).filter(found.contains)
    }

    /// Rules whose count is not the same in every commit, in catalogue order.
    var rulesThatMoved: [String] {
        rulesFound.filter { id in Set(commits.map { $0.rules[id] ?? 0 }).count > 1 }
    }
}
