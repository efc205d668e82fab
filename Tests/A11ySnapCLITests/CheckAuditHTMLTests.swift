import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

/// `a11ysnap check --format html`: the audit page.
@Suite("check --format html (the audit page)")
struct CheckAuditHTMLTests {
    /// Every finding of `check --format json` on the same input, as (path, rule, element path).
    static func findings(inJSON text: String) throws -> [(file: String, rule: String, element: String)] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var found: [(String, String, String)] = []
        for file in root["files"] as? [[String: Any]] ?? [] {
            let path = try #require(file["path"] as? String)
            let violations: [[String: Any]]
            if let grouped = file["violations"] as? [String: [[String: Any]]] {
                violations = (grouped["new"] ?? []) + (grouped["unchanged"] ?? [])
            } else {
                violations = file["violations"] as? [[String: Any]] ?? []
            }
            for violation in violations {
                let element = (violation["element"] as? [String: Any])?["path"] as? String ?? ""
                found.append((path, violation["rule"] as? String ?? "", element))
            }
        }
        return found
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// `check` on `screens` written to a folder, with the empty configuration and `extra`, in
    /// `format` and as JSON.
    static func audit(_ screens: [(String, AccessibilitySnapshot)], _ extra: [String] = [],
                      format: String = "html") throws -> (report: CLIRun, json: CLIRun) {
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            for (name, screen) in screens { try dir.write(screen.canonicalJSON(), to: "s/" + name) }
            let base = ["check", dir.url("s"), "--config", config] + extra
            return (a11ysnap(arguments: base + ["--format", format]), a11ysnap(arguments: base + ["--format", "json"]))
        }
    }

    static let screens: [(String, AccessibilitySnapshot)] = [
        ("login.json", ExampleScreens.login), ("settings.json", ExampleScreens.settings),
        ("tabBar.json", ExampleScreens.tabBar), ("every.json", EveryRuleScreen.snapshot),
    ]

    /// Round 101a: at 390 px the page had scrolled sideways, its rule table's WCAG column cut.
    @Test("on a narrow screen the rule table scrolls in its own box and long paths break, so the page does not scroll sideways")
    func narrowScreens() throws {
        let (html, _) = try Self.audit(Self.screens)
        #expect(html.output.contains("<div class=\"table-scroll\">\n<table class=\"rules\">"))
        #expect(html.output.contains(".table-scroll { overflow-x: auto;"))
        #expect(html.output.range(of: #"body \{[^}]*overflow-wrap: anywhere;"#, options: .regularExpression) != nil)
        #expect(html.output.range(of: #"th, td \{[^}]*overflow-wrap: normal;"#, options: .regularExpression) != nil)
    }

    @Test("one section per screen and one list item per finding of the JSON report")
    func everyScreenAndFinding() throws {
        let (html, json) = try Self.audit(Self.screens)
        #expect(html.status == json.status)
        #expect(Self.count("<section class=\"screen\"", in: html.output) == Self.screens.count)
        let findings = try Self.findings(inJSON: json.output)
        #expect(Self.count("<li class=\"finding ", in: html.output) == findings.count)
        for rule in Set(findings.map(\.rule)) {
            #expect(html.output.contains("<a href=\"#rule-\(rule)\"><code>\(rule)</code></a>"), "\(rule) linked")
            #expect(html.output.contains("<section class=\"rule-text\" id=\"rule-\(rule)\""), "\(rule) explained")
        }
    }

    @Test("each element with a finding is drawn with its worst severity's mark and badged with its path")
    func violatingElementsMarkedBySeverity() throws {
        let (html, json) = try Self.audit([("login.json", ExampleScreens.login)])
        let findings = try Self.findings(inJSON: json.output)
        let report = try RuleEngine(configuration: RuleConfiguration()).check(ExampleScreens.login)
        for path in Set(findings.map(\.element)) where !path.isEmpty {
            let worst = try #require(report.violations.filter { $0.element.path == path }.map(\.severity).min())
            #expect(html.output.contains("<g class=\"el el-\(worst.rawValue)\" data-path=\"\(path)\">"), "element \(path)")
            let symbol = ["error": "E", "warning": "W", "info": "i"][worst.rawValue] ?? "?"
            #expect(html.output.contains(">\(symbol)\(path)</text>"), "badge of \(path)")
        }
        let screens = try #require(html.output.components(separatedBy: "<section id=\"screens\"").last, "after the legend")
        #expect(Self.count("class=\"badge badge-", in: screens) == Set(findings.map(\.element)).count,
                "only elements with findings are badged")
    }

    @Test("a screen without findings starts collapsed; one with findings starts open")
    func cleanScreensCollapsed() throws {
        let clean = AccessibilitySnapshot(name: "clean", viewport: Frame(0, 0, 393, 852), elements: [
            .header("Title", frame: Frame(16, 60, 361, 44)),
        ])
        let (html, _) = try Self.audit([("a.json", clean), ("b.json", EveryRuleScreen.snapshot)])
        let sections = html.output.components(separatedBy: "<section class=\"screen\"").dropFirst()
        #expect(sections.count == 2)
        #expect(sections.first?.contains("<details class=\"screens-details\">") == true)
        #expect(sections.last?.contains("<details open class=\"screens-details\">") == true)
    }

    @Test("against a baseline, new findings are marked and resolved ones listed")
    func baselineMarksNewAndResolved() throws {
        var current = ExampleScreens.login
        current.elements.insert(.button("", identifier: "login.help", frame: Frame(300, 40, 44, 44)), at: 0)  // new error
        let run = try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            let path = try dir.write(current.canonicalJSON(), to: "cur/login.json")
            return a11ysnap("check", path, "--baseline", reference, "--config", config, "--format", "html")
        }
        #expect(run.status == 1)
        #expect(run.output.contains("<li class=\"finding finding-error new\"><span class=\"kind\">! new</span> <span class=\"path\">[0]</span>"))
        #expect(Self.count(" new\"><span class=\"kind\">! new</span>", in: run.output) == 1)
        // The new error's element carries the new-violation outline and the "!" in its badge, as in compare.
        #expect(run.output.contains(">E!0</text>"))
        #expect(run.output.contains("<th scope=\"col\">New</th>"))
    }

    @Test("coverage counts labelled and identified elements and screens with variants")
    func coverage() throws {
        let screens = DemoScreens.variants.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.screen) }
            + [("settings.json", ExampleScreens.settings)]
        let (html, _) = try Self.audit(screens)
        let all = screens.flatMap { Self.flatten($0.1.elements) }
        let labelled = all.filter { !$0.label.allSatisfy(\.isWhitespace) }.count
        let identified = all.filter { !($0.identifier ?? "").isEmpty }.count
        #expect(html.output.contains("<dt>Elements with a label</dt><dd>\(labelled) of \(all.count) "))
        #expect(html.output.contains("<dt>Elements with an identifier</dt><dd>\(identified) of \(all.count) "))
        // login.json has two variants beside it; settings.json has none.
        #expect(html.output.contains("<dt>Screens with variants</dt><dd>1 of 2 (50 %) (accessibility size 5: 1, right-to-left: 1)</dd>"))
    }

    @Test("the summary says which rules did not run and why")
    func rulesNotRun() throws {
        let (html, _) = try Self.audit([("android.json", NotStatedReportingTests.androidScreen)], ["--disable", "hint-missing-period"])
        #expect(html.output.contains("<li>turned off by the configuration: <code>hint-missing-period</code></li>"))
        #expect(html.output.contains("<li>the source cannot state headers (1 screen): <code>header-missing</code></li>"))
    }

    @Test("the page is self-contained: no script, nothing loaded from elsewhere")
    func selfContained() throws {
        let (html, _) = try Self.audit(Self.screens)
        #expect(html.output.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.output.contains("<script"))
        #expect(!html.output.contains("src="))
        #expect(!html.output.contains("href=\"http"))
        #expect(!html.output.contains("url("))
    }

    @Test("-o writes the page to a file and prints nothing")
    func outputFile() throws {
        try expectOutputOptionWritesWhatIsPrinted(["check", "--demo", "--format", "html"])
    }

    static func flatten(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        elements.flatMap { [$0] + flatten($0.children) }
    }
}
