/// A violation as every comparison report lists it: named by its element's place in the change
/// list, and, when resolved, marked if the change removed the element.
///
/// A resolved violation was found on the reference tree, but the change list names an element
/// that is still there by its current path: after an insertion, the login button's resolved
/// `element-disabled` at reference `[4]` is listed at `[5]`, where the change list shows the button
/// enabled, not at `[4]`, where it shows the inserted row. A removed element keeps its reference
/// path, as the change list's removal does.
package struct ListedViolation: Sendable {
    /// The violation, its element's path as the change list names the element.
    package let violation: Violation
    /// Whether the change removed the violation's element (or the dump's view of it: a popover
    /// over a player hides its controls): nothing was fixed there.
    package let elementRemoved: Bool
    /// Whether the element was removed by the content's scroll (``ElementChange/byScroll``): it
    /// is off the screen, not gone.
    package let elementScrolledOut: Bool

    /// A violation listed as it is, its element not removed: a new one, or one without a diff.
    init(listing violation: Violation) {
        self.init(violation: violation, elementRemoved: false, elementScrolledOut: false)
    }

    private init(violation: Violation, elementRemoved: Bool, elementScrolledOut: Bool) {
        self.violation = violation
        self.elementRemoved = elementRemoved
        self.elementScrolledOut = elementScrolledOut
    }

    /// What reports say after the violation: ``ReportPhrase/elementScrolledOut``,
    /// ``ReportPhrase/elementRemoved``, or nothing.
    package var note: String {
        elementScrolledOut ? ReportPhrase.elementScrolledOut : elementRemoved ? ReportPhrase.elementRemoved : ""
    }

    /// `resolved` (violations of `diff`'s reference) placed through `diff`'s matching, in report
    /// order of the paths they are listed at; without a diff, as they are.
    package static func placing(_ resolved: [Violation], in diff: SnapshotDiff?) -> [ListedViolation] {
        guard let diff, !resolved.isEmpty else { return resolved.map(ListedViolation.init(listing:)) }
        let matching = diff.matching
        var removedPaths: [String: Bool] = [:]
        for change in diff.changes where change.kind == .removed { removedPaths[change.element.path] = change.byScroll }
        let placed = resolved.map { violation -> ListedViolation in
            guard let path = matching.currentCanonicalPath(forReferencePath: violation.element.path) else {
                let scrolled = removedPaths[violation.element.path]
                return ListedViolation(violation: violation, elementRemoved: scrolled != nil, elementScrolledOut: scrolled == true)
            }
            var listed = violation
            listed.element.path = path
            return ListedViolation(violation: listed, elementRemoved: false, elementScrolledOut: false)
        }
        return placed.sorted { Violation.inReportOrder($0.violation, $1.violation) }
    }
}
