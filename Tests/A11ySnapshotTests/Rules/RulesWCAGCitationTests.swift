@testable import A11ySnapshot
import Testing

/// What the catalogue says of WCAG: every cited success criterion has its level, and a rule's
/// level is the lowest of its criteria's, so filtering by level keeps every rule a level requires.
@Suite("WCAG citations")
struct RulesWCAGCitationTests {
    @Test("every cited criterion's level is known, and each rule's level is the lowest of them")
    func levelsAgree() {
        let order: [WCAGLevel] = [.a, .aa, .aaa]
        for rule in RuleEngine.catalogue {
            guard !rule.wcag.isEmpty else {
                #expect(rule.level == .bestPractice, "\(rule.id) cites no criterion")
                continue
            }
            let levels = rule.wcag.compactMap(WCAGLevel.of(criterion:))
            #expect(levels.count == rule.wcag.count, "\(rule.id) cites a criterion the level table lacks: \(rule.wcag)")
            #expect(levels.min { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! } == rule.level, "\(rule.id)")
        }
    }

    @Test("criteria of one level share it; criteria of different levels each show their own")
    func citationText() throws {
        let identifier = try #require(RuleEngine.description(of: "label-looks-like-identifier"))
        #expect(RuleDocumentation.wcagText(identifier) == "1.1.1 (A), 2.4.6 (AA)")
        let missing = try #require(RuleEngine.description(of: "label-missing"))
        #expect(RuleDocumentation.wcagText(missing) == "1.1.1, 4.1.2 (A)")
        let spacing = try #require(RuleEngine.description(of: "text-spacing"))
        #expect(RuleDocumentation.wcagText(spacing) == "best practice")
    }
}
