@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The whole catalogue on realistic screens: each reports exactly the expected rule ids.
@Suite("Rules: screens")
struct RulesScreenTests {
    @Test("The login screen: a disabled button, links under 44 pt")
    func login() throws {
        let report = try RuleEngine().check(ExampleScreens.login)
        #expect(report.violations.map(\.ruleID) == ["element-disabled", "target-size-recommended", "target-size-recommended"])
        #expect(report.violations.map(\.element.path) == ["4", "5", "6"])
    }

    @Test("The settings screen: a disabled switch only")
    func settings() throws {
        let report = try RuleEngine().check(ExampleScreens.settings)
        #expect(report.violations.map(\.ruleID) == ["element-disabled"])
        #expect(report.violations.map(\.element.identifier) == ["settings.hotspot"])
    }

    @Test("The tab bar screen: a 36 pt search field; the long cell label is the content the cell reads")
    func tabBar() throws {
        let report = try RuleEngine().check(ExampleScreens.tabBar)
        #expect(report.violations.map(\.ruleID) == ["target-size-recommended"])
    }

    @Test("A screen with one violation of every rule reports each rule exactly once")
    func everyRule() throws {
        let report = try RuleEngine(configuration: .optInRules).check(EveryRuleScreen.snapshot)
        let ids = report.violations.map(\.ruleID)
        #expect(ids.sorted() == RuleEngine.catalogue.map(\.id).sorted(), "\(report.violations.map { "\($0.ruleID) @\($0.element.path): \($0.message)" }.joined(separator: "\n"))")
        #expect(report.notRun.isEmpty, "\(report.notRun)")
    }

    @Test("Violations come in reading order, then catalogue order, and are the same every run")
    func stableOrder() throws {
        let engine = try RuleEngine()
        let first = engine.check(EveryRuleScreen.snapshot)
        #expect(engine.check(EveryRuleScreen.snapshot) == first)
        let paths = first.violations.map { $0.element.path.split(separator: ".").map { Int($0)! } }
        #expect(paths == paths.sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test("A large tree (checked in blocks on two threads) gives the same ordered report every run")
    func largeTree() throws {
        let engine = try RuleEngine()
        let snapshot = SyntheticTree.listScreen(elementCount: 10_000)
        let first = engine.check(snapshot)
        #expect(engine.check(snapshot) == first)
        #expect(first.elementCount == 10_000)
        let paths = first.violations.map { $0.element.path.split(separator: ".").map { Int($0)! } }
        #expect(paths == paths.sorted { $0.lexicographicallyPrecedes($1) })
        // The block boundaries do not change what a rule finds: same counts as rule-by-rule runs.
        for id in ["label-duplicated", "controls-too-close", "target-size-recommended"] {
            let alone = try RuleEngine(configuration: RuleConfiguration(onlyRules: [id])).check(snapshot)
            #expect(alone.violations.count == first.violations.filter { $0.ruleID == id }.count, "\(id)")
        }
    }
}
