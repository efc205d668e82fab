@testable import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("check (rules)")
struct RulesCheckCommandTests {
    /// Runs `a11ysnap check` on `snapshots` written to a temporary folder, with an empty
    /// configuration so the repository's own `.a11ysnap.json` (if any) cannot interfere.
    static func check(_ snapshots: [(String, AccessibilitySnapshot)], _ extra: [String] = [],
                      config: String = "{}") throws -> (CLIRun, TemporaryDirectory.Paths) {
        try TemporaryDirectory.with { dir in
            let configPath = try dir.write(config, to: "config.json")
            var paths: [String] = []
            for (name, snapshot) in snapshots { paths.append(try dir.write(snapshot.canonicalJSON(), to: name)) }
            let run = a11ysnap(arguments: ["check"] + paths + ["--config", configPath] + extra.map { $0.replacingOccurrences(of: "$DIR", with: dir.path) })
            return (run, TemporaryDirectory.Paths(root: dir.path, files: paths))
        }
    }

    static func ruleIDs(inJSON text: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let files = object?["files"] as? [[String: Any]] ?? []
        return files.flatMap { ($0["violations"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
    }

    @Test("The example screens report exactly the expected rule ids", arguments: [
        ("login", ["element-disabled", "target-size-recommended", "target-size-recommended"]),
        ("settings", ["element-disabled"]),
        ("tabBar", ["target-size-recommended"]),
    ])
    func exampleScreens(_ name: String, _ expected: [String]) throws {
        let snapshot = try #require(ExampleScreens.all.first { $0.name.hasSuffix("/" + name) })
        let (run, _) = try Self.check([("\(name).json", snapshot)], ["--format", "json"])
        #expect(run.status == 0, "no errors, so success: \(run.errors)")
        #expect(try Self.ruleIDs(inJSON: run.output) == expected)
    }

    /// WebDriverAgent's page source of the Contacts app when its snapshot failed
    /// (appium/appium#14247): a check in CI must not pass it silently.
    @Test("A dump with nothing to focus is checked with a warning that the capture may have failed; an empty snapshot is not")
    func emptyDumpWarns() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(#"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Contacts" label="Contacts" x="0" y="0" width="375" height="667"/></AppiumAUT>"#, to: "contacts.xml")
            let run = a11ysnap("check", dump)
            #expect(run.status == 0)
            #expect(run.errors.contains("warning: \(dump): no element a screen reader would focus; a capture that failed looks like this"))
            let empty = try dir.write(AccessibilitySnapshot(name: "blank", elements: []).canonicalJSON(), to: "blank.json")
            #expect(!a11ysnap("check", empty).errors.contains("warning:"))
        }
    }

    @Test("With --format github the capture that may have failed is a warning annotation on its file")
    func emptyDumpIsAnnotated() throws {
        try TemporaryDirectory.with { dir in
            let dump = try dir.write(#"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Contacts" label="Contacts" x="0" y="0" width="375" height="667"/></AppiumAUT>"#, to: "contacts.xml")
            let run = a11ysnap("check", dump, "--format", "github")
            #expect(run.output.hasPrefix("::warning file=\(dump),title=Import::no element a screen reader would focus"))
        }
    }

    /// A gate that checked nothing must not pass: a folder is read for snapshot files only.
    @Test("A folder holding no snapshot files checks nothing and exits 2, naming the dumps it holds")
    func folderOfDumpsChecksNothing() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(#"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Contacts" label="Contacts" x="0" y="0" width="375" height="667"/></AppiumAUT>"#, to: "dumps/contacts.xml")
            let run = a11ysnap("check", dir.url("dumps"))
            #expect(run.status == 2)
            #expect(run.output.isEmpty)
            #expect(run.errors.contains("no snapshot files (*.json) in this directory; it holds 1 *.xml or *.uix file, which a folder does not stand for"))
            #expect(run.errors.contains("error: no snapshot checked"))
        }
    }

    @Test("A screen with one violation of every rule reports every rule once and exits 1")
    func everyRule() throws {
        let (run, _) = try Self.check([("every.json", EveryRuleScreen.snapshot)],
                                     ["--format", "json", "--enable", "label-all-caps", "--enable", "element-offscreen"])
        #expect(run.status == 1)
        #expect(try Self.ruleIDs(inJSON: run.output).sorted() == RuleEngine.catalogue.map(\.id).sorted())
    }

    @Test("--enable runs an opt-in rule, which does not run without it")
    func enableOptInRule() throws {
        let capitals = AccessibilitySnapshot(name: "s", elements: [.button("SUBMIT ORDER", frame: Frame(16, 100, 200, 44))])
        let (plain, _) = try Self.check([("s.json", capitals)], ["--format", "json"])
        #expect(try !Self.ruleIDs(inJSON: plain.output).contains("label-all-caps"))
        let (enabled, _) = try Self.check([("s.json", capitals)], ["--format", "json", "--enable", "label-all-caps"])
        #expect(try Self.ruleIDs(inJSON: enabled.output).contains("label-all-caps"))
        let (unknown, _) = try Self.check([("s.json", capitals)], ["--enable", "label-all-cap"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown rule 'label-all-cap' for '--enable'; did you mean 'label-all-caps'?"))
    }

    @Test("--rule runs only the given rules; --disable leaves rules out")
    func ruleSelection() throws {
        let (only, _) = try Self.check([("every.json", EveryRuleScreen.snapshot)], ["--format", "json", "--rule", "label-missing", "--rule", "hint-empty"])
        #expect(try Self.ruleIDs(inJSON: only.output) == ["label-missing", "hint-empty"])
        let (disabled, _) = try Self.check([("login.json", ExampleScreens.login)], ["--format", "json", "--disable", "element-disabled"])
        #expect(try Self.ruleIDs(inJSON: disabled.output) == ["target-size-recommended", "target-size-recommended"])
        let (unknown, _) = try Self.check([("login.json", ExampleScreens.login)], ["--rule", "label-mising"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("unknown rule 'label-mising' for '--rule'; did you mean 'label-missing'?"))
    }

    /// `--rule` and `.a11ysnap.json` once had suggesters of their own: "hint-gesture" got
    /// 'hint-names-gesture' from one and 'hint-empty' from the other.
    @Test("A misspelled rule id gets the same hint from --rule and from the configuration file",
          arguments: [("hint-gesture", "; did you mean 'hint-names-gesture'?"), ("label-mising", "; did you mean 'label-missing'?"),
                      ("hint-period", "")])
    func sameHintEverywhere(typo: String, hint: String) throws {
        let (option, _) = try Self.check([("login.json", ExampleScreens.login)], ["--rule", typo])
        #expect(option.errors.contains("unknown rule '\(typo)' for '--rule'\(hint)\n"), "\(option.errors)")
        let (file, paths) = try Self.check([("login.json", ExampleScreens.login)], [], config: "{\"rules\": {\"\(typo)\": false}}")
        #expect(file.errors.contains("\(paths.root)/config.json:1:12: error: unknown rule \"\(typo)\"\(hint)\n"), "\(file.errors)")
    }

    @Test("With a baseline only new errors fail; resolved and unchanged are listed")
    func baseline() throws {
        var current = ExampleScreens.login
        current.elements.insert(.button("", identifier: "login.help", frame: Frame(300, 40, 44, 44)), at: 0)  // new error
        current.elements[6] = .link("Forgot password?", identifier: "login.forgot", frame: Frame(16, 390, 140, 44))  // fixed
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            let path = try dir.write(current.canonicalJSON(), to: "cur/login.json")
            let run = a11ysnap("check", path, "--baseline", reference, "--config", config, "--format", "json")
            #expect(run.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            let file = try #require((object["files"] as? [[String: Any]])?.first)
            let violations = try #require(file["violations"] as? [String: [[String: Any]]])
            #expect(violations["new"]?.compactMap { $0["rule"] as? String } == ["label-missing"])
            #expect(violations["resolved"]?.compactMap { $0["rule"] as? String } == ["target-size-recommended"])
            #expect(violations["unchanged"]?.compactMap { $0["rule"] as? String } == ["element-disabled", "target-size-recommended"])
            // The same tree as its own baseline: nothing new, success even with errors in it.
            let steady = a11ysnap("check", path, "--baseline", path, "--config", config)
            #expect(steady.status == 0)
            #expect(steady.output.contains("0 new errors"))
            // A baseline folder pairs files by relative path.
            let folders = a11ysnap("check", dir.url("cur"), "--baseline", dir.url("ref"), "--config", config, "--format", "json")
            #expect(folders.output == run.output.replacingOccurrences(of: "\"path\": \(JSONString.quoted(path))", with: "\"path\": \(JSONString.quoted(dir.url("cur") + "/login.json"))"))
        }
    }

    /// A row inserted at the top moves every element down one place: the fixed link is at `[5]`
    /// in the baseline and at `[6]` now, where `new` and `unchanged` name elements too.
    @Test("With a baseline a resolved violation is named by its element's current path")
    func baselineResolvedAtCurrentPath() throws {
        var current = ExampleScreens.login
        current.elements.insert(.staticText("Welcome back", frame: Frame(16, 40, 200, 20)), at: 0)
        current.elements[6] = .link("Forgot password?", identifier: "login.forgot", frame: Frame(16, 390, 140, 44))
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let reference = try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            let path = try dir.write(current.canonicalJSON(), to: "cur/login.json")
            let json = a11ysnap("check", path, "--baseline", reference, "--config", config, "--format", "json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let file = try #require((object["files"] as? [[String: Any]])?.first)
            let resolved = try #require((file["violations"] as? [String: [[String: Any]]])?["resolved"])
            #expect(resolved.compactMap { ($0["element"] as? [String: Any])?["path"] as? String } == ["6"])
            #expect(resolved.allSatisfy { $0["elementRemoved"] == nil })
            let text = a11ysnap("check", path, "--baseline", reference, "--config", config)
            #expect(text.output.contains("target-size-recommended  [6] link \"Forgot password?\""), "\(text.output)")
        }
    }

    /// Rows of 80 pt under a bar, scrolled down by 240: the last row, unlabelled, came into view.
    @Test("With a baseline a new violation whose element scrolled into view says so, in the text and the JSON")
    func baselineNewViolationOfAScrolledInElement() throws {
        func list(scrolledBy offset: Double, unlabelledLast: Bool) -> AccessibilitySnapshot {
            let rows = (0..<13).compactMap { index -> AccessibilityElement? in
                let top = 100 + 80 * Double(index) - offset, visibleTop = max(top, 100), visibleBottom = min(top + 80, 900)
                guard visibleBottom > visibleTop else { return nil }
                let label = unlabelledLast && index == 12 ? "" : "Row \(index + 1)"
                return .button(label, frame: Frame(0, visibleTop, 400, visibleBottom - visibleTop))
            }
            return AccessibilitySnapshot(name: "List", viewport: Frame(0, 0, 400, 1000),
                                         elements: [.header("Inbox", frame: Frame(0, 0, 400, 100))] + rows)
        }
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let reference = try dir.write(list(scrolledBy: 0, unlabelledLast: true).canonicalJSON(), to: "ref/list.json")
            let path = try dir.write(list(scrolledBy: 240, unlabelledLast: true).canonicalJSON(), to: "cur/list.json")
            let text = a11ysnap("check", path, "--baseline", reference, "--config", config)
            #expect(text.output.contains("label-missing") && text.output.contains("(its element scrolled into view)"), "\(text.output)")
            let json = a11ysnap("check", path, "--baseline", reference, "--config", config, "--format", "json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
            let file = try #require((object["files"] as? [[String: Any]])?.first)
            let new = try #require((file["violations"] as? [String: [[String: Any]]])?["new"])
            #expect(new.contains { $0["rule"] as? String == "label-missing" && $0["elementScrolledIn"] as? Bool == true })
        }
    }

    @Test("Configuration: severities, thresholds and suppressions apply; unknown names are errors with line and column")
    func configuration() throws {
        let config = """
            {
              "rules": {
                "target-size-recommended": "error",
                "element-disabled": false
              },
              "suppressions": [{"identifier": "login.signup"}]
            }
            """
        let (run, _) = try Self.check([("login.json", ExampleScreens.login)], ["--format", "json"], config: config)
        #expect(run.status == 1)
        #expect(try Self.ruleIDs(inJSON: run.output) == ["target-size-recommended"])
        let bad = """
            {
              "rules": {
                "label-too-long": {"options": {"maxLength": 60}}
              }
            }
            """
        let (failed, paths) = try Self.check([("login.json", ExampleScreens.login)], [], config: bad)
        #expect(failed.status == 2)
        #expect(failed.errors.contains("\(paths.root)/config.json:3:36: error: unknown option \"maxLength\" for rule \"label-too-long\"; did you mean 'maximumLength'? (its options: maximumLength)"),
                "\(failed.errors)")
    }

    /// An accessibility lead reading the audit must tell a clean screen from a silenced one.
    @Test("Text, JSON, Markdown, the audit page and GitHub's summary say how many findings the configuration's suppressions left out", arguments: ["text", "json", "markdown", "html", "github"])
    func suppressedFindingsAreSaid(_ format: String) throws {
        let config = #"{"suppressions": [{"identifier": "login.signup"}, {"identifier": "login.forgot"}]}"#
        let (run, _) = try Self.check([("login.json", ExampleScreens.login)], ["--format", format], config: config)
        let said = format == "json" ? "\"suppressed\": 2" : "2 suppressed by the configuration"
        #expect(run.output.contains(said), "\(run.output)")
        let (unsuppressed, _) = try Self.check([("login.json", ExampleScreens.login)], ["--format", format])
        #expect(!unsuppressed.output.contains("suppressed"))
    }

    @Test("Text output lists violations with their element and a summary, without colour under NO_COLOR")
    func textOutput() throws {
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let path = try dir.write(ExampleScreens.login.canonicalJSON(), to: "login.json")
            let run = a11ysnap(arguments: ["check", path, "--config", config], environment: ["NO_COLOR": "1"], onTerminal: true)
            #expect(!run.output.contains("\u{1B}["))
            #expect(run.output.contains("  warning  target-size-recommended  [5] link \"Forgot password?\" (login.forgot): Target is 140 × 22 pt; 44 × 44 pt is recommended.\n"))
            #expect(run.output.hasSuffix("1 snapshot checked: 0 errors, 2 warnings, 1 info\n'a11ysnap rules ID' explains a rule and how to fix what it finds.\n"))
            let colored = a11ysnap(arguments: ["check", path, "--config", config], environment: [:], onTerminal: true)
            #expect(colored.output.contains("\u{1B}["))
        }
    }

    /// A Flutter card's Semantics label holds line breaks (a fractal catalog's uiautomator dump);
    /// a message quoting it must not break the report's one line per finding, nor pass on a
    /// terminal escape a label may hold.
    @Test("Text output points to 'rules ID' for the fix only when something was found")
    func fixPointerOnlyWithFindings() throws {
        let (clean, _) = try Self.check([("blank.json", AccessibilitySnapshot(name: "blank", elements: [.header("Title", frame: Frame(16, 60, 361, 40))]))])
        #expect(clean.status == 0)
        #expect(!clean.output.contains("rules ID"))
    }

    @Test("Text output writes a message quoting a label with line breaks or escapes on one line")
    func messageQuotingALabelStaysOnOneLine() throws {
        try TemporaryDirectory.with { dir in
            let card = AccessibilitySnapshot(name: "catalog", elements: [
                .button("Mandelbulb fractal. Double tap to open.\n3D\u{1B}[31m", frame: Frame(16, 200, 361, 120)),
            ])
            let path = try dir.write(card.canonicalJSON(), to: "catalog.json")
            let run = a11ysnap(arguments: ["check", path, "--rule", "label-names-gesture"], environment: ["NO_COLOR": "1"], onTerminal: true)
            let finding = run.output.split(separator: "\n").filter { $0.contains("label-names-gesture") }
            #expect(finding == [#"  warning  label-names-gesture  [0] button "Mandelbulb fractal. Double tap to open.\n3D\u001b[31m": "#
                + #"Label "Mandelbulb fractal. Double tap to open.\n3D\u001b[31m" tells the gesture ("double tap to"), which screen readers already tell; "#
                + "keep the label to what the element is."])
        }
    }

    @Test("github: a message quoting a label with line breaks stays on one line, the fix on the next")
    func githubMessageOnOneLine() throws {
        let card = AccessibilitySnapshot(name: "catalog", elements: [
            .button("Mandelbulb fractal. Double tap to open.\n3D", frame: Frame(16, 200, 361, 120)),
        ])
        let (run, _) = try Self.check([("catalog.json", card)], ["--format", "github", "--rule", "label-names-gesture"])
        let annotation = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("::warning ") })
        let message = try #require(annotation.components(separatedBy: "::").last)
        #expect(message.components(separatedBy: "%0A").count == 2, "\(message)")
        #expect(message.contains(#"open.\n3D"#))
    }

    @Test("github: at most 10 annotations of each type, then a summary line")
    func githubLimits() throws {
        var elements: [AccessibilityElement] = [.header("Many", frame: Frame(16, 0, 361, 40))]
        for index in 0..<12 {
            elements.append(.button("", frame: Frame(16, 50 + Double(index) * 60, 361, 44)))        // 12 errors
            elements.append(.staticText("x", frame: Frame(16, 94 + Double(index) * 60, 100, 14)))    // 12 warnings
        }
        let snapshot = AccessibilitySnapshot(name: "many", viewport: Frame(0, 0, 393, 852), elements: elements)
        let (run, paths) = try Self.check([("many.json", snapshot)], ["--format", "github", "--rule", "label-missing", "--rule", "label-too-short"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("::warning ") }.count == 10)
        #expect(lines.last?.contains("not annotated (GitHub shows at most 10 of each type per step): 2 error, 2 warning") == true)
        let first = try #require(lines.first)
        let lineNumber = ElementLineIndexProbe.line(of: "1", in: snapshot)
        #expect(first == "::error file=\(paths.files[0]),line=\(lineNumber),title=label-missing%3A Interactive elements and images have a label::[1] button \"\": This interactive element has no label; screen readers announce only its role.%0AFix: " + (RuleEngine.description(of: "label-missing")?.fix ?? ""))
    }

    @Test("A relative baseline folder gives relative baseline paths in the report", .enabled(if: BuiltProducts.a11ysnap != nil))
    func relativeBaselinePaths() throws {
        try TemporaryDirectory.with { dir in
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "ref/login.json")
            try dir.write(ExampleScreens.login.canonicalJSON(), to: "cur/login.json")
            let process = Process()
            process.executableURL = try #require(BuiltProducts.a11ysnap)
            process.arguments = ["check", "cur", "--baseline", "ref"]
            process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
            process.environment = ["NO_COLOR": "1"]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(text.hasPrefix("cur/login.json (baseline ref/login.json): "), "\(text)")
        }
    }

    @Test("An unreadable snapshot is reported with its line and column and exits 2")
    func unreadable() throws {
        try TemporaryDirectory.with { dir in
            let config = try dir.write("{}", to: "config.json")
            let path = try dir.write("{\"version\": 1,", to: "broken.json")
            let run = a11ysnap("check", path, "--config", config)
            #expect(run.status == 2)
            #expect(run.errors.contains("\(path):1:15: error:"))
        }
    }
}

extension TemporaryDirectory {
    /// Where a test's files were (the folder is gone once the test body returned).
    struct Paths {
        var root: String
        var files: [String]
    }
}

/// The canonical line of an element, computed independently of the renderers: the n-th line that
/// is only `{` after the first.
enum ElementLineIndexProbe {
    static func line(of path: String, in snapshot: AccessibilitySnapshot) -> Int {
        let lines = snapshot.canonicalJSONString.split(separator: "\n", omittingEmptySubsequences: false)
        let starts = lines.indices.filter { $0 > 0 && lines[$0].trimmingCharacters(in: .whitespaces) == "{" }.map { $0 + 1 }
        var order: [String] = []
        func walk(_ elements: [AccessibilityElement], _ prefix: String) {
            for (index, element) in elements.enumerated() {
                let current = prefix.isEmpty ? "\(index)" : "\(prefix).\(index)"
                order.append(current)
                walk(element.children, current)
            }
        }
        walk(snapshot.elements, "")
        return starts[order.firstIndex(of: path)!]
    }
}
