// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import Foundation

/// Walks the snapshot folder's commits oldest first and runs the rules on the snapshots of each.
/// Every distinct file content (blob) is read and checked once per configuration, so a long
/// history of small changes costs about as much as its changed files.
final class TrendWalk {
    /// One snapshot file's result: what the rules found, or why it could not be read.
    private enum ScreenResult {
        case checked(elements: Int, findings: [RuleSeverity: Int], rules: [String: Int])
        case unreadable(InputFileError)
    }

    /// The rules for a commit, and where their configuration came from.
    private struct Configured {
        let key: String
        let engine: RuleEngine
        let path: String?
        let problem: String?
    }

    private let objects: GitObjectReader
    private let trees: SnapshotFolderTrees
    /// The engine for commits without a configuration file of their own (or for every commit,
    /// with `--config`).
    private let fallback: RuleEngine
    private let usesCommitConfigurations: Bool
    /// `folder/`, taken off the paths the changes list (empty for the top).
    private let folderPrefix: String
    private var engines: [String: Result<RuleEngine, RuleConfigurationError>] = [:]
    private var results: [String: ScreenResult] = [:]

    init(git: Git, folder: String, fallback: RuleEngine, usesCommitConfigurations: Bool) throws(GitError) {
        objects = try GitObjectReader(git: git)
        trees = SnapshotFolderTrees(objects: objects, folder: folder)
        self.fallback = fallback
        self.usesCommitConfigurations = usesCommitConfigurations
        folderPrefix = folder.isEmpty ? "" : folder + "/"
    }

    /// How many distinct snapshot contents were read and checked so far (each once per configuration).
    var contentsChecked: Int { results.count }

    /// The report's commits, oldest first, from `commits` as `rev-list` gives them (newest first).
    /// The oldest one's changes are counted from its first parent, unless `fromParent` is false
    /// (it has none, or a shallow clone does not have it).
    func run(_ commits: [GitHistory.Commit], fromParent: Bool) throws(GitError) -> [TrendReport.Commit] {
        let ordered = Array(commits.reversed())
        var previous: (state: FolderState, commit: TrendReport.Commit)?
        if fromParent, let parent = ordered.first?.parents.first {
            let info = GitHistory.Commit(id: parent, shortID: String(parent.prefix(7)), date: "", parents: [], subject: "")
            previous = try measure(info)
        }
        var measured: [TrendReport.Commit] = []
        for commit in ordered {
            var (state, point) = try measure(commit)
            point.changes = changes(from: previous, to: (state, point))
            measured.append(point)
            previous = (state, point)
        }
        return measured
    }

    /// The folder's state and the rules' findings at one commit.
    private func measure(_ commit: GitHistory.Commit) throws(GitError) -> (FolderState, TrendReport.Commit) {
        let state = try trees.state(at: commit.id, findingConfiguration: usesCommitConfigurations)
        let configured = try configuration(state.configuration, at: commit)
        var point = TrendReport.Commit(id: commit.id, shortID: commit.shortID, date: commit.date, subject: commit.subject)
        point.configuration = configured.path
        point.configurationProblem = configured.problem
        try checkNew(state.files, with: configured)
        for file in state.files {
            switch results[configured.key + "\u{0}" + file.blob] {
            case .checked(let elements, let findings, let rules)?:
                point.screens += 1
                point.elements += elements
                point.findings.merge(findings, uniquingKeysWith: +)
                point.rules.merge(rules, uniquingKeysWith: +)
            case .unreadable(let error)?:
                let location = FileLocation(file: file.path, line: error.location.line, column: error.location.column)
                point.unreadable.append(location.formatted() + ": " + error.message)
            case nil:
                break
            }
        }
        return (state, point)
    }

    /// Reads the files whose content this configuration has not checked yet, one after the
    /// other through git, then checks them on all cores.
    private func checkNew(_ files: [FolderState.File], with configured: Configured) throws(GitError) {
        var seen: Set<String> = []
        var pending: [(key: String, path: String, bytes: [UInt8])] = []
        for file in files {
            let key = configured.key + "\u{0}" + file.blob
            guard results[key] == nil, seen.insert(key).inserted else { continue }
            guard let object = try objects.object(file.blob) else {
                throw GitError(command: ["cat-file", "--batch"], message: "blob \(file.blob) of \(file.path) is missing from the repository")
            }
            pending.append((key, file.path, object.bytes))
        }
        let checked = ResultSlots<ScreenResult>(count: pending.count)
        let engine = configured.engine, work = pending
        DispatchQueue.concurrentPerform(iterations: pending.count) { index in
            checked.set(index, Self.check(work[index].bytes, path: work[index].path, engine: engine))
        }
        for (index, item) in pending.enumerated() { results[item.key] = checked.value(index) }
    }

    private static func check(_ bytes: [UInt8], path: String, engine: RuleEngine) -> ScreenResult {
        let snapshot: AccessibilitySnapshot
        do throws(InputFileError) {
            snapshot = try SnapshotInput.read(bytes: bytes, file: path)
        } catch {
            return .unreadable(error)
        }
        let report = engine.check(snapshot)
        var findings: [RuleSeverity: Int] = [:], rules: [String: Int] = [:]
        for violation in report.violations {
            findings[violation.severity, default: 0] += 1
            rules[violation.ruleID, default: 0] += 1
        }
        return .checked(elements: snapshot.elementCount, findings: findings, rules: rules)
    }

    /// The commit's configuration file's engine when it has a valid one, else the fallback.
    private func configuration(_ file: FolderState.File?, at commit: GitHistory.Commit) throws(GitError) -> Configured {
        guard usesCommitConfigurations, let file else { return Configured(key: "", engine: fallback, path: nil, problem: nil) }
        if engines[file.blob] == nil {
            guard let object = try objects.object(file.blob) else {
                throw GitError(command: ["cat-file", "--batch"], message: "blob \(file.blob) of \(file.path) is missing from the repository")
            }
            engines[file.blob] = Result { () throws(RuleConfigurationError) in
                try RuleEngine(configuration: RuleConfiguration(json: object.bytes, file: file.path))
            }
        }
        switch engines[file.blob] {
        case .success(let engine)?: return Configured(key: file.blob, engine: engine, path: file.path, problem: nil)
        case .failure(let error)?: return Configured(key: "", engine: fallback, path: nil, problem: error.description)
        case nil: return Configured(key: "", engine: fallback, path: nil, problem: nil)
        }
    }

    /// What changed from `previous` (nothing before the first commit: everything is added), with
    /// screens named by their path in the folder.
    private func changes(from previous: (state: FolderState, commit: TrendReport.Commit)?,
                                to current: (state: FolderState, commit: TrendReport.Commit)) -> TrendReport.Changes {
        var changes = TrendReport.Changes()
        let before = Dictionary(previous?.state.files.map { ($0.path, $0.blob) } ?? [], uniquingKeysWith: { first, _ in first })
        let after = Dictionary(current.state.files.map { ($0.path, $0.blob) }, uniquingKeysWith: { first, _ in first })
        let relative = { (path: String) in path.hasPrefix(self.folderPrefix) ? String(path.dropFirst(self.folderPrefix.count)) : path }
        changes.screensAdded = current.state.files.map(\.path).filter { before[$0] == nil }.map(relative)
        changes.screensRemoved = (previous?.state.files ?? []).map(\.path).filter { after[$0] == nil }.map(relative)
        changes.screensChanged = current.state.files.filter { file in before[file.path].map { $0 != file.blob } ?? false }.count
        let old = previous?.commit.rules ?? [:], new = current.commit.rules
        changes.rules = RuleEngine.catalogue.compactMap { rule in
            let (was, now) = (old[rule.id] ?? 0, new[rule.id] ?? 0)
            return was == now ? nil : (rule.id, was, now)
        }
        if let previous {
            changes.configurationChanged = previous.commit.configuration != current.commit.configuration
                || previous.state.configuration != current.state.configuration
                || previous.commit.configurationProblem != current.commit.configurationProblem
        } else {
            changes.configurationChanged = usesCommitConfigurations
        }
        return changes
    }
}

/// Results written by `concurrentPerform`'s threads, each to its own slot, read after it returns.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func set(_ index: Int, _ value: Value) { slots[index] = value }

    func value(_ index: Int) -> Value? { slots[index] }
}
#endif
