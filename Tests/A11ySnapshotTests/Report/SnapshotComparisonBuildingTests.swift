import A11ySnapshot
import ExampleScreens
import Testing

/// Library users build the comparison the reports, the CLI and the test assertions use from two
/// snapshots and a rules engine, with only public API (this file does not use `@testable`).
@Suite("SnapshotComparison built with a rules engine")
struct SnapshotComparisonBuildingTests {
    @Test("two snapshots give the diff and the new, resolved and unchanged violations")
    func twoSnapshots() throws {
        var current = ExampleScreens.login
        current.elements.append(.button("", frame: Frame(16, 500, 44, 44)))
        let comparison = SnapshotComparison(reference: ExampleScreens.login, current: current, engine: try RuleEngine())
        #expect(comparison.status == .changed)
        #expect(comparison.violations.new.map(\.ruleID) == ["label-missing"])
        #expect(comparison.violations.resolved.isEmpty)
        #expect(!comparison.violations.unchanged.isEmpty)
        let rules = try #require(comparison.ruleComparison)
        #expect(rules.hasNewErrors)
        #expect(rules.current.violations.count == rules.new.count + rules.unchanged.count)
    }

    @Test("equal snapshots are unchanged and every violation is unchanged")
    func equalSnapshots() throws {
        let comparison = SnapshotComparison(reference: ExampleScreens.login, current: ExampleScreens.login, engine: try RuleEngine())
        #expect(comparison.status == .unchanged)
        #expect(comparison.violations.new.isEmpty && comparison.violations.resolved.isEmpty)
        #expect(comparison.violations.unchanged.count == (try RuleEngine()).check(ExampleScreens.login).violations.count)
    }

    @Test("a snapshot without a reference has all its violations new")
    func addedSnapshot() throws {
        let engine = try RuleEngine()
        let comparison = SnapshotComparison(added: ExampleScreens.login, engine: engine)
        #expect(comparison.status == .added)
        #expect(comparison.violations.new.count == engine.check(ExampleScreens.login).violations.count)
        #expect(comparison.violations.unchanged.isEmpty)
    }

    @Test("a rule the current source cannot feed is listed as not stated, not as a violation")
    func notStatedRules() throws {
        var current = ExampleScreens.login
        current.statedData = [.values, .identifiers]
        let comparison = SnapshotComparison(reference: current, current: current, engine: try RuleEngine())
        #expect(comparison.violations.notStated["header-missing"] == .headers)
        #expect(!comparison.violations.unchanged.contains { $0.ruleID == "header-missing" })
    }
}
