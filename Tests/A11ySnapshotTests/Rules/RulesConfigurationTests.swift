import A11ySnapshot
import ExampleScreens
import Foundation
import Testing

@Suite("Rules: configuration")
struct RulesConfigurationTests {
    static func parse(_ text: String) throws(RuleConfigurationError) -> RuleConfiguration {
        try RuleConfiguration(json: Array(text.utf8), file: ".a11ysnap.json")
    }

    @Test("A file sets rules on and off, severities, thresholds, extra words and suppressions")
    func readsEverything() throws {
        let configuration = try Self.parse("""
            {
              "rules": {
                "label-all-caps": false,
                "target-size-recommended": "info",
                "label-too-long": {"enabled": true, "severity": "error", "options": {"maximumLength": 60}},
                "label-non-descriptive": {"options": {"vagueWords": ["más"]}}
              },
              "suppressions": [
                {"identifier": "legacy.banner"},
                {"identifier": "promo.card", "rules": ["label-too-long"]}
              ]
            }
            """)
        #expect(configuration.disabledRules == ["label-all-caps"])
        #expect(configuration.severities == ["target-size-recommended": .info, "label-too-long": .error])
        #expect(configuration.thresholds == ["label-too-long": ["maximumLength": 60]])
        #expect(configuration.extraWords == ["label-non-descriptive": ["vagueWords": ["más"]]])
        #expect(configuration.suppressions == [RuleSuppression(identifier: "legacy.banner"),
                                               RuleSuppression(identifier: "promo.card", rules: ["label-too-long"])])
    }

    @Test("An opt-in rule runs once the file names it with anything but false", arguments: [
        (#"{}"#, false),
        (#"{"rules": {"label-all-caps": true}}"#, true),
        (#"{"rules": {"label-all-caps": "info"}}"#, true),
        (#"{"rules": {"label-all-caps": {"options": {"minimumLetters": 3}}}}"#, true),
        (#"{"rules": {"label-all-caps": {"enabled": false, "severity": "info"}}}"#, false),
        (#"{"rules": {"label-all-caps": false}}"#, false),
    ])
    func optInRuleRunsWhenNamed(_ file: String, _ runs: Bool) throws {
        let engine = try RuleEngine(configuration: Self.parse(file))
        #expect(engine.ruleIDs.contains("label-all-caps") == runs)
        #expect(engine.ruleIDs.contains("label-missing"), "rules that are not opt-in run anyway")
    }

    @Test("In Swift an opt-in rule runs when enabledRules or onlyRules names it")
    func optInRuleInSwift() throws {
        #expect(RuleEngine.description(of: "label-all-caps")?.isOptIn == true)
        #expect(try !RuleEngine().ruleIDs.contains("label-all-caps"))
        #expect(try RuleEngine(configuration: RuleConfiguration(enabledRules: ["label-all-caps"])).ruleIDs.contains("label-all-caps"))
        #expect(try RuleEngine(configuration: RuleConfiguration(onlyRules: ["label-all-caps"])).ruleIDs == ["label-all-caps"])
        #expect(throws: RuleConfigurationError.self) { try RuleEngine(configuration: RuleConfiguration(enabledRules: ["label-all-cap"])) }
    }

    @Test("Unknown rules, options and keys are errors naming the key, its line and column", arguments: [
        ("{\"rules\": {\"label-mising\": false}}", 1, 12, "unknown rule \"label-mising\"; did you mean 'label-missing'?"),
        ("{\n  \"rules\": {\n    \"label-too-long\": {\"options\": {\"length\": 3}}\n  }\n}", 3, 36,
         "unknown option \"length\" for rule \"label-too-long\""),
        ("{\"rule\": {}}", 1, 2, "unknown key \"rule\" in the configuration; expected \"rules\" or \"suppressions\""),
        ("{\"rules\": {\"label-too-long\": {\"severity\": \"fatal\"}}}", 1, 43, "unknown severity \"fatal\""),
        ("{\"rules\": {\"label-too-long\": {\"options\": {\"maximumLength\": \"60\"}}}}", 1, 60, "expected a number for \"maximumLength\", found a string"),
        ("{\"rules\": {\"label-non-descriptive\": {\"options\": {\"vagueWords\": \"más\"}}}}", 1, 64, "expected an array of words"),
        ("{\"suppressions\": [{\"identifier\": \"a\", \"rules\": [\"nope\"]}]}", 1, 49, "unknown rule \"nope\""),
        ("{\"suppressions\": [{\"rules\": []}]}", 1, 19, "a suppression needs an \"identifier\""),
        ("{\"rules\": {}, \"rules\": {}}", 1, 15, "duplicate key \"rules\""),
        ("{\"rules\": {,}}", 1, 12, "expected a member name"),
    ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        do {
            _ = try Self.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.line == line && error.column == column, "\(error)")
            #expect(error.message.contains(message), "\(error.message)")
            #expect(error.description.hasPrefix(".a11ysnap.json:\(line):\(column): error: "))
        }
    }

    @Test("The Swift API validates rule ids and option names")
    func swiftValidation() {
        #expect(throws: RuleConfigurationError.self) { try RuleEngine(configuration: RuleConfiguration(disabledRules: ["nope"])) }
        #expect(throws: RuleConfigurationError.self) {
            try RuleEngine(configuration: RuleConfiguration(thresholds: ["label-too-long": ["vagueWords": 1]]))
        }
        #expect(throws: RuleConfigurationError.self) {
            try RuleEngine(configuration: RuleConfiguration(extraWords: ["label-too-long": ["maximumLength": ["x"]]]))
        }
        #expect(throws: RuleConfigurationError.self) {
            try RuleEngine(configuration: RuleConfiguration(suppressions: [RuleSuppression(identifier: "a", rules: ["nope"])]))
        }
    }

    @Test("Thresholds, severities and suppressions change what is reported")
    func effects() throws {
        let login = ExampleScreens.login
        var configuration = RuleConfiguration()
        configuration.thresholds["target-size-recommended"] = ["recommendedSize": 20]
        configuration.severities["element-disabled"] = .error
        #expect(try RuleEngine(configuration: configuration).check(login).violations.map(\.ruleID) == ["element-disabled"])
        #expect(try RuleEngine(configuration: configuration).check(login).violations.first?.severity == .error)
        configuration.suppressions = [RuleSuppression(identifier: "login.submit", rules: ["element-disabled"])]
        #expect(try RuleEngine(configuration: configuration).check(login).violations.isEmpty)
        // A suppression covers the element's subtree.
        let settings = try RuleEngine(configuration: RuleConfiguration(suppressions: [RuleSuppression(identifier: "settings.list")]))
        #expect(settings.check(ExampleScreens.settings).violations.isEmpty)
    }

    @Test("The report counts the violations suppressions left out, and only those")
    func suppressedAreCounted() throws {
        var configuration = RuleConfiguration()
        #expect(try RuleEngine(configuration: configuration).check(ExampleScreens.login).suppressed == 0)
        configuration.suppressions = [RuleSuppression(identifier: "login.submit", rules: ["element-disabled"])]
        let report = try RuleEngine(configuration: configuration).check(ExampleScreens.login)
        #expect(report.suppressed == 1)
        #expect(!report.violations.contains { $0.ruleID == "element-disabled" })
    }

    @Test("The configuration file is found in the directory or the nearest one above it")
    func findsUpward() throws {
        let root = NSTemporaryDirectory() + "/a11ysnap-config-" + UUID().uuidString
        let nested = root + "/a/b"
        try FileManager.default.createDirectory(atPath: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(RuleConfiguration.find(from: nested).map { $0.hasPrefix(root) } != true)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/a/.a11ysnap.json"))
        let found = try #require(RuleConfiguration.find(from: nested))
        #expect(URL(fileURLWithPath: found).resolvingSymlinksInPath().path
                == URL(fileURLWithPath: root + "/a/.a11ysnap.json").resolvingSymlinksInPath().path)
    }
}
