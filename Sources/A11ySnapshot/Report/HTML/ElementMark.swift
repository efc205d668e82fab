/// How the HTML pages mark an element on a drawn screen. Each mark has its own colour, line
/// style and badge symbol, so the drawing does not depend on colour alone. The comparison page
/// uses ``comparisonMarks``; `check`'s audit page marks findings by severity (``severityMarks``)
/// and, against a baseline, new ones as the comparison page marks a new violation.
package enum ElementMark: String, CaseIterable, Sendable {
    case added
    case removed
    case changed
    case violation
    case unchanged
    case error
    case warning
    case info

    /// The marks of the comparison page, in its legend's order.
    package static let comparisonMarks: [ElementMark] = [.added, .removed, .changed, .violation, .unchanged]
    /// The marks of findings by severity, worst first.
    package static let severityMarks: [ElementMark] = [.error, .warning, .info]

    /// The mark of a finding of `severity`.
    package init(_ severity: RuleSeverity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .info
        }
    }

    /// The symbol before the element's path in its badge.
    package var symbol: String {
        switch self {
        case .added: "+"
        case .removed: "−"
        case .changed: "~"
        case .violation: "!"
        case .unchanged: ""
        case .error: "E"
        case .warning: "W"
        case .info: "i"
        }
    }

    /// What the legend and titles call it.
    package var title: String {
        switch self {
        case .added: "added"
        case .removed: "removed"
        case .changed: "changed or moved"
        case .violation: "new violation"
        case .unchanged: "unchanged"
        case .error, .warning, .info: rawValue
        }
    }

    /// The line style, in words, for the legend.
    package var lineStyle: String {
        switch self {
        case .added, .error: "thick solid outline"
        case .removed, .warning: "dashed outline"
        case .changed, .info: "dotted outline"
        case .violation: "dash-dot outline"
        case .unchanged: "thin grey outline"
        }
    }

    /// The outline's width and dash pattern, in CSS pixels of the drawing.
    var stroke: (width: Double, dashes: [Double]) {
        switch self {
        case .added, .error: (3, [])
        case .removed, .warning: (2, [6, 3])
        case .changed, .info: (2, [2, 2])
        case .violation: (2, [8, 3, 2, 3])
        case .unchanged: (1, [])
        }
    }

    /// The worse of two marks of findings (error over warning over info); any other mark stays.
    func worse(than other: ElementMark?) -> ElementMark {
        guard let other, let mine = Self.severityMarks.firstIndex(of: self),
              let theirs = Self.severityMarks.firstIndex(of: other) else { return self }
        return mine <= theirs ? self : other
    }
}

/// The marks of one drawn screen, keyed by element path (`"2.0.1"`).
package struct ScreenMarks: Sendable {
    private(set) var marks: [String: ElementMark] = [:]
    private(set) var violations: Set<String> = []
    /// The path reports name an element by, where it is not the element's own path on this side:
    /// on the reference side, a matched element is named by its path in the current screen, as
    /// the text and Markdown reports name it.
    private(set) var reportedPaths: [String: String] = [:]

    /// The path the reports use for the element at `path` on this side.
    func reportedPath(of path: String) -> String {
        reportedPaths[path] ?? path
    }

    package init() {}

    /// Marks `path` with a finding of `severity`, unless a worse finding marks it already.
    package mutating func mark(_ path: String, finding severity: RuleSeverity) {
        marks[path] = ElementMark(severity).worse(than: marks[path])
    }

    /// Sets `mark` on `path` unless a stronger mark (added, removed over changed) is already there.
    mutating func mark(_ path: String, _ mark: ElementMark) {
        if let existing = marks[path], existing == .added || existing == .removed { return }
        marks[path] = mark
    }

    /// Marks `path` as having a new violation (a new finding, against a baseline).
    package mutating func markViolation(_ path: String) {
        violations.insert(path)
    }

    func mark(of path: String) -> ElementMark {
        marks[path] ?? (violations.contains(path) ? .violation : .unchanged)
    }

    func hasViolation(_ path: String) -> Bool { violations.contains(path) }

    /// The marks of each side of a comparison.
    static func sides(of comparison: SnapshotComparison) -> (reference: ScreenMarks, current: ScreenMarks) {
        var reference = ScreenMarks(), current = ScreenMarks()
        for violation in comparison.violations.new { current.markViolation(violation.element.path) }
        switch comparison.status {
        case .added:
            for path in DrawnElement.flatten(comparison.lone?.elements ?? []).map(\.path) { current.mark(path, .added) }
        case .removed:
            for path in DrawnElement.flatten(comparison.lone?.elements ?? []).map(\.path) { reference.mark(path, .removed) }
        case .changed, .unchanged:
            guard let diff = comparison.diff else { break }
            var referencePathOf: [String: String] = [:]
            for pair in diff.matchedPairs {
                let currentPath = pair.currentPath.map(String.init).joined(separator: ".")
                let referencePath = pair.referencePath.map(String.init).joined(separator: ".")
                referencePathOf[currentPath] = referencePath
                if referencePath != currentPath { reference.reportedPaths[referencePath] = currentPath }
            }
            for change in diff.changes {
                switch change.kind {
                case .added: current.mark(change.element.path, .added)
                case .removed: reference.mark(change.element.path, .removed)
                case .moved, .changed:
                    current.mark(change.element.path, .changed)
                    if let path = referencePathOf[change.element.path] { reference.mark(path, .changed) }
                }
            }
        }
        return (reference, current)
    }
}
