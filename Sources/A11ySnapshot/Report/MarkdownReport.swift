/// The Markdown report, for pull-request comments (GitHub-flavoured Markdown): a summary line, a
/// table of the snapshots that changed, were added or removed, or gained or lost violations (with
/// the number of unchanged ones left out), a collapsible `<details>` section per changed snapshot
/// listing its changes by element as the text report does, then the violations introduced and
/// fixed. One comparison renders as a report of one.
///
/// Snapshots are ordered by name. Labels and every other text from snapshots are escaped, so they
/// render as written and can never break the table, the list or the HTML around them.
///
/// With a ``maximumLength``, a report that would be longer is cut at a block (or, inside a long
/// block, a line) boundary and ends with a note of what was left out, so it fits GitHub's limits:
/// 1 MiB for `$GITHUB_STEP_SUMMARY`, 65,536 characters for a comment.
public struct MarkdownReport: Sendable {
    /// The longest report, in UTF-8 bytes; `nil` for no limit.
    public var maximumLength: Int?

    public init(maximumLength: Int? = nil) {
        self.maximumLength = maximumLength
    }

    /// The report of one comparison.
    public func render(_ comparison: SnapshotComparison) -> String {
        render([comparison])
    }

    /// The report of many comparisons.
    public func render(_ comparisons: [SnapshotComparison]) -> String {
        let ordered = SnapshotComparison.inReportOrder(comparisons)
        let summary = ComparisonSummary(ordered)
        var blocks: [String] = [
            "### Accessibility snapshots",
            "**" + ReportPhrase.snapshots(summary) + "** · " + ReportPhrase.changes(summary)
                + " · " + ReportPhrase.violations(summary),
        ]
        let listed = ordered.filter(\.isNoteworthy)
        if !listed.isEmpty {
            blocks.append(table(listed))
        }
        let unlisted = ordered.count - listed.count
        if unlisted > 0, !listed.isEmpty {
            blocks.append(ReportPhrase.count(unlisted, "unchanged snapshot") + " not listed.")
        }
        let changes = ordered.filter { $0.status == .changed }.map(details)
        let violationList = violations(ordered)
        let numbering = ordered.contains(where: { $0.status == .changed }) ? [Self.numbering] : []
        let whole = blocks + changes + [violationList] + numbering
        // A report that must be cut lists the violations before the changes, so the cut leaves
        // out changed elements rather than the new violations a reviewer must see.
        if let maximumLength, Self.joined(whole).utf8.count > maximumLength {
            return Self.fitted(blocks + [violationList] + changes + numbering, maximumLength: maximumLength)
        }
        return Self.fitted(whole, maximumLength: maximumLength)
    }

    /// The blocks joined by blank lines, ending with a line break: the report when it is not cut.
    private static func joined(_ blocks: [String]) -> String {
        blocks.joined(separator: "\n\n") + "\n"
    }

    /// The blocks joined by blank lines, cut to `maximumLength` UTF-8 bytes (at a block or, inside
    /// a long block, a line boundary, closing an open `<details>`) with a closing note of how
    /// many sections were left out, when they do not fit.
    package static func fitted(_ blocks: [String], maximumLength: Int?) -> String {
        let whole = joined(blocks)
        guard let maximumLength, whole.utf8.count > maximumLength else { return whole }
        /// What was left out: whole sections, and the lines cut from the one shortened, if any
        /// (a dialog's 21 changes, 16 cut, had read as "2 sections left out").
        func note(_ omitted: Int, cutLines: (cut: Int, of: Int)? = nil) -> String {
            let whole = ReportPhrase.count(omitted, cutLines == nil ? "section" : "more section")
            let what = cutLines.map { "\($0.cut) of the \($0.of) lines of one section" + (omitted > 0 ? " and \(whole)" : "") } ?? whole
            return "\n\n> [!NOTE]\n> This report was cut to fit \(maximumLength) bytes: \(what) left out. "
                + "The full report is in the text, JSON or HTML report of the same run.\n"
        }
        let budget = maximumLength - note(blocks.count, cutLines: (999_999, 999_999)).utf8.count
        var out = ""
        var used = 0
        for (index, block) in blocks.enumerated() {
            let separator = index == 0 ? "" : "\n\n"
            if used + separator.utf8.count + block.utf8.count <= budget {
                out += separator + block
                used += separator.utf8.count + block.utf8.count
                continue
            }
            // A block too long for what is left: keep its first lines, closing an open <details>.
            let closing = block.hasPrefix("<details>") ? "\n\n</details>" : ""
            var partial = ""
            let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
            var kept = 0
            for line in lines {
                let addition = (partial.isEmpty ? "" : "\n") + line
                guard used + separator.utf8.count + partial.utf8.count + addition.utf8.count + closing.utf8.count <= budget else { break }
                partial += addition
                kept += 1
            }
            if !partial.isEmpty, partial.contains("\n") {
                out += separator + partial + closing
                return out + note(blocks.count - index - 1, cutLines: (lines.count - kept, lines.count))
            }
            return out + note(blocks.count - index)
        }
        return out + "\n"
    }

    /// What the element numbers mean, said once under a report that lists elements.
    static let numbering = "<sub>Elements are numbered by their place in the tree, counting from 0: [4] is the fifth "
        + "top-level element, [1.2] the third inside the second. A removed element keeps its number in the reference.</sub>"

    // MARK: Pieces

    private func table(_ comparisons: [SnapshotComparison]) -> String {
        var rows = [
            "| Snapshot | Status | Added | Removed | Moved | Changed | New violations |",
            "| :-- | :-- | --: | --: | --: | --: | --: |",
        ]
        for comparison in comparisons {
            let summary = comparison.summary
            // A snapshot with no reference adds all its elements, one with no current snapshot
            // removes all of them (a reviewer had read an added screen's row as all zeros).
            let lone = comparison.lone?.elementCount ?? 0
            let added = comparison.status == .added ? lone : summary.added
            let removed = comparison.status == .removed ? lone : summary.removed
            let cells = [MarkdownText.inline(comparison.name), comparison.status.rawValue]
                + [added, removed, summary.moved, summary.changed, summary.newViolations].map(String.init)
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    private func details(_ comparison: SnapshotComparison) -> String {
        var lines = [
            "<details>",
            "<summary><b>" + MarkdownText.html(comparison.name) + "</b>: "
                + MarkdownText.html(ReportPhrase.status(comparison)) + "</summary>",
            "",
        ]
        if let viewport = comparison.diff?.viewportChange {
            lines.append("- " + attributeText(name: "viewport", viewport)
                         + (comparison.diff.map(ReportPhrase.framesWithViewport) ?? ""))
        }
        if let scroll = comparison.diff?.scroll {
            lines.append("- " + MarkdownText.inline(ReportPhrase.scroll(scroll)))
        }
        let neighbours = ReadingOrderLabels(comparison.diff)
        for group in ElementChangeGroup.grouping(comparison.changes) {
            lines += items(for: group, neighbours: neighbours)
        }
        lines += ["", "</details>"]
        return lines.joined(separator: "\n")
    }

    private func items(for group: ElementChangeGroup, neighbours: ReadingOrderLabels) -> [String] {
        let head = "- " + MarkdownText.code("[\(group.element.path)]") + " "
        let spoken = MarkdownText.inline(group.spoken)
        switch group.presence {
        case .added:
            return [head + "added: " + spoken + group.scrollNote]
        case .removed:
            return [head + "removed: ~~" + spoken + "~~" + group.scrollNote]
        case .kept:
            var lines = [head + (group.spokenBefore.map { "~~" + MarkdownText.inline($0) + "~~ → " } ?? "") + spoken]
            for change in group.changes {
                switch change.kind {
                case .moved:
                    lines.append("  - " + ReportPhrase.moved(change, neighbours: neighbours, text: MarkdownText.inline))
                case .changed:
                    if let attribute = change.attributeChange {
                        lines.append("  - " + attributeText(name: attribute.attribute.rawValue, attribute)
                                     + ReportPhrase.movedAlong(change))
                    }
                case .added, .removed:
                    break
                }
            }
            return lines
        }
    }

    /// ``label: `"Log in"` → `"Sign in"` ``, or `traits: +selected −button`.
    private func attributeText(name: String, _ change: AttributeChange) -> String {
        if let delta = DisplayText.traitDelta(change) {
            return name + ": " + (delta.gained.map { "+" + $0 } + delta.lost.map { "−" + $0 }).joined(separator: " ")
        }
        return name + ": " + MarkdownText.code(DisplayText.value(change.before))
            + " → " + MarkdownText.code(DisplayText.value(change.after))
    }

    private func violations(_ comparisons: [SnapshotComparison]) -> String {
        let named = comparisons.count > 1
        func entries(_ pick: (SnapshotComparison) -> [ListedViolation]) -> [String] {
            comparisons.flatMap { comparison in
                pick(comparison).map { listed in
                    let violation = listed.violation
                    var line = "- " + (named ? MarkdownText.inline(comparison.name) + " " : "")
                        + MarkdownText.code(ReportPhrase.pathTag(violation.element.path)) + " **\(violation.severity.rawValue)** "
                        + MarkdownText.code(violation.ruleID) + ": " + MarkdownText.inline(violation.message)
                    if !violation.wcag.isEmpty {
                        line += " (WCAG " + MarkdownText.inline(violation.wcag.joined(separator: ", ")) + ")"
                    }
                    line += listed.note
                    return line
                }
            }
        }
        func part(_ title: String, _ entries: [String]) -> String {
            entries.isEmpty ? "**\(title):** none" : "**\(title) (\(entries.count)):**\n\n" + entries.joined(separator: "\n")
        }
        var parts = ["#### Violations", part("New", entries(\.listedNew)),
                     part("Resolved", entries(\.listedResolved))]
        if let unchanged = ReportPhrase.unchanged(comparisons) { parts.append("**Unchanged:** \(unchanged)") }
        let notRun = NotRunReasons(comparisons).groups.map { group in
            "- " + group.reason + (named ? " (" + ReportPhrase.count(group.snapshots, "snapshot") + ")" : "") + ": "
                + group.ruleIDs.map(MarkdownText.code).joined(separator: ", ")
        }
        if !notRun.isEmpty { parts.append("**Not run:**\n\n" + notRun.joined(separator: "\n")) }
        return parts.joined(separator: "\n\n")
    }
}
