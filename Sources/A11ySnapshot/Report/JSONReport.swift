/// The JSON report, for tools: the same content as the text and Markdown reports, with typed
/// values and a fixed key order. `docs/DIFF.md` specifies it.
///
/// One comparison (`a11ysnap diff`) gives
/// `{version, reference, current, summary, changes, violations}`; many (`a11ysnap compare`) give
/// `{version, summary, snapshots}`, where each snapshot is
/// `{name, status, reference, current, summary, changes, violations}` and the summary adds a
/// `snapshots` object counting them by status. Output is deterministic: two-space indent, short
/// arrays on one line, a final newline, snapshots ordered by name.
public struct JSONReport: Sendable {
    /// The report format's version, written as `version`.
    public static let formatVersion = 1

    public init() {}

    /// The report of one comparison.
    public func render(_ comparison: SnapshotComparison) -> String {
        ReportJSON.object([("version", .int(Self.formatVersion))] + members(of: comparison)).document
    }

    /// The report of many comparisons, ordered by snapshot name.
    public func render(_ comparisons: [SnapshotComparison]) -> String {
        let ordered = SnapshotComparison.inReportOrder(comparisons)
        return ReportJSON.object([
            ("version", .int(Self.formatVersion)),
            ("summary", summary(ComparisonSummary(ordered), withSnapshots: true)),
            ("snapshots", .array(ordered.map { comparison in
                .object([("name", .string(comparison.name)), ("status", .string(comparison.status.rawValue))] + members(of: comparison))
            })),
        ]).document
    }

    // MARK: Pieces

    /// The members that describe one comparison, in both report shapes.
    private func members(of comparison: SnapshotComparison) -> [(key: String, value: ReportJSON)] {
        [
            ("reference", .optional(comparison.referencePath)),
            ("current", .optional(comparison.currentPath)),
            ("summary", summary(comparison.summary, withSnapshots: false)),
            ("changes", changes(of: comparison)),
            ("violations", violations(of: comparison)),
        ]
    }

    private func summary(_ summary: ComparisonSummary, withSnapshots: Bool) -> ReportJSON {
        var members: [(key: String, value: ReportJSON)] = [
            ("added", .int(summary.added)),
            ("removed", .int(summary.removed)),
            ("moved", .int(summary.moved)),
            ("changed", .int(summary.changed)),
            ("changedAttributes", .int(summary.changedAttributes)),
            ("elements", .int(summary.elements)),
            ("viewport", .int(summary.viewportChanges)),
            ("newViolations", .int(summary.newViolations)),
            ("resolvedViolations", .int(summary.resolvedViolations)),
        ]
        if withSnapshots {
            members.append(("snapshots", .object([
                ("total", .int(summary.snapshots)),
                ("changed", .int(summary.changedSnapshots)),
                ("unchanged", .int(summary.unchangedSnapshots)),
                ("added", .int(summary.addedSnapshots)),
                ("removed", .int(summary.removedSnapshots)),
            ])))
        }
        return .object(members)
    }

    /// The viewport change first (a `changed` entry without `element`), then the element changes.
    private func changes(of comparison: SnapshotComparison) -> ReportJSON {
        var entries: [ReportJSON] = []
        if let diff = comparison.diff, let viewport = diff.viewportChange {
            var members: [(key: String, value: ReportJSON)] = [
                ("kind", .string(ElementChange.Kind.changed.rawValue)),
                ("attribute", .string("viewport")),
                ("before", value(viewport.before)),
                ("after", value(viewport.after)),
            ]
            if diff.framesChangedWithViewport > 0 { members.append(("movedAlong", .int(diff.framesChangedWithViewport))) }
            entries.append(.object(members))
        }
        if let scroll = comparison.diff?.scroll {
            entries.append(.object([
                ("kind", .string("scrolled")),
                ("x", .literal(Points.format(scroll.x))), ("y", .literal(Points.format(scroll.y))),
                ("movedAlong", .int(scroll.movedAlong)),
                ("scrolledOut", .int(scroll.scrolledOut)), ("scrolledIn", .int(scroll.scrolledIn)),
            ]))
        }
        entries += comparison.changes.map(change)
        return .array(entries)
    }

    private func change(_ change: ElementChange) -> ReportJSON {
        var members: [(key: String, value: ReportJSON)] = [("kind", .string(change.kind.rawValue))]
        if change.kind == .changed, let attribute = change.attributeChange {
            members.append(("attribute", .string(attribute.attribute.rawValue)))
            members.append(("before", value(attribute.before)))
            members.append(("after", value(attribute.after)))
        }
        members.append(("element", element(change.element)))
        if change.movedAlong > 0 { members.append(("movedAlong", .int(change.movedAlong))) }
        if change.byScroll { members.append(("byScroll", .bool(true))) }
        if change.kind == .moved {
            if let from = change.from { members.append(("from", .int(from))) }
            if let to = change.to { members.append(("to", .int(to))) }
        }
        return .object(members)
    }

    private func element(_ element: ElementReference) -> ReportJSON {
        var members: [(key: String, value: ReportJSON)] = [("label", .string(element.label))]
        if let identifier = element.identifier { members.append(("identifier", .string(identifier))) }
        if let type = element.type { members.append(("type", .string(type.rawValue))) }
        members.append(("path", .string(element.path)))
        return .object(members)
    }

    /// An attribute value typed as the snapshot types it.
    private func value(_ value: AttributeValue) -> ReportJSON {
        switch value {
        case .absent: .null
        case .text(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .frame(let frame): .array([frame.x, frame.y, frame.width, frame.height].map { .literal(Points.format($0)) })
        case .point(let point): .array([point.x, point.y].map { .literal(Points.format($0)) })
        case .traits(let traits): .array(traits.names.map(ReportJSON.string))
        case .list(let items): .array(items.map(ReportJSON.string))
        case .textStyle(let style): .object(SnapshotFragment.members(of: style).map { ($0.key, .literal($0.value)) })
        case .colors(let colors): .object(SnapshotFragment.members(of: colors).map { ($0.key, .literal($0.value)) })
        }
    }

    /// `new`, `resolved`, `unchanged`, and `notStated` (rule id → "not run: …", as `check --format
    /// json` writes it) only when some rule could not run on the snapshot's source. A resolved
    /// violation is named as the change list names its element (``ListedViolation``), and says so
    /// when the change removed the element (`elementRemoved`), as the other reports do.
    private func violations(of comparison: SnapshotComparison) -> ReportJSON {
        let violations = comparison.violations
        var members: [(key: String, value: ReportJSON)] = [
            ("new", .array(comparison.listedNew.map { violation($0.violation, elementScrolledIn: $0.elementScrolledIn) })),
            ("resolved", .array(comparison.listedResolved.map {
                violation($0.violation, elementRemoved: $0.elementRemoved, elementScrolledOut: $0.elementScrolledOut)
            })),
            ("unchanged", .array(violations.unchanged.map { violation($0) })),
        ]
        let notRun = violations.notRunLines
        if !notRun.isEmpty { members.append(("notStated", .object(notRun.map { ($0.ruleID, .string("not run: " + $0.reason)) }))) }
        return .object(members)
    }

    private func violation(_ violation: Violation, elementRemoved: Bool = false, elementScrolledOut: Bool = false,
                           elementScrolledIn: Bool = false) -> ReportJSON {
        var members: [(key: String, value: ReportJSON)] = [
            ("rule", .string(violation.ruleID)),
            ("severity", .string(violation.severity.rawValue)),
            ("message", .string(violation.message)),
            ("element", element(violation.element)),
            ("wcag", .array(violation.wcag.map(ReportJSON.string))),
        ]
        if elementRemoved { members.append(("elementRemoved", .bool(true))) }
        if elementScrolledOut { members.append(("elementScrolledOut", .bool(true))) }
        if elementScrolledIn { members.append(("elementScrolledIn", .bool(true))) }
        return .object(members)
    }
}
