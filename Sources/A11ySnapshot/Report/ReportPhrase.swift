/// The sentences the text and Markdown reports share: counts, statuses and moves.
package enum ReportPhrase {
    /// Said after a resolved violation whose element the change removed: nothing was fixed there.
    package static let elementRemoved = " (its element was removed)"

    /// `1 change`, `2 changes`, with a plural for the few words that need one.
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `no changes`, `1 element changed (2 attributes)`, or
    /// `3 elements changed: 1 added, 1 moved, 1 changed (1 attribute)` (``ComparisonSummary/phrase``).
    static func changes(_ summary: ComparisonSummary) -> String {
        summary.phrase
    }

    /// `3 snapshots: 1 changed, 1 added, 1 unchanged` (statuses with a count only).
    static func snapshots(_ summary: ComparisonSummary) -> String {
        guard summary.snapshots > 0 else { return "no snapshots" }
        let statuses = [(summary.changedSnapshots, "changed"), (summary.addedSnapshots, "added"),
                        (summary.removedSnapshots, "removed"), (summary.unchangedSnapshots, "unchanged")]
        return count(summary.snapshots, "snapshot") + ": "
            + statuses.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// `no new violations`, `1 new violation, 2 resolved`, `4 new violations, 12 resolved (9 with
    /// their element removed)`: a popover that hides a screen resolves nothing it hides.
    static func violations(_ summary: ComparisonSummary) -> String {
        let new = summary.newViolations == 0 ? "no new violations" : count(summary.newViolations, "new violation")
        guard summary.resolvedViolations > 0 else { return new }
        let removed = summary.resolvedWithElementRemoved
        return new + ", \(summary.resolvedViolations) resolved"
            + (removed == 0 ? "" : " (\(removed) with \(removed == 1 ? "its" : "their") element removed)")
    }

    /// What happened to a snapshot: its change counts, or that it was added or removed.
    static func status(_ comparison: SnapshotComparison) -> String {
        switch comparison.status {
        case .changed, .unchanged: changes(comparison.summary)
        case .added: "added (no reference), " + count(comparison.lone?.elementCount ?? 0, "element")
        case .removed: "removed (no current snapshot), " + count(comparison.lone?.elementCount ?? 0, "element")
        }
    }

    /// `moved: now after "Sign in" (was after "Forgot password?")`: the element's neighbour in
    /// reading order in each tree, which says what changed even when its position number did not.
    static func moved(_ change: ElementChange, neighbours: ReadingOrderLabels, text: (String) -> String) -> String {
        func place(_ position: Int?, in labels: [String]) -> String {
            guard let position else { return "?" }
            guard position > 0, position - 1 < labels.count else { return "first" }
            let label = labels[position - 1]
            return "after " + (label.isEmpty ? "an unlabelled element" : text("\"" + label + "\""))
        }
        return "moved: now \(place(change.to, in: neighbours.current)) (was \(place(change.from, in: neighbours.reference)))"
    }

    /// ` (9 more elements moved with it)` after a frame change others moved with, else nothing.
    static func movedAlong(_ change: ElementChange) -> String {
        change.movedAlong == 0 ? "" : " (" + count(change.movedAlong, "more element") + " moved with it)"
    }

    /// ` (the frames of 13 elements changed with it)` after a viewport that changed size, else nothing.
    static func framesWithViewport(_ diff: SnapshotDiff) -> String {
        let count = diff.framesChangedWithViewport
        return count == 0 ? "" : " (the frames of " + Self.count(count, "element") + " changed with it)"
    }

    /// `[4]`, or `[screen]` for the empty path of a screen-wide violation.
    package static func pathTag(_ path: String) -> String {
        "[" + (path.isEmpty ? "screen" : path) + "]"
    }

    /// `[4] error label-trailing-period: The label ends with a period. (WCAG 4.1.2)`.
    package static func violation(_ violation: Violation, text: (String) -> String) -> String {
        var line = text(pathTag(violation.element.path)) + " \(violation.severity.rawValue) \(text(violation.ruleID)): \(text(violation.message))"
        if !violation.wcag.isEmpty { line += " (WCAG " + text(violation.wcag.joined(separator: ", ")) + ")" }
        return line
    }
}
