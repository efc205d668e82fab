import A11ySnapshot
@testable import A11ySnapshotAssertions
import A11ySnapshotTesting
import Testing

/// Assertions reuse one rule engine per configuration instead of making one per assertion.
@Suite("Rule engine cache")
struct RuleEngineCacheTests {
    @Test("Each configuration gets its own engine, made once")
    func enginePerConfiguration() throws {
        let cache = RuleEngineCache()
        let quiet = RuleConfiguration(disabledRules: ["hint-missing-period"])
        #expect(try cache.engine(for: quiet).ruleIDs.contains("hint-missing-period") == false)
        #expect(try cache.engine(for: RuleConfiguration()).ruleIDs.contains("hint-missing-period"))
        #expect(try cache.engine(for: quiet).ruleIDs == RuleEngine(configuration: quiet).ruleIDs)
        #expect(cache.count == 2)
    }

    @Test("An invalid configuration throws every time and is not cached")
    func invalidConfigurationIsNotCached() {
        let cache = RuleEngineCache()
        let invalid = RuleConfiguration(disabledRules: ["no-such-rule"])
        #expect(throws: RuleConfigurationError.self) { try cache.engine(for: invalid) }
        #expect(throws: RuleConfigurationError.self) { try cache.engine(for: invalid) }
        #expect(cache.count == 0)
    }

    @Test("Past its capacity the cache starts over instead of growing")
    func boundedSize() throws {
        let cache = RuleEngineCache()
        let ids = RuleEngine.catalogue.map(\.id)
        for index in 0..<20 {
            _ = try cache.engine(for: RuleConfiguration(disabledRules: [ids[index]]))
        }
        #expect(cache.count <= 16)
    }
}
