import A11ySnapshot
import Foundation

/// Diffs two trees, the bytes before and after the first NUL (or one tree with itself when there
/// is none), both ways, and renders the comparison in every report format.
enum DiffHarness {
    static func run(_ bytes: [UInt8]) {
        let separator = bytes.firstIndex(of: 0)
        let referenceBytes = separator.map { bytes[..<$0] } ?? bytes[...]
        let currentBytes = separator.map { bytes[($0 + 1)...] } ?? bytes[...]
        guard let reference = TreeInput.tree(referenceBytes), let current = TreeInput.tree(currentBytes) else { return }

        checkSelfDiff(reference)
        checkSelfDiff(current)
        let forward = SnapshotDiff(reference: reference, current: current)
        let backward = SnapshotDiff(reference: current, current: reference)
        if reference == current {
            invariant(forward.isEmpty && backward.isEmpty, "two equal trees differ")
        }
        let violations = RulesHarness.engine.map { engine in
            ViolationChanges(new: engine.check(current).violations, resolved: engine.check(reference).violations)
        } ?? .none
        render([
            SnapshotComparison(diff: forward, referencePath: "reference.json", currentPath: "current.json", violations: violations),
            SnapshotComparison(diff: backward),
            SnapshotComparison(added: current, violations: violations),
            SnapshotComparison(removed: reference),
        ])
    }

    /// A tree compared with itself has no changes.
    static func checkSelfDiff(_ tree: AccessibilitySnapshot) {
        invariant(SnapshotDiff(reference: tree, current: tree).isEmpty, "a tree differs from itself")
    }

    /// Every renderer runs; the JSON report must be JSON.
    static func render(_ comparisons: [SnapshotComparison]) {
        for comparison in comparisons {
            _ = TextReport(usesColor: true).render(comparison)
            _ = MarkdownReport().render(comparison)
            _ = HTMLReport().render(comparison)
            checkJSON(JSONReport().render(comparison))
        }
        _ = TextReport().render(comparisons)
        _ = MarkdownReport(maximumLength: 2_000).render(comparisons)
        _ = HTMLReport().render(comparisons)
        checkJSON(JSONReport().render(comparisons))
    }

    static func checkJSON(_ report: String) {
        let parsed = try? JSONSerialization.jsonObject(with: Data(report.utf8))
        invariant(parsed != nil, "the JSON report is not JSON:\n\(report)")
    }
}
