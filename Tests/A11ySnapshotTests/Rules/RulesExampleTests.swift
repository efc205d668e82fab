@testable import A11ySnapshot
import Testing

/// Every rule's documented examples, run as its tests: triggering examples give exactly the
/// documented number of violations of that rule, passing examples none.
@Suite("Rules: examples")
struct RulesExampleTests {
    @Test("Each example gives its documented number of violations", arguments: RuleEngine.catalogue.map(\.id))
    func examples(_ id: String) throws {
        let rule = try #require(RuleEngine.description(of: id))
        let engine = try RuleEngine(configuration: RuleConfiguration(onlyRules: [rule.id]))
        for example in rule.examples {
            let report = engine.check(example.snapshot)
            let found = report.violations.filter { $0.ruleID == rule.id }
            #expect(found.count == example.expectedViolations,
                    "\(rule.id): \"\(example.summary)\" gave \(found.map(\.message))")
        }
    }

    @Test("Each rule has triggering and passing examples, a title, advice and a valid id", arguments: RuleEngine.catalogue.map(\.id))
    func metadata(_ id: String) throws {
        let rule = try #require(RuleEngine.description(of: id))
        let triggering = rule.examples.filter(\.isTriggering).count
        #expect(triggering > 0, "\(rule.id) has no triggering example")
        #expect(triggering < rule.examples.count, "\(rule.id) has no passing example")
        let isKebabCase = rule.id.allSatisfy { $0.isLowercase || $0 == "-" } && !rule.id.hasPrefix("-") && !rule.id.hasSuffix("-")
        #expect(isKebabCase, "\(rule.id) is not kebab-case")
        #expect(!rule.title.isEmpty && !rule.rationale.isEmpty && !rule.fix.isEmpty)
        #expect(rule.wcag.isEmpty == (rule.level == .bestPractice), "\(rule.id): WCAG criteria and level disagree")
        #expect(Set(rule.options.map(\.name)).count == rule.options.count)
        if let superseding = rule.supersededBy { #expect(RuleEngine.description(of: superseding) != nil) }
    }

    @Test("Rule ids are unique and the catalogue has every required rule")
    func catalogue() {
        let ids = RuleEngine.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
        let required = [
            "label-missing", "label-too-short", "label-too-long", "label-all-caps", "label-not-capitalized",
            "label-trailing-period", "label-contains-role", "label-non-descriptive", "label-looks-like-identifier",
            "label-duplicated", "label-repeats-itself", "label-names-gesture", "placeholder-as-label", "label-not-visible-text", "label-decorative-symbol",
            "image-label-redundant", "image-label-filename", "image-label-repeats-text", "hint-empty",
            "hint-not-capitalized", "hint-missing-period", "hint-repeats-label", "hint-contains-role", "hint-names-gesture",
            "traits-conflicting", "button-missing-trait", "selected-missing-role", "image-missing-trait", "adjustable-missing-value",
            "toggle-missing-state", "header-missing", "target-size-minimum", "target-size-recommended", "element-too-small",
            "element-zero-size", "element-offscreen", "controls-overlap", "controls-too-close", "element-disabled",
            "text-contrast", "text-spacing", "text-may-truncate", "text-split-sentence", "dynamic-type-unsupported",
            "keyboard-content-type-mismatch",
        ]
        #expect(ids == required)
    }
}
