/// The sentences the text and Markdown reports share: counts, statuses and moves.
package enum ReportPhrase {
    /// Said after a resolved violation whose element the change removed: nothing was fixed there.
    package static let elementRemoved = " (its element was removed)"
    /// Said after a resolved violation whose element the content's scroll took off the screen.
    package static let elementScrolledOut = " (its element scrolled out of view)"
    /// Said after a new violation whose element the content's scroll brought onto the screen.
    package static let elementScrolledIn = " (its element scrolled into view)"
    /// Said after an element the content's scroll took off the screen.
    package static let scrolledOut = " (scrolled out of view)"
    /// Said after an element the content's scroll brought onto the screen.
    package static let scrolledIn = " (scrolled into view)"

    /// `1 change`, `2 changes`, with a plural for the few words that need one.
    package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `6 (3 errors, 3 warnings)`: how many violations were in the reference too, and of which
    /// severities, so a reviewer knows an error remains on the screen without it being listed.
    static func unchanged(_ comparisons: [SnapshotComparison]) -> String? {
        let violations = comparisons.flatMap(\.violations.unchanged)
        guard !violations.isEmpty else { return nil }
        let bySeverity = RuleSeverity.allCases.compactMap { severity in
            let number = violations.count { $0.severity == severity }
            return number == 0 ? nil : severity == .info ? "\(number) info" : count(number, severity.rawValue)
        }
        return "\(violations.count) (" + bySeverity.joined(separator: ", ") + ")"
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
    /// their element removed)`, `3 resolved (1 with its element removed, 2 scrolled out of view)`,
    /// `3 new violations (3 with their element scrolled into view)`: a popover that hides a screen
    /// resolves nothing it hides, nor does a scroll, and a scroll brings no violation.
    static func violations(_ summary: ComparisonSummary) -> String {
        let scrolledIn = summary.newWithElementScrolledIn
        let new = summary.newViolations == 0 ? "no new violations" : count(summary.newViolations, "new violation")
            + (scrolledIn > 0 ? " (\(scrolledIn) with \(scrolledIn == 1 ? "its" : "their") element scrolled into view)" : "")
        guard summary.resolvedViolations > 0 else { return new }
        let scrolled = summary.resolvedWithElementScrolledOut
        let removed = summary.resolvedWithElementRemoved - scrolled
        let its = removed + scrolled == 1 ? "its" : "their"
        let parts = (removed > 0 ? ["\(removed) with \(its) element removed"] : [])
            + (scrolled > 0 ? [(removed > 0 ? "\(scrolled)" : "\(scrolled) with \(its) element") + " scrolled out of view"] : [])
        return new + ", \(summary.resolvedViolations) resolved" + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
    }

    /// `scrolled down by 1786 (8 elements moved with it; 13 elements scrolled out of view, 16 into view)`.
    /// The direction is the scroll's, as a person scrolling says it and a scroll offset counts
    /// it: scrolled down, the content moved up and what lay below came into view.
    static func scroll(_ scroll: ContentScroll) -> String {
        let moves = [(scroll.y, "down", "up"), (scroll.x, "right", "left")].filter { $0.0 != 0 }
            .map { ($0.0 < 0 ? $0.1 : $0.2) + " by " + Points.format($0.0.magnitude) }
        let along = scroll.movedAlong == 0 ? "" : count(scroll.movedAlong, "element") + " moved with it; "
        let edges = scroll.scrolledIn == 0 ? count(scroll.scrolledOut, "element") + " scrolled out of view"
            : scroll.scrolledOut == 0 ? count(scroll.scrolledIn, "element") + " scrolled into view"
            : count(scroll.scrolledOut, "element") + " scrolled out of view, \(scroll.scrolledIn) into view"
        return "scrolled " + moves.joined(separator: " and ") + " (" + along + edges + ")"
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
        let now = place(change.to, in: neighbours.current), was = place(change.from, in: neighbours.reference)
        // Beside another element of the same label (a card's icon repeated on every card), the
        // neighbours say nothing: the places in reading order do.
        if now == was, let to = change.to, let from = change.from {
            return "moved: now \(ordinal(to + 1)) in reading order (was \(ordinal(from + 1))), \(now)"
        }
        return "moved: now \(now) (was \(was))"
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
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
