@testable import A11ySnapshot
import ExampleScreens
import Testing

/// The violation classification pairs violations by element node instead of hashing
/// `(rule, path)` strings; these tests hold it to the string-keyed definition.
@Suite("Rules: baseline classification")
struct RulesBaselineClassificationTests {
    @Test("Classification equals the string-keyed pairing on random trees with random edits")
    func equalsStringKeyedPairing() throws {
        for pair in try Self.checkedPairs(editSeedFactor: 31, maximumEdits: 3) {
            let comparison = ViolationComparison(reference: pair.reference, current: pair.current, matching: pair.matching)
            let expected = StringKeyedPairing(reference: pair.reference, current: pair.current, matching: pair.matching,
                                              referencePaths: pair.referencePaths, currentPaths: pair.currentPaths)
            #expect(comparison.new == expected.new, "seed \(pair.seed)")
            #expect(comparison.resolved == expected.resolved, "seed \(pair.seed)")
            #expect(comparison.unchanged == expected.unchanged, "seed \(pair.seed)")
        }
    }

    @Test("Moving the violations out of the reports (a failing assertion's way) gives the lists copying them gives")
    func movingEqualsCopying() throws {
        for pair in try Self.checkedPairs(editSeedFactor: 17, maximumEdits: 4) {
            let copied = ViolationChanges(ViolationComparison(reference: pair.reference, current: pair.current, matching: pair.matching))
            let moved = ViolationChanges(classifying: pair.reference, current: pair.current, matching: pair.matching)
            #expect(moved == copied, "seed \(pair.seed)")
            let ordered = ViolationChanges(classifying: pair.reference, current: pair.current,
                                           currentOrder: Violation.reportOrder(of: pair.current.violations), matching: pair.matching)
            #expect(ordered == copied, "seed \(pair.seed)")
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

    /// An insurance app's policy page captured first with UiAutomator2, which states headers, then
    /// as a raw dump, which does not: header-missing did not run on the second capture.
    @Test("A violation whose rule did not run on the current tree is not resolved")
    func ruleNotRunOnCurrentResolvesNothing() throws {
        let screen = AccessibilitySnapshot(name: "S", elements: [.button("A", frame: Frame(0, 0, 10, 10))])
        let reference = RuleReport(violations: [violation("header-missing", "no header", ""), violation("r", "fixed", "0")],
                                   notRun: [:], rulesRun: ["header-missing", "r"], elementCount: 1)
        let current = RuleReport(violations: [], notRun: [:], rulesRun: ["header-missing", "r"], elementCount: 1,
                                 notStated: ["header-missing": .headers])
        let matching = SnapshotDiff(reference: screen, current: screen).matching
        let comparison = ViolationComparison(reference: reference, current: current, matching: matching)
        #expect(comparison.resolved.map(\.message) == ["fixed"])
        #expect(ViolationChanges(classifying: reference, current: current, matching: matching).resolved.map(\.message) == ["fixed"])
    }

    /// A reminders screen as a raw dump, which states no headers, then as a UiAutomator2 page
    /// source of the same screen, which does: header-missing did not run on the reference.
    @Test("A violation whose rule did not run on the reference is not new")
    func ruleNotRunOnReferenceMakesNothingNew() throws {
        let screen = AccessibilitySnapshot(name: "S", elements: [.button("A", frame: Frame(0, 0, 10, 10))])
        let reference = RuleReport(violations: [], notRun: [:], rulesRun: ["header-missing", "r"], elementCount: 1,
                                   notStated: ["header-missing": .headers])
        let current = RuleReport(violations: [violation("header-missing", "no header", ""), violation("r", "broke", "0")],
                                 notRun: [:], rulesRun: ["header-missing", "r"], elementCount: 1)
        let matching = SnapshotDiff(reference: screen, current: screen).matching
        let comparison = ViolationComparison(reference: reference, current: current, matching: matching)
        #expect(comparison.new.map(\.message) == ["broke"])
        #expect(comparison.unchanged.isEmpty)
        #expect(ViolationChanges(classifying: reference, current: current, matching: matching).new.map(\.message) == ["broke"])
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

    /// The rule reports of 60 random trees and of each edited at random, with the diff's matching.
    private static func checkedPairs(editSeedFactor: UInt64, maximumEdits: UInt64)
        throws -> [(seed: UInt64, reference: RuleReport, current: RuleReport, matching: ElementMatching,
                    referencePaths: [String], currentPaths: [String])] {
        let engine = try RuleEngine()
        return (UInt64(1)...60).map { seed in
            var trees = RandomTrees(seed: seed)
            var reference = trees.snapshot()
            // Every third pair is an Android dump that cannot state hints, so that fields holding
            // text are not checked by label-missing.
            if seed % 3 == 0 { (reference.platform, reference.statedData) = (.android, [.values]) }
            var current = reference
            var edits = RandomEdits(seed: seed &* editSeedFactor)
            edits.apply(Int(seed % (maximumEdits + 1)), to: &current.elements)
            let diff = SnapshotDiff(reference: reference, current: current)
            return (seed, engine.check(reference), engine.check(current), diff.matching,
                    Self.readingOrderPaths(reference.elements), Self.readingOrderPaths(current.elements))
        }
    }

    /// Each element's path, spelled as violations spell it, in reading order.
    private static func readingOrderPaths(_ elements: [AccessibilityElement], prefix: String = "") -> [String] {
        elements.indices.flatMap { index in
            let path = prefix + String(index)
            return [path] + readingOrderPaths(elements[index].children, prefix: path + ".")
        }
    }

    private func violation(_ rule: String, _ message: String, _ path: String) -> Violation {
        Violation(ruleID: rule, severity: .warning, message: message, element: ElementReference(label: "", path: path), wcag: [])
    }
}

/// The classification's definition, written plainly: current violations keyed by rule and path,
/// each reference violation taking the first remaining one at its element's current path. One
/// left over is resolved, and a current one new, unless the rule could not check the element's
/// partner.
private struct StringKeyedPairing {
    var new: [Violation] = []
    var resolved: [Violation] = []
    var unchanged: [Violation] = []

    init(reference: RuleReport, current: RuleReport, matching: ElementMatching, referencePaths: [String], currentPaths: [String]) {
        func unchecked(_ report: RuleReport, _ paths: [String]) -> Set<String> {
            Set(report.notRunNodes.flatMap { rule, nodes in nodes.map { rule + "\u{0}" + paths[Int($0)] } })
        }
        let uncheckedOnCurrent = unchecked(current, currentPaths), uncheckedOnReference = unchecked(reference, referencePaths)
        func partnerPath(_ path: String, _ partner: ([Int]) -> [Int]?) -> String? {
            partner(path.split(separator: ".").compactMap { Int($0) }).map { $0.map(String.init).joined(separator: ".") }
        }
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
            } else if let key, uncheckedOnCurrent.contains(key) {
                continue
            } else {
                resolved.append(violation)
            }
        }
        for (index, violation) in current.violations.enumerated() {
            if paired.contains(index) {
                unchanged.append(violation)
            } else if let path = partnerPath(violation.element.path, matching.referencePath(forCurrentPath:)),
                      uncheckedOnReference.contains(violation.ruleID + "\u{0}" + path) {
                continue
            } else {
                new.append(violation)
            }
        }
    }
}
