// Spawns processes (Foundation's `Process`), which iOS, tvOS and visionOS do not have.
#if os(macOS) || os(Linux)
import A11ySnapshot
import Foundation
import Testing

/// `a11ysnap trend`'s text, CSV, Markdown and HTML forms, checked against its JSON form.
@Suite("trend: formats", .enabled(if: BuiltProducts.a11ysnap != nil && GitRepository.git != nil,
                                  "needs git on PATH (and the built a11ysnap binary for the test repositories)"))
struct TrendFormatTests {
    /// Four commits whose errors go 1, 3, 2, 2 and whose last one has a comma and quotes in its subject.
    static func repository(_ body: (TrendRepository) throws -> Void) throws {
        try TrendRepository.with { repository in
            try repository.commit("one", ["__Snapshots__/a.json": TrendRepository.screen(errors: 1)])
            try repository.commit("two", ["__Snapshots__/b.json": TrendRepository.screen(errors: 2)])
            try repository.commit("three", ["__Snapshots__/b.json": TrendRepository.screen(errors: 1)])
            try repository.commit("Say \"four\", then stop", ["__Snapshots__/c.json": TrendRepository.screen(errors: 0)])
            try body(repository)
        }
    }

    @Test("text: a row per commit, oldest first, with its counts, and its changes under it")
    func text() throws {
        try Self.repository { repository in
            let run = repository.trend()
            #expect(run.status == 0)
            let rows = run.output.split(separator: "\n").filter { $0.first?.isNumber == true }
            let json = try repository.trendCommits()
            #expect(rows.count == json.count)
            for (row, commit) in zip(rows, json) {
                let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
                #expect(cells[1] == commit["short"] as? String)
                #expect(cells[4] == String(commit["errors"] as? Int ?? -1))
            }
            #expect(run.output.contains("\n  label-missing 1 → 3; 1 screen added (b.json)\n"))
        }
    }

    @Test("csv: a header and a row per commit, a column per rule found, subjects quoted as RFC 4180 says")
    func csv() throws {
        try Self.repository { repository in
            let run = repository.trend("--format", "csv")
            let lines = run.output.components(separatedBy: "\r\n").dropLast()
            #expect(lines.first == "date,commit,subject,screens,elements,errors,warnings,info,configuration,unreadable,label-missing")
            #expect(lines.count == 5)
            #expect(lines.last?.contains(",\"Say \"\"four\"\", then stop\",") == true)
            #expect(lines.dropFirst().map { $0.split(separator: ",").last.map(String.init) } == ["1", "3", "2", "2"])
        }
    }

    @Test("markdown: the header and a table row per commit")
    func markdown() throws {
        try Self.repository { repository in
            let run = repository.trend("--format", "markdown")
            #expect(run.output.hasPrefix("### Accessibility trend\n"))
            let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("| 2") }
            #expect(rows.count == 4)
            #expect(rows.map { $0.split(separator: "|")[5].trimmingCharacters(in: .whitespaces) } == ["1", "3", "2", "2"])
        }
    }

    @Test("html: the chart has a column per commit, newest at the right, each titled with its commit")
    func htmlChart() throws {
        try Self.repository { repository in
            let run = repository.trend("--format", "html")
            let json = try repository.trendCommits()
            let chart = try #require(run.output.components(separatedBy: "<svg class=\"chart\"").dropFirst().first)
            let titles = chart.components(separatedBy: "<rect class=\"column\"").dropFirst().map {
                String($0.split(separator: ">")[2].dropLast("</title".count))
            }
            #expect(titles.count == json.count)
            #expect(titles.last?.hasPrefix(json.last?["short"] as? String ?? "?") == true, "the newest commit is the last column")
            let xs = chart.components(separatedBy: "<rect class=\"column\" x=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
            #expect(xs == xs.sorted() && Set(xs).count == xs.count, "columns from left to right")
            #expect(titles[1].hasSuffix(": 3 errors, 0 warnings"))
            #expect(chart.contains(">commits, oldest to newest</text>") && chart.contains(">findings</text>"))
            #expect(!run.output.contains("<script"))
        }
    }

    @Test("html: a small chart for each rule whose count moved, none for the others")
    func htmlRuleCharts() throws {
        try Self.repository { repository in
            let run = repository.trend("--format", "html")
            #expect(run.output.components(separatedBy: "<svg class=\"chart\"").count - 1 == 2, "the main chart and label-missing's")
            #expect(run.output.contains("<figcaption><code>label-missing</code> 1 → 2 (highest 3)</figcaption>"))
        }
    }

    @Test("html renders in a browser with the chart's column for every commit",
          .enabled(if: HeadlessBrowser.executable != nil, HeadlessBrowser.skipReason))
    func htmlInBrowser() throws {
        try Self.repository { repository in
            let page = repository.repo.directory.url("trend.html")
            #expect(repository.trend("--format", "html", "-o", page).status == 0)
            let dom = try HeadlessBrowser.run(["--dump-dom", "file://" + page])
            #expect(dom.contains("<h1>Accessibility trend</h1>"))
            #expect(dom.components(separatedBy: "<rect class=\"column\"").count - 1 == 4)
            #expect(dom.components(separatedBy: "<tr><td>").count - 1 == 4, "a table row per commit")
        }
    }

    @Test("-o writes the report to a file and prints nothing")
    func outputFile() throws {
        try Self.repository { repository in
            try expectOutputOptionWritesWhatIsPrinted(["trend", repository.repo.directory.url("__Snapshots__"), "--format", "csv"],
                                                      environment: repository.environment)
        }
    }
}
#endif
