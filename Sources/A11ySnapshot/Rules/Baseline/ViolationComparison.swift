/// The violations of a current tree compared with those of its reference: new (the change made
/// them), resolved (the change fixed them) and unchanged (the backlog). Violations are paired by
/// rule and by element, through the differ's element matching, so a relabelled or moved element
/// keeps its violations as unchanged and an inserted row does not make every later row's
/// violations "new". Several violations of one rule on one element pair up by count.
///
/// ```swift
/// let engine = try RuleEngine(configuration: configuration)
/// let comparison = ViolationComparison(reference: recorded, current: captured, engine: engine)
/// if comparison.hasNewErrors { … }                 // failOn: .newErrors
/// if comparison.current.hasErrors { … }            // failOn: .anyError
/// let forReports = ViolationChanges(comparison)    // in report order, for the renderers
/// ```
public struct ViolationComparison: Sendable {
    /// In the current tree only, in report order; paths are current-tree paths.
    public let new: [Violation]
    /// In the reference tree only, in report order; paths are reference-tree paths.
    public let resolved: [Violation]
    /// In both, in report order; paths are current-tree paths.
    public let unchanged: [Violation]
    /// The full check of the reference tree.
    public let reference: RuleReport
    /// The full check of the current tree.
    public let current: RuleReport

    /// Checks both trees with `engine` and compares the results, matching elements with `diff`
    /// (computed here when not given).
    public init(reference: AccessibilitySnapshot, current: AccessibilitySnapshot, engine: RuleEngine, diff: SnapshotDiff? = nil) {
        let diff = diff ?? SnapshotDiff(reference: reference, current: current)
        let (referenceReport, currentReport) = engine.checkBoth(reference, current)
        self.init(reference: referenceReport, current: currentReport, matching: diff.matching)
    }

    /// The comparison of a tree with itself: every violation of `report` is unchanged. One
    /// check instead of two for the common case of an unchanged snapshot.
    public init(unchanged report: RuleReport) {
        self.reference = report
        self.current = report
        self.new = []
        self.resolved = []
        self.unchanged = report.violations
    }

    /// Compares two reports of the trees `matching` matched (see ``Pairing``).
    package init(reference: RuleReport, current: RuleReport, matching: ElementMatching) {
        self.reference = reference
        self.current = current
        // Violations are read in place, by index, and each is copied once, into its list:
        // iterating them copied (retained) every field of each one several times.
        let pairing = Pairing(reference: reference, current: current, matching: matching)
        self.resolved = pairing.resolved.map { reference.violations[$0] }
        var unchanged: [Violation] = [], new: [Violation] = []
        unchanged.reserveCapacity(pairing.unchangedCount + pairing.carried.count)
        new.reserveCapacity(current.violations.count - pairing.unchangedCount)
        for index in current.violations.indices where !pairing.isUncompared(at: index) {
            if pairing.isUnchanged[index] { unchanged.append(current.violations[index]) } else { new.append(current.violations[index]) }
        }
        if !pairing.carried.isEmpty {
            unchanged += pairing.carriedViolations(of: reference.violations)
            unchanged = Violation.sortedInReportOrder(unchanged)
        }
        self.unchanged = unchanged
        self.new = new
    }

    /// Which current violations are unchanged and which reference violations are resolved.
    ///
    /// A reference violation pairs with the first not yet paired current violation of the same
    /// rule on the matched element. One whose rule did not run on the current tree (its source
    /// cannot state what the rule looks for) is neither: nothing says it was fixed (an insurance
    /// app's `header-missing`, "resolved" when the second capture was a raw dump). Likewise a
    /// current violation whose rule did not run on the reference is not new (a reminders screen's
    /// `header-missing`, "new" against a raw dump of the same screen); ``isUncompared(at:)`` tells it.
    /// Element by element, a violation on an element whose partner the rule could not check for
    /// lack of data (``RuleReport/notRunNodes``) is unchanged: it was judged on one side, nothing
    /// on the other says otherwise, and the backlog keeps it rather than losing it (an Android
    /// field's `label-missing` while it was empty, not judged once typed into, where the dump
    /// cannot state the hint that may name it: typing names nothing). A reference violation kept
    /// so is ``carried``, listed at its element's current path. Elements are found by their paths once per
    /// run of violations on one element (reports list an element's violations together), and the
    /// current violations are bucketed by element, so nothing is hashed.
    package struct Pairing {
        /// For each current violation, whether a reference violation paired with it.
        package var isUnchanged: [Bool]
        package var unchangedCount = 0
        /// The indexes of the reference violations nothing paired with, in order.
        package var resolved: [Int] = []
        /// The reference violations whose element's partner the rule could not check, in order,
        /// each with that partner's canonical path: unchanged, not resolved.
        package var carried: [(reference: Int, currentPath: String)] = []
        /// For each current violation, whether it is neither new nor unchanged.
        private var uncompared: [Bool]

        /// The ``carried`` reference violations, each at its element's current path.
        package func carriedViolations(of referenceViolations: [Violation]) -> [Violation] {
            carried.map { carried in
                var violation = referenceViolations[carried.reference]
                violation.element.path = carried.currentPath
                return violation
            }
        }

        /// Whether the current violation at `index` is of a rule that did not run on the
        /// reference: it is neither new nor unchanged.
        package func isUncompared(at index: Int) -> Bool {
            uncompared[index]
        }

        package init(reference: borrowing RuleReport, current: borrowing RuleReport, matching: ElementMatching) {
            self.init(reference: reference.violations, current: current.violations, matching: matching,
                      notRunOnCurrent: current.notStated, notRunOnReference: reference.notStated,
                      uncheckedOnCurrent: current.notRunNodes, uncheckedOnReference: reference.notRunNodes)
        }

        package init(reference referenceViolations: [Violation], current currentViolations: [Violation], matching: ElementMatching,
                     notRunOnCurrent: [String: StatedData] = [:], notRunOnReference: [String: StatedData] = [:],
                     uncheckedOnCurrent: [String: [Int32]] = [:], uncheckedOnReference: [String: [Int32]] = [:]) {
            // The current violations by element node (a counting sort, so each bucket keeps report order).
            var nodes = [Int](repeating: -1, count: currentViolations.count)
            var bucketStart = [Int](repeating: 0, count: matching.currentCount + 2)
            var lastPath: String?
            var lastNode: Int?
            for index in currentViolations.indices {
                if currentViolations[index].element.path != lastPath {
                    let path = currentViolations[index].element.path
                    lastPath = path
                    lastNode = matching.currentNode(atCanonicalPath: path)
                }
                guard let node = lastNode else { continue }
                nodes[index] = node
                bucketStart[node + 1] += 1
            }
            for node in bucketStart.indices.dropFirst() { bucketStart[node] += bucketStart[node - 1] }
            var fill = bucketStart
            var buckets = [Int](repeating: 0, count: bucketStart.last ?? 0)
            for (index, node) in nodes.enumerated() where node >= 0 {
                buckets[fill[node]] = index
                fill[node] += 1
            }

            isUnchanged = [Bool](repeating: false, count: currentViolations.count)
            lastPath = nil
            lastNode = nil
            for referenceIndex in referenceViolations.indices {
                if !notRunOnCurrent.isEmpty, notRunOnCurrent[referenceViolations[referenceIndex].ruleID] != nil { continue }
                if referenceViolations[referenceIndex].element.path != lastPath {
                    let path = referenceViolations[referenceIndex].element.path
                    lastPath = path
                    lastNode = ViolationComparison.referenceNode(atPath: path, in: matching).flatMap(matching.currentNode(forReferenceNode:))
                }
                var partner: Int?
                if let node = lastNode {
                    for slot in bucketStart[node]..<bucketStart[node + 1] {
                        let index = buckets[slot]
                        if !isUnchanged[index] && currentViolations[index].ruleID == referenceViolations[referenceIndex].ruleID {
                            partner = index
                            break
                        }
                    }
                }
                if let partner {
                    isUnchanged[partner] = true
                    unchangedCount += 1
                } else if let node = lastNode, node > 0,
                          Self.contains(uncheckedOnCurrent[referenceViolations[referenceIndex].ruleID], node - 1) {
                    carried.append((referenceIndex, matching.currentCanonicalPath(ofNode: node)))
                } else {
                    resolved.append(referenceIndex)
                }
            }

            uncompared = [Bool](repeating: false, count: currentViolations.count)
            guard !notRunOnReference.isEmpty || !uncheckedOnReference.isEmpty else { return }
            for index in currentViolations.indices where !isUnchanged[index] {
                let rule = currentViolations[index].ruleID
                if notRunOnReference[rule] != nil {
                    uncompared[index] = true
                } else if let unchecked = uncheckedOnReference[rule], nodes[index] > 0,
                          let partner = matching.referenceIndex(forCurrentIndex: nodes[index] - 1),
                          Self.contains(unchecked, partner) {
                    isUnchanged[index] = true
                    unchangedCount += 1
                }
            }
        }

        /// Whether `indexes`, ascending, holds `index`.
        private static func contains(_ indexes: [Int32]?, _ index: Int) -> Bool {
            guard let indexes else { return false }
            var low = 0, high = indexes.count
            while low < high {
                let middle = (low + high) / 2
                if Int(indexes[middle]) < index { low = middle + 1 } else { high = middle }
            }
            return low < indexes.count && Int(indexes[low]) == index
        }
    }

    /// The reference node at `path`; `nil` when it leads nowhere, or (for a non-empty path) to
    /// the screen. Paths that are not spelled canonically are read leniently, digits between dots.
    private static func referenceNode(atPath path: String, in matching: ElementMatching) -> Int? {
        if let node = matching.referenceNode(atCanonicalPath: path) { return node }
        guard let node = matching.referenceNode(at: path.split(separator: ".").compactMap { Int($0) }), node > 0 else { return nil }
        return node
    }

    /// Whether the change introduced an error.
    public var hasNewErrors: Bool { new.contains { $0.severity == .error } }
}
