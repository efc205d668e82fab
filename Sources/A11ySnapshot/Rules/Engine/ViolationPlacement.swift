import Dispatch

/// Turns the findings the engine kept into the report's violations, placed by element (a
/// counting sort: the screen first, then reading order); within an element they keep catalogue
/// order, then each rule's own order, because the rules' findings come in catalogue order.
///
/// Many violations are made on two threads, split where half of them are placed; each thread
/// writes only its own slots' violations and next positions, so the threads write disjoint memory.
///
/// An element's reference is made for its first violation and copied from it for the others.
enum ViolationPlacement {
    /// A rule whose kept findings are placed, with what each of its violations carries.
    struct PlacedRule: Sendable {
        let id: String
        let severity: RuleSeverity
        /// The rule's WCAG criteria (each placement copies the array for its violations).
        let wcag: [String]
    }

    /// Below this many violations one thread places them all.
    static let twoThreadMinimum = 16_384

    /// The violations of `rules`, in report order. Each finding's message is moved into its
    /// violation (the finding is left with an empty one): copying it cost a retain, and the
    /// release of the findings another, on strings the two threads share.
    /// `findings[i]` are `rules[i]`'s kept findings.
    static func violations(of rules: [PlacedRule], findings lists: inout [[RuleFindings.Finding]], in tree: RuleTree) -> [Violation] {
        // Slot s is element s - 1 (the screen first); counts[s + 1] counts slot s, then becomes
        // where slot s starts.
        var counts = [Int](repeating: 0, count: tree.nodes.count + 2)
        for list in lists {
            for finding in list { counts[finding.node + 2] += 1 }
        }
        for index in 1..<counts.count { counts[index] += counts[index - 1] }
        let total = counts.last ?? 0
        let slots = tree.nodes.count + 1
        let half = split(counts, total: total, slots: slots)
        // Where each slot starts: its first violation, which holds the element's reference.
        let starts = counts
        // The findings' storage, for the threads to move messages out of (each its own findings).
        let findings = UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<RuleFindings.Finding>>.allocate(capacity: lists.count)
        defer { findings.deallocate() }
        return withFindings(of: &lists, from: 0, into: findings) {
            starts.withUnsafeBufferPointer { starts in
                place(rules, findings: findings, in: tree, counts: &counts, total: total, slots: slots, half: half, starts: starts)
            }
        }
    }

    /// Calls `body` with `pointers[i]` the storage of `rules[i]`'s findings, for every rule from
    /// `first` on (nested scopes, so each pointer is valid for the whole call).
    private static func withFindings<Result>(
        of lists: inout [[RuleFindings.Finding]], from first: Int,
        into pointers: UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<RuleFindings.Finding>>, _ body: () -> Result
    ) -> Result {
        guard first < lists.count else { return body() }
        // Taken out of the list for the call, so the list and this array do not overlap.
        var list: [RuleFindings.Finding] = []
        swap(&list, &lists[first])
        defer { swap(&list, &lists[first]) }
        return list.withUnsafeMutableBufferPointer { buffer in
            pointers[first] = buffer
            return withFindings(of: &lists, from: first + 1, into: pointers, body)
        }
    }

    private static func place(
        _ rules: [PlacedRule], findings: UnsafeMutableBufferPointer<UnsafeMutableBufferPointer<RuleFindings.Finding>>, in tree: RuleTree,
        counts: inout [Int], total: Int, slots: Int, half: Int, starts: UnsafeBufferPointer<Int>
    ) -> [Violation] {
        // Every slot is written exactly once: the counts above are exact.
        let messages = SendablePointer(pointer: findings.baseAddress)
        return counts.withUnsafeMutableBufferPointer { counts in
            [Violation](unsafeUninitializedCapacity: total) { buffer, initialized in
                let shared = (output: SendablePointer(pointer: buffer.baseAddress), counts: SendablePointer(pointer: counts.baseAddress),
                              starts: SendableBuffer(buffer: starts))
                let write: @Sendable (Range<Int>) -> Void = { range in
                    guard let output = shared.output.pointer, let counts = shared.counts.pointer,
                          let messages = messages.pointer else { return }
                    Self.write(rules, messages: messages, in: tree, slots: range, output: output, counts: counts,
                          starts: shared.starts.buffer)
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
    private static func write(
        _ rules: [PlacedRule], messages: UnsafeMutablePointer<UnsafeMutableBufferPointer<RuleFindings.Finding>>, in tree: RuleTree,
        slots range: Range<Int>,
        output: UnsafeMutablePointer<Violation>, counts: UnsafeMutablePointer<Int>, starts: UnsafeBufferPointer<Int>
    ) {
        for ruleIndex in rules.indices {
            let storage = messages[ruleIndex]
            // Each placement's own copy of the criteria array: every violation retains it, and
            // two threads counting references on one array slow each other down (two checks at
            // once, as a failing assertion and `compare` run them, or one check placed on two).
            guard !storage.isEmpty else { continue }
            let (id, severity) = (rules[ruleIndex].id, rules[ruleIndex].severity)
            let wcag = rules[ruleIndex].wcag.isEmpty ? [] : rules[ruleIndex].wcag.map { $0 }
            for index in storage.indices where range.contains(storage[index].node + 1) {
                let slot = storage[index].node + 1
                var message = ""
                swap(&message, &storage[index].message)
                let start = starts[slot]
                let element = counts[slot] == start ? tree.reference(to: slot - 1) : output[start].element
                (output + counts[slot]).initialize(to: Violation(
                    ruleID: id, severity: severity, message: message, element: element, wcag: wcag))
                counts[slot] += 1
            }
        }
    }
}

/// A buffer address handed to worker threads that write disjoint parts of it.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>?
}

/// A read-only buffer handed to worker threads.
private struct SendableBuffer<Element>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Element>
}
