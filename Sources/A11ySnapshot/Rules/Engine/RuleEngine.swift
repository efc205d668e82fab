import Dispatch
import Foundation

/// Checks snapshots against the rule catalogue with a configuration.
///
/// ```swift
/// let engine = try RuleEngine(configuration: RuleConfiguration(disabledRules: ["hint-missing-period"]))
/// let report = engine.check(snapshot)
/// for violation in report.violations { print(violation.ruleID, violation.message) }
/// ```
public struct RuleEngine: Sendable {
    /// A rule with its configured options and severity, and the parts of its description every
    /// check reads, copied out once: copying the whole description on each check retained a dozen
    /// arrays and strings that every thread shares (two checks at once slowed each other down).
    private struct ConfiguredRule: Sendable {
        let rule: any Rule
        let options: RuleOptionValues
        let severity: RuleSeverity
        let id: String
        let supersededBy: String?
        let requiredSourceData: StatedData
        let wcag: [String]

        init(rule: any Rule, options: RuleOptionValues, severity: RuleSeverity) {
            let description = rule.description
            self.rule = rule
            self.options = options
            self.severity = severity
            self.id = description.id
            self.supersededBy = description.supersededBy
            self.requiredSourceData = description.requiredSourceData
            self.wcag = description.wcag
        }
    }

    private let rules: [ConfiguredRule]
    /// The ids of the rules that others are superseded by.
    private let supersedingIDs: Set<String>
    /// Identifiers whose elements are silenced for the listed rules.
    private let suppressions: [String: Set<String>]
    /// Identifiers whose elements are silenced for every rule.
    private let fullySuppressed: Set<String>

    /// Every rule's data, in catalogue order.
    public static var catalogue: [RuleDescription] { RuleCatalog.descriptions }

    /// The data of the rule with `id`, or `nil`.
    public static func description(of id: String) -> RuleDescription? {
        RuleCatalog.description(of: id)
    }

    /// An engine running the rules `configuration` enables.
    /// - Throws: ``RuleConfigurationError`` when it names an unknown rule or option.
    public init(configuration: RuleConfiguration = RuleConfiguration()) throws(RuleConfigurationError) {
        try configuration.validate()
        rules = RuleCatalog.rules.compactMap { rule in
            let id = rule.description.id
            guard configuration.runs(rule.description) else { return nil }
            return ConfiguredRule(
                rule: rule,
                options: RuleOptionValues(rule.description, thresholds: configuration.thresholds[id] ?? [:],
                                          extraWords: configuration.extraWords[id] ?? [:]),
                severity: configuration.severities[id] ?? rule.description.severity)
        }
        var suppressions: [String: Set<String>] = [:]
        var suppressedEverywhere: Set<String> = []
        for suppression in configuration.suppressions {
            if let rules = suppression.rules {
                suppressions[suppression.identifier, default: []].formUnion(rules)
            } else {
                suppressedEverywhere.insert(suppression.identifier)
            }
        }
        for identifier in suppressedEverywhere { suppressions[identifier] = nil }
        self.supersedingIDs = Set(rules.compactMap(\.supersededBy))
        self.fullySuppressed = suppressedEverywhere
        self.suppressions = suppressions
    }

    /// The ids of the rules this engine runs, in catalogue order.
    public var ruleIDs: [String] { rules.map(\.id) }

    /// Checks one snapshot.
    public func check(_ snapshot: AccessibilitySnapshot) -> RuleReport {
        check(RuleTree(snapshot)).addingAppleAudit(of: snapshot)
    }

    package func check(_ tree: RuleTree) -> RuleReport {
        var findings = evaluate(tree)
        let suppressed = suppressedRanges(in: tree)
        let nodesByRule: [String: Set<Int>] = supersedingIDs.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: rules.indices.compactMap {
            let id = rules[$0].id
            return supersedingIDs.contains(id) ? (id, Set(findings[$0].findings.lazy.map(\.node))) : nil
        })

        // Keep what is neither superseded nor suppressed, then place the violations by element.
        var kept: [ViolationPlacement.PlacedRule] = []
        var keptFindings: [[RuleFindings.Finding]] = []
        var notRun: [String: Int] = [:]
        var notRunNodes: [String: [Int32]] = [:]
        var notStated: [String: StatedData] = [:]
        var suppressedCount = 0
        let stated = tree.snapshot.states
        for (index, configured) in rules.enumerated() {
            // Taken out of `findings`, so the kept lists are their arrays' only owners and the
            // placement can move the messages out of them.
            let findings = findings[index].taken()
            // A rule whose data the source cannot state judges nothing: its findings are dropped.
            let unstated = configured.requiredSourceData.subtracting(stated)
            if !unstated.isEmpty {
                notStated[configured.id] = unstated
                continue
            }
            if findings.notRun > 0 {
                notRun[configured.id] = findings.notRun
                notRunNodes[configured.id] = findings.notRunNodes
            }
            let superseding = configured.supersededBy.flatMap { nodesByRule[$0] }
            let filters = !(superseding?.isEmpty ?? true) || !suppressed.isEmpty
            let keep = !filters ? findings.findings : findings.findings.filter { finding in
                guard !(superseding?.contains(finding.node) ?? false) else { return false }
                guard suppressed.isEmpty || !isSuppressed(finding.node, rule: configured.id, suppressed) else {
                    suppressedCount += 1
                    return false
                }
                return true
            }
            kept.append(ViolationPlacement.PlacedRule(id: configured.id, severity: configured.severity, wcag: configured.wcag))
            keptFindings.append(keep)
        }
        let violations = ViolationPlacement.violations(of: kept, findings: &keptFindings, in: tree)
        var report = RuleReport(violations: violations, notRun: notRun, notRunNodes: notRunNodes, rulesRun: ruleIDs,
                                elementCount: tree.nodes.count, notStated: notStated)
        report.suppressed = suppressedCount
        return report
    }

    /// Runs every rule whose data the snapshot's source states (the others judge nothing, and are
    /// reported as not run). Element rules run block by block (so a block of elements stays in
    /// cache across rules), and on large trees the work is split between two threads; the
    /// findings come back in element order either way.
    private func evaluate(_ tree: RuleTree) -> [RuleFindings] {
        let count = tree.nodes.count
        let workers = count >= 8_192 ? 2 : 1
        let results = FindingsBox(workers: workers, rules: rules.count)
        let rules = self.rules
        let stated = tree.snapshot.states
        let runnable = rules.indices.filter { rules[$0].requiredSourceData.isSubset(of: stated) }
        let elementRules = runnable.filter { !rules[$0].rule.isTreeWide }
        let treeWide = runnable.filter { rules[$0].rule.isTreeWide }
        let work: @Sendable (Int) -> Void = { worker in
            var findings = [RuleFindings](repeating: RuleFindings(), count: rules.count)
            let share = (count + workers - 1) / workers
            let range = min(worker * share, count)..<min((worker + 1) * share, count)
            var start = range.lowerBound
            while start < range.upperBound {
                let block = start..<min(start + 1_024, range.upperBound)
                for index in elementRules {
                    rules[index].rule.evaluate(tree, nodes: block, options: rules[index].options, into: &findings[index])
                }
                start = block.upperBound
            }
            // Tree-wide rules go to whichever worker is free, so two heavy ones rarely share a thread.
            while let index = results.nextTreeWideRule(of: treeWide) {
                rules[index].rule.evaluate(tree, nodes: 0..<count, options: rules[index].options, into: &findings[index])
            }
            results.store(findings, worker: worker)
        }
        if workers == 1 {
            work(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: workers, execute: work)
        }
        return results.merged()
    }

    private typealias SuppressedRange = (range: ClosedRange<Int>, rules: Set<String>?)

    private func suppressedRanges(in tree: RuleTree) -> [SuppressedRange] {
        guard !suppressions.isEmpty || !fullySuppressed.isEmpty else { return [] }
        var ranges: [SuppressedRange] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let identifier = node.element.identifier else { continue }
            if fullySuppressed.contains(identifier) {
                ranges.append((index...Int(node.subtreeEnd), nil))
            } else if let rules = suppressions[identifier] {
                ranges.append((index...Int(node.subtreeEnd), rules))
            }
        }
        return ranges
    }

    private func isSuppressed(_ node: Int, rule: String, _ ranges: [SuppressedRange]) -> Bool {
        ranges.contains { $0.range.contains(node) && ($0.rules?.contains(rule) ?? true) }
    }
}

/// Each worker's findings, one slot per worker, so workers never write the same memory.
private final class FindingsBox: @unchecked Sendable {
    private var slots: [[RuleFindings]]
    private var handedOut = 0
    private let lock = NSLock()

    init(workers: Int, rules: Int) {
        slots = Array(repeating: [], count: workers)
    }

    func store(_ findings: [RuleFindings], worker: Int) {
        lock.lock()
        slots[worker] = findings
        lock.unlock()
    }

    /// The next of the tree-wide rules (indexes into the rules) no worker has taken yet.
    func nextTreeWideRule(of treeWide: [Int]) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard handedOut < treeWide.count else { return nil }
        handedOut += 1
        return treeWide[handedOut - 1]
    }

    /// Per rule, the workers' findings in element order.
    func merged() -> [RuleFindings] {
        guard var merged = slots.first else { return [] }
        for slot in slots.dropFirst() {
            for index in merged.indices { merged[index].append(slot[index]) }
        }
        return merged
    }
}
