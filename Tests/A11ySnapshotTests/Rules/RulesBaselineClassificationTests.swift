@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The violation classification pairs violations by element node instead of hashing
/// `(rule, path)` strings; these tests hold it to the string-keyed definition.
@Suite("Rules: baseline classification")
struct RulesBaselineClassificationTests {
    @Test("Classification equals the string-keyed pairing on random trees with random edits")
    func equalsStringKeyedPairing() throws {
        let engine = try RuleEngine()
        for seed in UInt64(1)...60 {
            var trees = RandomTrees(seed: seed)
            let reference = trees.snapshot()
            var current = reference
            var edits = RandomEdits(seed: seed &* 31)
            edits.apply(Int(seed % 4), to: &current.elements)
            let diff = SnapshotDiff(reference: reference, current: current)
            let (referenceReport, currentReport) = (engine.check(reference), engine.check(current))
            let comparison = ViolationComparison(reference: referenceReport, current: currentReport, matching: diff.matching)
            let expected = StringKeyedPairing(reference: referenceReport, current: currentReport, matching: diff.matching)
            #expect(comparison.new == expected.new, "seed \(seed)")
            #expect(comparison.resolved == expected.resolved, "seed \(seed)")
            #expect(comparison.unchanged == expected.unchanged, "seed \(seed)")
        }
    }

    @Test("Moving the violations out of the reports (a failing assertion's way) gives the lists copying them gives")
    func movingEqualsCopying() throws {
        let engine = try RuleEngine()
        for seed in UInt64(1)...60 {
            var trees = RandomTrees(seed: seed)
            let reference = trees.snapshot()
            var current = reference
            var edits = RandomEdits(seed: seed &* 17)
            edits.apply(Int(seed % 5), to: &current.elements)
            let diff = SnapshotDiff(reference: reference, current: current)
            let (referenceReport, currentReport) = (engine.check(reference), engine.check(current))
            let copied = ViolationChanges(ViolationComparison(reference: referenceReport, current: currentReport, matching: diff.matching))
            let moved = ViolationChanges(classifying: referenceReport, current: currentReport, matching: diff.matching)
            #expect(moved == copied, "seed \(seed)")
        }
        // Repeated rules on one element, a screen-wide violation and a path leading nowhere.
        let screen = AccessibilitySnapshot(name: "S", elements: [.button("A", frame: Frame(0, 0, 10, 10))])
        let reference = RuleReport(violations: [violation("s", "screen", ""), violation("r", "first", "0"), violation("r", "second", "0"),
                                                violation("r", "gone", "7")],
                                   notRun: [:], rulesRun: ["r", "s"], elementCount: 1, notStated: ["h": .headers])
        let current = RuleReport(violations: [violation("s", "screen now", ""), violation("q", "new", "0"), violation("r", "third", "0")],
                                 notRun: [:], rulesRun: ["q", "r", "s"], elementCount: 1)
        let matching = SnapshotDiff(reference: screen, current: screen).matching
        let moved = ViolationChanges(classifying: reference, current: current, matching: matching)
        #expect(moved == ViolationChanges(ViolationComparison(reference: reference, current: current, matching: matching)))
        #expect(moved.new.map(\.message) == ["new"])
        #expect(moved.unchanged.map(\.message) == ["screen now", "third"])
        #expect(moved.resolved.map(\.message) == ["second", "gone"])
        #expect(moved.notStated == ["h": .headers])
    }

    @Test("Several violations of one rule on one element pair up by count, in report order")
    func repeatedRulePairsByCount() throws {
        let screen = AccessibilitySnapshot(name: "S", elements: [.button("A", frame: Frame(0, 0, 10, 10))])
        let reference = RuleReport(violations: [violation("r", "first", "0"), violation("r", "second", "0")],
                                   notRun: [:], rulesRun: ["r"], elementCount: 1)
        let current = RuleReport(violations: [violation("r", "third", "0")], notRun: [:], rulesRun: ["r"], elementCount: 1)
        let comparison = ViolationComparison(reference: reference, current: current,
                                             matching: SnapshotDiff(reference: screen, current: screen).matching)
        #expect(comparison.unchanged.map(\.message) == ["third"])
        #expect(comparison.resolved.map(\.message) == ["second"])
        #expect(comparison.new.isEmpty)
    }

    @Test("Screen-wide violations pair with screen-wide ones; paths leading nowhere are resolved or new")
    func screenAndDanglingPaths() throws {
        let screen = AccessibilitySnapshot(name: "S", elements: [.button("A", frame: Frame(0, 0, 10, 10))])
        let reference = RuleReport(violations: [violation("s", "screen", ""), violation("r", "gone", "7"), violation("r", "odd", "00")],
                                   notRun: [:], rulesRun: ["r", "s"], elementCount: 1)
        let current = RuleReport(violations: [violation("s", "screen now", ""), violation("r", "odd now", "00"), violation("r", "kept", "0")],
                                 notRun: [:], rulesRun: ["r", "s"], elementCount: 1)
        let comparison = ViolationComparison(reference: reference, current: current,
                                             matching: SnapshotDiff(reference: screen, current: screen).matching)
        #expect(comparison.unchanged.map(\.message) == ["screen now", "kept"])
        #expect(comparison.resolved.map(\.message) == ["gone"])
        #expect(comparison.new.map(\.message) == ["odd now"])
    }

    private func violation(_ rule: String, _ message: String, _ path: String) -> Violation {
        Violation(ruleID: rule, severity: .warning, message: message, element: ElementReference(label: "", path: path), wcag: [])
    }
}

/// The classification's definition, written plainly: current violations keyed by rule and path,
/// each reference violation taking the first remaining one at its element's current path.
private struct StringKeyedPairing {
    var new: [Violation] = []
    var resolved: [Violation] = []
    var unchanged: [Violation] = []

    init(reference: RuleReport, current: RuleReport, matching: ElementMatching) {
        var available: [String: [Int]] = [:]
        for (index, violation) in current.violations.enumerated() {
            available[violation.ruleID + "\u{0}" + violation.element.path, default: []].append(index)
        }
        var paired: Set<Int> = []
        for violation in reference.violations {
            let path: String?
            if violation.element.path.isEmpty {
                path = ""
            } else {
                path = matching.currentPath(forReferencePath: violation.element.path.split(separator: ".").compactMap { Int($0) })
                    .map { $0.map(String.init).joined(separator: ".") }
            }
            let key = path.map { violation.ruleID + "\u{0}" + $0 }
            if let key, let index = available[key]?.first {
                available[key]?.removeFirst()
                paired.insert(index)
            } else {
                resolved.append(violation)
            }
        }
        for (index, violation) in current.violations.enumerated() {
            if paired.contains(index) { unchanged.append(violation) } else { new.append(violation) }
        }
    }
}
