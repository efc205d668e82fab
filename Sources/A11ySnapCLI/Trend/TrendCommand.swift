import A11ySnapshot
import Foundation

/// `a11ysnap trend [FOLDER]`: the accessibility findings of every commit in the snapshot folder's
/// history, read with git, as text, JSON, Markdown, HTML (with charts) or CSV.
enum TrendCommand: Command {
    static let folder = ArgumentSpec(
        "FOLDER", arity: .optional, help: "The snapshot folder, inside a git work tree. Default: __Snapshots__.")
    static let since = OptionSpec.value(
        "since", placeholder: "REV", help: "Start after this revision: only commits that REV does not contain.")
    static let until = OptionSpec.value(
        "until", placeholder: "REV", help: "End at this revision. Default: HEAD.")
    static let maxCommits = OptionSpec.value(
        "max-commits", placeholder: "N", help: "Report at most the newest N commits that changed the folder.")
    static let config = SharedOptions.config(
        help: "Check every commit with this configuration file instead of each commit's own .a11ysnap.json.")
    static let format = SharedOptions.format(
        [.text, .json, .markdown, .html, .csv],
        help: "Output format: text (the default), json, markdown (a table), html (one self-contained page with charts) or csv (a row per commit).")

    static let spec = CommandSpec(
        name: "trend",
        abstract: "Show the accessibility findings of each commit.",
        discussion: """
            Walks the first-parent history of the snapshot folder with git (git must be on PATH) and runs the rules \
            on the snapshots of every commit that changed the folder or its configuration, oldest first: each \
            commit's date, short hash and subject, its screens and elements, its findings by severity and by rule, \
            and what changed since the commit before (the rules whose counts moved, the screens added, removed or \
            changed). Each distinct file content is read and checked once, however many commits hold it.

            Each commit is checked with its own .a11ysnap.json (the nearest at or above the folder in that commit), \
            else with the work tree's nearest one, else the defaults; --config FILE checks every commit with FILE. \
            A snapshot that cannot be read at a commit is reported for that commit and the walk goes on; in a \
            shallow clone the report says where history stops.
            """,
        arguments: [folder],
        options: [since, until, maxCommits, format, SharedOptions.reportOutput, SharedOptions.maximumLength, config],
        exitCodes: [
            .success: "The report was written (snapshots that could not be read at some commit are reported in it).",
            .failure: "Bad usage, git missing, a folder outside a git work tree, a revision git does not know, or an invalid --config.",
        ],
        examples: [
            .init("a11ysnap trend", "The history of __Snapshots__, one row per commit."),
            .init("a11ysnap trend __Snapshots__ --since v1.0 --format html -o trend.html", "Charts the findings since the v1.0 tag."),
            .init("a11ysnap trend --max-commits 20 --format markdown >> \"$GITHUB_STEP_SUMMARY\"", "The last 20 commits as a table."),
        ])

    static func run(_ arguments: ParsedArguments, in context: CommandContext) -> ExitCode {
        let limit: Int?
        let maximumLength: Int
        do throws(UsageError) {
            limit = try commitLimit(arguments)
            maximumLength = try SharedOptions.maximumLength(arguments, command: spec.name)
        } catch {
            context.report(error)
            return .failure
        }
        guard let report = walk(arguments, limit: limit, in: context) else { return .failure }
        warn(about: report, in: context)

        let rendered = switch ReportFormat(arguments, option: format) {
        case .json: TrendJSONRenderer.render(report)
        case .csv: TrendCSVRenderer.render(report)
        case .markdown: TrendMarkdownRenderer.render(report, maximumLength: maximumLength)
        case .html: TrendHTMLRenderer.render(report)
        // `format` does not offer sarif or github.
        case .text, .sarif, .github:
            TrendTextRenderer.render(report, style: arguments.value(of: SharedOptions.reportOutput) == nil ? context.outputStyle : .plain)
        }
        return context.deliver(Array(rendered.utf8), to: arguments.value(of: SharedOptions.reportOutput)) ? .success : .failure
    }

    /// The report of the folder's history, or `nil` after saying why there is none.
    private static func walk(_ arguments: ParsedArguments, limit: Int?, in context: CommandContext) -> TrendReport? {
        #if os(macOS) || os(Linux)
        guard let executable = Git.find(in: context.environment) else {
            context.printError("trend reads the history with git, and there is no 'git' on PATH (\(context.environment["PATH"] ?? "PATH is not set")); install git or add its folder to PATH")
            return nil
        }
        let path = arguments.value(of: folder) ?? "__Snapshots__"
        guard context.checkDirectory(path) else { return nil }
        var git = Git(executable: executable, environment: context.environment, directory: path)
        let location: GitHistory.Location
        do throws(GitError) {
            location = try GitHistory.locate(path, git: git)
        } catch {
            context.printError("\(path) is not inside a git work tree (git: \(error.message))")
            return nil
        }
        git.directory = location.top
        guard let (choice, fallback) = configuration(arguments, folder: path, in: context) else { return nil }

        do throws(GitError) {
            let usesCommitFiles = arguments.value(of: config) == nil
            let commits = try GitHistory.commits(
                git: git, until: arguments.value(of: until) ?? "HEAD", since: arguments.value(of: since), maximumCount: limit,
                paths: GitHistory.watchedPaths(folder: location.folder, configurationFiles: usesCommitFiles))
            let stop = commits.last { location.shallowCommits.contains($0.id) }
            let walk = try TrendWalk(git: git, folder: location.folder, fallback: fallback, usesCommitConfigurations: usesCommitFiles)
            let measured = try walk.run(commits, fromParent: stop == nil)
            return TrendReport(folder: location.folder, configuration: choice, commits: measured,
                                 historyStop: stop.map { TrendReport.HistoryStop(shortID: $0.shortID, date: $0.date) },
                                 contentsChecked: walk.contentsChecked)
        } catch {
            context.printError("git \(error.command.first { !$0.hasPrefix("-") } ?? "") failed: \(error.message)")
            return nil
        }
        #else
        context.printError("trend reads the history with git, which cannot run on this platform")
        return nil
        #endif
    }

    /// `--max-commits`, checked: a whole number of at least 1.
    private static func commitLimit(_ arguments: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = arguments.value(of: maxCommits) else { return nil }
        guard let value = Int(text), value >= 1 else {
            throw UsageError("invalid value '\(text)' for '--max-commits': expected a whole number, 1 or more", command: spec.name)
        }
        return value
    }

    /// How the rules are configured, and the engine for commits without a file of their own;
    /// `nil` after reporting an invalid configuration file.
    private static func configuration(_ arguments: ParsedArguments, folder: String,
                                      in context: CommandContext) -> (TrendReport.ConfigurationChoice, RuleEngine)? {
        let given = arguments.value(of: config)
        let path = given ?? RuleConfiguration.find(from: folder)
        do throws(RuleConfigurationError) {
            let configuration = if let path { try RuleConfiguration(contentsOfFile: path) } else { RuleConfiguration() }
            let engine = try RuleEngine(configuration: configuration)
            return (given.map { .given($0) } ?? .perCommit(fallback: path), engine)
        } catch {
            context.report(error)
            return nil
        }
    }

    /// The shallow clone's end and each problem at some commit, said once on standard error.
    private static func warn(about report: TrendReport, in context: CommandContext) {
        if let stop = report.historyStop {
            context.printWarning("history stops at \(stop.shortID) (\(stop.date.prefix(10))): the repository is a shallow clone; 'git fetch --unshallow' fetches the rest")
        }
        var seen: [String: (first: String, commits: Int)] = [:]
        var order: [String] = []
        for commit in report.commits {
            for problem in commit.unreadable.map({ "cannot read " + $0 }) + (commit.configurationProblem.map { ["configuration not used: " + $0] } ?? []) {
                if seen[problem] == nil { order.append(problem) }
                seen[problem, default: (commit.shortID, 0)].commits += 1
            }
        }
        for problem in order {
            guard let (first, commits) = seen[problem] else { continue }
            context.printWarning("\(problem) (at \(ReportPhrase.count(commits, "commit")) from \(first))")
        }
    }
}
