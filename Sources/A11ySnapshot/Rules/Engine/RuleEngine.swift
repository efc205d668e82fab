import Dispatch
import Foundation

/// Checks snapshots against the rule catalogue with a configuration.
///
/// ```swift
/// let engine = try RuleEngine(configuration: RuleConfiguration(disabledRules: ["label-all-caps"]))
/// let report = engine.check(snapshot)
/// for violation in report.violations { print(violation.ruleID, violation.message) }
/// ```
public struct RuleEngine: Sendable {
    private struct ConfiguredRule: Sendable {
        let rule: any Rule
        let options: RuleOptionValues
        let severity: RuleSeverity
    }

    private let rules: [ConfiguredRule]
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
            guard configuration.onlyRules.map({ $0.contains(id) }) ?? true, !configuration.disabledRules.contains(id) else { return nil }
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
        self.fullySuppressed = suppressedEverywhere
        self.suppressions = suppressions
    }

    /// The ids of the rules this engine runs, in catalogue order.
    public var ruleIDs: [String] { rules.map(\.rule.description.id) }

    /// Checks one snapshot.
    public func check(_ snapshot: AccessibilitySnapshot) -> RuleReport {
        check(RuleTree(snapshot)).addingAppleAudit(of: snapshot)
    }

    package func check(_ tree: RuleTree) -> RuleReport {
        let findings = evaluate(tree)
        let results = Array(zip(rules, findings))
        let suppressed = suppressedRanges(in: tree)
        let supersedingIDs = Set(rules.compactMap(\.rule.description.supersededBy))
        let nodesByRule: [String: Set<Int>] = Dictionary(uniqueKeysWithValues: results.compactMap {
            supersedingIDs.contains($0.0.rule.description.id) ? ($0.0.rule.description.id, Set($0.1.findings.lazy.map(\.node))) : nil
        })

        // Keep what is neither superseded nor suppressed, then place the violations by element
        // (a counting sort: the screen first, then reading order); within an element they keep
        // catalogue order, then each rule's own order, because the rules run in catalogue order.
        var kept: [[RuleFindings.Finding]] = []
        var notRun: [String: Int] = [:]
        var notStated: [String: StatedData] = [:]
        let stated = tree.snapshot.states
        var counts = [Int](repeating: 0, count: tree.nodes.count + 2)
        for (configured, findings) in results {
            let description = configured.rule.description
            // A rule whose data the source cannot state judges nothing: its findings are dropped.
            let unstated = description.requiredSourceData.subtracting(stated)
            if !unstated.isEmpty {
                notStated[description.id] = unstated
                kept.append([])
                continue
            }
            if findings.notRun > 0 { notRun[description.id] = findings.notRun }
            let superseding = description.supersededBy.flatMap { nodesByRule[$0] }
            let filters = !(superseding?.isEmpty ?? true) || !suppressed.isEmpty
            let keep = !filters ? findings.findings : findings.findings.filter { finding in
                !(superseding?.contains(finding.node) ?? false)
                    && (suppressed.isEmpty || !isSuppressed(finding.node, rule: description.id, suppressed))
            }
            for finding in keep { counts[finding.node + 2] += 1 }
            kept.append(keep)
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        let total = counts.last ?? 0
        let slots = tree.nodes.count + 1
        // Many violations are made on two threads, split where half of them are placed. Slot s is
        // element s - 1 (the screen first); each thread writes only its own slots' violations,
        // next positions and references, so the threads write disjoint memory.
        var split = slots
        if total >= 16_384 {
            var low = 0
            while low < split {
                let middle = (low + split) / 2
                if counts[middle] >= total / 2 { split = middle } else { low = middle + 1 }
            }
        }
        let (rules, findingsKept, half) = (self.rules, kept, split)
        let references = UnsafeMutableBufferPointer<ElementReference?>.allocate(capacity: slots)
        references.initialize(repeating: nil)
        defer {
            _ = references.deinitialize()
            references.deallocate()
        }
        // Every slot is written exactly once: the counts above are exact.
        let violations = counts.withUnsafeMutableBufferPointer { counts in
            [Violation](unsafeUninitializedCapacity: total) { buffer, initialized in
                let shared = (output: SendablePointer(pointer: buffer.baseAddress), counts: SendablePointer(pointer: counts.baseAddress),
                              references: SendablePointer(pointer: references.baseAddress))
                let write: @Sendable (Range<Int>) -> Void = { range in
                    guard let output = shared.output.pointer, let counts = shared.counts.pointer,
                          let references = shared.references.pointer else { return }
                    for (configured, findings) in zip(rules, findingsKept) {
                        let description = configured.rule.description
                        // Each thread's own copy of the criteria array: every violation retains it,
                        // and two threads counting references on one array slow each other down.
                        let wcag = half == slots ? description.wcag : description.wcag.map { $0 }
                        for finding in findings where range.contains(finding.node + 1) {
                            let slot = finding.node + 1
                            let element: ElementReference
                            if let known = references[slot] {
                                element = known
                            } else {
                                element = tree.reference(to: finding.node)
                                references[slot] = element
                            }
                            (output + counts[slot]).initialize(to: Violation(
                                ruleID: description.id, severity: configured.severity, message: finding.message, element: element,
                                wcag: wcag))
                            counts[slot] += 1
                        }
                    }
                }
                if half == slots {
                    write(0..<slots)
                } else {
                    DispatchQueue.concurrentPerform(iterations: 2) { write($0 == 0 ? 0..<half : half..<slots) }
                }
                initialized = total
            }
        }
        return RuleReport(violations: violations, notRun: notRun, rulesRun: ruleIDs, elementCount: tree.nodes.count,
                          notStated: notStated)
    }

    /// Runs every rule. Element rules run block by block (so a block of elements stays in cache
    /// across rules), and on large trees the work is split between two threads; the findings come
    /// back in element order either way.
    private func evaluate(_ tree: RuleTree) -> [RuleFindings] {
        let count = tree.nodes.count
        let workers = count >= 8_192 ? 2 : 1
        let results = FindingsBox(workers: workers, rules: rules.count)
        let rules = self.rules
        let treeWide = rules.indices.filter { rules[$0].rule.isTreeWide }
        let work: @Sendable (Int) -> Void = { worker in
            var findings = [RuleFindings](repeating: RuleFindings(), count: rules.count)
            let share = (count + workers - 1) / workers
            let range = min(worker * share, count)..<min((worker + 1) * share, count)
            var start = range.lowerBound
            while start < range.upperBound {
                let block = start..<min(start + 1_024, range.upperBound)
                for (index, configured) in rules.enumerated() where !configured.rule.isTreeWide {
                    configured.rule.evaluate(tree, nodes: block, options: configured.options, into: &findings[index])
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

/// A buffer address handed to worker threads that write disjoint parts of it.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>?
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
