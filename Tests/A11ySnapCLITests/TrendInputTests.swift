// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap trend`: which commits it walks, and bad input.
@Suite("trend: range and bad input", .enabled(if: BuiltProducts.a11ysnap != nil && GitRepository.git != nil,
                                              "needs git on PATH (and the built a11ysnap binary for the test repositories)"))
struct TrendInputTests {
    static func threeCommits(_ repository: TrendRepository) throws {
        for count in 1...3 {
            try repository.commit("errors \(count)", ["__Snapshots__/a.json": TrendRepository.screen(errors: count)])
        }
    }

    @Test("--max-commits keeps the newest commits and counts the first one's changes from its parent")
    func maximumCommits() throws {
        try TrendRepository.with { repository in
            try Self.threeCommits(repository)
            let commits = try repository.trendCommits("--max-commits", "2")
            #expect(commits.map { $0["subject"] as? String } == ["errors 2", "errors 3"])
            let changes = try #require(commits.first?["changes"] as? [String: Any])
            #expect(changes["screensAdded"] as? [String] == [])
            #expect(changes["rules"] as? [String: [String: Int]] == ["label-missing": ["before": 1, "after": 2]])
        }
    }

    @Test("--since and --until bound the range by revision")
    func sinceAndUntil() throws {
        try TrendRepository.with { repository in
            try Self.threeCommits(repository)
            let first = try repository.id("HEAD~2"), second = try repository.id("HEAD~1")
            #expect(try repository.trendCommits("--since", first).map { $0["subject"] as? String } == ["errors 2", "errors 3"])
            #expect(try repository.trendCommits("--until", second).map { $0["subject"] as? String } == ["errors 1", "errors 2"])
        }
    }

    @Test("a merge is one first-parent commit; the merged branch's own commits are not listed")
    func firstParentOnly() throws {
        try TrendRepository.with { repository in
            try repository.commit("base", ["__Snapshots__/a.json": TrendRepository.screen(errors: 1)])
            try repository.repo.git("checkout", "-q", "-b", "feature")
            try repository.commit("feature 1", ["__Snapshots__/b.json": TrendRepository.screen(errors: 1)])
            try repository.commit("feature 2", ["__Snapshots__/b.json": TrendRepository.screen(errors: 2)])
            try repository.repo.git("checkout", "-q", "-")
            try repository.commit("main", text: ["README.md": "x\n"])
            try repository.repo.git("merge", "-q", "--no-ff", "-m", "Merge feature", "feature")
            let commits = try repository.trendCommits()
            #expect(commits.map { $0["subject"] as? String } == ["base", "Merge feature"])
            #expect(commits.map { $0["errors"] as? Int } == [1, 3])
        }
    }

    @Test("in a shallow clone the report says where history stops and still reports what is there")
    func shallowClone() throws {
        try TrendRepository.with { repository in
            try Self.threeCommits(repository)
            let clone = repository.repo.directory.url("shallow")
            try repository.repo.git("clone", "-q", "--depth", "2", "file://" + repository.path, clone)
            let run = a11ysnap(arguments: ["trend", clone + "/__Snapshots__"], environment: repository.environment)
            #expect(run.status == 0, "\(run.errors)")
            let stop = try String(repository.repo.git("-C", clone, "rev-parse", "--short", "HEAD~1").dropLast())
            #expect(run.errors.contains("warning: history stops at \(stop) ("))
            #expect(run.output.contains("history stops at \(stop) ("))
            #expect(run.output.contains("errors 2") && run.output.contains("errors 3") && !run.output.contains("errors 1"))
        }
    }

    @Test("a revision git does not know exits 2 with git's message", arguments: ["--since", "--until"])
    func unknownRevision(_ option: String) throws {
        try TrendRepository.with { repository in
            try Self.threeCommits(repository)
            let run = repository.trend(option, "no-such-tag")
            #expect(run.status == 2)
            #expect(run.errors.contains("bad revision 'no-such-tag'"), "\(run.errors)")
            #expect(run.output.isEmpty)
        }
    }

    @Test("a folder outside any git work tree exits 2 and says so")
    func notInAWorkTree() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "__Snapshots__/a.json")
            let run = a11ysnap(arguments: ["trend", dir.url("__Snapshots__")],
                               environment: ["PATH": "/usr/bin:/bin", "GIT_CEILING_DIRECTORIES": dir.path])
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("error: \(dir.url("__Snapshots__")) is not inside a git work tree (git: "), "\(run.errors)")
        }
    }

    @Test("without git on PATH the error says so")
    func gitMissing() throws {
        try TemporaryDirectory.with { dir in
            let run = a11ysnap(arguments: ["trend", dir.path], environment: ["PATH": dir.path])
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix("error: trend reads the history with git, and there is no 'git' on PATH (\(dir.path))"))
        }
    }

    @Test("--max-commits must be a whole number of at least 1", arguments: ["0", "-3", "many"])
    func invalidMaximum(_ value: String) {
        let run = a11ysnap("trend", "--max-commits=" + value)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: invalid value '\(value)' for '--max-commits'"))
    }
}
#endif
