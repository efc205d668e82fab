/// How the HTML report marks an element on a drawn screen. Each mark has its own colour, line
/// style and badge symbol, so the drawing does not depend on colour alone.
enum ElementMark: String, CaseIterable {
    case added
    case removed
    case changed
    case violation
    case unchanged

    /// The symbol before the element's path in its badge.
    var symbol: String {
        switch self {
        case .added: "+"
        case .removed: "−"
        case .changed: "~"
        case .violation: "!"
        case .unchanged: ""
        }
    }

    /// What the legend and titles call it.
    var title: String {
        switch self {
        case .added: "added"
        case .removed: "removed"
        case .changed: "changed or moved"
        case .violation: "new violation"
        case .unchanged: "unchanged"
        }
    }

    /// The line style, in words, for the legend.
    var lineStyle: String {
        switch self {
        case .added: "thick solid outline"
        case .removed: "dashed outline"
        case .changed: "dotted outline"
        case .violation: "dash-dot outline"
        case .unchanged: "thin grey outline"
        }
    }
}

/// The marks of one drawn screen, keyed by element path (`"2.0.1"`).
struct ScreenMarks {
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

    /// Sets `mark` on `path` unless a stronger mark (added, removed over changed) is already there.
    mutating func mark(_ path: String, _ mark: ElementMark) {
        if let existing = marks[path], existing == .added || existing == .removed { return }
        marks[path] = mark
    }

    mutating func markViolation(_ path: String) {
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
