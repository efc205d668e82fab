/// The text report, for terminals and logs: each snapshot's header with its change counts, then
/// its changes grouped by element, each element headed by its path and what VoiceOver says, then
/// the violations the change introduced and fixed.
///
/// ```
/// ExampleScreens/login: 1 change: 1 changed
///   [4] − Log in. Dimmed. Button.
///       + Sign in. Dimmed. Button.
///       label: "Log in" → "Sign in"
///
/// Violations
///   new: none
///   resolved: none
/// ```
///
/// `−` and `+` show what VoiceOver said before and says now; attribute changes follow as
/// `attribute: before → after` (traits as `traits: +selected −button`), moves as
/// `moved: position 3 → 5` (0-based positions in reading order). Paths are 0-based child indexes
/// (`2.0.1`), in the reference tree for removed elements. Control characters in labels are shown
/// escaped, so a label never breaks a line or styles the terminal.
public struct TextReport: Sendable {
    /// Whether to colour the report with ANSI escape sequences (the caller decides, e.g. only on
    /// a terminal without `NO_COLOR`).
    public var usesColor: Bool

    public init(usesColor: Bool = false) {
        self.usesColor = usesColor
    }

    /// The report of one comparison.
    public func render(_ comparison: SnapshotComparison) -> String {
        var lines = block(comparison)
        lines.append("")
        lines += violationsSection([comparison], namingSnapshots: false)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report of many comparisons: a summary line, then every snapshot that is not unchanged,
    /// ordered by name, then the violations of all of them.
    public func render(_ comparisons: [SnapshotComparison]) -> String {
        let ordered = SnapshotComparison.inReportOrder(comparisons)
        let summary = ComparisonSummary(ordered)
        var lines = [palette.bold(ReportPhrase.snapshots(summary)) + "; " + ReportPhrase.changes(summary)]
        for comparison in ordered where comparison.isNoteworthy {
            lines.append("")
            lines += block(comparison)
        }
        lines.append("")
        lines += violationsSection(ordered, namingSnapshots: true)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One comparison's changes without its header line, one block of lines per changed element
    /// (a viewport change is a block of its own), for test-failure messages that show only the
    /// first few elements.
    package func changeBlocks(_ comparison: SnapshotComparison) -> [[String]] {
        var blocks: [[String]] = []
        if let viewport = comparison.diff?.viewportChange {
            blocks.append(["  " + attributeLine(name: "viewport", viewport)
                           + palette.dim(comparison.diff.map(ReportPhrase.framesWithViewport) ?? "")])
        }
        if let scroll = comparison.diff?.scroll {
            blocks.append(["  " + palette.dim(ReportPhrase.scroll(scroll))])
        }
        let neighbours = ReadingOrderLabels(comparison.diff)
        for group in ElementChangeGroup.grouping(comparison.changes) {
            blocks.append(lines(for: group, neighbours: neighbours))
        }
        return blocks
    }

    /// One line per violation, as the report's violations section lists them.
    package func violationLines(_ violations: [Violation]) -> [String] {
        violations.map { ReportPhrase.violation($0, text: DisplayText.visible) }
    }

    // MARK: Pieces

    private var palette: TerminalPalette { TerminalPalette(isOn: usesColor) }

    /// The snapshot's header line and its changes.
    private func block(_ comparison: SnapshotComparison) -> [String] {
        [palette.bold(DisplayText.visible(comparison.name)) + ": " + ReportPhrase.status(comparison)]
            + changeBlocks(comparison).joined()
    }

    private func lines(for group: ElementChangeGroup, neighbours: ReadingOrderLabels) -> [String] {
        let tag = "[\(group.element.path)]"
        let head = "  " + palette.dim(tag) + " "
        let indent = String(repeating: " ", count: 2 + tag.count + 1)
        let spoken = DisplayText.visible(group.spoken)
        switch group.presence {
        case .added:
            return [head + palette.green("+ " + spoken) + palette.dim(group.scrollNote)]
        case .removed:
            return [head + palette.red("− " + spoken) + palette.dim(group.scrollNote)]
        case .kept:
            var lines: [String]
            if let before = group.spokenBefore {
                lines = [head + palette.red("− " + DisplayText.visible(before)), indent + palette.green("+ " + spoken)]
            } else {
                lines = [head + spoken]
            }
            for change in group.changes {
                switch change.kind {
                case .moved:
                    lines.append(indent + palette.yellow(ReportPhrase.moved(change, neighbours: neighbours, text: DisplayText.visible)))
                case .changed:
                    if let attribute = change.attributeChange {
                        lines.append(indent + attributeLine(name: attribute.attribute.rawValue, attribute)
                                     + palette.dim(ReportPhrase.movedAlong(change)))
                    }
                case .added, .removed:
                    break
                }
            }
            return lines
        }
    }

    /// `label: "Log in" → "Sign in"`, or `traits: +selected −button`.
    private func attributeLine(name: String, _ change: AttributeChange) -> String {
        if let delta = DisplayText.traitDelta(change) {
            let words = delta.gained.map { palette.green("+" + $0) } + delta.lost.map { palette.red("−" + $0) }
            return name + ": " + words.joined(separator: " ")
        }
        return name + ": " + palette.red(DisplayText.value(change.before)) + " → " + palette.green(DisplayText.value(change.after))
    }

    /// `Violations`, then the new and resolved ones (or `none`), and how many are unchanged.
    private func violationsSection(_ comparisons: [SnapshotComparison], namingSnapshots: Bool) -> [String] {
        func entries(_ pick: (SnapshotComparison) -> [ListedViolation]) -> [String] {
            comparisons.flatMap { comparison in
                pick(comparison).map { listed in
                    (namingSnapshots ? DisplayText.visible(comparison.name) + " " : "")
                        + ReportPhrase.violation(listed.violation, text: DisplayText.visible)
                        + listed.note
                }
            }
        }
        func list(_ title: String, _ entries: [String], paint: (String) -> String) -> [String] {
            guard !entries.isEmpty else { return ["  \(title): none"] }
            return ["  \(title) (\(entries.count)):"] + entries.map { "    " + paint($0) }
        }
        var lines = [palette.bold("Violations")]
        lines += list("new", entries(\.listedNew), paint: palette.red)
        lines += list("resolved", entries(\.listedResolved), paint: palette.green)
        if let unchanged = ReportPhrase.unchanged(comparisons) { lines.append("  unchanged: \(unchanged)") }
        // Once per reason for the whole report, naming the rules (and, for many snapshots, how many it concerns).
        for group in NotRunReasons(comparisons).groups {
            let scope = namingSnapshots ? "; " + ReportPhrase.count(group.snapshots, "snapshot") : ""
            lines.append("  not run (\(group.reason)\(scope)): " + group.ruleIDs.joined(separator: ", "))
        }
        return lines
    }
}
