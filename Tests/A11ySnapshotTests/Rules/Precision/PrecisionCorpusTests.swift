@testable import A11ySnapshot
import Foundation
import Testing

/// The precision corpus: every real dump in `../shared/real-trees` is imported and checked, and
/// each violation is compared with the hand judgements in ``PrecisionJudgements``.
@Suite("Precision on real dumps")
struct PrecisionCorpusTests {
    /// One reported violation, named like a judgement.
    struct Finding: Hashable {
        let file: String
        let rule: String
        let element: String
    }

    /// Every violation on every real dump, or `nil` (the skip reason printed) when the dumps are absent.
    static func findings() throws -> [Finding]? {
        guard let root = RealTrees.available(for: "the precision corpus") else { return nil }
        let engine = try RuleEngine(configuration: .optInRules)  // every rule is measured
        var findings: [Finding] = []
        var dumps = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let directory = root.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() {
                let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(name)))
                let snapshot = try DumpImport.snapshot(fromDump: bytes, file: "\(folder)/\(name)")
                dumps += 1
                for violation in engine.check(snapshot).violations {
                    findings.append(Finding(file: "\(folder)/\(name)", rule: violation.ruleID, element: violation.element.path))
                }
            }
        }
        #expect(dumps == RulePrecision.dumpCount, "the corpus holds \(dumps) dumps; judge the new ones and update RulePrecision.dumpCount")
        return findings
    }

    static var judged: [Finding: PrecisionJudgements.Judgement] {
        Dictionary(PrecisionJudgements.all.map { (Finding(file: $0.file, rule: $0.rule, element: $0.element), $0) }) { first, _ in first }
    }

    @Test("every finding on the real dumps has been judged")
    func everyFindingIsJudged() throws {
        guard let findings = try Self.findings() else { return }
        let judged = Self.judged
        for finding in findings where judged[finding] == nil {
            Issue.record("unjudged finding: \(finding.rule) on \(finding.element) in \(finding.file); judge it in PrecisionJudgements")
        }
    }

    @Test("no finding judged real disappears")
    func judgedRealFindingsStay() throws {
        guard let findings = try Self.findings() else { return }
        let reported = Set(findings)
        for judgement in PrecisionJudgements.all where judgement.isReal {
            let finding = Finding(file: judgement.file, rule: judgement.rule, element: judgement.element)
            #expect(reported.contains(finding), "\(judgement.rule) on \(judgement.element) (\"\(judgement.label)\") in \(judgement.file) was judged real and is no longer reported")
        }
    }

    @Test("each rule that runs by default is at least 90 % precise, overall too; docs/RULES.md states the measured numbers of every rule")
    func precisionPerRule() throws {
        guard let findings = try Self.findings() else { return }
        let judged = Self.judged
        let optIn = Set(RuleEngine.catalogue.filter(\.isOptIn).map(\.id))
        var measured: [String: (real: Int, reported: Int)] = [:]
        for finding in findings {
            guard let judgement = judged[finding] else { continue }
            measured[finding.rule, default: (0, 0)].reported += 1
            if judgement.isReal { measured[finding.rule, default: (0, 0)].real += 1 }
        }
        for (rule, counts) in measured.sorted(by: { $0.key < $1.key }) {
            if !optIn.contains(rule) {
                #expect(counts.real * 10 >= counts.reported * 9, "\(rule): \(counts.real) of \(counts.reported) findings are real")
            }
            #expect(RulePrecision.measured[rule] == RulePrecision.Measure(real: counts.real, reported: counts.reported),
                    "\(rule) measures \(counts.real) of \(counts.reported); update RulePrecision and regenerate docs/RULES.md")
        }
        #expect(Set(RulePrecision.measured.keys) == Set(measured.keys))
        let held = measured.filter { !optIn.contains($0.key) }.values
        let real = held.reduce(0) { $0 + $1.real }, reported = held.reduce(0) { $0 + $1.reported }
        #expect(real * 10 >= reported * 9, "overall: \(real) of \(reported) findings of the default rules are real")
    }
}
