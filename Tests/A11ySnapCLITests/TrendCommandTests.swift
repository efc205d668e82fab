// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap trend`: the findings of every commit of a real git repository's snapshot folder.
@Suite("trend", .enabled(if: BuiltProducts.a11ysnap != nil && GitRepository.git != nil,
                         "needs git on PATH (and the built a11ysnap binary for the test repositories)"))
struct TrendCommandTests {
    /// Five commits that touch the folder or its configuration, and one that does not.
    static func history(_ repository: TrendRepository) throws {
        try repository.commit("Record login and settings", ["__Snapshots__/Login/login.json": ExampleScreens.login,
                                                             "__Snapshots__/settings.json": ExampleScreens.settings])
        try repository.commit("Add a screen with two unlabelled buttons", ["__Snapshots__/icons.json": TrendRepository.screen(errors: 2)])
        try repository.commit("Unrelated", text: ["README.md": "hello\n"])
        try repository.commit("Turn off element-disabled", text: [".a11ysnap.json": "{\"rules\": {\"element-disabled\": false}}\n"])
        try repository.commit("Fix one button, add the every-rule screen", ["__Snapshots__/icons.json": TrendRepository.screen(errors: 1),
                                                                          "__Snapshots__/every.json": EveryRuleScreen.snapshot])
        try repository.commit("Remove settings", removing: ["__Snapshots__/settings.json"])
    }

    @Test("each commit's counts equal check --format json on that commit's checkout, with that commit's configuration")
    func countsMatchCheckOnEachCheckout() throws {
        try TrendRepository.with { repository in
            try Self.history(repository)
            let commits = try repository.trendCommits()
            #expect(commits.map { $0["subject"] as? String } == ["Record login and settings", "Add a screen with two unlabelled buttons",
                                                                  "Turn off element-disabled", "Fix one button, add the every-rule screen",
                                                                  "Remove settings"])
            let checkout = repository.repo.directory.url("checkout")
            try repository.repo.git("worktree", "add", "-q", "--detach", checkout, "HEAD")
            let empty = try repository.repo.directory.write("{}", to: "empty-config.json")
            for commit in commits {
                let id = try #require(commit["commit"] as? String)
                try repository.repo.git("-C", checkout, "checkout", "-q", "--detach", id)
                // The commit's own file, else the work tree's (committed last), else the defaults.
                let own = checkout + "/.a11ysnap.json", workTree = repository.repo.directory.url(".a11ysnap.json")
                let config = [own, workTree].first { FileManager.default.fileExists(atPath: $0) } ?? empty
                #expect((commit["configuration"] as? String) == (config == own ? ".a11ysnap.json" : nil))
                let check = a11ysnap("check", checkout + "/__Snapshots__", "--config", config, "--format", "json")
                let root = try #require(try JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])
                let summary = try #require(root["summary"] as? [String: Int])
                #expect(commit["screens"] as? Int == summary["files"], "screens at \(id)")
                for key in ["errors", "warnings", "info"] { #expect(commit[key] as? Int == summary[key], "\(key) at \(id)") }
                var rules: [String: Int] = [:]
                for finding in try CheckAuditHTMLTests.findings(inJSON: check.output) { rules[finding.rule, default: 0] += 1 }
                #expect(commit["rules"] as? [String: Int] == rules, "rules at \(id)")
            }
        }
    }

    @Test("each distinct file content is read and checked once, however many files and commits hold it")
    func contentsCheckedOnce() throws {
        try TrendRepository.with { repository in
            let same = TrendRepository.screen(errors: 1)
            try repository.commit("one", ["__Snapshots__/a.json": same, "__Snapshots__/b.json": same])
            try repository.commit("two", ["__Snapshots__/c.json": same, "__Snapshots__/d.json": TrendRepository.screen(errors: 2)])
            try repository.commit("three", ["__Snapshots__/a.json": TrendRepository.screen(errors: 2)])
            let run = repository.trend("--format", "json")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            #expect(root["contentsChecked"] as? Int == 2)
            #expect((root["commits"] as? [[String: Any]])?.map { $0["errors"] as? Int } == [2, 5, 6])
        }
    }

    @Test("each commit says which rules' counts moved and which screens were added, removed or changed")
    func changesSincePreviousCommit() throws {
        try TrendRepository.with { repository in
            try Self.history(repository)
            let commits = try repository.trendCommits()
            let changes = try commits.map { try #require($0["changes"] as? [String: Any]) }
            #expect(changes[0]["screensAdded"] as? [String] == ["Login/login.json", "settings.json"])
            #expect(changes[1]["rules"] as? [String: [String: Int]] == ["label-missing": ["before": 0, "after": 2]])
            #expect(changes[2]["configurationChanged"] as? Bool == true)
            #expect(changes[3]["screensChanged"] as? Int == 1)
            #expect(changes[4]["screensRemoved"] as? [String] == ["settings.json"])
        }
    }

    @Test("the text says which configuration checked the first commit and each commit where it changed")
    func textSaysWhichConfiguration() throws {
        try TrendRepository.with { repository in
            try Self.history(repository)
            let run = repository.trend()
            let lines = run.output.split(separator: "\n").map(String.init)
            let workTree = URL(fileURLWithPath: repository.repo.directory.url(".a11ysnap.json")).standardizedFileURL.path
            let first = try #require(lines.firstIndex { $0.hasSuffix("Record login and settings") })
            #expect(lines[first + 1].hasSuffix("; configuration: the work tree's \(workTree)"))
            let own = try #require(lines.firstIndex { $0.hasSuffix("Turn off element-disabled") })
            #expect(lines[own + 1] == "  configuration: this commit's .a11ysnap.json")
            #expect(lines.filter { $0.contains("configuration: ") }.count == 2 + 1, "the header, the first commit and the change")
        }
    }

    @Test("a snapshot that cannot be read is reported for its commit, and the walk goes on")
    func unreadableSnapshot() throws {
        try TrendRepository.with { repository in
            try repository.commit("good", ["__Snapshots__/a.json": TrendRepository.screen(errors: 1)])
            try repository.commit("broken", text: ["__Snapshots__/b.json": "{\"version\": 1,"])
            try repository.commit("fixed", ["__Snapshots__/b.json": TrendRepository.screen(errors: 1)])
            let run = repository.trend("--format", "json")
            #expect(run.status == 0)
            let root = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let commits = try #require(root["commits"] as? [[String: Any]])
            #expect(commits.map { ($0["unreadable"] as? [String])?.count } == [0, 1, 0])
            #expect((commits[1]["unreadable"] as? [String])?.first?.hasPrefix("__Snapshots__/b.json:1:15: ") == true)
            #expect(commits.map { $0["errors"] as? Int } == [1, 1, 2])
            #expect(run.errors.contains("warning: cannot read __Snapshots__/b.json:1:15: "))
        }
    }

    @Test("a commit's invalid configuration is reported for it, and the work tree's is used there")
    func invalidCommitConfiguration() throws {
        try TrendRepository.with { repository in
            try repository.commit("screen", ["__Snapshots__/a.json": ExampleScreens.login])
            try repository.commit("bad config", text: [".a11ysnap.json": "{\"rules\": {\"no-such-rule\": false}}"])
            try repository.commit("good config", text: [".a11ysnap.json": "{\"rules\": {\"element-disabled\": false}}"])
            let commits = try repository.trendCommits()
            #expect(commits.map { $0["configuration"] as? String } == [nil, nil, ".a11ysnap.json"])
            #expect((commits[1]["configurationProblem"] as? String)?.hasPrefix(".a11ysnap.json:1:12: error: unknown rule \"no-such-rule\"") == true)
        }
    }

    @Test("--config checks every commit with the given file, ignoring the commits' own")
    func givenConfiguration() throws {
        try TrendRepository.with { repository in
            try repository.commit("screen", ["__Snapshots__/a.json": ExampleScreens.login])
            try repository.commit("config", text: [".a11ysnap.json": "{\"rules\": {\"element-disabled\": false}}"])
            let given = try repository.repo.directory.write("{\"rules\": {\"target-size-recommended\": false}}", to: "given.json")
            let commits = try repository.trendCommits("--config", given)
            #expect(commits.count == 1, "a commit that only changes .a11ysnap.json does not matter with --config")
            #expect(commits.first?["rules"] as? [String: Int] == ["element-disabled": 1])
        }
    }
}
#endif
