@testable import A11ySnapshot
import ExampleScreens
import Testing

/// `Violation.sortedInReportOrder` only sorts within elements when the list is grouped by
/// element in path order (as the rules engine returns it); it must give the plain sort's order.
@Suite("Reports: violation order")
struct ReportOrderTests {
    @Test("Engine output in report order equals the plain sort by path, rule, severity and message")
    func engineOutput() throws {
        let engine = try RuleEngine()
        for seed in UInt64(1)...40 {
            var trees = RandomTrees(seed: seed)
            let violations = engine.check(trees.snapshot()).violations
            #expect(Violation.sortedInReportOrder(violations) == violations.sorted(by: Violation.inReportOrder),
                    "seed \(seed)")
        }
        let screen = engine.check(SyntheticTree.listScreen(elementCount: 300)).violations
        #expect(Violation.sortedInReportOrder(screen) == screen.sorted(by: Violation.inReportOrder))
    }

    @Test("Shuffled lists and unusual paths get the plain sort's order")
    func shuffledAndUnusualPaths() {
        let paths = ["", "0", "1", "2", "10", "2.0", "2.10", "2.9", "01", "1..2", "1.", ".1", "x", "3.x", "99999999999999999999"]
        let rules = ["b-rule", "a-rule"]
        var random = SplitMix64(seed: 7)
        for round in 0..<30 {
            var violations: [Violation] = []
            for _ in 0..<Int(random.next() % 12 + 2) {
                let path = paths[Int(random.next() % UInt64(round < 10 ? 6 : paths.count))]
                violations.append(Violation(
                    ruleID: rules[Int(random.next() % 2)], severity: [.error, .warning, .info][Int(random.next() % 3)],
                    message: "m\(random.next() % 3)", element: ElementReference(label: "L\(random.next() % 2)", path: path)))
            }
            if round % 2 == 0 { violations.sort { $0.element.path.utf8.count < $1.element.path.utf8.count } }
            #expect(Violation.sortedInReportOrder(violations) == violations.sorted(by: Violation.inReportOrder),
                    "round \(round)")
        }
    }

    @Test("Grouped lists with long runs and ties on one element keep the plain stable sort's order")
    func groupedRunsWithTies() {
        var random = SplitMix64(seed: 11)
        for round in 0..<20 {
            var violations: [Violation] = []
            for path in ["", "0", "0.1", "1", "2", "10"] {
                for _ in 0..<Int(random.next() % UInt64(round < 10 ? 8 : 60) + 1) {
                    violations.append(Violation(
                        ruleID: ["c-rule", "a-rule", "b-rule"][Int(random.next() % 3)], severity: [.error, .warning, .info][Int(random.next() % 3)],
                        message: "m\(random.next() % 2)", element: ElementReference(label: "L\(violations.count)", path: path)))
                }
            }
            #expect(Violation.sortedInReportOrder(violations) == violations.sorted(by: Violation.inReportOrder),
                    "round \(round)")
        }
    }

    @Test("Severities order as allCases lists them: errors first")
    func severityOrder() {
        #expect(RuleSeverity.allCases.sorted() == RuleSeverity.allCases)
    }
}
