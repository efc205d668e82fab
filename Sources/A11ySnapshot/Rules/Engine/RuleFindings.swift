/// What one rule found in one tree: violations by element index (-1 for the screen) with their
/// messages, and which elements it could not check for lack of data.
package struct RuleFindings: Sendable {
    package struct Finding: Sendable {
        package let node: Int
        /// Moved into the violation when the report is built (``ViolationPlacement``).
        package internal(set) var message: String
    }

    package private(set) var findings: [Finding] = []
    /// The elements the rule applies to but could not check, because the snapshot lacks the
    /// data, by index in reading order (ascending).
    package private(set) var notRunNodes: [Int32] = []
    /// How many elements the rule could not check.
    package var notRun: Int { notRunNodes.count }

    mutating func report(_ node: Int, _ message: consuming String) {
        findings.append(Finding(node: node, message: message))
    }

    mutating func skip(_ node: Int) {
        notRunNodes.append(Int32(truncatingIfNeeded: node))
    }

    /// These findings, leaving none behind: the caller gets their arrays without sharing them.
    mutating func taken() -> RuleFindings {
        var taken = RuleFindings()
        swap(&taken, &self)
        return taken
    }

    /// Adds the findings of a later block of elements.
    mutating func append(_ other: RuleFindings) {
        findings.append(contentsOf: other.findings)
        notRunNodes.append(contentsOf: other.notRunNodes)
    }
}
