import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap check --format markdown` (the audit for `$GITHUB_STEP_SUMMARY`) and `check --demo`.
@Suite("check --format markdown and --demo")
struct CheckAuditMarkdownTests {
    static func markdown(_ screens: [(String, AccessibilitySnapshot)], _ extra: [String] = []) throws -> (markdown: CLIRun, json: CLIRun) {
        let (markdown, json) = try CheckAuditHTMLTests.audit(screens, extra, format: "markdown")
        return (markdown, json)
    }

    static let screens = CheckAuditHTMLTests.screens

    @Test("the summary line counts screens and findings as the JSON report does")
    func summaryLine() throws {
        let (markdown, json) = try Self.markdown(Self.screens)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let summary = try #require(root["summary"] as? [String: Int])
        #expect(markdown.status == json.status)
        #expect(markdown.output.hasPrefix("### Accessibility audit\n\n**\(Self.screens.count) screens** · "))
        let errors = summary["errors"] ?? -1, warnings = summary["warnings"] ?? -1, info = summary["info"] ?? -1
        #expect(markdown.output.contains(" · \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(info) info\n"))
    }

    @Test("the rule table has one row per rule with findings, with its count and screens")
    func ruleTable() throws {
        let (markdown, json) = try Self.markdown(Self.screens)
        let findings = try CheckAuditHTMLTests.findings(inJSON: json.output)
        let rows = markdown.output.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == Set(findings.map(\.rule)).count)
        for rule in Set(findings.map(\.rule)) {
            let row = try #require(rows.first { $0.hasPrefix("| `\(rule)` ") })
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells[2] == String(findings.filter { $0.rule == rule }.count), "findings of \(rule)")
            #expect(cells[3] == String(Set(findings.filter { $0.rule == rule }.map(\.file)).count), "screens of \(rule)")
        }
    }

    @Test("screens with the most errors come first")
    func mostErrorsFirst() throws {
        let (markdown, json) = try Self.markdown(Self.screens)
        let findings = try CheckAuditHTMLTests.findings(inJSON: json.output)
        let section = try #require(markdown.output.components(separatedBy: "#### Screens with the most findings").last)
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Screen") && !$0.hasPrefix("| :--") }
        let errors = listed.map { Int($0.split(separator: "|")[1].trimmingCharacters(in: .whitespaces)) ?? -1 }
        #expect(errors == errors.sorted(by: >))
        #expect(listed.count == Set(findings.map(\.file)).count)
    }

    @Test("the errors are listed with their screen, element and rule, in report order, as the JSON report has them")
    func errorsAreListed() throws {
        let (markdown, json) = try Self.markdown(Self.screens)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        var expected: [String] = []
        for file in root["files"] as? [[String: Any]] ?? [] {
            let path = try #require(file["path"] as? String)
            for violation in file["violations"] as? [[String: Any]] ?? [] where violation["severity"] as? String == "error" {
                let element = (violation["element"] as? [String: Any])?["path"] as? String ?? ""
                expected.append("- \(path) `[\(element)]` `\(violation["rule"] as? String ?? "")`: ")
            }
        }
        #expect(!expected.isEmpty)
        let section = try #require(markdown.output.components(separatedBy: "#### Errors\n\n").last?.components(separatedBy: "\n\n").first)
        let listed = section.split(separator: "\n").map(String.init)
        #expect(listed.count == min(expected.count, 20))
        for (line, prefix) in zip(listed, expected) { #expect(line.hasPrefix(prefix), "\(line)") }
    }

    @Test("--max-length cuts the audit at a section boundary with a note")
    func maximumLength() throws {
        let (whole, _) = try Self.markdown(Self.screens)
        let (cut, _) = try Self.markdown(Self.screens, ["--max-length", "600"])
        #expect(whole.output.utf8.count > 600)
        #expect(cut.output.utf8.count <= 600)
        #expect(cut.output.contains("This report was cut to fit 600 bytes"))
        #expect(cut.output.hasPrefix("### Accessibility audit\n"))
    }

    @Test("--demo checks the built-in screens against their references")
    func demo() {
        let run = a11ysnap("check", "--demo", "--format", "json")
        #expect(run.status == 1, "the redesigned sign-in screen has a new error")
        #expect(run.output.contains("\"path\": \"__Snapshots__/LoginTests/loginScreen.json\""))
        #expect(run.output.contains("\"resolved\": ["))
    }

    @Test("--demo with a path, or neither, is a usage error", arguments: [["--demo", "x.json"], []])
    func demoOrPaths(_ extra: [String]) {
        let run = a11ysnap(arguments: ["check"] + extra)
        #expect(run.status == 2)
        #expect(run.errors.contains("see 'a11ysnap check --help'"))
    }
}
