@testable import A11ySnapshot
import Testing

/// Issue 30's fixtures extend the precision corpus: every violation on them is judged in
/// ``ScreenReaderFixtureJudgements``, each rule that fires stays at 90 % or more, and a finding
/// judged real stays reported. Unlike the real dumps, the fixtures are in the repository, so
/// this runs everywhere.
@Suite("Precision on issue 30's fixtures")
struct ScreenReaderFixturePrecisionTests {
    static func findings() throws -> [PrecisionCorpusTests.Finding] {
        let engine = try RuleEngine(configuration: .optInRules)
        var findings: [PrecisionCorpusTests.Finding] = []
        for fixture in ScreenReaderFixtures.all {
            let snapshot = try ScreenReaderFixtures.snapshot(fixture.path)
            for violation in engine.check(snapshot).violations {
                findings.append(.init(file: fixture.path, rule: violation.ruleID, element: violation.element.path))
            }
        }
        return findings
    }

    static var judged: [PrecisionCorpusTests.Finding: PrecisionJudgements.Judgement] {
        Dictionary(ScreenReaderFixtureJudgements.all.map { (.init(file: $0.file, rule: $0.rule, element: $0.element), $0) }) { first, _ in first }
    }

    @Test("every finding on the fixtures has been judged")
    func everyFindingIsJudged() throws {
        let judged = Self.judged
        for finding in try Self.findings() where judged[finding] == nil {
            Issue.record("unjudged finding: \(finding.rule) on \(finding.element) in \(finding.file); judge it in ScreenReaderFixtureJudgements")
        }
    }

    @Test("no finding judged real disappears")
    func judgedRealFindingsStay() throws {
        let reported = Set(try Self.findings())
        for judgement in ScreenReaderFixtureJudgements.all where judgement.isReal {
            #expect(reported.contains(.init(file: judgement.file, rule: judgement.rule, element: judgement.element)),
                    "\(judgement.rule) on \(judgement.element) in \(judgement.file) was judged real and is no longer reported")
        }
    }

    @Test("each rule that fires on the fixtures is at least 90 % precise")
    func precisionPerRule() throws {
        let judged = Self.judged
        var measured: [String: (real: Int, reported: Int)] = [:]
        for finding in try Self.findings() {
            guard let judgement = judged[finding] else { continue }
            measured[finding.rule, default: (0, 0)].reported += 1
            if judgement.isReal { measured[finding.rule, default: (0, 0)].real += 1 }
        }
        for (rule, counts) in measured {
            #expect(counts.real * 10 >= counts.reported * 9, "\(rule): \(counts.real) of \(counts.reported) findings are real")
        }
    }
}
