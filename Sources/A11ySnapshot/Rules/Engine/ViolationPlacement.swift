import Dispatch

/// Turns the findings the engine kept into the report's violations, placed by element (a
/// counting sort: the screen first, then reading order); within an element they keep catalogue
/// order, then each rule's own order, because the rules' findings come in catalogue order.
///
/// Many violations are made on two threads, split where half of them are placed; each thread
/// writes only its own slots' violations, next positions and element references, so the threads
/// write disjoint memory.
enum ViolationPlacement {
    /// One rule's kept findings, with what each of its violations carries.
    struct RuleFindingsKept: Sendable {
        let description: RuleDescription
        let severity: RuleSeverity
        let findings: [RuleFindings.Finding]
    }

    /// Below this many violations one thread places them all.
    static let twoThreadMinimum = 16_384

    /// The violations of `rules`, in report order.
    static func violations(of rules: [RuleFindingsKept], in tree: RuleTree) -> [Violation] {
        // Slot s is element s - 1 (the screen first); counts[s + 1] counts slot s, then becomes
        // where slot s starts.
        var counts = [Int](repeating: 0, count: tree.nodes.count + 2)
        for rule in rules {
            for finding in rule.findings { counts[finding.node + 2] += 1 }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        let total = counts.last ?? 0
        let slots = tree.nodes.count + 1
        let half = split(counts, total: total, slots: slots)
        let references = UnsafeMutableBufferPointer<ElementReference?>.allocate(capacity: slots)
        references.initialize(repeating: nil)
        defer {
            _ = references.deinitialize()
            references.deallocate()
        }
        // Every slot is written exactly once: the counts above are exact.
        return counts.withUnsafeMutableBufferPointer { counts in
            [Violation](unsafeUninitializedCapacity: total) { buffer, initialized in
                let shared = (output: SendablePointer(pointer: buffer.baseAddress), counts: SendablePointer(pointer: counts.baseAddress),
                              references: SendablePointer(pointer: references.baseAddress))
                let write: @Sendable (Range<Int>) -> Void = { range in
                    guard let output = shared.output.pointer, let counts = shared.counts.pointer,
                          let references = shared.references.pointer else { return }
                    place(rules, in: tree, slots: range, copyingCriteria: half != slots, output: output, counts: counts,
                          references: references)
                }
                if half == slots {
                    write(0..<slots)
                } else {
                    DispatchQueue.concurrentPerform(iterations: 2) { write($0 == 0 ? 0..<half : half..<slots) }
                }
                initialized = total
            }
        }
    }

    /// The first slot of the second thread: where half of the violations are placed, or `slots`
    /// (one thread) for fewer than ``twoThreadMinimum``.
    private static func split(_ counts: [Int], total: Int, slots: Int) -> Int {
        var split = slots
        guard total >= twoThreadMinimum else { return split }
        var low = 0
        while low < split {
            let middle = (low + split) / 2
            if counts[middle] >= total / 2 { split = middle } else { low = middle + 1 }
        }
        return split
    }

    /// Writes the violations of the slots in `range`.
    private static func place(
        _ rules: [RuleFindingsKept], in tree: RuleTree, slots range: Range<Int>, copyingCriteria: Bool,
        output: UnsafeMutablePointer<Violation>, counts: UnsafeMutablePointer<Int>,
        references: UnsafeMutablePointer<ElementReference?>
    ) {
        for rule in rules {
            let description = rule.description
            // Each thread's own copy of the criteria array: every violation retains it,
            // and two threads counting references on one array slow each other down.
            let wcag = copyingCriteria ? description.wcag.map { $0 } : description.wcag
            for finding in rule.findings where range.contains(finding.node + 1) {
                let slot = finding.node + 1
                let element: ElementReference
                if let known = references[slot] {
                    element = known
                } else {
                    element = tree.reference(to: finding.node)
                    references[slot] = element
                }
                (output + counts[slot]).initialize(to: Violation(
                    ruleID: description.id, severity: rule.severity, message: finding.message, element: element, wcag: wcag))
                counts[slot] += 1
            }
        }
    }
}

/// A buffer address handed to worker threads that write disjoint parts of it.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>?
}
