import A11ySnapCLI
import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// The review formats of `compare` and `diff`: HTML, GitHub annotations, SARIF, and `-o`.
@Suite("Review formats")
struct ReviewFormatTests {
    /// A reference folder with the login and settings screens, and a current folder where login
    /// was redesigned, settings is unchanged and a new screen was added.
    private func withFolders(_ body: (String, String, TemporaryDirectory) throws -> Void) throws {
        try TemporaryDirectory.with { dir in
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/Login/login.json")
            try dir.write(ExampleScreens.settings.canonicalJSON(), to: "ref/Settings/settings.json")
            try dir.write(DemoScreens.loginAfterRedesign.canonicalJSON(), to: "cur/Login/login.json")
            try dir.write(ExampleScreens.settings.canonicalJSON(), to: "cur/Settings/settings.json")
            try dir.write(ExampleScreens.tabBar.canonicalJSON(), to: "cur/Home/home.json")
            try body(dir.url("ref"), dir.url("cur"), dir)
        }
    }

    @Test("compare --format github annotates each changed snapshot's reference, an added one's file, then new violations")
    func githubAnnotations() throws {
        try withFolders { reference, current, _ in
            let run = a11ysnap("compare", reference, current, "--format", "github")
            #expect(run.status == 1)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.first { $0.hasPrefix("::notice file=\(current)/Home/home.json,line=1,title=Accessibility snapshot added::") } != nil)
            #expect(lines.first { $0.hasPrefix("::notice file=\(reference)/Login/login.json,line=1,title=Accessibility snapshot changed::") } != nil)
            #expect(lines.contains { $0.hasPrefix("::error file=\(reference)/Login/login.json,") && $0.contains("placeholder-as-label") })
            #expect(!lines.contains { $0.contains("\(current)/Login/login.json") })
            #expect(!lines.contains { $0.contains("Settings/settings.json") })
        }
    }

    /// The reference is the file in the repository; the current one is a test run's artifact,
    /// which neither the pull request nor code scanning can show.
    @Test("compare's annotations point at the element's line in the reference, an added element's at its nearest ancestor's, else at no line")
    func annotationsPointIntoTheReference() throws {
        try TemporaryDirectory.with { dir in
            var current = ExampleScreens.login
            current.elements[3].label = ""
            current.elements.insert(.button("", frame: Frame(16, 700, 44, 44)), at: 0)
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            try dir.write(current.canonicalJSON(), to: "cur/login.json")
            let referenceText = String(decoding: ExampleScreens.login.canonicalJSON(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let passwordLine = try #require(referenceText.firstIndex { $0.contains("\"label\": \"Password\"") })  // its "{" is the line before
            let run = a11ysnap("compare", dir.url("ref"), dir.url("cur"), "--format", "github")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("::error file=\(dir.url("ref"))/login.json,line=\(passwordLine),title=placeholder-as-label") })
            #expect(lines.contains { $0.hasPrefix("::error file=\(dir.url("ref"))/login.json,title=label-missing") })
            // An element added inside a row points at the row.
            var nested = ExampleScreens.login
            nested.elements[6].children = [.button("", frame: Frame(300, 436, 20, 20))]
            try dir.write(nested.canonicalJSON(), to: "cur/login.json")
            let rowLine = try #require(referenceText.firstIndex { $0.contains("\"label\": \"Create an account\"") })
            let inRow = a11ysnap("compare", dir.url("ref"), dir.url("cur"), "--format", "github").output.split(separator: "\n")
            #expect(inRow.contains { $0.hasPrefix("::error file=\(dir.url("ref"))/login.json,line=\(rowLine),title=label-missing") }, "\(inRow)")
        }
    }

    @Test("compare's annotations past GitHub's limit point to the comparison's text report, not to check")
    func annotationLimitPointsToTheComparison() throws {
        try TemporaryDirectory.with { dir in
            let buttons: [AccessibilityElement] = (0..<12).map { .button("", frame: Frame(16, 100 + Double($0) * 60, 361, 44)) }
            try dir.write(AccessibilitySnapshot(name: "many", elements: [.header("Many", frame: Frame(16, 40, 361, 40))]).canonicalJSON(), to: "ref/many.json")
            try dir.write(AccessibilitySnapshot(name: "many", elements: [.header("Many", frame: Frame(16, 40, 361, 40))] + buttons).canonicalJSON(), to: "cur/many.json")
            let summary = try #require(a11ysnap("compare", dir.url("ref"), dir.url("cur"), "--format", "github").output
                .split(separator: "\n").first { $0.contains("not annotated (GitHub shows at most") })
            #expect(summary.hasSuffix("(the text report of the same comparison lists all)"))
        }
    }

    @Test("compare --format sarif reports the new violations of changed and added snapshots")
    func sarif() throws {
        try withFolders { reference, current, _ in
            let run = a11ysnap("compare", reference, current, "--format", "sarif")
            #expect(run.status == 1)
            #expect(run.output.contains("\"version\": \"2.1.0\""))
            #expect(run.output.contains("\"ruleId\": \"placeholder-as-label\""))
            #expect(run.output.contains("\"uri\": \"\(reference)/Login/login.json\""))
            #expect(!run.output.contains("\(current)/Login/login.json"))
        }
    }

    @Test("-o writes the report to a file, atomically, and prints nothing")
    func outputFile() throws {
        try withFolders { reference, current, dir in
            let path = dir.url("out/report.html")
            let run = a11ysnap("compare", reference, current, "--format", "html", "-o", path)
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            let html = String(decoding: try dir.read("out/report.html"), as: UTF8.self)
            #expect(html.hasPrefix("<!DOCTYPE html>"))
            #expect(html.contains("3 snapshots: 1 changed, 1 added, 1 unchanged"))
        }
    }

    @Test("diff --format html renders one comparison")
    func diffHTML() throws {
        try withFolders { reference, current, _ in
            let run = a11ysnap("diff", reference + "/Login/login.json", current + "/Login/login.json", "--format", "html")
            #expect(run.status == 1)
            #expect(run.output.contains("<section class=\"snapshot\" id=\"snapshot-1\""))
        }
    }

    @Test("an added snapshot's violations count as new")
    func addedSnapshotViolationsAreNew() throws {
        try withFolders { reference, current, _ in
            let run = a11ysnap("compare", reference, current, "--format", "json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let snapshots = try #require(json["snapshots"] as? [[String: Any]])
            let home = try #require(snapshots.first { ($0["name"] as? String) == "Home/home" })
            let violations = try #require(home["violations"] as? [String: Any])
            #expect(ExampleScreensRules.violationCount(of: ExampleScreens.tabBar) > 0)
            #expect(((violations["new"] as? [Any]) ?? []).count == ExampleScreensRules.violationCount(of: ExampleScreens.tabBar))
        }
    }
}

enum ExampleScreensRules {
    static func violationCount(of snapshot: AccessibilitySnapshot) -> Int {
        (try? RuleEngine().check(snapshot).violations.count) ?? -1
    }
}

/// `--max-length` keeps a Markdown report within a pull-request comment's limit.
@Suite("Markdown length limit")
struct MarkdownLengthLimitTests {
    @Test("the demo's Markdown report cut to 900 bytes fits and says what it left out")
    func cutReportFits() {
        let run = a11ysnap("demo", "--format", "markdown", "--max-length", "900")
        #expect(run.status == 0)
        #expect(run.output.utf8.count <= 900)
        #expect(run.output.contains("This report was cut to fit 900 bytes"))
    }

    @Test("a limit the report fits within changes nothing")
    func generousLimitChangesNothing() {
        #expect(a11ysnap("demo", "--format", "markdown", "--max-length", "65536").output == a11ysnap("demo", "--format", "markdown").output)
    }

    @Test("a limit that is not a whole number of at least 512 bytes is a usage error", arguments: ["12", "lots", "-5", "1.5"])
    func invalidLimit(value: String) {
        let run = a11ysnap("demo", "--format", "markdown", "--max-length", value)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("error: invalid value '\(value)' for '--max-length'"))
    }
}
